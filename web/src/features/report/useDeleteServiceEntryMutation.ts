// Deleting a time entry goes through the device's one write path (offline/sync.ts): it leaves the
// list at once, signal or not, and the month's figures follow once the server has the deletion.
import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const deleted = () => ({ deleteServiceEntry: { __typename: 'ServiceEntryDeleted' } as LocalResult<'ServiceEntryDeleted'> });

export function useDeleteServiceEntryMutation() {
  return useLocalMutation('serviceEntry', 'delete', deleted, { waitingIsError: false });
}
