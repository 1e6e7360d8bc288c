// A forgotten password (docs/product/accounts.md, "Forgot password?"; docs/product/admin.md,
// "Users"). The app sends no email: a member who forgot their password asks an admin of their
// congregation, who knows them in person. The admin checks who they are, types their own password
// again (password-confirmation.ts) and issues a one-time reset code for that member; the member
// types their username, the code and a new password of their own on the sign-in form. The admin
// never chooses nor learns the new password.
// - A code has about 79 random bits, so only its SHA-256 is kept: there are too many codes to try
//   them all against a stolen hash. It is shown once, works once, only for the member it was
//   issued for, and for RESET_CODE_HOURS; a new code for the same member replaces the old one.
// - A wrong, expired or used code, or one of another member, gets one answer, and tries are
//   throttled like sign-ins (per username and per address).
// - A reset ends every session of the member and signs them in on this device. It leaves the
//   second factor alone: an admin with the authenticator app on still gives a code before acting
//   as an admin.
import { createHash, randomInt } from 'node:crypto';
import type { Context } from '../../access/context.ts';
import { signIn } from '../../access/sign-in.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { AuthenticationError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { trustDevice, userAgentOf, recordDevice } from '../accounts/index.ts';
import { audit } from '../../access/audit.ts';
import { recordActivity } from '../activity/index.ts';
import type { ResetPasswordInput } from './inputs.ts';
import { MESSAGES } from './messages.ts';
import { ADMIN_PASSWORD_LENGTH, requireRecentPassword } from '../../access/password-confirmation.ts';
import { requireAdmin } from '../../access/guards.ts';

/** How long a reset code works after it was issued. */
export const RESET_CODE_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
// 31 letters and digits without 0/O and 1/I/L, which are misread when a code is read aloud.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
/** An admin's password is longer than a member's (docs/product/admin.md, "Account"). */

/** A new code, `ABCD-EFGH-JKMN-PQRS`: 16 characters of a 31-letter alphabet. */
function newResetCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter when a code is typed. */
export const resetCodeHash = (code: string): string =>
  createHash('sha256').update(code.toUpperCase().replace(/[^A-Z0-9]/g, '')).digest('hex');

export interface IssuedResetCode {
  user: User;
  /** Shown to the admin this once; only its hash is stored. */
  code: string;
  expiresAt: Date;
}

/**
 * An admin issues a reset code for another account, after checking in person who asks and with
 * their password given recently. Earlier codes of that account stop working.
 */
export async function issueResetCode(ctx: Context, id: number): Promise<IssuedResetCode> {
  const admin = requireAdmin(ctx);
  requireRecentPassword(ctx);
  const user = await ctx.db.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundError(MESSAGES.accountNotFound);
  if (user.id === admin.id) throw new ForbiddenError(MESSAGES.ownResetCode);
  const code = newResetCode();
  const expiresAt = new Date(Date.now() + RESET_CODE_HOURS * HOUR_MS);
  await ctx.db.$transaction([
    ctx.db.passwordResetCode.deleteMany({ where: { userId: user.id } }),
    ctx.db.passwordResetCode.create({ data: { userId: user.id, codeHash: resetCodeHash(code), expiresAt } }),
  ]);
  await audit(ctx, 'password-reset-issued', { target: user, detail: `valid ${RESET_CODE_HOURS} hours` });
  return { user, code, expiresAt };
}

export interface PasswordReset {
  user: User;
  /** The account is an admin's with the authenticator app on: the code is asked for next. */
  secondFactorRequired: boolean;
}

/**
 * The member's side: a username, the code issued for it and a new password. The password is set,
 * every session of the account ends, and this device is signed in as the member.
 */
export async function resetPassword(ctx: Context, input: ResetPasswordInput, userAgent: string | null = userAgentOf(ctx)): Promise<PasswordReset> {
  const key = `password-reset:${input.username}`;
  const refuse = async (detail: string) => {
    await audit(ctx, 'password-reset-failed', { actor: { id: null, username: input.username }, detail });
    return new AuthenticationError(MESSAGES.resetCodeInvalid);
  };
  try {
    await ctx.loginLimiter.attempt(key, ctx.clientAddress);
  } catch (error) {
    await audit(ctx, 'password-reset-failed', { actor: { id: null, username: input.username }, detail: 'too many attempts' });
    throw error;
  }
  const user = await ctx.db.user.findUnique({ where: { username: input.username } });
  const row = await ctx.db.passwordResetCode.findUnique({ where: { codeHash: resetCodeHash(input.code) } });
  if (!user || !row || row.userId !== user.id) throw await refuse(user ? 'wrong code' : 'unknown username');
  if (row.usedAt) throw await refuse('used code');
  if (row.expiresAt <= new Date()) throw await refuse('expired code');
  // Checked before the code is spent, so a short password does not cost the member their code.
  if (user.role === 'admin' && input.newPassword.length < ADMIN_PASSWORD_LENGTH) {
    throw new ValidationError(MESSAGES.adminPasswordLength, [{ path: 'newPassword', message: MESSAGES.adminPasswordLength }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  // One conditional write: of two requests with the same code, only one can spend it.
  const now = new Date();
  const { count } = await ctx.db.passwordResetCode.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) throw await refuse('used code');
  const updated = await ctx.db.user.update({
    where: { id: user.id },
    data: { passwordHash, passwordChangedAt: new Date(now.getTime() - 1), lastLoginAt: now },
  });
  // Every device signed in with the old password is signed out, this one included.
  await ctx.sessions.end({ userId: user.id });
  await ctx.loginLimiter.succeeded(key, ctx.clientAddress);
  await ctx.loginLimiter.succeeded(input.username, ctx.clientAddress);
  await signIn(ctx, updated);
  await trustDevice(ctx, updated.id);
  await recordDevice(ctx, userAgent);
  await recordActivity(ctx, 'sign-in', updated);
  await audit(ctx, 'password-reset-used', { actor: updated });
  // The new session has not given the authenticator code: an account with the app on owes it
  // (signIn set the context so: a member has no viewer yet, an admin is a member until then).
  return { user: updated, secondFactorRequired: ctx.secondFactorPending };
}
