import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ respondToAlert: { __typename: 'AlertResponded' } as LocalResult<'AlertResponded'> });

/**
 * Adds the viewer's response under the alert at once and queues it for delivery (offline/sync.ts):
 * with no signal it waits on the device and reaches the alert's sender once a connection returns.
 */
export function useRespondToAlertMutation() {
  return useLocalMutation('alertResponse', 'create', answer);
}
