import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ createVideo: { __typename: 'VideoCreated' } as LocalResult<'VideoCreated'> });

/** Saves the video on the device at once (the list in `connections` shows it) and queues it for delivery (offline/sync.ts). */
export function useCreateVideoMutation() {
  return useLocalMutation('video', 'create', answer);
}
