import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';
import type { ContactKind } from './kinds.ts';

const answer = () => ({ result: { __typename: 'ContactCreated' } as LocalResult<'ContactCreated'> });

/** The outbox's record type of each list: the two lists number their rows apart. */
export const RECORD_TYPE = { HLC: 'hlcContact', PVG: 'pvgContact' } as const satisfies Record<ContactKind, string>;

/** Saves the contact on the device at once (the list in `connections` shows it) and queues it for delivery (offline/sync.ts). */
export function useCreateContactMutation(kind: ContactKind) {
  return useLocalMutation(RECORD_TYPE[kind], 'create', answer);
}
