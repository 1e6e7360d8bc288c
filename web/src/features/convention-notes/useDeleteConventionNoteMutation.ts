import { graphql, useMutation } from 'react-relay';
import type { useDeleteConventionNoteMutation as Mutation } from '../../__generated__/useDeleteConventionNoteMutation.graphql';

export function useDeleteConventionNoteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteConventionNoteMutation($input: DeleteConventionNoteInput!, $connections: [ID!]!) {
      deleteConventionNote(input: $input) {
        __typename
        ... on ConventionNoteDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
