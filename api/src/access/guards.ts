// Who may go on: the guards every operation passes through (docs/product/accounts.md,
// "Authenticator app"; docs/product/admin.md, "Second factor"). A session that owes its
// authenticator code, or the app's setup where an admin requires it, has no viewer yet; an admin's
// session without the code acts as a member. The code itself is checked in second-factor.ts.
import type { Db } from '../db.ts';
import type { User } from '../generated/sqlite/client.ts';
import { AuthenticationError, ForbiddenError } from '../lib/errors.ts';
import type { Context } from './context.ts';
import { MESSAGES, SECOND_FACTOR_REQUIRED } from './messages.ts';
import type { SessionData } from './session.ts';
import { isAdmin, requireViewer } from './viewer.ts';

/**
 * Called by request-context.ts for every operation: no viewer for a session that owes its code or the
 * app's setup; a member in place of an admin whose code is owed in a session without the flag.
 */
export async function withSecondFactor(
  db: Db,
  session: SessionData | null,
  viewer: User | null,
): Promise<{ viewer: User | null; secondFactorPending: boolean; secondFactorSetupPending: boolean }> {
  const signedIn = { viewer, secondFactorPending: false, secondFactorSetupPending: false };
  if (!viewer || session?.secondFactor) return signedIn;
  // Only such sessions pay a query: the requirement may have been lifted since they began.
  if (session?.secondFactorSetupOwed && (await secondFactorRequiredForAll(db))) {
    return { viewer: null, secondFactorPending: false, secondFactorSetupPending: true };
  }
  if (session?.secondFactorOwed) return { viewer: null, secondFactorPending: true, secondFactorSetupPending: false };
  if (viewer.role !== 'admin') return signedIn;
  if (!(await secondFactorEnabled(db, viewer.id))) return signedIn;
  return { viewer: { ...viewer, role: 'user' }, secondFactorPending: true, secondFactorSetupPending: false };
}

/** Whether an admin requires the app of every account (`requireSecondFactor` of the app settings). */
export async function secondFactorRequiredForAll(db: Db): Promise<boolean> {
  const row = await db.appSettings.findUnique({ where: { id: 1 }, select: { requireSecondFactor: true } });
  return row?.requireSecondFactor === true;
}

/** What a session starting now for `user` owes before it is signed in (see above). */
export async function secondFactorOwed(db: Db, user: User): Promise<{ secondFactorOwed: boolean; secondFactorSetupOwed: boolean }> {
  const enabled = await secondFactorEnabled(db, user.id);
  const required = !enabled && (await secondFactorRequiredForAll(db));
  return { secondFactorOwed: enabled, secondFactorSetupOwed: required };
}

/** The account a session names while it has no viewer yet (it owes its code or the setup). */
export async function sessionAccount(ctx: Context): Promise<User> {
  if (!ctx.session) throw new AuthenticationError();
  return ctx.db.user.findUniqueOrThrow({ where: { id: ctx.session.userId } });
}

/** The account of a session that must set the app up before anything else, or null. */
export async function accountSettingUp(ctx: Context): Promise<User | null> {
  return ctx.secondFactorSetupPending ? sessionAccount(ctx) : null;
}

/** The admin a session owing its code belongs to, or null (for the admin panel's code step). */
export async function adminOwingCode(ctx: Context): Promise<User | null> {
  if (!ctx.secondFactorPending) return null;
  const account = await sessionAccount(ctx);
  return isAdmin(account) ? account : null;
}

export async function secondFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const factor = await db.adminSecondFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return !!factor?.enabledAt;
}

/** The account making this request, once its code is given: 401 while one is owed. */
export function requireSignedIn(ctx: Context): User {
  if (ctx.secondFactorPending) throw new AuthenticationError(SECOND_FACTOR_REQUIRED);
  return requireViewer(ctx);
}

/** The admin making this request: 401 while a code is owed, 403 for a member. */
export function requireAdmin(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (ctx.secondFactorPending) throw new AuthenticationError(SECOND_FACTOR_REQUIRED);
  if (!isAdmin(viewer)) throw new ForbiddenError(MESSAGES.adminOnly);
  return viewer;
}

