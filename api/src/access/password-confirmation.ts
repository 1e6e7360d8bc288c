// The password typed again before a destructive operation (docs/product/admin.md, "Password
// confirmation"): an admin removing an account or congregation content or changing an account's
// role, and anyone turning their own authenticator app on or off. A confirmation is fresh for
// CONFIRMATION_WINDOW_MS.
//
// The time is kept in the sealed session cookie, like the second factor: a session begins with a
// password (sign-in or sign-up), so its start is the first confirmation, and `confirmPassword`
// records a later one. The cookie is sealed by the server, so a client can neither forge nor
// move the time; an old cookie carries an old time.
import { renewSession, type Context } from './context.ts';
import type { User } from '../generated/sqlite/client.ts';
import { AppError, ValidationError } from '../lib/errors.ts';
import { verifyPassword } from '../lib/password.ts';
import type { SessionData } from './session.ts';
import { audit } from './audit.ts';
import { MESSAGES } from './messages.ts';
import { accountSettingUp, requireSignedIn } from './guards.ts';

/** How long a password confirmation lets destructive admin operations through. */
export const CONFIRMATION_WINDOW_MS = 10 * 60_000;

/** A destructive admin operation without a fresh confirmation: 403 on REST, a typed GraphQL failure. */
export class PasswordConfirmationRequiredError extends AppError {
  readonly status = 403;
  readonly code = 'PASSWORD_CONFIRMATION_REQUIRED';
  constructor() {
    super(MESSAGES.passwordConfirmationRequired);
    this.name = 'PasswordConfirmationRequiredError';
  }
}

/** When this session's password was last given: its start, or its latest confirmation. */
export const passwordConfirmedAt = (session: SessionData) => Math.max(session.issuedAt, session.passwordConfirmedAt ?? 0);

/** The shortest password an admin account may have, however it is set. */
export const ADMIN_PASSWORD_LENGTH = 12;

/** Refuses unless the viewer's password was given within the window. Call before writing anything. */
export function requireRecentPassword(ctx: Pick<Context, 'session'>, now = Date.now()): void {
  const session = ctx.session;
  if (!session || now - passwordConfirmedAt(session) >= CONFIRMATION_WINDOW_MS) throw new PasswordConfirmationRequiredError();
}

/**
 * Checks the account's password and records the confirmation in the session (a new cookie). A wrong
 * one counts toward the sign-in throttle of the account and is written to the audit log.
 */
export async function confirmPassword(ctx: Context, password: string): Promise<{ user: User; confirmedUntil: Date }> {
  // A session setting the authenticator app up may confirm too: setting it up asks for it.
  const account = (await accountSettingUp(ctx)) ?? requireSignedIn(ctx);
  await ctx.loginLimiter.attempt(account.username, ctx.clientAddress);
  const row = await ctx.db.user.findUniqueOrThrow({ where: { id: account.id } });
  if (!(await verifyPassword(password, row.passwordHash))) {
    await audit(ctx, 'password-confirmation-failed', { actor: account, detail: 'wrong password' });
    throw new ValidationError(MESSAGES.wrongPassword, [{ path: 'password', message: MESSAGES.wrongPassword }]);
  }
  await ctx.loginLimiter.succeeded(account.username, ctx.clientAddress);
  const now = Date.now();
  // Typing the password again is an authentication: the session goes on under a new id.
  await renewSession(ctx, { passwordConfirmedAt: now });
  return { user: account, confirmedUntil: new Date(now + CONFIRMATION_WINDOW_MS) };
}
