import { graphql, useMutation } from 'react-relay';
import type { useVerifyAdminCodeMutation as Mutation } from '../../__generated__/useVerifyAdminCodeMutation.graphql';

export function useVerifyAdminCodeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useVerifyAdminCodeMutation($input: SecondFactorCodeInput!) {
      verifyAdminCode(input: $input) {
        __typename
        ... on AdminCodeAccepted {
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
