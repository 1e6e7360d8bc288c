import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ deleteVideo: { __typename: 'VideoDeleted' } as LocalResult<'VideoDeleted'> });

/**
 * Takes the video out of the list at once and queues the deletion (offline/sync.ts); without a
 * connection it waits on the device, so it is "deleted" either way.
 */
export function useDeleteVideoMutation() {
  return useLocalMutation('video', 'delete', answer, { waitingIsError: false });
}
