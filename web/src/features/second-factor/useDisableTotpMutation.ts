import { graphql, useMutation } from 'react-relay';
import type { useDisableTotpMutation as Mutation } from '../../__generated__/useDisableTotpMutation.graphql';

export function useDisableTotpMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDisableTotpMutation($input: SecondFactorCodeInput!) {
      disableTotp(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
