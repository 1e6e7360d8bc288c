import { graphql, useMutation } from 'react-relay';
import type { useAdminCreateUserMutation as Mutation } from '../../__generated__/useAdminCreateUserMutation.graphql';

export function useAdminCreateUserMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAdminCreateUserMutation($input: AdminCreateUserInput!) {
      adminCreateUser(input: $input) {
        __typename
        ... on AdminUserCreated {
          user {
            id
            username
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            path
            message
          }
        }
      }
    }
  `);
}
