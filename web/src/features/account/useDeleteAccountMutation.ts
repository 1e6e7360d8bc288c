import { graphql, useMutation } from 'react-relay';
import type { useDeleteAccountMutation as Mutation } from '../../__generated__/useDeleteAccountMutation.graphql';

export function useDeleteAccountMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        __typename
        ... on AccountDeleted {
          deletedUserId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
