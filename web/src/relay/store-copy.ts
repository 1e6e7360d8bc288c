// The saved copy of the Relay store, read before the first render with IndexedDB itself rather
// than through the offline database's library (offline/db.ts): that library is the largest part of
// the offline code, and the first screen needs only this one read. Saving and clearing the copy
// happen after the first render, through offline/db.ts, loaded then.
import { upgradeRecords } from '../offline/closed-lists.ts';
import type { StoreSnapshot } from '../offline/db.ts';

/** The database and table offline/db.ts declares (kept in step there). */
export const DATABASE_NAME = 'ministry-companion';
const TABLE = 'relayStore';
/**
 * The IndexedDB version from which a saved store holds every closed list as enum names (service
 * groups included): offline/db.ts's version 5 (the library keeps ten times its own number). A
 * copy saved by an older version is read as its upgrades would rewrite it, since they run only
 * when the library opens.
 */
const ENUM_NAMES_FROM = 50;

/**
 * The saved snapshot, or null when there is none. Never creates the database: on a device that
 * has none yet the open is cancelled in its upgrade, so the offline database is created later
 * by its own library with its own versions.
 */
export function readSavedStore(): Promise<StoreSnapshot | null> {
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
      if (!database.objectStoreNames.contains(TABLE)) {
        database.close();
        resolve(null);
        return;
      }
      const read = database.transaction(TABLE, 'readonly').objectStore(TABLE).get('records');
      read.onsuccess = () => {
        const snapshot = (read.result as StoreSnapshot | undefined) ?? null;
        if (snapshot && database.version < ENUM_NAMES_FROM) snapshot.records = upgradeRecords(snapshot.records);
        database.close();
        resolve(snapshot);
      };
      read.onerror = () => {
        database.close();
        resolve(null);
      };
    };
  });
}
