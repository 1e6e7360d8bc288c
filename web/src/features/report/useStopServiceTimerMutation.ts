import { graphql, useMutation } from 'react-relay';
import type { useStopServiceTimerMutation as Mutation } from '../../__generated__/useStopServiceTimerMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useStopServiceTimerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStopServiceTimerMutation($input: StopServiceTimerInput!) {
      stopServiceTimer(input: $input) {
        __typename
        ... on ServiceTimerStopped { serviceEntry { id minutes } }
        ... on Error {
          message
        }
      }
    }
  `);
}
