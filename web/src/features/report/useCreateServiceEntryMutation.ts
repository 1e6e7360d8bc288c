import { graphql, useMutation } from 'react-relay';
import type { useCreateServiceEntryMutation as Mutation } from '../../__generated__/useCreateServiceEntryMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useCreateServiceEntryMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateServiceEntryMutation($input: CreateServiceEntryInput!) {
      createServiceEntry(input: $input) {
        __typename
        ... on ServiceEntryCreated { serviceEntry { id } }
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
