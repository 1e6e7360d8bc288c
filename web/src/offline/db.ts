// The one IndexedDB database of the app (Dexie). What lives here and why:
// - outbox: every write a member makes (every kind of record, GPS points included), kept until the
//   server has answered it, by the client id the device gave it (engine.ts, sync.ts). Indexed by owner, so
//   one account's writes are never sent with another's session, and by seq, the delivery order.
// - relayStore: a snapshot of the client's Relay store (the server's data as this device last
//   saw it, writes the server confirmed included), so a reopened app shows it at once with no
//   network (relay/environment.ts). Cleared on sign-out.
// - drafts: autosaved drafts of the note and convention-note forms, keyed by `key`: the account's
//   id and the form's key (e.g. "<viewer id>#note:new", "<viewer id>#note:42"; drafts.ts).
// - notes, conventionNotes, queryCache: the stores of version 1 (queued writes and raw query
//   answers). Writes still waiting there are moved to the outbox at start (sync.ts), then the
//   tables stay empty.
// - gpsOutbox: the GPS points and route finishes queued by version 3 (an outbox of their own).
//   Whatever waits there is moved to the outbox at start (sync.ts), then the table stays empty.
// Version 4 changes no table: it rewrites the closed-list values kept by earlier versions (a
// note's category, an event's type and priority, alert and inbox statuses) from the stored
// strings to the GraphQL enum names the app now uses, in the outbox, the saved store and the note
// drafts (closed-lists.ts). Version 5 does the same in the saved store for the service group
// numbers (3 → GROUP_3), which only the store holds.
// - timers (version 6): the report's timer run of each account on this device, by owner
//   (features/report/timer.ts): kept here, never on the server, so it works with no signal.
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { upgradeChange, upgradeNoteDraft, upgradeRecords } from './closed-lists.ts';
import type { QueuedChange } from './engine.ts';

/** The report's timer run of one account on this device (features/report/timer.ts works on it). */
export interface DeviceRun {
  /** The signed-in account (its global id): one run per account on a device. */
  owner: string;
  /** Made at Start; the client id of the entry Stop writes. */
  id: string;
  /** Milliseconds counted before the current run (earlier runs up to a pause). */
  countedMs: number;
  /** The device's clock (epoch ms) when the current run started; null while paused. */
  runningSince: number | null;
}

export type QueuedAction = 'create' | 'update' | 'delete';

/** A GPS point or route finish queued by version 3 of the app, under the point's own id. */
export interface GpsOutboxItem {
  clientId: string;
  owner: string;
  seq: number;
  kind: 'point' | 'finish';
  body: Record<string, unknown>;
}

/** A write queued by version 1 of the app. */
export interface QueuedRecord<T = Record<string, unknown>> {
  id: string;
  action: QueuedAction;
  data: T;
  timestamp: number;
  synced: 0 | 1;
}

export interface Draft<T = Record<string, unknown>> {
  key: string;
  data: T;
  timestamp: number;
}

export interface CachedQuery {
  key: string;
  response: unknown;
  savedAt: number;
}

export interface StoreSnapshot {
  key: 'records';
  /** The viewer's global id when the snapshot was taken (null for a visitor). */
  owner: string | null;
  records: Record<string, unknown>;
  /** Queries answered by the server, by operation and variables, with when. */
  answered: Record<string, number>;
  savedAt: number;
}

export class CompanionDatabase extends Dexie {
  notes!: EntityTable<QueuedRecord, 'id'>;
  conventionNotes!: EntityTable<QueuedRecord, 'id'>;
  drafts!: EntityTable<Draft, 'key'>;
  queryCache!: EntityTable<CachedQuery, 'key'>;
  outbox!: EntityTable<QueuedChange, 'clientId'>;
  relayStore!: EntityTable<StoreSnapshot, 'key'>;
  gpsOutbox!: EntityTable<GpsOutboxItem, 'clientId'>;
  timers!: EntityTable<DeviceRun, 'owner'>;

  constructor(name = 'ministry-companion') {
    super(name);
    this.version(1).stores({
      notes: 'id, synced, timestamp',
      conventionNotes: 'id, synced',
      drafts: 'key',
      queryCache: 'key',
    });
    this.version(2).stores({
      outbox: 'clientId, owner, seq',
      relayStore: 'key',
    });
    this.version(3).stores({ gpsOutbox: 'clientId, owner, seq' });
    this.version(4).stores({}).upgrade(toEnumNames);
    this.version(5).stores({}).upgrade(toGroupNames);
    this.version(6).stores({ timers: 'owner' });
  }
}

/** The version 4 upgrade: what earlier versions kept, with closed lists as the enum names. */
export async function toEnumNames(tx: Transaction): Promise<void> {
  await tx
    .table<QueuedChange, string>('outbox')
    .toCollection()
    .modify((change, ref) => {
      ref.value = upgradeChange(change);
    });
  await tx
    .table<StoreSnapshot, string>('relayStore')
    .toCollection()
    .modify((snapshot) => {
      snapshot.records = upgradeRecords(snapshot.records);
    });
  await tx
    .table<Draft, string>('drafts')
    .where('key')
    .startsWith('note:')
    .modify((draft) => {
      draft.data = upgradeNoteDraft(draft.data);
    });
}

/** The version 5 upgrade: the saved store with service group numbers as the enum names. */
export async function toGroupNames(tx: Transaction): Promise<void> {
  await tx
    .table<StoreSnapshot, string>('relayStore')
    .toCollection()
    .modify((snapshot) => {
      snapshot.records = upgradeRecords(snapshot.records);
    });
}

export const db = new CompanionDatabase();
