// Reads of the app's one IndexedDB database (web/src/offline/db.ts) from a test. Like the app's
// own early read (web/src/relay/store-copy.ts) a read never creates the database: an open that
// would create it is cancelled, and the connection is always closed, so the app's own open (which
// creates or upgrades the database) is never blocked by a test that looked first.
import type { Page } from '@playwright/test';

/** What to read from a table: every row, every key, or the row under one key. */
export type DeviceRead = 'rows' | 'keys' | { key: string };

/**
 * The rows, the keys or the one row asked for; while the app has not created the table yet,
 * no rows, no keys, or null.
 */
export function readDevice(page: Page, table: string, read: DeviceRead): Promise<unknown> {
  return page.evaluate(
    ({ table, read }) =>
      new Promise<unknown>((resolve) => {
        const nothing = read === 'rows' || read === 'keys' ? [] : null;
        const open = indexedDB.open('ministry-companion');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(nothing);
        open.onblocked = () => resolve(nothing);
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
            resolve(nothing);
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
