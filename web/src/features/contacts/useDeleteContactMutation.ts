import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';
import type { ContactKind } from './kinds.ts';
import { RECORD_TYPE } from './useCreateContactMutation.ts';

const answer = () => ({ result: { __typename: 'ContactDeleted' } as LocalResult<'ContactDeleted'> });

/**
 * Takes the contact out of the list at once and queues the deletion (offline/sync.ts); without a
 * connection it waits on the device, so it is "deleted" either way.
 */
export function useDeleteContactMutation(kind: ContactKind) {
  return useLocalMutation(RECORD_TYPE[kind], 'delete', answer, { waitingIsError: false });
}
