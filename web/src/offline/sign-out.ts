// Signing out never erases undelivered writes silently (docs/product/offline.md). The shell
// asks readyToSignOut first: it tries to deliver what is queued, the records' outbox and the GPS
// points recorded without signal alike; if anything is left (no connection, or writes the server
// refused), the member chooses in SignOutGuard.tsx to wait until it is delivered, to export it to
// a file and sign out, or to stay signed in.
import type { Environment } from 'relay-runtime';
import type { GpsOutboxItem } from '../features/gps/gps-outbox.ts';
import { db } from './db.ts';
import type { QueuedChange } from './engine.ts';
import { deliverNow, pendingChanges, viewerIdOf } from './sync.ts';

/** A first delivery gets this long before the member is asked. */
const FIRST_TRY_MS = 8000;

export type SignOutChoice = 'wait' | 'export' | 'cancel';

export interface SignOutRequest {
  owner: string;
  changes: QueuedChange[];
  /** GPS points (and route finishes) recorded on /gps-enhanced and not yet stored by the server. */
  gps: GpsOutboxItem[];
  /** The guard answers the member's choice; for 'wait' it answers once the outbox is empty. */
  answer: (signOut: boolean) => void;
}

let listener: ((request: SignOutRequest | null) => void) | undefined;

/** SignOutGuard listens here (one at a time). */
export function onSignOutRequest(next: (request: SignOutRequest | null) => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = undefined;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The owner's GPS items still on this device, in delivery order. */
export const pendingGpsItems = (owner: string): Promise<GpsOutboxItem[]> =>
  db.gpsOutbox.where('owner').equals(owner).sortBy('seq').catch(() => []);

/** Sends the owner's GPS items; the GPS code is loaded only when some are waiting. */
export async function deliverGpsNow(owner: string): Promise<void> {
  if ((await pendingGpsItems(owner)).length === 0) return;
  const { deliverGps } = await import('../features/gps/gps-delivery.ts');
  await deliverGps(owner);
}

/** True when signing out loses nothing, or the member chose to export; false to stay signed in. */
export async function readyToSignOut(environment: Environment): Promise<boolean> {
  const owner = viewerIdOf(environment);
  if (!owner) return true;
  await Promise.race([Promise.all([deliverNow(), deliverGpsNow(owner).catch(() => undefined)]), sleep(FIRST_TRY_MS)]);
  const [changes, gps] = await Promise.all([pendingChanges(owner), pendingGpsItems(owner)]);
  if (changes.length === 0 && gps.length === 0) return true;
  if (!listener) return false;
  return new Promise<boolean>((resolve) => {
    listener?.({
      owner,
      changes,
      gps,
      answer: (signOut) => {
        listener?.(null);
        resolve(signOut);
      },
    });
  });
}

/** The undelivered writes as a JSON file the member keeps: records first, then GPS in its order. */
export function exportChanges(changes: QueuedChange[], gps: GpsOutboxItem[] = []): void {
  const data = [
    ...changes.map(({ type, action, fields, madeAt, state, message }) => ({
      type,
      action,
      fields,
      madeAt: new Date(madeAt).toISOString(),
      state,
      ...(message ? { message } : {}),
    })),
    ...gps.map(({ kind, body }) => ({ type: 'gps', action: kind, fields: body, state: 'waiting' })),
  ];
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ministry-companion-unsent-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
