import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ updateScripture: { __typename: 'ScriptureUpdated' } as LocalResult<'ScriptureUpdated'> });

/** Changes the scripture on the device at once and queues the fields that changed (offline/sync.ts). */
export function useUpdateScriptureMutation() {
  return useLocalMutation('scripture', 'update', answer);
}
