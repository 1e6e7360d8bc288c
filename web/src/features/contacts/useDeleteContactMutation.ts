import { graphql, useMutation } from 'react-relay';
import type { useDeleteContactMutation as Mutation } from '../../__generated__/useDeleteContactMutation.graphql';

export function useDeleteContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteContactMutation($input: DeleteContactInput!, $connections: [ID!]!) {
      result: deleteContact(input: $input) {
        __typename
        ... on ContactDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
