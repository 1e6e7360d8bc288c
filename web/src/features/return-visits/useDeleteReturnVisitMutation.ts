import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ result: { __typename: 'ReturnVisitDeleted' } as LocalResult<'ReturnVisitDeleted'> });

/** Takes the visit out of the list at once; without a connection the deletion waits on the device, so it is "deleted" either way. */
export function useDeleteReturnVisitMutation() {
  return useLocalMutation('returnVisit', 'delete', answer, { waitingIsError: false });
}
