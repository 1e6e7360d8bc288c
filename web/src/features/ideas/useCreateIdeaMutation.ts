import { graphql, useMutation } from 'react-relay';
import type { useCreateIdeaMutation as Mutation } from '../../__generated__/useCreateIdeaMutation.graphql';

/** Creates a ministry idea (a note in the ideas category) at the top of the ideas list. */
export function useCreateIdeaMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateIdeaMutation($input: CreateNoteInput!, $connections: [ID!]!) {
      createNote(input: $input) {
        __typename
        ... on NoteCreated {
          edge @prependEdge(connections: $connections) {
            cursor
            node {
              id
              ...IdeaCard_note
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
