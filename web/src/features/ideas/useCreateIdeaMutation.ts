import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ createNote: { __typename: 'NoteCreated' } as LocalResult<'NoteCreated'> });

/**
 * Creates a ministry idea (a note in the ideas category) on the device at once, at the top of the
 * ideas list, and queues it for the server like every note (offline/sync.ts).
 */
export function useCreateIdeaMutation() {
  return useLocalMutation('note', 'create', answer);
}
