// The outbox of engine.ts kept in IndexedDB (offline/db.ts), so queued writes survive a restart.
// A read-modify-write runs in one Dexie transaction: IndexedDB serialises them across tabs. The
// saved copy of the store is in the transaction's scope, so a delivery writes the server's records
// and lets the writes go in one step (sync.ts).
import { db } from './db.ts';
import type { OutboxStore, QueuedChange } from './engine.ts';

export const dexieOutbox: OutboxStore = {
  list: (owner) => db.outbox.where('owner').equals(owner).sortBy('seq'),
  put: async (change: QueuedChange) => {
    await db.outbox.put(change);
  },
  remove: async (clientIds) => {
    await db.outbox.bulkDelete(clientIds);
  },
  atomically: (work) => db.transaction('rw', db.outbox, db.relayStore, work),
};
