import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ createShepherdingRequest: { __typename: 'ShepherdingRequestCreated' } as LocalResult<'ShepherdingRequestCreated'> });

/**
 * Makes a shepherding-call request on the device at once, at the top of Your Requests, and queues
 * it for the elders like every write a member makes (offline/sync.ts): with no signal it waits on
 * the device and is sent when the connection returns.
 */
export function useCreateShepherdingRequestMutation() {
  return useLocalMutation('shepherdingRequest', 'create', answer);
}
