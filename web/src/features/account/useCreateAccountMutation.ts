import { graphql, useMutation } from 'react-relay';
import type { useCreateAccountMutation as Mutation } from '../../__generated__/useCreateAccountMutation.graphql';

export function useCreateAccountMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateAccountMutation($input: CreateAccountInput!) {
      createAccount(input: $input) {
        __typename
        ... on AccountCreated {
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
