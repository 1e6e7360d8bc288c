// The create, update and delete mutations of one contact kind behind one interface, so the list,
// the form and the cards are written once for HLC and PVG. The generated types of the two kinds
// differ only in their type names (every document aliases its field as `result`), hence the one
// cast below. The list's total count is kept in step here, since Relay only moves edges.
import { ConnectionHandler, type Disposable, type RecordSourceSelectorProxy } from 'relay-runtime';
import { failureOf, type Failure, type MutationResult } from '../../relay/mutations.ts';
import type { ContactKind } from './kinds.ts';
import { useCreateHlcContactMutation } from './useCreateHlcContactMutation.ts';
import { useCreatePvgContactMutation } from './useCreatePvgContactMutation.ts';
import { useDeleteHlcContactMutation } from './useDeleteHlcContactMutation.ts';
import { useDeletePvgContactMutation } from './useDeletePvgContactMutation.ts';
import { useUpdateHlcContactMutation } from './useUpdateHlcContactMutation.ts';
import { useUpdatePvgContactMutation } from './useUpdatePvgContactMutation.ts';

export interface ContactInput {
  name: string;
  phoneNumber: string;
  email: string;
  position: string;
  hospital: string;
  notes: string;
}

interface Response {
  readonly result: MutationResult;
}

type Commit = (config: {
  variables: Record<string, unknown>;
  optimisticResponse?: Response;
  optimisticUpdater?: (store: RecordSourceSelectorProxy) => void;
  updater?: (store: RecordSourceSelectorProxy, data: Response | null | undefined) => void;
  onCompleted?: (response: Response) => void;
  onError?: (error: Error) => void;
}) => Disposable;

export interface ContactFailure extends Failure {
  /** The contact is no longer on the server (deleted on another device). */
  notFound: boolean;
}

export interface Callbacks {
  onSuccess: () => void;
  onFailure: (failure: ContactFailure) => void;
}

export interface ContactMutations {
  create(input: ContactInput, connectionId: string, callbacks: Callbacks): void;
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

const failed = (error: Error): ContactFailure => ({ message: error.message, fields: {}, notFound: false });

export function useContactMutations(kind: ContactKind): ContactMutations {
  const hlc = [useCreateHlcContactMutation(), useUpdateHlcContactMutation(), useDeleteHlcContactMutation()] as const;
  const pvg = [useCreatePvgContactMutation(), useUpdatePvgContactMutation(), useDeletePvgContactMutation()] as const;
  const [[create, creating], [update, updating], [remove]] = (kind === 'hlc' ? hlc : pvg) as unknown as [
    [Commit, boolean],
    [Commit, boolean],
    [Commit, boolean],
  ];
  const prefix = kind === 'hlc' ? 'Hlc' : 'Pvg';
  const outcome = (success: string, { onSuccess, onFailure }: Callbacks) => ({
    onCompleted: ({ result }: Response) =>
      result.__typename === success
        ? onSuccess()
        : onFailure({ ...failureOf(result, 'Please try again.'), notFound: result.__typename === 'NotFoundError' }),
    onError: (error: Error) => onFailure(failed(error)),
  });

  return {
    isSaving: creating || updating,
    create(input, connectionId, callbacks) {
      create({
        variables: { input, connections: [connectionId] },
        updater: (store, data) => {
          if (data?.result.__typename === `${prefix}ContactCreated`) adjustTotal(store, connectionId, 1);
        },
        ...outcome(`${prefix}ContactCreated`, callbacks),
      });
    },
    update(id, input, connectionId, callbacks) {
      update({
        variables: { input: { id, ...input } },
        updater: (store, data) => {
          if (data?.result.__typename === 'NotFoundError') dropContact(store, connectionId, id);
        },
        ...outcome(`${prefix}ContactUpdated`, callbacks),
      });
    },
    remove(id, connectionId, callbacks) {
      remove({
        variables: { input: { id }, connections: [connectionId] },
        // The card goes at once; it comes back if the server refuses.
        optimisticResponse: { result: { __typename: `${prefix}ContactDeleted`, deletedId: id } as MutationResult },
        optimisticUpdater: (store) => adjustTotal(store, connectionId, -1),
        updater: (store, data) => {
          const typename = data?.result.__typename;
          if (typename === `${prefix}ContactDeleted`) adjustTotal(store, connectionId, -1);
          else if (typename === 'NotFoundError') dropContact(store, connectionId, id);
        },
        ...outcome(`${prefix}ContactDeleted`, callbacks),
      });
    },
  };
}
