// Which of the device's writes the screens list as waiting to sync (docs/product/offline.md).
import type { QueuedChange } from './engine.ts';

/**
 * How long a write may take to reach the server, with a connection, before the screens list it as
 * waiting. Online, a write is usually delivered within a second: listing it for that moment would
 * flash a block that then vanishes, moving everything below it while the member reaches for it.
 */
export const WAITING_AFTER_MS = 2_000;

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

type Change = Pick<QueuedChange, 'clientId' | 'state' | 'madeAt'>;

/** Whether the member sees `change` as waiting at `now`: refused, made offline, or slow to go. */
const isWaiting = (change: Change, now: number, online: boolean) => change.state === 'refused' || !online || now - change.madeAt >= WAITING_AFTER_MS;

/**
 * The changes listed as waiting at `now`, and when the next of the others will be (null: none). A
 * change once listed (`listed`, its client id) stays listed until it is delivered: coming back
 * online does not take a write off the list before it has gone.
 */
export function waitingAt<C extends Change>(
  changes: readonly C[],
  now: number,
  online: boolean,
  listed: ReadonlySet<string> = new Set(),
): { waiting: C[]; nextAt: number | null } {
  const shown = (c: C) => listed.has(c.clientId) || isWaiting(c, now, online);
  const waiting = changes.filter(shown);
  const later = changes.filter((c) => !shown(c)).map((c) => c.madeAt + WAITING_AFTER_MS);
  return { waiting, nextAt: later.length > 0 ? Math.min(...later) : null };
}
