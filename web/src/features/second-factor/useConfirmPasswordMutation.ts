import { graphql, useMutation } from 'react-relay';
import type { useConfirmPasswordMutation as Mutation } from '../../__generated__/useConfirmPasswordMutation.graphql';

export function useConfirmPasswordMutation() {
  return useMutation<Mutation>(graphql`
    mutation useConfirmPasswordMutation($input: ConfirmPasswordInput!) {
      confirmPassword(input: $input) {
        __typename
        ... on PasswordConfirmed {
          confirmedUntil
        }
        ... on ValidationError {
          fields {
            path
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
