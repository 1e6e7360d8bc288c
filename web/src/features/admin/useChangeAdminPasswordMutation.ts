import { graphql, useMutation } from 'react-relay';
import type { useChangeAdminPasswordMutation as Mutation } from '../../__generated__/useChangeAdminPasswordMutation.graphql';

export function useChangeAdminPasswordMutation() {
  return useMutation<Mutation>(graphql`
    mutation useChangeAdminPasswordMutation($input: ChangeAdminPasswordInput!) {
      changeAdminPassword(input: $input) {
        __typename
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
