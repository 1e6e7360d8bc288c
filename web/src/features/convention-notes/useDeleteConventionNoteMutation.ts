import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ deleteConventionNote: { __typename: 'ConventionNoteDeleted' } as LocalResult<'ConventionNoteDeleted'> });

/**
 * Takes a convention note out of the list at once and queues the deletion (offline/sync.ts). The
 * card says "deleted" whether or not there is a connection: the deletion waits on the device.
 */
export function useDeleteConventionNoteMutation() {
  return useLocalMutation('conventionNote', 'delete', answer, { waitingIsError: false });
}
