import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ result: { __typename: 'ReturnVisitUpdated' } as LocalResult<'ReturnVisitUpdated'> });

/** Changes the visit on the device at once and queues the fields that changed (offline/sync.ts). */
export function useUpdateReturnVisitMutation() {
  return useLocalMutation('returnVisit', 'update', answer);
}
