import { graphql, useMutation } from 'react-relay';
import type { useTakeServiceTimerMutation as Mutation } from '../../__generated__/useTakeServiceTimerMutation.graphql';

/** Takes over a run the server still keeps (docs/product/report.md, "Timer"); the page reloads its month after. */
export function useTakeServiceTimerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useTakeServiceTimerMutation {
      takeServiceTimer {
        __typename
        ... on ServiceTimerChanged { timer { running startedAt elapsedSeconds at } }
        ... on Error {
          message
        }
      }
    }
  `);
}
