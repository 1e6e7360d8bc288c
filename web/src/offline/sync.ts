// The one write path of the app (docs/product/offline.md). A member's write is:
// 1. put in the outbox (IndexedDB) with a client id made on the device (engine.ts merges it with
//    the record's earlier writes where that is safe);
// 2. shown at once: each outbox entry is an optimistic update of the Relay store, rebuilt from
//    the outbox when the app starts, so the list, the form and a reopened app all show it;
// 3. delivered by one engine, online or not: batches of up to 50 through `applyChanges`, again
//    with backoff and jitter while anything is queued, on `online`, on focus, every 30 s, and at
//    once after each write. A delivery that fails or does not answer in time counts as failed;
//    the server's outcome table makes every repeat harmless. One tab delivers at a time.
// The server's answer replaces the optimistic record; a refusal stays in the outbox, shown with
// the server's message until the member fixes (edits) or discards it.
import { liveQuery } from 'dexie';
import { commitLocalUpdate, commitMutation, ConnectionHandler, graphql, type Disposable, type Environment, type RecordSourceProxy, type RecordProxy } from 'relay-runtime';
import type { syncApplyChangesMutation } from '../__generated__/syncApplyChangesMutation.graphql';
import { AUTH_REQUIRED_EVENT, NetworkUnavailableError, forgetStore, saveStore, scheduleSave } from '../relay/environment.ts';
import type { CalendarEventPriority, CalendarEventType, NoteCategory } from '../generated/enums.ts';
import { db } from './db.ts';
import {
  backoffMs,
  enqueue,
  flush,
  localIdOf,
  type NewChange,
  type QueuedChange,
  type RecordType,
  type Transport,
  type WireOutcome,
} from './engine.ts';
import { dexieOutbox } from './outbox.ts';

export const OFFLINE_REPLAYED_EVENT = 'mc:offline-replayed';
export const CONFLICT_COPY_EVENT = 'mc:conflict-copy';
export const REFUSED_EVENT = 'mc:write-refused';
/** While anything is queued, delivery is tried at least this often. */
export const PERIODIC_MS = 30_000;

const TYPENAME: Record<RecordType, string> = { note: 'Note', conventionNote: 'ConventionNote', calendarEvent: 'CalendarEvent', scripture: 'Scripture' };
const EDGE_TYPE: Record<RecordType, string> = {
  note: 'NoteEdge',
  conventionNote: 'UserConventionNotesConnectionEdge',
  calendarEvent: 'CalendarEventEdge',
  scripture: 'UserScripturesConnectionEdge',
};
/** Every field a screen reads, with what a new record shows before the server answers. */
const DEFAULTS: Record<RecordType, Record<string, unknown>> = {
  note: { title: '', content: '', category: 'GENERAL' satisfies NoteCategory, householderName: null, address: null, timeContacted: null, literatureLeft: null },
  conventionNote: { title: '', speaker: '', content: '', scriptures: null, date: '', session: '' },
  // The alarm is computed by the server; an event made offline is armed once it is delivered.
  calendarEvent: {
    title: '',
    date: '',
    time: '',
    type: 'FIELD_SERVICE' satisfies CalendarEventType,
    priority: 'MEDIUM' satisfies CalendarEventPriority,
    location: null,
    description: null,
    attendees: 0,
    alarmEnabled: true,
    alarmTime: null,
  },
  scripture: { reference: '', text: '', notes: null, favorite: false },
};

// ---- who the writes belong to
type RootRecord = { viewer?: { __ref?: string } | null };
export function viewerIdOf(environment: Environment): string | null {
  const root = environment.getStore().getSource().get('client:root') as RootRecord | null | undefined;
  return root?.viewer?.__ref ?? null;
}

// ---- the optimistic layer: one update per outbox entry
const layers = new Map<string, { disposable: Disposable; version: string }>();
/** Records made on this device that the server has since given an id. */
const adopted = new Map<string, string>();
const resolveId = (id: string) => adopted.get(id) ?? id;

function targetOf(change: QueuedChange): string {
  return change.recordId ?? localIdOf(change.createdBy ?? change.clientId);
}

function applyChange(store: RecordSourceProxy, change: QueuedChange) {
  const typename = TYPENAME[change.type];
  if (change.action === 'create') {
    const id = localIdOf(change.clientId);
    if (adopted.has(id)) return;
    const record = store.get(id) ?? store.create(id, typename);
    // Screens read the record's `id` field (keys, labels, the next edit's target), not its data id.
    record.setValue(id, 'id');
    const made = new Date(change.madeAt).toISOString();
    for (const [field, value] of Object.entries({ ...DEFAULTS[change.type], ...change.fields })) {
      record.setValue((value ?? null) as string | null, field);
    }
    record.setValue(made, 'createdAt');
    record.setValue(made, 'updatedAt');
    record.setValue(change.clientId, 'clientId');
    for (const connectionId of change.connections ?? []) {
      const connection = store.get(connectionId);
      if (!connection || hasNode(connection, id)) continue;
      const edge = ConnectionHandler.createEdge(store, connection, record, EDGE_TYPE[change.type]);
      ConnectionHandler.insertEdgeBefore(connection, edge);
      countBy(connection, 1);
    }
    return;
  }
  const id = resolveId(targetOf(change));
  if (change.action === 'update') {
    const record = store.get(id);
    if (record) for (const [field, value] of Object.entries(change.fields)) record.setValue((value ?? null) as string | null, field);
    return;
  }
  for (const connectionId of change.connections ?? []) {
    const connection = store.get(connectionId);
    if (!connection || !hasNode(connection, id)) continue;
    ConnectionHandler.deleteNode(connection, id);
    countBy(connection, -1);
  }
}

/** Keeps a list's totalCount in step with an added (+1) or removed (-1) record. */
function countBy(connection: RecordProxy, by: number) {
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total + by), 'totalCount');
}

function hasNode(connection: RecordProxy, id: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
}

/** Makes the optimistic layer match the outbox: new and changed entries applied, gone ones removed. */
async function syncLayers(environment: Environment, owner: string): Promise<QueuedChange[]> {
  const entries = await dexieOutbox.list(owner);
  const seen = new Set<string>();
  for (const change of entries) {
    seen.add(change.clientId);
    const version = JSON.stringify([change.fields, change.recordId, change.connections]);
    const layer = layers.get(change.clientId);
    if (layer?.version === version) continue;
    layer?.disposable.dispose();
    const disposable = environment.applyUpdate({ storeUpdater: (store) => applyChange(store, change) });
    layers.set(change.clientId, { disposable, version });
  }
  for (const [clientId, layer] of layers) {
    if (seen.has(clientId)) continue;
    layer.disposable.dispose();
    layers.delete(clientId);
  }
  return entries;
}

function dropLayer(clientId: string) {
  layers.get(clientId)?.disposable.dispose();
  layers.delete(clientId);
}

// ---- delivery
const mutation = graphql`
  mutation syncApplyChangesMutation($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId
          status
          message
          recordId
          conflictCopyId
          note {
            id
            ...NoteCard_note
          }
          conventionNote {
            id
            ...ConventionNoteCard_note
            ...ScriptureReferences_notes
          }
          scripture {
            id
            ...ScriptureItem_scripture
          }
          calendarEvent {
            id
            title
            date
            time
            type
            priority
            location
            description
            attendees
            alarmEnabled
            alarmTime
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

function relayTransport(environment: Environment): Transport {
  return {
    send: (changes) =>
      new Promise<WireOutcome[]>((resolve, reject) => {
        commitMutation<syncApplyChangesMutation>(environment, {
          mutation,
          variables: { input: { changes } },
          onCompleted: ({ applyChanges: result }) => {
            if (result.__typename === 'ChangesApplied') return resolve([...(result.outcomes ?? [])] as WireOutcome[]);
            if (result.__typename === 'AuthenticationError') window.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT));
            reject(new Error(result.__typename === '%other' ? 'Unexpected answer' : result.message));
          },
          onError: reject,
        });
      }),
  };
}

export interface EngineStatus {
  /** A delivery is under way. */
  sending: boolean;
  /** Failed deliveries in a row (0: the last one reached the server). */
  failures: number;
  /** When the next try is due (0: none planned). */
  nextTryAt: number;
}

let status: EngineStatus = { sending: false, failures: 0, nextTryAt: 0 };
const statusListeners = new Set<() => void>();
function setStatus(next: Partial<EngineStatus>) {
  status = { ...status, ...next };
  for (const listener of statusListeners) listener();
}
export const engineStatus = () => status;
export function onEngineStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

interface Session {
  environment: Environment;
  owner: string;
  timer?: ReturnType<typeof setTimeout>;
  running?: Promise<void>;
  again: boolean;
  stopped: boolean;
}
let session: Session | undefined;
/** The last account whose writes this tab delivered (sign-out forgets its data). */
let lastOwner: string | null = null;

type Locks = { request<T>(name: string, work: () => Promise<T>): Promise<T> };
/** One tab delivers at a time; the others find the outbox emptied by it. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: Locks }).locks;
  return locks ? locks.request('mc-outbox', work) : work();
}

function plan(s: Session, delay: number) {
  clearTimeout(s.timer);
  s.timer = setTimeout(() => void deliver(s), delay);
  setStatus({ nextTryAt: Date.now() + delay });
}

function deliver(s: Session): Promise<void> {
  if (s.stopped) return Promise.resolve();
  if (s.running) {
    s.again = true;
    return s.running;
  }
  clearTimeout(s.timer);
  setStatus({ sending: true, nextTryAt: 0 });
  let conflictCopies = 0;
  s.running = exclusively(() =>
    flush(dexieOutbox, relayTransport(s.environment), s.owner, {
      // The server's records replace the optimistic ones and the device's copy is saved before
      // the outbox lets the writes go: a restart at any moment shows one or the other.
      answered: async (done) => {
        for (const { change, outcome } of done) {
          if (outcome.status !== 'applied') continue;
          settle(s.environment, change, outcome);
          if ((outcome as { conflictCopyId?: string | null }).conflictCopyId) conflictCopies += 1;
        }
        if (done.some(({ outcome }) => outcome.status === 'applied')) await saveStore();
      },
      refused: (change, outcome) => {
        window.dispatchEvent(new CustomEvent(REFUSED_EVENT, { detail: { change, message: outcome.message } }));
      },
    }),
  )
    .then(async (result) => {
      await syncLayers(s.environment, s.owner);
      if (result.delivered > 0) {
        scheduleSave();
        window.dispatchEvent(new CustomEvent(OFFLINE_REPLAYED_EVENT));
      }
      if (conflictCopies > 0) window.dispatchEvent(new CustomEvent(CONFLICT_COPY_EVENT, { detail: { count: conflictCopies } }));
      if (result.failed) {
        const failures = status.failures + 1;
        setStatus({ failures });
        plan(s, backoffMs(failures));
      } else {
        setStatus({ failures: 0 });
      }
    })
    .catch(() => {
      setStatus({ failures: status.failures + 1 });
      plan(s, backoffMs(status.failures));
    })
    .finally(() => {
      s.running = undefined;
      setStatus({ sending: false });
      if (s.again && !s.stopped) {
        s.again = false;
        void deliver(s);
      }
    });
  return s.running;
}

/** The server's answer replaces the optimistic record. */
function settle(environment: Environment, change: QueuedChange, outcome: WireOutcome) {
  const recordId = outcome.recordId;
  commitLocalUpdate(environment, (store) => {
    for (const connectionId of change.connections ?? []) {
      const connection = store.get(connectionId);
      if (!connection) continue;
      if (change.action === 'create' && recordId) {
        ConnectionHandler.deleteNode(connection, localIdOf(change.clientId));
        const record = store.get(recordId);
        if (record && !hasNode(connection, recordId)) {
          ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, record, EDGE_TYPE[change.type]));
          countBy(connection, 1);
        }
      }
      if (change.action === 'delete' && recordId && hasNode(connection, recordId)) {
        ConnectionHandler.deleteNode(connection, recordId);
        countBy(connection, -1);
      }
    }
  });
  if (change.action === 'create' && recordId) adopted.set(localIdOf(change.clientId), recordId);
  dropLayer(change.clientId);
}

/** Moves writes queued by version 1 of the app into the outbox. */
async function adoptVersionOneQueue(owner: string) {
  const tables = [
    ['note', db.notes],
    ['conventionNote', db.conventionNotes],
  ] as const;
  for (const [type, table] of tables) {
    const old = await table.where('synced').equals(0).toArray().catch(() => []);
    for (const record of old.sort((a, b) => a.timestamp - b.timestamp)) {
      const { id, clientId: _clientId, ...fields } = record.data as Record<string, unknown>;
      await enqueue(dexieOutbox, {
        owner,
        type,
        action: record.action,
        target: typeof id === 'string' ? id : null,
        fields: record.action === 'delete' ? {} : fields,
        madeAt: record.timestamp,
      });
      await table.delete(record.id);
    }
  }
}

/** Starts delivering the signed-in member's writes; answers a function that stops it. */
export function startSync(environment: Environment, owner: string): () => void {
  stopSession();
  const s: Session = { environment, owner, again: false, stopped: false };
  session = s;
  lastOwner = owner;
  const soon = () => {
    setStatus({ failures: 0 });
    void deliver(s);
  };
  const onVisible = () => document.visibilityState === 'visible' && void deliver(s);
  window.addEventListener('online', soon);
  window.addEventListener('focus', onVisible);
  document.addEventListener('visibilitychange', onVisible);
  const periodic = setInterval(() => {
    if (s.running) return;
    void dexieOutbox.list(owner).then((all) => {
      if (all.some((c) => c.state === 'queued')) void deliver(s);
    });
  }, PERIODIC_MS);
  void adoptVersionOneQueue(owner)
    .catch(() => undefined)
    .then(() => syncLayers(environment, owner))
    .then(() => deliver(s));
  return () => {
    s.stopped = true;
    clearTimeout(s.timer);
    clearInterval(periodic);
    window.removeEventListener('online', soon);
    window.removeEventListener('focus', onVisible);
    document.removeEventListener('visibilitychange', onVisible);
    if (session === s) session = undefined;
  };
}

function stopSession() {
  if (session) session.stopped = true;
  session = undefined;
}

/** Tries to deliver now (Send now, sign-out); resolves when this try is over. */
export function deliverNow(): Promise<void> {
  if (!session) return Promise.resolve();
  setStatus({ failures: 0 });
  return deliver(session);
}

// ---- the screens' side
export interface LocalWrite {
  type: RecordType;
  action: 'create' | 'update' | 'delete';
  /** The record's id (a server global id, or the local id of a record made here). */
  target?: string | null;
  fields?: Record<string, unknown>;
  /** The lists the record is shown in. */
  connections?: readonly string[];
}

const same = (a: unknown, b: unknown) => (a === undefined || a === '' ? null : a) === (b === undefined || b === '' ? null : b);

/**
 * Applies a member's write on the device at once and queues it for delivery. Answers the
 * record's id and whether the write is waiting for a connection (the screens then say "saved
 * offline"). An update keeps only the fields that differ from what the device shows, with what
 * it showed as the base the server merges against.
 */
export async function write(environment: Environment, w: LocalWrite): Promise<{ recordId: string; waiting: boolean }> {
  const owner = viewerIdOf(environment);
  if (!owner) throw new Error('Sign in first');
  let fields = { ...(w.fields ?? {}) };
  let base: Record<string, unknown> = {};
  if (w.action === 'update' && w.target) {
    const shown = environment.getStore().getSource().get(resolveId(w.target)) as Record<string, unknown> | null | undefined;
    if (shown) {
      fields = Object.fromEntries(Object.entries(fields).filter(([field, value]) => !same(shown[field], value)));
      base = Object.fromEntries(Object.keys(fields).map((field) => [field, shown[field] ?? null]));
    }
    if (Object.keys(fields).length === 0) return { recordId: w.target, waiting: false };
  }
  const target = w.target ?? null;
  const change: NewChange = {
    owner,
    type: w.type,
    action: w.action,
    target,
    fields,
    base,
    connections: w.connections ? [...w.connections] : undefined,
  };
  const { clientId, recordId } = await enqueue(dexieOutbox, change);
  const entries = await syncLayers(environment, owner);
  // A delete of a record that never left the device has nothing left to deliver.
  const queued = entries.some((c) => c.clientId === clientId);
  const waiting = queued && (!navigator.onLine || status.failures > 0);
  if (session && session.owner === owner) void deliver(session);
  return { recordId, waiting };
}

/** Drops a queued or refused write and what the device showed for it. */
export async function discard(environment: Environment, clientId: string): Promise<void> {
  const owner = viewerIdOf(environment);
  if (!owner) return;
  await dexieOutbox.atomically(async () => {
    const all = await dexieOutbox.list(owner);
    const change = all.find((c) => c.clientId === clientId);
    if (!change) return;
    // Writes to a record whose create is discarded cannot be delivered either.
    const dependent = change.action === 'create' ? all.filter((c) => c.createdBy === clientId && !c.recordId) : [];
    await dexieOutbox.remove([clientId, ...dependent.map((c) => c.clientId)]);
  });
  await syncLayers(environment, owner);
}

/** The signed-in member's outbox, kept current (for the pending list and the header count). */
export function watchOutbox(owner: string, next: (changes: QueuedChange[]) => void): () => void {
  const subscription = liveQuery(() => dexieOutbox.list(owner)).subscribe({ next, error: () => next([]) });
  return () => subscription.unsubscribe();
}

export async function pendingChanges(owner: string): Promise<QueuedChange[]> {
  return dexieOutbox.list(owner);
}

/** Sign-out: the account's device data goes (the outboxes only once they are empty or exported). */
export async function forgetDevice(owner: string | null = lastOwner) {
  stopSession();
  for (const clientId of [...layers.keys()]) dropLayer(clientId);
  adopted.clear();
  if (owner) {
    await db.outbox.where('owner').equals(owner).delete().catch(() => undefined);
    await db.gpsOutbox.where('owner').equals(owner).delete().catch(() => undefined);
  }
  await forgetStore();
}

export { NetworkUnavailableError };
