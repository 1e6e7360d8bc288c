import { graphql, useMutation } from 'react-relay';
import type { useDeleteIdeaMutation as Mutation } from '../../__generated__/useDeleteIdeaMutation.graphql';

export function useDeleteIdeaMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteIdeaMutation($input: DeleteNoteInput!, $connections: [ID!]!) {
      deleteNote(input: $input) {
        __typename
        ... on NoteDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
