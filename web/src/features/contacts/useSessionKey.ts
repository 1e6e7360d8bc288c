// Who is looking: the viewer's id, or 'visitor'. Signing in or out changes the viewer in the store
// without a reload; the contact views key their queries on this so they fetch the new person's
// data instead of rendering the old query's fields, which the new viewer has not loaded yet.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useSessionKeyQuery } from '../../__generated__/useSessionKeyQuery.graphql';

export function useSessionKey(): string {
  const { viewer } = useLazyLoadQuery<useSessionKeyQuery>(
    graphql`
      query useSessionKeyQuery {
        viewer {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return viewer?.id ?? 'visitor';
}
