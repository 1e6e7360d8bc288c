// The one IndexedDB database of the app (Dexie), named for the app, version 1 (spec 01 section 3):
// - notes: note actions (create, update, delete) written while offline, replayed when online;
//   indexed by synced and timestamp. Each record carries the client id the server uses to make a
//   replay delivered twice create one note.
// - convention-notes: the same for convention notes, indexed by synced.
// - drafts: autosaved drafts of the note and convention-note forms, keyed by `key`
//   (e.g. "note:new", "note:42", "convention-note:new").
// - queryCache: the last answer of each GraphQL query (by operation and variables), so the app
//   opens and shows the data it last saw when there is no network. Cleared on sign-out.
// Nothing else of the server's data is kept on the device.
import Dexie, { type EntityTable } from 'dexie';

export type QueuedAction = 'create' | 'update' | 'delete';

export interface QueuedRecord<T = Record<string, unknown>> {
  id: string;
  action: QueuedAction;
  data: T;
  timestamp: number;
  /** 0 until the server accepted the replay, then 1 (IndexedDB cannot index booleans). */
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

export class CompanionDatabase extends Dexie {
  notes!: EntityTable<QueuedRecord, 'id'>;
  conventionNotes!: EntityTable<QueuedRecord, 'id'>;
  drafts!: EntityTable<Draft, 'key'>;
  queryCache!: EntityTable<CachedQuery, 'key'>;

  constructor(name = 'ministry-companion') {
    super(name);
    this.version(1).stores({
      notes: 'id, synced, timestamp',
      conventionNotes: 'id, synced',
      drafts: 'key',
      queryCache: 'key',
    });
  }
}

export const db = new CompanionDatabase();
