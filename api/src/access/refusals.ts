// Refused authorization, written to the audit log (docs/product/admin.md, "Audit log"): a signed-in
// account asking for what is not theirs to have, an admin operation or another member's account.
// A visitor's refusal is a missing sign-in, not a refused authorization, and is not written. One
// entry per account and operation per minute: a script retrying in a loop cannot fill the log.
import type { Context } from './context.ts';
import { audit } from './audit.ts';

const QUIET_MS = 60_000;
const REMEMBERED = 10_000;
/** When each account and operation was last written, per database (one per app). */
const lastWrittenIn = new WeakMap<object, Map<string, number>>();

/** Records that the viewer was refused `what` (an operation such as "Mutation.adminDeleteUser"). */
export function auditRefusal(ctx: Pick<Context, 'db' | 'viewer' | 'clientAddress'>, what: string): void {
  if (!ctx.viewer) return;
  let lastWritten = lastWrittenIn.get(ctx.db);
  if (!lastWritten) lastWrittenIn.set(ctx.db, (lastWritten = new Map()));
  const key = `${ctx.viewer.id}:${what}`;
  const now = Date.now();
  const last = lastWritten.get(key);
  if (last !== undefined && now - last < QUIET_MS) return;
  if (lastWritten.size >= REMEMBERED) lastWritten.delete(lastWritten.keys().next().value!);
  lastWritten.delete(key);
  lastWritten.set(key, now);
  void audit(ctx, 'access-refused', { detail: what });
}
