import { graphql, useMutation } from 'react-relay';
import type { useDeleteScriptureMutation as Mutation } from '../../__generated__/useDeleteScriptureMutation.graphql';

export function useDeleteScriptureMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteScriptureMutation($input: DeleteScriptureInput!, $connections: [ID!]!) {
      deleteScripture(input: $input) {
        __typename
        ... on ScriptureDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
