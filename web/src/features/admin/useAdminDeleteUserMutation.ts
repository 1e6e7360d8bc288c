import { graphql, useMutation } from 'react-relay';
import type { useAdminDeleteUserMutation as Mutation } from '../../__generated__/useAdminDeleteUserMutation.graphql';

export function useAdminDeleteUserMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAdminDeleteUserMutation($input: AdminDeleteUserInput!, $connections: [ID!]!) {
      adminDeleteUser(input: $input) {
        __typename
        ... on AdminUserDeleted {
          deletedUserId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
