import { graphql, useMutation } from 'react-relay';
import type { useStartServiceTimerMutation as Mutation } from '../../__generated__/useStartServiceTimerMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useStartServiceTimerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStartServiceTimerMutation {
      startServiceTimer {
        __typename
        ... on ServiceTimerChanged { timer { running startedAt elapsedSeconds at } }
        ... on Error {
          message
        }
      }
    }
  `);
}
