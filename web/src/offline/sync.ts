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
import { commitLocalUpdate, commitMutation, ConnectionHandler, graphql, type Environment } from 'relay-runtime';
import type { syncApplyChangesMutation } from '../__generated__/syncApplyChangesMutation.graphql';
import { NetworkUnavailableError, forgetStore, queuedAtStartOf, scheduleSave, sessionLost, storeSnapshot } from '../relay/environment.ts';
import { db } from './db.ts';
import { forgetDrafts } from './drafts.ts';
import { announceDelivery, countDelivery, setDelivering } from './deliveries.ts';
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
import { isoDate } from '../lib/dates.ts';
import { dexieOutbox } from './outbox.ts';
import { countBy, EDGE_TYPE, hasNode, isInputOnly, placeEdge } from './records.ts';
import { adopt, currentIdOf, dropAllLayers, dropLayer, showQueued } from './layers.ts';

export { OFFLINE_REPLAYED_EVENT, type ReplayedEvent } from './deliveries.ts';
export const CONFLICT_COPY_EVENT = 'mc:conflict-copy';
export const REFUSED_EVENT = 'mc:write-refused';
/** While anything is queued, delivery is tried at least this often. */
export const PERIODIC_MS = 30_000;

// ---- who the writes belong to
type RootRecord = { viewer?: { __ref?: string } | null };
export function viewerIdOf(environment: Environment): string | null {
  const root = environment.getStore().getSource().get('client:root') as RootRecord | null | undefined;
  return root?.viewer?.__ref ?? null;
}

// ---- the optimistic layer: one update per outbox entry (layers.ts)
/** Makes the optimistic layer match the outbox: new and changed entries applied, gone ones removed. */
async function syncLayers(environment: Environment, owner: string): Promise<QueuedChange[]> {
  const entries = await dexieOutbox.list(owner);
  showQueued(environment, entries);
  return entries;
}

// ---- delivery
const mutation = graphql`
  mutation syncApplyChangesMutation($input: ApplyChangesInput!, $today: String!) {
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
          contact {
            id
            ...ContactCard_contact
          }
          video {
            id
            ...VideoCard_video
          }
          shepherdingRequest {
            id
            ...ShepherdingRequestItem_request
          }
          alert {
            id
            ...AlertHistory_item
            ...StatusUpdate_alert
          }
          respondedAlert {
            id
            ...StatusUpdate_alert
          }
          territory {
            id
            ...TerritoryCard_territory @arguments(today: $today)
            ...TerritoryFormDialog_territory
          }
          territoryHouse {
            id
            ...HouseItem_house
          }
          returnVisit {
            id
            ...ReturnVisitCard_visit
          }
          returnVisitCall {
            id
            date
            notes
            publication
          }
          calledReturnVisit {
            id
            lastCallDate
            nextVisitDate
          }
          serviceEntry {
            id
            date
            minutes
            kind
            credit
            note
            source
          }
          gpsRoute {
            id
            name
            sessionId
            startedAt
            distanceMeters
            durationSeconds
            pointCount
          }
          experience {
            id
            ...OwnExperienceCard_experience
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

/**
 * Sends the owner's writes, naming the owner: the server refuses them under another account's
 * session. A write's file (a territory's image) goes as a file of a multipart request.
 */
/** The member's calendar day, for the fields answered as of it (a territory's status). */
const localToday = () => isoDate(new Date());

function relayTransport(environment: Environment, owner: string): Transport {
  return {
    send: (wire) =>
      new Promise<WireOutcome[]>((resolve, reject) => {
        const uploadables: Record<string, File> = {};
        // A change with a file names it (null: its file goes as a part of the request).
        const changes = wire.map(({ file, ...change }, index) => {
          if (!file) return change;
          uploadables[`input.changes.${index}.file`] = file;
          return { ...change, file: null };
        });
        commitMutation<syncApplyChangesMutation>(environment, {
          mutation,
          variables: { input: { changes, owner }, today: localToday() },
          uploadables: Object.keys(uploadables).length > 0 ? uploadables : undefined,
          onCompleted: ({ applyChanges: result }) => {
            if (result.__typename === 'ChangesApplied') return resolve([...(result.outcomes ?? [])]);
            if (result.__typename === 'AuthenticationError') sessionLost();
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
  setDelivering(status.sending);
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
  const appliedTypes = new Set<RecordType>();
  s.running = exclusively(() =>
    flush(dexieOutbox, relayTransport(s.environment, s.owner), s.owner, {
      // The server's records replace the optimistic ones, and the device's copy is saved in the
      // transaction that lets the writes leave the outbox: a restart at any moment shows one or
      // the other.
      answered: async (done) => {
        // Counted before the answers reach the store, so no query answered from here on can
        // write an older list over them unasked again.
        if (done.some(({ outcome }) => outcome.status === 'applied')) countDelivery();
        for (const { change, outcome } of done) {
          if (outcome.status !== 'applied') continue;
          appliedTypes.add(change.type);
          settle(s.environment, change, outcome);
          if ((outcome as { conflictCopyId?: string | null }).conflictCopyId) conflictCopies += 1;
        }
        if (!done.some(({ outcome }) => outcome.status === 'applied')) return;
        const snapshot = storeSnapshot();
        if (snapshot) await db.relayStore.put(snapshot);
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
        announceDelivery([...appliedTypes]);
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
          placeEdge(connection, ConnectionHandler.createEdge(store, connection, record, EDGE_TYPE[change.type]), change.type);
          countBy(connection, 1);
        }
      }
      if (change.action === 'delete' && recordId && hasNode(connection, recordId)) {
        ConnectionHandler.deleteNode(connection, recordId);
        countBy(connection, -1);
      }
    }
  });
  if (change.action === 'create' && recordId) adopt(localIdOf(change.clientId), recordId);
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

/**
 * Moves the GPS points and route finishes queued by version 3 (their own outbox) into the outbox,
 * in their order. A point keeps its id, which the server already knows it by if it arrived.
 */
async function adoptGpsQueue(owner: string) {
  const old = await db.gpsOutbox.where('owner').equals(owner).sortBy('seq').catch(() => []);
  for (const item of old) {
    await enqueue(dexieOutbox, {
      owner,
      type: item.kind === 'point' ? 'gpsPoint' : 'gpsRoute',
      action: 'create',
      fields: item.body,
      madeAt: Math.floor(item.seq / 1000),
      ...(item.kind === 'point' ? { clientId: item.clientId } : {}),
    });
    await db.gpsOutbox.delete(item.clientId);
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
    .then(() => adoptGpsQueue(owner))
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
  /** A file the write carries (a territory's image). */
  file?: File;
  /** A create's client id when the screen made it (a timer's run): the same id is one record. */
  clientId?: string;
  /**
   * How long to wait for the server's answer before saying the write waits: for a write whose
   * screen must not say "done" before the server has it (a safety check-in starts counting there).
   */
  untilDelivered?: number;
}

/** What became of a write: on the server, waiting on the device, or refused with the server's message. */
export type WriteResult = { recordId: string; waiting: boolean; refused?: string };

const same = (a: unknown, b: unknown) => (a === undefined || a === '' ? null : a) === (b === undefined || b === '' ? null : b);

/**
 * Applies a member's write on the device at once and queues it for delivery. Answers the
 * record's id and whether the write is waiting for a connection (the screens then say "saved
 * offline"). An update keeps only the fields that differ from what the device shows, with what
 * it showed as the base the server merges against.
 */
export async function write(environment: Environment, w: LocalWrite): Promise<WriteResult> {
  const owner = viewerIdOf(environment);
  if (!owner) throw new Error('Sign in first');
  let fields = { ...(w.fields ?? {}) };
  let base: Record<string, unknown> = {};
  if (w.action === 'update' && w.target) {
    const shown = environment.getStore().getSource().get(currentIdOf(w.target)) as Record<string, unknown> | null | undefined;
    if (shown) {
      fields = Object.fromEntries(Object.entries(fields).filter(([field, value]) => !same(shown[field], value)));
      base = Object.fromEntries(Object.keys(fields).map((field) => [field, shown[field] ?? null]));
    }
    if (Object.keys(fields).every(isInputOnly) && !w.file) return { recordId: w.target, waiting: false };
  }
  // A form opened before its record was delivered still names it by its local id.
  const target = w.target ? currentIdOf(w.target) : null;
  const change: NewChange = {
    owner,
    type: w.type,
    action: w.action,
    target,
    fields,
    base,
    connections: w.connections ? [...w.connections] : undefined,
    file: w.file,
    ...(w.clientId && w.action === 'create' ? { clientId: w.clientId } : {}),
  };
  const { clientId, recordId } = await enqueue(dexieOutbox, change);
  const entries = await syncLayers(environment, owner);
  // A delete of a record that never left the device has nothing left to deliver.
  const queued = entries.some((c) => c.clientId === clientId);
  const waiting = queued && (!navigator.onLine || status.failures > 0);
  const answer = queued && !waiting && w.untilDelivered ? outcomeOf(owner, clientId, w.untilDelivered) : undefined;
  if (session && session.owner === owner) void deliver(session);
  if (answer) return { recordId, ...(await answer) };
  return { recordId, waiting };
}

/**
 * Waits for the outcome of one queued write: delivered once it leaves the outbox, refused once the
 * server said no, waiting once a delivery failed or `ms` passed without an answer.
 */
function outcomeOf(owner: string, clientId: string, ms: number): Promise<{ waiting: boolean; refused?: string }> {
  return new Promise((resolve) => {
    const failuresBefore = status.failures;
    const stops: (() => void)[] = [];
    const finish = (outcome: { waiting: boolean; refused?: string }) => {
      for (const stop of stops.splice(0)) stop();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ waiting: true }), ms);
    stops.push(() => clearTimeout(timer));
    stops.push(
      watchOutbox(owner, (changes) => {
        const change = changes.find((c) => c.clientId === clientId);
        if (!change) finish({ waiting: false });
        else if (change.state === 'refused') finish({ waiting: false, refused: change.message ?? '' });
      }),
    );
    stops.push(onEngineStatus(() => status.failures > failuresBefore && finish({ waiting: true })));
  });
}

/** Drops queued or refused writes (one client id or several) and what the device showed for them. */
export async function discard(environment: Environment, clientIds: string | readonly string[]): Promise<void> {
  const owner = viewerIdOf(environment);
  if (!owner) return;
  const wanted = new Set(typeof clientIds === 'string' ? [clientIds] : clientIds);
  await dexieOutbox.atomically(async () => {
    const all = await dexieOutbox.list(owner);
    const changes = all.filter((c) => wanted.has(c.clientId));
    if (changes.length === 0) return;
    // Writes to a record whose create is discarded cannot be delivered either.
    const creates = new Set(changes.filter((c) => c.action === 'create').map((c) => c.clientId));
    const dependent = all.filter((c) => c.createdBy !== null && creates.has(c.createdBy) && !c.recordId);
    await dexieOutbox.remove([...new Set([...changes, ...dependent].map((c) => c.clientId))]);
  });
  await syncLayers(environment, owner);
}

/** Each member's outbox as last read by any screen. */
const lastRead = new Map<string, QueuedChange[]>();

/** The signed-in member's outbox, kept current (for the pending list and the header count). */
export function watchOutbox(owner: string, next: (changes: QueuedChange[]) => void): () => void {
  const subscription = liveQuery(() => dexieOutbox.list(owner)).subscribe({
    next: (changes) => {
      lastRead.set(owner, changes);
      next(changes);
    },
    error: () => next([]),
  });
  return () => subscription.unsubscribe();
}

/**
 * The member's outbox as last read, or as read with the saved copy at start: what a screen shows
 * on its first render, so no frame lists a waiting write late (docs/product/offline.md).
 */
export function knownOutbox(owner: string): readonly QueuedChange[] {
  return lastRead.get(owner) ?? queuedAtStartOf(owner);
}

export async function pendingChanges(owner: string): Promise<QueuedChange[]> {
  return dexieOutbox.list(owner);
}

/** Sign-out: the account's device data goes (the outboxes only once they are empty or exported). */
export async function forgetDevice(owner: string | null = lastOwner) {
  stopSession();
  dropAllLayers();
  lastRead.clear();
  if (owner) {
    await db.outbox.where('owner').equals(owner).delete().catch(() => undefined);
    await db.gpsOutbox.where('owner').equals(owner).delete().catch(() => undefined);
    await db.timers.delete(owner).catch(() => undefined);
  }
  await forgetDrafts(owner);
  await forgetStore();
}

export { NetworkUnavailableError };
