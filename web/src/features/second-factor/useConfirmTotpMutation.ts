import { graphql, useMutation } from 'react-relay';
import type { useConfirmTotpMutation as Mutation } from '../../__generated__/useConfirmTotpMutation.graphql';

export function useConfirmTotpMutation() {
  return useMutation<Mutation>(graphql`
    mutation useConfirmTotpMutation($input: SecondFactorCodeInput!) {
      confirmTotp(input: $input) {
        __typename
        ... on TotpEnabled {
          recoveryCodes
          user {
            id
            username
            ...fragments_shellViewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
