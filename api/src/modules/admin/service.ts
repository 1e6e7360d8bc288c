// Admin sign-in and the admin's own account (docs/product/admin.md, "Sign-in" and "Account").
// Sign-in reuses the accounts service's login (throttling, password check, session, last login)
// but lets only an account with the admin role through: anyone else, whatever their password,
// gets the one answer "Invalid admin credentials" and stays signed in as they were.
import type { Context } from '../../access/context.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { isAdmin } from '../../access/viewer.ts';
import { AuthenticationError } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import * as accounts from '../accounts/index.ts';
import type { AdminLoginInput } from './inputs.ts';
import { MESSAGES } from './messages.ts';
import { grantSecondFactor, remainingRecoveryCodes } from '../../access/second-factor.ts';
import { adminOwingCode, requireAdmin, secondFactorEnabled } from '../../access/guards.ts';
import { audit } from '../../access/audit.ts';

export interface AdminSignIn {
  user: User;
  /** The password was right and the admin's authenticator code is asked for next. */
  secondFactorRequired: boolean;
  /** The password was right, and the admin sets the app up first: every account must use one. */
  secondFactorSetupRequired: boolean;
}

/** `userAgent` names the device the session is shown as in Account (docs/product/accounts.md). */
export async function adminLogin(ctx: Context, input: AdminLoginInput, userAgent?: string | null): Promise<AdminSignIn> {
  const candidate = await ctx.db.user.findUnique({ where: { username: input.username }, select: { role: true } });
  if (candidate?.role !== 'admin') {
    // Same throttling and the same time taken as a wrong password, so the answer tells nothing.
    await audit(ctx, 'sign-in-failed', { actor: { id: null, username: input.username }, detail: 'admin sign-in by a non-admin' });
    await ctx.loginLimiter.attempt(input.username, ctx.clientAddress);
    await verifyPassword(input.password, await dummyPasswordHash());
    throw new AuthenticationError(MESSAGES.invalidAdmin);
  }
  let user: User;
  try {
    user = await accounts.login(ctx, input, userAgent);
  } catch (error) {
    if (error instanceof AuthenticationError) throw new AuthenticationError(MESSAGES.invalidAdmin);
    throw error;
  }
  // signIn set the context: no viewer while the code or the setup of the app is owed.
  return { user, secondFactorRequired: ctx.secondFactorPending, secondFactorSetupRequired: ctx.secondFactorSetupPending };
}

export interface AdminAccess {
  /** none: not an admin; code: an admin who owes the authenticator code; granted. */
  status: 'none' | 'code' | 'granted';
  secondFactorEnabled: boolean;
  recoveryCodesLeft: number;
}

/** What the admin panel shows this viewer: the sign-in, the code step, or the tabs. */
export async function adminAccess(ctx: Context): Promise<AdminAccess> {
  if (ctx.secondFactorPending) {
    const owing = await adminOwingCode(ctx);
    return owing ? { status: 'code', secondFactorEnabled: true, recoveryCodesLeft: 0 } : { status: 'none', secondFactorEnabled: false, recoveryCodesLeft: 0 };
  }
  const viewer = ctx.viewer;
  if (!viewer) return { status: 'none', secondFactorEnabled: false, recoveryCodesLeft: 0 };
  if (!isAdmin(viewer)) return { status: 'none', secondFactorEnabled: false, recoveryCodesLeft: 0 };
  const enabled = await secondFactorEnabled(ctx.db, viewer.id);
  return { status: 'granted', secondFactorEnabled: enabled, recoveryCodesLeft: enabled ? await remainingRecoveryCodes(ctx.db, viewer.id) : 0 };
}

/** The Account tab: the admin's own password, with the current one asked for first. */
export async function changeOwnPassword(ctx: Context, input: { currentPassword: string; newPassword: string }): Promise<User> {
  const admin = requireAdmin(ctx);
  const hadSecondFactor = await secondFactorEnabled(ctx.db, admin.id);
  // The accounts service checks the current password, as for every change of one's own.
  const user = await accounts.updateUser(ctx, admin.id, { password: input.newPassword, currentPassword: input.currentPassword });
  // The accounts service renewed this session; it keeps the code already given in it.
  if (hadSecondFactor) await grantSecondFactor(ctx, user);
  return user;
}
