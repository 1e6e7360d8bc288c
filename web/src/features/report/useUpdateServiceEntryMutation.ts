import { graphql, useMutation } from 'react-relay';
import type { useUpdateServiceEntryMutation as Mutation } from '../../__generated__/useUpdateServiceEntryMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useUpdateServiceEntryMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateServiceEntryMutation($input: UpdateServiceEntryInput!) {
      updateServiceEntry(input: $input) {
        __typename
        ... on ServiceEntryUpdated { serviceEntry { id date minutes kind credit note } }
        ... on Error {
          message
        }
      }
    }
  `);
}
