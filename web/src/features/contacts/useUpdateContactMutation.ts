import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';
import type { ContactKind } from './kinds.ts';
import { RECORD_TYPE } from './useCreateContactMutation.ts';

const answer = () => ({ result: { __typename: 'ContactUpdated' } as LocalResult<'ContactUpdated'> });

/** Changes the contact on the device at once and queues the fields that changed (offline/sync.ts). */
export function useUpdateContactMutation(kind: ContactKind) {
  return useLocalMutation(RECORD_TYPE[kind], 'update', answer);
}
