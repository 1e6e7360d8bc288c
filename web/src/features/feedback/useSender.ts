import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useSenderQuery } from '../../__generated__/useSenderQuery.graphql';

const senderQuery = graphql`
  query useSenderQuery {
    viewer {
      id
      fullName
      email
    }
    appSettings {
      id
      contactEmail
    }
  }
`;

/**
 * The signed-in member's name and email, to fill a form in for them (null for a visitor). Read from
 * the store the shell has filled: a form must open offline too.
 */
export function useSender() {
  return useLazyLoadQuery<useSenderQuery>(senderQuery, {}, { fetchPolicy: 'store-only' }).viewer;
}

/** The support email an admin set (Settings), for a form that failed to name; null when none. */
export function useSupportEmail(): string | null {
  const settings = useLazyLoadQuery<useSenderQuery>(senderQuery, {}, { fetchPolicy: 'store-only' }).appSettings;
  return settings?.contactEmail?.trim() || null;
}
