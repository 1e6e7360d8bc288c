// The saved copy of the Relay store, read before the first render with IndexedDB itself rather
// than through the offline database's library (offline/db.ts): that library is the largest part of
// the offline code, and the first screen needs only this one read. Saving and clearing the copy
// happen after the first render, through offline/db.ts, loaded then.
import { upgradeChange, upgradeRecords } from '../offline/closed-lists.ts';
import type { StoreSnapshot } from '../offline/db.ts';
import type { QueuedChange } from '../offline/engine.ts';

/** The database and table offline/db.ts declares (kept in step there). */
export const DATABASE_NAME = 'ministry-companion';
const TABLE = 'relayStore';
const OUTBOX = 'outbox';
/**
 * The IndexedDB version from which a saved store holds every closed list as enum names (service
 * groups included): offline/db.ts's version 5 (the library keeps ten times its own number). A
 * copy saved by an older version is read as its upgrades would rewrite it, since they run only
 * when the library opens.
 */
const ENUM_NAMES_FROM = 50;
/** The IndexedDB version from which the outbox holds closed lists as enum names (version 4 of the library). */
const OUTBOX_ENUM_NAMES_FROM = 40;

/** The saved copy, and the owner's writes still in the outbox, in their order. */
export interface SavedCopy {
  snapshot: StoreSnapshot;
  queued: QueuedChange[];
}

/**
 * The saved snapshot with the writes its owner queued, or null when there is none. Never creates
 * the database: on a device that has none yet the open is cancelled in its upgrade, so the offline
 * database is created later by its own library with its own versions.
 */
export function readSavedStore(): Promise<SavedCopy | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE_NAME);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      const done = (copy: SavedCopy | null) => {
        database.close();
        resolve(copy);
      };
      if (!database.objectStoreNames.contains(TABLE)) return done(null);
      // Both reads are asked for at once, in one transaction: the copy and the writes waiting
      // over it are of one moment.
      const hasOutbox = database.objectStoreNames.contains(OUTBOX);
      const transaction = database.transaction(hasOutbox ? [TABLE, OUTBOX] : [TABLE], 'readonly');
      let snapshot: StoreSnapshot | null | undefined;
      let rows: QueuedChange[] | undefined = hasOutbox ? undefined : [];
      const settle = () => {
        if (snapshot === undefined || rows === undefined) return;
        if (!snapshot) return done(null);
        if (database.version < ENUM_NAMES_FROM) snapshot.records = upgradeRecords(snapshot.records);
        const owner = snapshot.owner;
        const queued = rows.filter((row) => row.owner === owner).sort((a, b) => a.seq - b.seq);
        done({ snapshot, queued: database.version < OUTBOX_ENUM_NAMES_FROM ? queued.map(upgradeChange) : queued });
      };
      const read = transaction.objectStore(TABLE).get('records');
      read.onsuccess = () => {
        snapshot = (read.result as StoreSnapshot | undefined) ?? null;
        settle();
      };
      read.onerror = () => done(null);
      if (hasOutbox) {
        const all = transaction.objectStore(OUTBOX).getAll();
        all.onsuccess = () => {
          rows = all.result as QueuedChange[];
          settle();
        };
        // The copy alone, should the writes not be readable: the delivery lays them when it starts.
        all.onerror = (event) => {
          event.preventDefault();
          rows = [];
          settle();
        };
      }
    };
  });
}
