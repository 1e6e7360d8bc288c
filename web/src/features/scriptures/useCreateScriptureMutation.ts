import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ createScripture: { __typename: 'ScriptureCreated' } as LocalResult<'ScriptureCreated'> });

/** Saves the scripture on the device at once (the list in `connections` shows it) and queues it for delivery (offline/sync.ts). */
export function useCreateScriptureMutation() {
  return useLocalMutation('scripture', 'create', answer);
}
