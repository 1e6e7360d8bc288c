import { graphql, useMutation } from 'react-relay';
import type { useVerifySignInCodeMutation as Mutation } from '../../__generated__/useVerifySignInCodeMutation.graphql';

export function useVerifySignInCodeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useVerifySignInCodeMutation($input: SecondFactorCodeInput!) {
      verifySignInCode(input: $input) {
        __typename
        ... on SignedIn {
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
