// Signing out never erases undelivered writes silently (docs/product/offline.md). The shell
// asks readyToSignOut first: it tries to deliver what is queued (records and GPS points recorded
// without signal alike); if anything is left (no connection, or writes the server refused), the
// member chooses in SignOutGuard.tsx to wait until it is delivered, to export it to a file and
// sign out, or to stay signed in.
import type { Environment } from 'relay-runtime';
import type { QueuedChange } from './engine.ts';
import { deliverNow, pendingChanges, viewerIdOf } from './sync.ts';

/** A first delivery gets this long before the member is asked. */
const FIRST_TRY_MS = 8000;

export type SignOutChoice = 'wait' | 'export' | 'cancel';

export interface SignOutRequest {
  owner: string;
  changes: QueuedChange[];
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

/** True when signing out loses nothing, or the member chose to export; false to stay signed in. */
export async function readyToSignOut(environment: Environment): Promise<boolean> {
  const owner = viewerIdOf(environment);
  if (!owner) return true;
  await Promise.race([deliverNow(), sleep(FIRST_TRY_MS)]);
  const changes = await pendingChanges(owner);
  if (changes.length === 0) return true;
  if (!listener) return false;
  return new Promise<boolean>((resolve) => {
    listener?.({
      owner,
      changes,
      answer: (signOut) => {
        listener?.(null);
        resolve(signOut);
      },
    });
  });
}

/** The undelivered writes as a JSON file the member keeps, in the order they were made. */
export function exportChanges(changes: readonly QueuedChange[]): void {
  const data = changes.map(({ type, action, fields, madeAt, state, message }) => ({
    type,
    action,
    fields,
    madeAt: new Date(madeAt).toISOString(),
    state,
    ...(message ? { message } : {}),
  }));
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
