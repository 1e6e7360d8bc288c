import { graphql, useMutation } from 'react-relay';
import type { useUpdateIdeaMutation as Mutation } from '../../__generated__/useUpdateIdeaMutation.graphql';

export function useUpdateIdeaMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateIdeaMutation($input: UpdateNoteInput!) {
      updateNote(input: $input) {
        __typename
        ... on NoteUpdated {
          note {
            id
            ...IdeaCard_note
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
