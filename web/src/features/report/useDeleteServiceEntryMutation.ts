import { graphql, useMutation } from 'react-relay';
import type { useDeleteServiceEntryMutation as Mutation } from '../../__generated__/useDeleteServiceEntryMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useDeleteServiceEntryMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteServiceEntryMutation($input: DeleteServiceEntryInput!) {
      deleteServiceEntry(input: $input) {
        __typename
        ... on ServiceEntryDeleted { deletedId }
        ... on Error {
          message
        }
      }
    }
  `);
}
