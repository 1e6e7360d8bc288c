import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ deleteNote: { __typename: 'NoteDeleted' } as LocalResult<'NoteDeleted'> });

/** Takes a ministry idea out of the ideas list at once and queues the deletion (offline/sync.ts). */
export function useDeleteIdeaMutation() {
  return useLocalMutation('note', 'delete', answer);
}
