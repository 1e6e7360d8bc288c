import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ updateConventionNote: { __typename: 'ConventionNoteUpdated' } as LocalResult<'ConventionNoteUpdated'> });

/** Changes a convention note on the device at once and queues the change (offline/sync.ts). */
export function useUpdateConventionNoteMutation() {
  return useLocalMutation('conventionNote', 'update', answer);
}
