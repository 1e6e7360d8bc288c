import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as Mutation } from '../../__generated__/useResetPasswordMutation.graphql';

/** A forgotten password: the username, the reset code an admin gave, and a new password. */
export function useResetPasswordMutation() {
  return useMutation<Mutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on PasswordReset {
          secondFactorRequired
          secondFactorSetupRequired
          user {
            id
            username
            ...fragments_shellViewer
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
