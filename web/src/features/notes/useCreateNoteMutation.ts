import { graphql, useMutation } from 'react-relay';
import type { useCreateNoteMutation as Mutation } from '../../__generated__/useCreateNoteMutation.graphql';

/** Creates a note and puts its edge at the top of the lists named in `connections`. */
export function useCreateNoteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateNoteMutation($input: CreateNoteInput!, $connections: [ID!]!) {
      createNote(input: $input) {
        __typename
        ... on NoteCreated {
          edge @prependEdge(connections: $connections) {
            cursor
            node {
              id
              ...NoteCard_note
            }
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
