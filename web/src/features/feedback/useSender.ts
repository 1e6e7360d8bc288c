import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useSenderQuery } from '../../__generated__/useSenderQuery.graphql';

/**
 * The signed-in member's name and email, to fill a form in for them (null for a visitor). Read from
 * the store the shell has filled: a form must open offline too.
 */
export function useSender() {
  return useLazyLoadQuery<useSenderQuery>(
    graphql`
      query useSenderQuery {
        viewer {
          id
          fullName
          email
        }
      }
    `,
    {},
    { fetchPolicy: 'store-only' },
  ).viewer;
}
