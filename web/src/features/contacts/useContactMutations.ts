// The contact list's three mutations behind one interface: the list, the dialog and the cards call
// create, update and remove and hear back success or a failure. Every write goes through the
// device's one write path (offline/sync.ts): it is shown at once, counted in the list's total, and
// delivered when a connection allows; a write the server refuses later is shown in the list of
// changes waiting to sync, with the server's message.
import type { ContactKind, ContactPosition } from '../../generated/enums.ts';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import type { Failure } from '../../relay/mutations.ts';
import { useCreateContactMutation } from './useCreateContactMutation.ts';
import { useDeleteContactMutation } from './useDeleteContactMutation.ts';
import { useUpdateContactMutation } from './useUpdateContactMutation.ts';

export interface ContactInput {
  name: string;
  phoneNumber: string;
  email: string;
  position: ContactPosition;
  hospital: string;
  notes: string;
}

export type ContactFailure = Failure;

export interface Callbacks {
  /** `offline`: the write is kept on the device and waits for a connection. */
  onSuccess: (saved: { offline: boolean }) => void;
  onFailure: (failure: ContactFailure) => void;
}

export interface ContactMutations {
  create(input: ContactInput, connectionId: string, callbacks: Callbacks): void;
  update(id: string, input: ContactInput, connectionId: string, callbacks: Callbacks): void;
  remove(id: string, connectionId: string, callbacks: Callbacks): void;
}

function outcome({ onSuccess, onFailure }: Callbacks) {
  return {
    onCompleted: () => onSuccess({ offline: false }),
    onError: (error: Error) =>
      isNetworkUnavailable(error) ? onSuccess({ offline: true }) : onFailure({ message: error.message, fields: {} }),
  };
}

export function useContactMutations(kind: ContactKind): ContactMutations {
  const [create] = useCreateContactMutation(kind);
  const [update] = useUpdateContactMutation(kind);
  const [remove] = useDeleteContactMutation(kind);

  return {
    create(input, connectionId, callbacks) {
      create({ variables: { input, connections: [connectionId] }, ...outcome(callbacks) });
    },
    update(id, input, connectionId, callbacks) {
      update({ variables: { input: { id, ...input }, connections: [connectionId] }, ...outcome(callbacks) });
    },
    remove(id, connectionId, callbacks) {
      remove({ variables: { input: { id }, connections: [connectionId] }, ...outcome(callbacks) });
    },
  };
}
