import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ sendStatusAlert: { __typename: 'StatusAlertSent' } as LocalResult<'StatusAlertSent'> });

/**
 * Puts the viewer's status in the group's history at once and queues it for delivery (offline/sync.ts):
 * with no signal it waits on the device and reaches the group, with the time it was sent, once a
 * connection returns. The board itself changes with the group's live event.
 */
export function useSendStatusAlertMutation() {
  return useLocalMutation('statusAlert', 'create', answer);
}
