import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ updateNote: { __typename: 'NoteUpdated' } as LocalResult<'NoteUpdated'> });

/** Changes a ministry idea on the device at once and queues the change (offline/sync.ts). */
export function useUpdateIdeaMutation() {
  return useLocalMutation('note', 'update', answer);
}
