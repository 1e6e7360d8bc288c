// A lost second factor (docs/product/admin.md, "Lost phone and recovery codes"). An admin who lost
// both the phone with the authenticator app and the recovery codes cannot give a code, so cannot
// turn the app off themself. Another admin, who has checked in person who asks (as when the account
// was made) and typed their own password again, resets it; with no other admin, the operator does
// on the server (`npm run admin:reset-factor`, api/src/admin.ts). The reset turns the app off,
// deletes the recovery codes and signs the account out everywhere; the admin then signs in with
// their password and sets the app up again as the first time. Each reset is in the audit log.
import type { Context } from '../../access/context.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../../access/audit.ts';
import { MESSAGES } from './messages.ts';
import { requireRecentPassword } from '../../access/password-confirmation.ts';
import { clearSecondFactor } from '../../access/second-factor.ts';
import { requireAdmin, secondFactorEnabled } from '../../access/guards.ts';

export async function resetSecondFactor(ctx: Context, id: number): Promise<User> {
  const admin = requireAdmin(ctx);
  requireRecentPassword(ctx);
  const user = await ctx.db.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundError(MESSAGES.accountNotFound);
  // One's own is turned off with a code (disableTotp); without one, another person decides.
  if (user.id === admin.id) throw new ForbiddenError(MESSAGES.ownFactorReset);
  if (!(await secondFactorEnabled(ctx.db, user.id))) throw new ConflictError(MESSAGES.factorNotOnFor);
  await clearSecondFactor(ctx.db, user.id);
  await ctx.sessions.end({ userId: user.id });
  await audit(ctx, 'second-factor-reset', { target: user });
  return user;
}
