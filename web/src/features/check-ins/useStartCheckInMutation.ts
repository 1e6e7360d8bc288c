import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ startCheckIn: { __typename: 'CheckInStarted' } as LocalResult<'CheckInStarted'> });

/**
 * Queues the viewer's check-in like every other write (offline/sync.ts): with a signal it reaches
 * the server at once; without one it waits on the device, and the card says it is not active
 * until sent (CheckInBar). Its due time is counted from when the server has it.
 */
export function useStartCheckInMutation() {
  return useLocalMutation('checkIn', 'create', answer);
}
