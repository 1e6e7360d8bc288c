import { graphql, useMutation } from 'react-relay';
import type { useDeleteHlcContactMutation as Mutation } from '../../__generated__/useDeleteHlcContactMutation.graphql';

export function useDeleteHlcContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteHlcContactMutation($input: DeleteHlcContactInput!, $connections: [ID!]!) {
      result: deleteHlcContact(input: $input) {
        __typename
        ... on HlcContactDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
