// The GPS outbox's rules (docs/product/gps.md, "Recording without signal"), free of the browser so
// the unit tests drive them with an in-memory store and a fake server. gps-delivery.ts binds them
// to IndexedDB (offline/db.ts) and fetch.
//
// Every point recorded, and the "recording finished" that turns a session into a route, is first
// queued here under an id made on the device (clientId), then sent oldest first. The server
// stores a point once per clientId and finishing a route twice keeps one route, so a delivery
// whose answer was lost is simply sent again. A finish queued behind its points always reaches
// the server after them.

export type GpsOutboxKind = 'point' | 'finish';

export interface GpsOutboxItem {
  clientId: string;
  /** The signed-in account (its global id) that recorded it: never sent with another's session. */
  owner: string;
  /** Delivery order. */
  seq: number;
  kind: GpsOutboxKind;
  body: Record<string, unknown>;
}

export interface GpsOutboxStore {
  /** The owner's items in delivery order. */
  list(owner: string): Promise<GpsOutboxItem[]>;
  put(item: GpsOutboxItem): Promise<void>;
  remove(clientId: string): Promise<void>;
}

/** delivered: stored (or already stored); refused: the server will never take it; retry: later. */
export type Delivery = 'delivered' | 'refused' | 'retry';

export type Sender = (item: GpsOutboxItem) => Promise<Delivery>;

let lastSeq = 0;
/** Increasing within this device even when two items are queued in one millisecond. */
export function nextSeq(now = Date.now()): number {
  lastSeq = Math.max(lastSeq + 1, now * 1000);
  return lastSeq;
}

export interface FlushResult {
  delivered: GpsOutboxItem[];
  refused: GpsOutboxItem[];
  remaining: number;
}

/**
 * Sends the owner's items in order, each removed once the server has answered for it. Stops at
 * the first that must wait (no signal, server busy) so nothing overtakes it.
 */
export async function flushOutbox(store: GpsOutboxStore, owner: string, send: Sender): Promise<FlushResult> {
  const items = await store.list(owner);
  const result: FlushResult = { delivered: [], refused: [], remaining: items.length };
  for (const item of items) {
    const outcome = await send(item).catch((): Delivery => 'retry');
    if (outcome === 'retry') break;
    await store.remove(item.clientId);
    result.remaining -= 1;
    if (outcome === 'delivered') result.delivered.push(item);
    else result.refused.push(item);
  }
  return result;
}

/** How an HTTP answer counts: 2xx stored, 5xx / 401 / 408 / 429 later, other 4xx never. */
export function deliveryOf(status: number): Delivery {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 500 || status === 401 || status === 408 || status === 429) return 'retry';
  return 'refused';
}

/** The in-memory store of the tests (and of a browser without IndexedDB). */
export function memoryStore(): GpsOutboxStore & { items: GpsOutboxItem[] } {
  const items: GpsOutboxItem[] = [];
  return {
    items,
    list: async (owner) => items.filter((i) => i.owner === owner).sort((a, b) => a.seq - b.seq),
    put: async (item) => {
      const at = items.findIndex((i) => i.clientId === item.clientId);
      if (at >= 0) items[at] = item;
      else items.push(item);
    },
    remove: async (clientId) => {
      const at = items.findIndex((i) => i.clientId === clientId);
      if (at >= 0) items.splice(at, 1);
    },
  };
}
