import { graphql, useMutation } from 'react-relay';
import type { useDeletePvgContactMutation as Mutation } from '../../__generated__/useDeletePvgContactMutation.graphql';

export function useDeletePvgContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeletePvgContactMutation($input: DeletePvgContactInput!, $connections: [ID!]!) {
      result: deletePvgContact(input: $input) {
        __typename
        ... on PvgContactDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
