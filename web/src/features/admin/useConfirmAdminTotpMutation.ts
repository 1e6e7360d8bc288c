import { graphql, useMutation } from 'react-relay';
import type { useConfirmAdminTotpMutation as Mutation } from '../../__generated__/useConfirmAdminTotpMutation.graphql';

export function useConfirmAdminTotpMutation() {
  return useMutation<Mutation>(graphql`
    mutation useConfirmAdminTotpMutation($input: AdminCodeInput!) {
      confirmAdminTotp(input: $input) {
        __typename
        ... on AdminTotpEnabled {
          recoveryCodes
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
