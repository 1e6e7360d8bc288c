import { graphql, useMutation } from 'react-relay';
import type { useSignInMutation as Mutation } from '../../__generated__/useSignInMutation.graphql';

export function useSignInMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSignInMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on SignedIn {
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
