import { graphql, useMutation } from 'react-relay';
import type { useUpdateNoteMutation as Mutation } from '../../__generated__/useUpdateNoteMutation.graphql';

/** Changes a note; the answer's node updates every list that shows it. */
export function useUpdateNoteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateNoteMutation($input: UpdateNoteInput!) {
      updateNote(input: $input) {
        __typename
        ... on NoteUpdated {
          note {
            id
            ...NoteCard_note
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
