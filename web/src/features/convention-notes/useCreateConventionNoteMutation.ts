import { graphql, useMutation } from 'react-relay';
import type { useCreateConventionNoteMutation as Mutation } from '../../__generated__/useCreateConventionNoteMutation.graphql';

export function useCreateConventionNoteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateConventionNoteMutation($input: CreateConventionNoteInput!, $connections: [ID!]!) {
      createConventionNote(input: $input) {
        __typename
        ... on ConventionNoteCreated {
          conventionNote @prependNode(connections: $connections, edgeTypeName: "UserConventionNotesConnectionEdge") {
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
