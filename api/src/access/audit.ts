// The audit log (docs/product/admin.md, "Audit log"): the actions that matter to an account's
// safety, with who acted, on whom, when and from which address. The services where they happen
// call `audit`; admins read the log (with the second factor given when it is on). A detail is a
// short description such as the names of the fields changed: never a password, a code, or the
// contents of a note, a report or an alert's message.
import type { Context } from './context.ts';
import type { AuditEvent, } from '../generated/sqlite/client.ts';
import { log } from '../lib/log.ts';

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'signed-out',
  'second-factor-given',
  'second-factor-failed',
  'password-confirmation-failed',
  'second-factor-enabled',
  'second-factor-disabled',
  'second-factor-reset',
  'password-reset-issued',
  'password-reset-used',
  'password-reset-failed',
  'account-created',
  'account-updated',
  'role-changed',
  'account-deleted',
  'settings-changed',
  'alert-sent',
  'roll-call-started',
  'data-exported',
  'data-imported',
  'group-member-approved',
  'group-member-declined',
  'group-invitation-created',
  'group-invitation-revoked',
  'group-joined-with-code',
  'sessions-ended',
  'access-refused',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

interface Who {
  id: number | null;
  username: string;
}

/**
 * Records `action`, by the signed-in viewer unless `actor` names someone else (a sign-in that
 * failed names the username typed). It never fails its caller: an action must not break because
 * the log could not be written.
 */
export async function audit(
  ctx: Pick<Context, 'db' | 'viewer' | 'clientAddress'>,
  action: AuditAction,
  /** `detailLimit`: a detail is cut at 200 characters unless the action needs more (an import's counts by area). */
  options: { actor?: Who | null; target?: Who | null; detail?: string | null; detailLimit?: number } = {},
): Promise<void> {
  const actor = options.actor !== undefined ? options.actor : ctx.viewer;
  const target = options.target && options.target.id !== actor?.id ? options.target : null;
  const data = {
    action,
    actorId: actor?.id ?? null,
    actorName: actor?.username.slice(0, 100) ?? null,
    targetId: target?.id ?? null,
    targetName: target?.username.slice(0, 100) ?? null,
    address: ctx.clientAddress.slice(0, 100),
    detail: options.detail?.slice(0, options.detailLimit ?? 200) ?? null,
  };
  // Also a line of the server's log, for a log processor outside the app (docs/operations.md, "Logs").
  log.info({ event: 'audit', ...data, userId: data.actorId });
  try {
    await ctx.db.auditEvent.create({ data });
  } catch (error) {
    log.error({ event: 'audit-not-written', action, error });
  }
}

/** The names of the fields a change touches (never their values): "email, password". */
export const fieldNames = (input: Record<string, unknown>) =>
  Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name)
    .sort()
    .join(', ');

export type { AuditEvent };
