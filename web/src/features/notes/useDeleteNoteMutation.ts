import { graphql, useMutation } from 'react-relay';
import type { useDeleteNoteMutation as Mutation } from '../../__generated__/useDeleteNoteMutation.graphql';

/** Deletes a note and takes its edge out of the lists named in `connections`. */
export function useDeleteNoteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteNoteMutation($input: DeleteNoteInput!, $connections: [ID!]!) {
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
