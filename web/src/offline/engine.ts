// The replay engine's rules, free of the browser so the API tests can drive it against the real
// server with a faulty link (api/src/modules/sync/replay.fault.test.ts). sync.ts binds it to
// Dexie, Relay and the browser's events. docs/product/offline.md describes the behaviour.
//
// Every write a member makes is a QueuedChange in the outbox, with an id made on the device (the
// client id). Delivery sends the oldest queued changes, up to BATCH_SIZE per request, in order;
// the server answers each one applied, refused (final: shown to the member with its message) or
// retry. A change is marked attempted before it is sent: from then on it may have reached the
// server, so it is never merged with later edits (that would change a write the server may have
// stored under its client id); later edits become changes of their own, delivered after it.

import { MAX_CHANGES, type ChangeAction, type ChangeStatus, type RecordType } from '@ministry/shared/records.ts';

export type { RecordType };
export type Action = ChangeAction;

/** Writes sent in one request: as many as the server takes in one. */
export const BATCH_SIZE = MAX_CHANGES;

export interface QueuedChange {
  clientId: string;
  /** Delivery order. */
  seq: number;
  /** The signed-in account (its global id) that made the change. */
  owner: string;
  type: RecordType;
  action: Action;
  /** The record's global id, once the server has given it one. */
  recordId: string | null;
  /** For a record made on this device: the client id of its create. */
  createdBy: string | null;
  /** The new values; for an update, only the fields the member changed. */
  fields: Record<string, unknown>;
  /** For an update: the values the device showed for those fields before the change. */
  base: Record<string, unknown>;
  madeAt: number;
  /** Deliveries tried; above 0 the change may have reached the server. */
  attempts: number;
  state: 'queued' | 'refused';
  /** The server's reason for a refusal. */
  message?: string;
  /** The lists the record is shown in (the client store's connection ids). */
  connections?: string[];
  /** A file the write carries (a territory's or an experience's image), kept on the device until it is delivered. */
  file?: File;
}

/**
 * A change as sent. What the server reads as absent is left out (no id, no create it depends on,
 * no fields, no base, no file): on a slow link a batch of 50 new notes is about a fifth smaller.
 */
export interface WireChange {
  clientId: string;
  type: RecordType;
  action: Action;
  id?: string;
  createdBy?: string;
  fields?: string;
  base?: string;
  madeAt: string;
  /** Sent as a file of a multipart request, never inside the JSON. */
  file?: File;
}

export interface WireOutcome {
  clientId: string;
  status: ChangeStatus;
  message?: string | null;
  recordId?: string | null;
}

export interface OutboxStore {
  /** The owner's changes in delivery order. */
  list(owner: string): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  remove(clientIds: string[]): Promise<void>;
  /** Runs `work` with no other read-modify-write of the outbox in between (in any tab). */
  atomically<T>(work: () => Promise<T>): Promise<T>;
}

export interface Transport {
  /** Rejects when the request failed or did not answer in time (the changes may have arrived). */
  send(changes: WireChange[]): Promise<WireOutcome[]>;
}

export interface EngineHooks {
  /**
   * Runs with a batch's answers inside the store's atomic step that lets them leave the outbox:
   * what the device shows is saved in the same step, so a restart at any moment finds the
   * record, queued or as the server has it (docs/product/offline.md, "Where things live").
   */
  answered?(done: { change: QueuedChange; outcome: WireOutcome }[]): void | Promise<void>;
  applied?(change: QueuedChange, outcome: WireOutcome): void | Promise<void>;
  refused?(change: QueuedChange, outcome: WireOutcome): void | Promise<void>;
}

/** The local key of the record a change is about: its server id, or the client id of its create. */
export function recordKeyOf(change: Pick<QueuedChange, 'action' | 'clientId' | 'recordId' | 'createdBy'>): string {
  if (change.recordId) return change.recordId;
  return `local:${change.action === 'create' ? change.clientId : change.createdBy}`;
}

/** The global-looking id a record made on this device carries until the server answers. */
export const localIdOf = (createClientId: string) => `local:${createClientId}`;
export const isLocalId = (id: string) => id.startsWith('local:');

let counter = 0;
export function newClientId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  counter += 1;
  return `c${Date.now().toString(36)}-${counter.toString(36)}-${random}`;
}

export interface NewChange {
  owner: string;
  type: RecordType;
  action: Action;
  /** The record's id as the screens know it: a server global id or localIdOf(create). */
  target?: string | null;
  fields?: Record<string, unknown>;
  base?: Record<string, unknown>;
  connections?: string[];
  madeAt?: number;
  file?: File;
  /** The write's client id when it already has one (a write moved from an older queue); else one is made. */
  clientId?: string;
}

const untouched = (c: QueuedChange) => c.attempts === 0 && c.state === 'queued';

/**
 * Puts a write in the outbox, merged with the record's earlier changes where that cannot alter
 * anything the server may already hold: an edit joins a create or an edit never sent, or fixes a
 * refused one; a delete of a record the server never received drops its changes altogether.
 * Answers the record's id as the screens should now know it.
 */
export function enqueue(store: OutboxStore, change: NewChange): Promise<{ clientId: string; recordId: string }> {
  return store.atomically(() => enqueueNow(store, change));
}

async function enqueueNow(store: OutboxStore, change: NewChange): Promise<{ clientId: string; recordId: string }> {
  const all = await store.list(change.owner);
  const seq = Math.max(Date.now(), ...all.map((c) => c.seq + 1));
  const madeAt = change.madeAt ?? Date.now();
  const clientId = change.clientId ?? newClientId();
  const fields = { ...(change.fields ?? {}) };
  if (change.action === 'create') {
    await store.put({
      clientId,
      seq,
      owner: change.owner,
      type: change.type,
      action: 'create',
      recordId: null,
      createdBy: null,
      fields,
      base: {},
      madeAt,
      attempts: 0,
      state: 'queued',
      connections: change.connections,
      ...(change.file ? { file: change.file } : {}),
    });
    return { clientId, recordId: localIdOf(clientId) };
  }
  const target = change.target!;
  const local = isLocalId(target);
  const key = target;
  const mine = all.filter((c) => c.type === change.type && recordKeyOf(c) === key);
  const last = mine[mine.length - 1];

  if (change.action === 'delete') {
    const created = mine.find((c) => c.action === 'create');
    if (local && created && (untouched(created) || created.state === 'refused')) {
      // Never left the device, or the server refused it: nothing to tell the server.
      await store.remove(mine.map((c) => c.clientId));
      return { clientId, recordId: target };
    }
    const unsent = mine.filter((c) => untouched(c) || c.state === 'refused');
    if (unsent.length) await store.remove(unsent.map((c) => c.clientId));
    await store.put({
      clientId,
      seq,
      owner: change.owner,
      type: change.type,
      action: 'delete',
      recordId: local ? null : target,
      createdBy: local ? target.slice('local:'.length) : null,
      fields: {},
      base: {},
      madeAt,
      attempts: 0,
      state: 'queued',
      connections: change.connections,
    });
    return { clientId, recordId: target };
  }

  // An update.
  if (last && last.action !== 'delete' && (untouched(last) || last.state === 'refused')) {
    const refused = last.state === 'refused';
    // A refused change is fixed by the new values and sent again under a new client id: the
    // server remembers the old one as refused.
    const merged: QueuedChange = {
      ...last,
      clientId: refused ? clientId : last.clientId,
      seq: refused ? seq : last.seq,
      fields: { ...last.fields, ...fields },
      base: last.action === 'update' ? { ...(change.base ?? {}), ...last.base } : {},
      madeAt,
      attempts: 0,
      state: 'queued',
      message: undefined,
      file: change.file ?? last.file,
    };
    if (refused) {
      await store.remove([last.clientId]);
      // A fixed create gets a new client id: the record's local id follows it.
      if (last.action === 'create') {
        const later = all.filter((c) => c.createdBy === last.clientId);
        await store.remove(later.map((c) => c.clientId));
        for (const c of later) {
          if (c.action !== 'update') continue;
          Object.assign(merged.fields, c.fields);
          merged.file = c.file ?? merged.file;
        }
        // The fix itself is the newest write.
        Object.assign(merged.fields, fields);
        if (change.file) merged.file = change.file;
      }
    }
    await store.put(merged);
    return { clientId: merged.clientId, recordId: merged.action === 'create' ? localIdOf(merged.clientId) : target };
  }
  await store.put({
    clientId,
    seq,
    owner: change.owner,
    type: change.type,
    action: 'update',
    recordId: local ? null : target,
    createdBy: local ? target.slice('local:'.length) : null,
    fields,
    base: { ...(change.base ?? {}) },
    madeAt,
    attempts: 0,
    state: 'queued',
    connections: change.connections,
    ...(change.file ? { file: change.file } : {}),
  });
  return { clientId, recordId: target };
}

export function toWire(change: QueuedChange): WireChange {
  const fields = JSON.stringify(change.fields);
  const base = JSON.stringify(change.base);
  return {
    clientId: change.clientId,
    type: change.type,
    action: change.action,
    ...(change.recordId ? { id: change.recordId } : change.createdBy ? { createdBy: change.createdBy } : {}),
    ...(fields === '{}' ? {} : { fields }),
    ...(base === '{}' ? {} : { base }),
    madeAt: new Date(change.madeAt).toISOString(),
    ...(change.file ? { file: change.file } : {}),
  };
}

/**
 * The next changes to send: up to BATCH_SIZE in order, and a change with a file only with the
 * changes before it, so a request carries at most one file (one image, under the upload limit).
 */
export function nextBatch(queued: readonly QueuedChange[]): QueuedChange[] {
  const batch: QueuedChange[] = [];
  for (const change of queued.slice(0, BATCH_SIZE)) {
    if (change.file && batch.some((c) => c.file)) break;
    batch.push(change);
  }
  return batch;
}

export interface FlushResult {
  delivered: number;
  refused: number;
  /** The link failed (or a change must wait): try again later. */
  failed: boolean;
  /** Queued changes left (refused ones not counted). */
  remaining: number;
}

/** Delivers the owner's queued changes, a batch at a time, until none is left or the link fails. */
export async function flush(store: OutboxStore, transport: Transport, owner: string, hooks: EngineHooks = {}): Promise<FlushResult> {
  let delivered = 0;
  let refused = 0;
  for (;;) {
    const { batch, queued } = await store.atomically(async () => {
      const queued = (await store.list(owner)).filter((c) => c.state === 'queued');
      const batch = nextBatch(queued).map((c) => ({ ...c, attempts: c.attempts + 1 }));
      for (const change of batch) await store.put(change);
      return { batch, queued };
    });
    if (batch.length === 0) return { delivered, refused, failed: false, remaining: 0 };
    let outcomes: WireOutcome[];
    try {
      outcomes = await transport.send(batch.map(toWire));
    } catch {
      return { delivered, refused, failed: true, remaining: queued.length };
    }
    const byId = new Map(outcomes.map((o) => [o.clientId, o]));
    let mustWait = false;
    const done: { change: QueuedChange; outcome: WireOutcome }[] = [];
    for (const change of batch) {
      const outcome = byId.get(change.clientId);
      if (!outcome || outcome.status === 'retry') mustWait = true;
      else done.push({ change, outcome });
    }
    const withdrawn = await store.atomically(async () => {
      const withdrawn = await withdrawRefusedDeleted(store, owner, done);
      const held = new Set((await store.list(owner)).map((c) => c.clientId));
      for (const { change, outcome } of done) {
        if (withdrawn.has(change.clientId)) continue;
        if (outcome.status === 'applied') {
          await store.remove([change.clientId]);
          if (change.action === 'create' && outcome.recordId) await adopt(store, owner, change.clientId, outcome.recordId);
        } else if (held.has(change.clientId)) {
          await store.put({ ...change, state: 'refused', message: outcome.message ?? undefined });
        } else {
          // Withdrawn while on its way (the member deleted a record the server had refused):
          // its refusal concerns nothing the member still has.
          withdrawn.add(change.clientId);
        }
      }
      await hooks.answered?.(done);
      return withdrawn;
    });
    for (const { change, outcome } of done) {
      if (withdrawn.has(change.clientId)) continue;
      if (outcome.status === 'applied') {
        delivered += 1;
        await hooks.applied?.(change, outcome);
      } else {
        refused += 1;
        await hooks.refused?.(change, outcome);
      }
    }
    if (mustWait) {
      const left = (await store.list(owner)).filter((c) => c.state === 'queued').length;
      return { delivered, refused, failed: true, remaining: left };
    }
  }
}

/**
 * A create the server refused, of a record the member has since deleted: the record never existed
 * there and is no longer wanted, so the create and every later change of it leave the outbox
 * unreported (a delete queued while the create was being sent waits beside it; this settles both).
 * Answers the client ids withdrawn.
 */
async function withdrawRefusedDeleted(
  store: OutboxStore,
  owner: string,
  done: readonly { change: QueuedChange; outcome: WireOutcome }[],
): Promise<Set<string>> {
  const refusedCreates = done.filter(({ change, outcome }) => change.action === 'create' && outcome.status !== 'applied').map(({ change }) => change.clientId);
  const withdrawn = new Set<string>();
  if (refusedCreates.length === 0) return withdrawn;
  const queued = await store.list(owner);
  const later = [...queued, ...done.map(({ change }) => change)];
  for (const createId of refusedCreates) {
    const dependents = later.filter((c) => c.createdBy === createId && !c.recordId);
    if (!dependents.some((c) => c.action === 'delete')) continue;
    withdrawn.add(createId);
    for (const c of dependents) withdrawn.add(c.clientId);
  }
  await store.remove(queued.filter((c) => withdrawn.has(c.clientId)).map((c) => c.clientId));
  return withdrawn;
}

/** The server gave a record made on the device its id: later changes name it by that id. */
async function adopt(store: OutboxStore, owner: string, createClientId: string, recordId: string) {
  for (const c of await store.list(owner)) {
    if (c.createdBy === createClientId && !c.recordId) await store.put({ ...c, recordId });
  }
}

/** Exponential backoff with full jitter: 1 s, 2 s, 4 s … up to 60 s, each scaled by 0.5–1.5. */
export function backoffMs(failures: number, random = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.5 + random()));
}

/** An in-memory outbox (tests, and the fallback when IndexedDB is unavailable). */
export class MemoryOutbox implements OutboxStore {
  private readonly rows = new Map<string, QueuedChange>();
  private lock: Promise<unknown> = Promise.resolve();
  atomically<T>(work: () => Promise<T>): Promise<T> {
    const run = this.lock.then(work, work);
    this.lock = run.catch(() => undefined);
    return run;
  }
  async list(owner: string) {
    return [...this.rows.values()].filter((c) => c.owner === owner).sort((a, b) => a.seq - b.seq).map((c) => ({ ...c }));
  }
  async put(change: QueuedChange) {
    this.rows.set(change.clientId, { ...change });
  }
  async remove(clientIds: string[]) {
    for (const id of clientIds) this.rows.delete(id);
  }
}
