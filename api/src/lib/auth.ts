// Who is asking. The one `requireViewer` every service calls: the REST guard (rest/index.ts) and
// the Pothos root-type scopes (builder.ts) already refuse a visitor before a service runs, so this
// is the service's own statement that it needs a member, and the way it gets one typed.
import type { Context } from '../context.ts';
import type { User } from '../generated/sqlite/client.ts';
import { AuthenticationError } from './errors.ts';

export function requireViewer(ctx: Pick<Context, 'viewer'>): User {
  if (!ctx.viewer) throw new AuthenticationError();
  return ctx.viewer;
}

export const isAdmin = (user: Pick<User, 'role'> | null | undefined): boolean => user?.role === 'admin';
