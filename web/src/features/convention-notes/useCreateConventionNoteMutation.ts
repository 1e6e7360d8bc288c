import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ createConventionNote: { __typename: 'ConventionNoteCreated' } as LocalResult<'ConventionNoteCreated'> });

/** Adds a convention note on the device at once (to the list in `connections`) and queues it (offline/sync.ts). */
export function useCreateConventionNoteMutation() {
  return useLocalMutation('conventionNote', 'create', answer);
}
