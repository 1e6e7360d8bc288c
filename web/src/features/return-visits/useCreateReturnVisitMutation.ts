import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ result: { __typename: 'ReturnVisitAdded' } as LocalResult<'ReturnVisitAdded'> });

/** Saves the visit on the device at once (the list in `connections` shows it) and queues it for delivery (offline/sync.ts). */
export function useCreateReturnVisitMutation() {
  return useLocalMutation('returnVisit', 'create', answer);
}
