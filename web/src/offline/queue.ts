// The offline queue of spec 01 section 4 ("Offline note replay") and DESIGN.md section 7. A note
// or convention note written while the network is down is kept in Dexie (offline/db.ts) as
// { id: "offline_…", action, data, timestamp, synced: 0 } and replayed as the same GraphQL mutation
// when the browser is online again. A create carries its queue id as `clientId`, so a replay that
// reaches the server twice still makes one note. A replay the server refuses stays unsynced.
import { commitMutation, graphql, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { db, type QueuedAction, type QueuedRecord } from './db.ts';

export type QueueName = 'notes' | 'conventionNotes';
export const OFFLINE_REPLAYED_EVENT = 'mc:offline-replayed';

export async function enqueue(queue: QueueName, action: QueuedAction, data: Record<string, unknown>): Promise<string> {
  const id = `offline_${crypto.randomUUID()}`;
  await db[queue].put({ id, action, data, timestamp: Date.now(), synced: 0 });
  return id;
}

export function pending(queue: QueueName): Promise<QueuedRecord[]> {
  return db[queue].where('synced').equals(0).sortBy('timestamp');
}

const MUTATIONS: Record<QueueName, Record<QueuedAction, { node: GraphQLTaggedNode; field: string; success: string }>> = {
  notes: {
    create: {
      field: 'createNote',
      success: 'NoteCreated',
      node: graphql`
        mutation queueCreateNoteMutation($input: CreateNoteInput!) {
          createNote(input: $input) {
            __typename
          }
        }
      `,
    },
    update: {
      field: 'updateNote',
      success: 'NoteUpdated',
      node: graphql`
        mutation queueUpdateNoteMutation($input: UpdateNoteInput!) {
          updateNote(input: $input) {
            __typename
          }
        }
      `,
    },
    delete: {
      field: 'deleteNote',
      success: 'NoteDeleted',
      node: graphql`
        mutation queueDeleteNoteMutation($input: DeleteNoteInput!) {
          deleteNote(input: $input) {
            __typename
          }
        }
      `,
    },
  },
  conventionNotes: {
    create: {
      field: 'createConventionNote',
      success: 'ConventionNoteCreated',
      node: graphql`
        mutation queueCreateConventionNoteMutation($input: CreateConventionNoteInput!) {
          createConventionNote(input: $input) {
            __typename
          }
        }
      `,
    },
    update: {
      field: 'updateConventionNote',
      success: 'ConventionNoteUpdated',
      node: graphql`
        mutation queueUpdateConventionNoteMutation($input: UpdateConventionNoteInput!) {
          updateConventionNote(input: $input) {
            __typename
          }
        }
      `,
    },
    delete: {
      field: 'deleteConventionNote',
      success: 'ConventionNoteDeleted',
      node: graphql`
        mutation queueDeleteConventionNoteMutation($input: DeleteConventionNoteInput!) {
          deleteConventionNote(input: $input) {
            __typename
          }
        }
      `,
    },
  },
};

function send(environment: Environment, queue: QueueName, record: QueuedRecord): Promise<boolean> {
  const { node, field, success } = MUTATIONS[queue][record.action];
  const input = record.action === 'create' ? { ...record.data, clientId: record.id } : record.data;
  return new Promise((resolve) => {
    commitMutation<MutationParameters>(environment, {
      mutation: node,
      variables: { input },
      onCompleted: (response) => resolve((response as Record<string, { __typename: string }>)[field]?.__typename === success),
      onError: () => resolve(false),
    });
  });
}

let running: Promise<{ synced: number; failed: number }> | undefined;

/** Replays every unsynced record in order; at least one success refreshes the note lists. */
export function replay(environment: Environment): Promise<{ synced: number; failed: number }> {
  running ??= (async () => {
    let synced = 0;
    let failed = 0;
    for (const queue of ['notes', 'conventionNotes'] as const) {
      for (const record of await pending(queue)) {
        if (await send(environment, queue, record)) {
          await db[queue].update(record.id, { synced: 1 });
          synced += 1;
        } else {
          console.warn('Offline replay failed; it stays queued', queue, record.id);
          failed += 1;
        }
      }
    }
    if (synced > 0) window.dispatchEvent(new CustomEvent(OFFLINE_REPLAYED_EVENT));
    return { synced, failed };
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** True for the error the Relay network raises when the request never reached the server. */
export const isNetworkUnavailable = (error: unknown) => error instanceof Error && error.name === 'NetworkUnavailableError';
