import { graphql, useMutation } from 'react-relay';
import type { useAdminUpdateUserMutation as Mutation } from '../../__generated__/useAdminUpdateUserMutation.graphql';

export function useAdminUpdateUserMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAdminUpdateUserMutation($input: AdminUpdateUserInput!) {
      adminUpdateUser(input: $input) {
        __typename
        ... on AdminUserUpdated {
          user {
            ...UserEditDialog_user
            ...UserRow_user
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
