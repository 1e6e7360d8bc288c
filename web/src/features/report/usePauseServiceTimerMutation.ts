import { graphql, useMutation } from 'react-relay';
import type { usePauseServiceTimerMutation as Mutation } from '../../__generated__/usePauseServiceTimerMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function usePauseServiceTimerMutation() {
  return useMutation<Mutation>(graphql`
    mutation usePauseServiceTimerMutation {
      pauseServiceTimer {
        __typename
        ... on ServiceTimerChanged { timer { running startedAt elapsedSeconds at } }
        ... on Error {
          message
        }
      }
    }
  `);
}
