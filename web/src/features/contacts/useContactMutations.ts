// The contact list's three mutations behind one interface: the list, the dialog and the cards call
// create, update and remove and hear back success or a failure (with the server's message and its
// field messages). The list's total count is kept in step here, since Relay only moves edges.
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ConnectionHandler } from 'relay-runtime';
import type { ContactKind, ContactPosition } from '../../generated/enums.ts';
import { failureOf, type Failure, type MutationResult } from '../../relay/mutations.ts';
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

export interface ContactFailure extends Failure {
  /** The contact is no longer on the server (deleted on another device). */
  notFound: boolean;
}

export interface Callbacks {
  onSuccess: () => void;
  onFailure: (failure: ContactFailure) => void;
}

export interface ContactMutations {
  create(kind: ContactKind, input: ContactInput, connectionId: string, callbacks: Callbacks): void;
  update(id: string, input: ContactInput, connectionId: string, callbacks: Callbacks): void;
  remove(id: string, connectionId: string, callbacks: Callbacks): void;
  isSaving: boolean;
}

function adjustTotal(store: RecordSourceSelectorProxy, connectionId: string, delta: number) {
  const connection = store.get(connectionId);
  const total = connection?.getValue('totalCount');
  if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}

/** A contact the server no longer has leaves the list, whatever the user was doing with it. */
function dropContact(store: RecordSourceSelectorProxy, connectionId: string, id: string) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, id);
  if ((connection.getLinkedRecords('edges')?.length ?? 0) < before) adjustTotal(store, connectionId, -1);
}

/** What a failure tells the screen: `fallback` when the server sent no message. */
function outcome(success: string, { onSuccess, onFailure }: Callbacks, fallback: string) {
  return {
    onCompleted: ({ result }: { readonly result: MutationResult }) =>
      result.__typename === success
        ? onSuccess()
        : onFailure({ ...failureOf(result, fallback), notFound: result.__typename === 'NotFoundError' }),
    onError: (error: Error) => onFailure({ message: error.message, fields: {}, notFound: false }),
  };
}

export function useContactMutations(fallbackMessage: string): ContactMutations {
  const [create, creating] = useCreateContactMutation();
  const [update, updating] = useUpdateContactMutation();
  const [remove] = useDeleteContactMutation();

  return {
    isSaving: creating || updating,
    create(kind, input, connectionId, callbacks) {
      create({
        variables: { input: { kind, ...input }, connections: [connectionId] },
        updater: (store, data) => {
          if (data?.result.__typename === 'ContactCreated') adjustTotal(store, connectionId, 1);
        },
        ...outcome('ContactCreated', callbacks, fallbackMessage),
      });
    },
    update(id, input, connectionId, callbacks) {
      update({
        variables: { input: { id, ...input } },
        updater: (store, data) => {
          if (data?.result.__typename === 'NotFoundError') dropContact(store, connectionId, id);
        },
        ...outcome('ContactUpdated', callbacks, fallbackMessage),
      });
    },
    remove(id, connectionId, callbacks) {
      remove({
        variables: { input: { id }, connections: [connectionId] },
        // The card goes at once; it comes back if the server refuses.
        optimisticResponse: { result: { __typename: 'ContactDeleted', deletedId: id } },
        optimisticUpdater: (store) => adjustTotal(store, connectionId, -1),
        updater: (store, data) => {
          const typename = data?.result.__typename;
          if (typename === 'ContactDeleted') adjustTotal(store, connectionId, -1);
          else if (typename === 'NotFoundError') dropContact(store, connectionId, id);
        },
        ...outcome('ContactDeleted', callbacks, fallbackMessage),
      });
    },
  };
}
