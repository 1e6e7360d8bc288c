import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ deleteScripture: { __typename: 'ScriptureDeleted' } as LocalResult<'ScriptureDeleted'> });

/**
 * Takes the scripture out of the list at once and queues the deletion (offline/sync.ts); without
 * a connection it waits on the device, so it is "deleted" either way.
 */
export function useDeleteScriptureMutation() {
  return useLocalMutation('scripture', 'delete', answer, { waitingIsError: false });
}
