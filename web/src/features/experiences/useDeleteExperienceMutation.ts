// Deleting an experience goes through the device's one write path (offline/sync.ts): the card
// leaves both lists at once, signal or not, and the deletion is delivered exactly once. With no
// connection the deletion waits on the device, so the experience is "deleted" either way.
import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const deleted = () => ({ deleteExperience: { __typename: 'ExperienceDeleted' } as LocalResult<'ExperienceDeleted'> });

export function useDeleteExperienceMutation() {
  return useLocalMutation('experience', 'delete', deleted, { waitingIsError: false });
}
