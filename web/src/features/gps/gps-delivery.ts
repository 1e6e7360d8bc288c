// The GPS outbox on this device: queued in IndexedDB (offline/db.ts, gpsOutbox) and sent with
// fetch to the REST paths of docs/api.md. One delivery runs at a time across tabs (Web Locks),
// so two tabs never send the same point at once (the server would store it once anyway).
import { db } from '../../offline/db.ts';
import { deliveryOf, flushOutbox, nextSeq, type FlushResult, type GpsOutboxItem, type GpsOutboxKind, type GpsOutboxStore } from './gps-outbox.ts';

const dexieStore: GpsOutboxStore = {
  list: (owner) => db.gpsOutbox.where('owner').equals(owner).sortBy('seq'),
  put: async (item) => {
    await db.gpsOutbox.put(item);
  },
  remove: async (clientId) => {
    await db.gpsOutbox.delete(clientId);
  },
};

const PATHS: Record<GpsOutboxKind, string> = { point: '/api/gps-tracking', finish: '/api/gps-routes' };

async function send(item: GpsOutboxItem) {
  const response = await fetch(PATHS[item.kind], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(item.kind === 'point' ? { ...item.body, clientId: item.clientId } : item.body),
  });
  return deliveryOf(response.status);
}

let chain: Promise<unknown> = Promise.resolve();

/** Sends what the owner has queued; a call while one runs waits for it, then runs again. */
export function deliverGps(owner: string): Promise<FlushResult> {
  const work = () => flushOutbox(dexieStore, owner, send);
  const run = chain
    .catch(() => undefined)
    .then(() => (globalThis.navigator?.locks ? navigator.locks.request('gps-outbox', work) : work()));
  chain = run;
  return run;
}

/** Queues a point or a finish for the owner; `clientId` is the point's own id when it has one. */
export async function queueGps(owner: string, kind: GpsOutboxKind, body: Record<string, unknown>, clientId: string = crypto.randomUUID()): Promise<void> {
  await dexieStore.put({ clientId, owner, seq: nextSeq(), kind, body });
}

export const pendingGps = (owner: string) => db.gpsOutbox.where('owner').equals(owner).count();
