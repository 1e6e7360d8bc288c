// Who is asking. The one `requireViewer` every service calls: the REST guard (rest/index.ts) and
// the Pothos root-type scopes (builder.ts) already refuse a visitor before a service runs, so this
// is the service's own statement that it needs a member, and the way it gets one typed.
import type { Context } from './context.ts';
import type { User } from '../generated/sqlite/client.ts';
import { AuthenticationError } from '../lib/errors.ts';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_REQUIRED } from './messages.ts';

/** The viewer; else 401, naming the authenticator app when that is what the session owes. */
export function requireViewer(ctx: Pick<Context, 'viewer'> & Partial<Pick<Context, 'secondFactorPending' | 'secondFactorSetupPending'>>): User {
  if (ctx.viewer) return ctx.viewer;
  if (ctx.secondFactorSetupPending) throw new AuthenticationError(SECOND_FACTOR_SETUP_REQUIRED);
  throw new AuthenticationError(ctx.secondFactorPending ? SECOND_FACTOR_REQUIRED : undefined);
}

export const isAdmin = (user: Pick<User, 'role'> | null | undefined): boolean => user?.role === 'admin';
