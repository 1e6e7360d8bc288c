import { graphql, useMutation } from 'react-relay';
import type { useUpdateConventionNoteMutation as Mutation } from '../../__generated__/useUpdateConventionNoteMutation.graphql';

export function useUpdateConventionNoteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateConventionNoteMutation($input: UpdateConventionNoteInput!) {
      updateConventionNote(input: $input) {
        __typename
        ... on ConventionNoteUpdated {
          conventionNote {
            id
            ...ConventionNoteCard_note
            ...ScriptureReferences_notes
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
