import { graphql, useMutation } from 'react-relay';
import type { useUpdateServiceMonthMutation as Mutation } from '../../__generated__/useUpdateServiceMonthMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useUpdateServiceMonthMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateServiceMonthMutation($input: UpdateServiceMonthInput!) {
      updateServiceMonth(input: $input) {
        __typename
        ... on ServiceMonthUpdated { bibleStudies participated }
        ... on Error {
          message
        }
      }
    }
  `);
}
