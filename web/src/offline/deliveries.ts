// What the screens hear of the outbox's deliveries (docs/product/offline.md, "After a delivery"),
// kept apart from the write path so the first screen can listen without loading it.
//
// A screen that shows figures the server computes from delivered writes (a territory's houses
// contacted, the report's totals) reads them again after a delivery. A delivery can end before the
// screen has mounted (the app restarts with writes waiting and sends them while the page's code
// is still loading), so the deliveries are counted: data asked for at count n and shown when the
// count is past n is read again on mount.
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
