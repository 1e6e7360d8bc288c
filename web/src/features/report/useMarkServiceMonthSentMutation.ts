import { graphql, useMutation } from 'react-relay';
import type { useMarkServiceMonthSentMutation as Mutation } from '../../__generated__/useMarkServiceMonthSentMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useMarkServiceMonthSentMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMarkServiceMonthSentMutation($month: String!) {
      markServiceMonthSent(month: $month) {
        __typename
        ... on ServiceMonthSent { sentAt }
        ... on Error {
          message
        }
      }
    }
  `);
}
