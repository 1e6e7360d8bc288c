// What the screens hear of the outbox's deliveries (docs/product/offline.md, "After a delivery"),
// kept apart from the write path so the first screen can listen without loading it.
//
// A screen that shows figures the server computes from delivered writes (a territory's houses
// contacted, the report's totals) reads them again after a delivery. A delivery can end before the
// screen has mounted (the app restarts with writes waiting and sends them while the page's code
// is still loading), so the deliveries are counted: data asked for at count n and shown when the
// count is past n is read again on mount.
import { useSyncExternalStore } from 'react';
import { holdAheadWhile } from '../lib/after-quiet.ts';
import type { RecordType } from './engine.ts';

/** Sent once a delivery has applied writes; `detail.types` names the record types it applied. */
export const OFFLINE_REPLAYED_EVENT = 'mc:offline-replayed';
export type ReplayedEvent = CustomEvent<{ types: RecordType[] }>;

let deliveries = 0;

/** How many deliveries have applied writes since the app started. */
export const deliveryCount = () => deliveries;

/**
 * Counts a batch of writes the server applied, as its answer is written into the store: a query
 * asked before and answered after that moment may not hold them (a list read before a new record
 * reached the server), and is asked again (relay/environment.ts).
 */
export function countDelivery() {
  deliveries += 1;
}

/** Tells the screens that writes of these types reached the server. */
export function announceDelivery(types: RecordType[]) {
  window.dispatchEvent(new CustomEvent(OFFLINE_REPLAYED_EVENT, { detail: { types } }));
}

let delivering = false;
const idleWaiters = new Set<() => void>();
const deliveringListeners = new Set<() => void>();

/** Says whether the member's writes are being delivered now (the delivery engine, sync.ts). */
export function setDelivering(now: boolean) {
  if (now === delivering) return;
  delivering = now;
  for (const listener of deliveringListeners) listener();
  if (!now) for (const resume of [...idleWaiters]) resume();
}

/** Whether a delivery is under way, for a screen that holds its own extras back meanwhile. */
export function useDelivering(): boolean {
  return useSyncExternalStore(
    (listener) => {
      deliveringListeners.add(listener);
      return () => deliveringListeners.delete(listener);
    },
    () => delivering,
  );
}

/**
 * Settles when no delivery is under way: work that would share the link with the member's own
 * writes (the field pages fetched ahead, app/ready-offline.ts; code fetched ahead,
 * lib/after-quiet.ts) waits its turn, since on a slow link it would take most of the bandwidth the
 * writes need.
 */
export function deliveriesIdle(): Promise<void> {
  if (!delivering) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      idleWaiters.delete(resume);
      resolve();
    };
    idleWaiters.add(resume);
  });
}

// The dialogs' and menus' code fetched ahead waits for the writes too.
holdAheadWhile(deliveriesIdle);
