// Signing in: a new session for the account on this response, owing the authenticator code where
// the account or the congregation requires it (docs/product/accounts.md).
import type { User } from '../generated/sqlite/client.ts';
import { requestIs } from '../lib/log.ts';
import type { Context } from './context.ts';
import { secondFactorOwed, withSecondFactor } from './guards.ts';

/**
 * Starts a session for `user` on this response. A browser that was signed in already (as anyone)
 * gets a new session all the same, and the one it had ends.
 */
export async function signIn(ctx: Context, user: User): Promise<void> {
  const previous = ctx.session;
  let owed = await secondFactorOwed(ctx.db, user);
  let { session, cookie } = await ctx.sessions.start(user.id, owed);
  // The app turned on, or required, between the look and the session's row: those end every
  // session without it, but could not end this one yet. Looked at again, it starts as it must.
  const now = await secondFactorOwed(ctx.db, user);
  if (now.secondFactorOwed !== owed.secondFactorOwed || now.secondFactorSetupOwed !== owed.secondFactorSetupOwed) {
    await ctx.sessions.end({ userId: user.id, sessionIds: [session.sessionId] });
    owed = now;
    ({ session, cookie } = await ctx.sessions.start(user.id, owed));
  }
  if (previous) await ctx.sessions.end({ userId: previous.userId, sessionIds: [previous.sessionId], renewed: true });
  ctx.responseCookies.push(cookie);
  ctx.session = session;
  // A member with the authenticator app on is signed in once the code is given; an admin with it
  // on is a member until then; an account without it while it is required, once it is set up
  // (access/second-factor.ts).
  Object.assign(ctx, await withSecondFactor(ctx.db, session, user));
  requestIs(user.id);
}

