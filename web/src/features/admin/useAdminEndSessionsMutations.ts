// Signing one user, or every account, out on every device (docs/product/admin.md, "Users").
import { graphql, useMutation } from 'react-relay';
import type { useAdminEndAllSessionsMutation as EndAll } from '../../__generated__/useAdminEndAllSessionsMutation.graphql';
import type { useAdminEndUserSessionsMutation as EndUser } from '../../__generated__/useAdminEndUserSessionsMutation.graphql';

export function useAdminEndUserSessionsMutation() {
  return useMutation<EndUser>(graphql`
    mutation useAdminEndUserSessionsMutation($input: AdminEndUserSessionsInput!) {
      adminEndUserSessions(input: $input) {
        __typename
        ... on UserSessionsEnded {
          endedCount
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

export function useAdminEndAllSessionsMutation() {
  return useMutation<EndAll>(graphql`
    mutation useAdminEndAllSessionsMutation {
      adminEndAllSessions {
        __typename
        ... on AllSessionsEnded {
          endedCount
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
