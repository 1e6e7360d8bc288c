import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

/** How long the start waits for the server before saying the check-in waits on the phone. */
const DELIVERY_WAIT_MS = 15_000;

const answer = () => ({ startCheckIn: { __typename: 'CheckInStarted' } as LocalResult<'CheckInStarted'> });

/**
 * Queues the viewer's check-in like every other write (offline/sync.ts): with a signal it reaches
 * the server at once, and the start answers once it has; without one it waits on the device, and
 * the card says it is not active until sent (CheckInBar). Its due time is counted from when the
 * server has it.
 */
export function useStartCheckInMutation() {
  // "Started" only once the server has it: it counts from there, and a member must not walk off
  // believing a check-in runs that is still on the phone.
  return useLocalMutation('checkIn', 'create', answer, { untilDelivered: DELIVERY_WAIT_MS });
}
