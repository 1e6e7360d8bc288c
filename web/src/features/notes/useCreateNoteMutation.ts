import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ createNote: { __typename: 'NoteCreated' } as LocalResult<'NoteCreated'> });

/**
 * Creates a note on the device at once, at the top of the lists named in `connections`, and
 * queues it for the server (offline/sync.ts).
 */
export function useCreateNoteMutation() {
  return useLocalMutation('note', 'create', answer);
}
