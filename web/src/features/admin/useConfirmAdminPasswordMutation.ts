import { graphql, useMutation } from 'react-relay';
import type { useConfirmAdminPasswordMutation as Mutation } from '../../__generated__/useConfirmAdminPasswordMutation.graphql';

export function useConfirmAdminPasswordMutation() {
  return useMutation<Mutation>(graphql`
    mutation useConfirmAdminPasswordMutation($input: ConfirmAdminPasswordInput!) {
      confirmAdminPassword(input: $input) {
        __typename
        ... on AdminPasswordConfirmed {
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
