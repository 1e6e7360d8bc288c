import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ deleteNote: { __typename: 'NoteDeleted' } as LocalResult<'NoteDeleted'> });

/** Takes a note out of the lists named in `connections` at once and queues the deletion (offline/sync.ts). */
export function useDeleteNoteMutation() {
  return useLocalMutation('note', 'delete', answer);
}
