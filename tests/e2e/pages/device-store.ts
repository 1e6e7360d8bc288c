// Reads of the app's one IndexedDB database (web/src/offline/db.ts) from a test. Like the app's
// own early read (web/src/relay/store-copy.ts) a read never creates the database: an open that
// would create it is cancelled, and the connection is always closed, so the app's own open (which
// creates or upgrades the database) is never blocked by a test that looked first.
import type { Page } from '@playwright/test';

/** What to read from a table: every row, every key, or the row under one key. */
export type DeviceRead = 'rows' | 'keys' | { key: string };

/**
 * The rows, the keys or the one row asked for; while the app has not created the table yet,
 * no rows, no keys, or null. A read that fails throws, so it never passes for "nothing stored".
 */
export function readDevice(page: Page, table: string, read: DeviceRead): Promise<unknown> {
  return page.evaluate(
    ({ table, read }) =>
      new Promise<unknown>((resolve, reject) => {
        const nothing = read === 'rows' || read === 'keys' ? [] : null;
        let creating = false;
        const open = indexedDB.open('ministry-companion');
        // No database yet: the open is cancelled (it ends in onerror) and nothing is stored.
        open.onupgradeneeded = () => {
          creating = true;
          open.transaction?.abort();
        };
        open.onerror = () => (creating ? resolve(nothing) : reject(open.error));
        open.onblocked = () => reject(new Error('the app holds the database open for an upgrade'));
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(table)) {
            database.close();
            resolve(nothing);
            return;
          }
          const store = database.transaction(table).objectStore(table);
          const request = read === 'rows' ? store.getAll() : read === 'keys' ? store.getAllKeys() : store.get(read.key);
          request.onsuccess = () => {
            database.close();
            resolve(request.result ?? null);
          };
          request.onerror = () => {
            database.close();
            reject(request.error);
          };
        };
      }),
    { table, read },
  );
}

/** Every row of a table as JSON ('[]' while there is none), for a test that looks for a text in it. */
export async function deviceText(page: Page, table: string): Promise<string> {
  return JSON.stringify(await readDevice(page, table, 'rows'));
}

/**
 * Resolves once every write transaction the app had begun on `table` has ended: IndexedDB starts
 * a read-write transaction only after those begun before it on the same table, in any connection.
 * A test that opened a form waits here for the form's read of its draft to be over.
 */
export function deviceSettled(page: Page, table: string): Promise<void> {
  return page.evaluate(
    (table) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ministry-companion');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const transaction = database.transaction(table, 'readwrite');
          transaction.oncomplete = () => {
            database.close();
            resolve();
          };
          transaction.onerror = () => {
            database.close();
            reject(transaction.error);
          };
        };
      }),
    table,
  );
}
