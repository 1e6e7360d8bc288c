import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ updateNote: { __typename: 'NoteUpdated' } as LocalResult<'NoteUpdated'> });

/** Changes a note on the device at once (every list shows it) and queues the change (offline/sync.ts). */
export function useUpdateNoteMutation() {
  return useLocalMutation('note', 'update', answer);
}
