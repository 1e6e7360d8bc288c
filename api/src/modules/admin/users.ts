// The Users tab and the dashboard's user list (docs/product/admin.md, "Users"): an admin lists,
// searches, creates, edits and deletes accounts. Every write goes through the accounts service,
// so an admin's edit obeys the same rules (unique username, password hashing, sessions ended by
// a password change, the last admin kept) as a member's own.
import type { Context } from '../../access/context.ts';
import type { Prisma, User } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import * as accounts from '../accounts/index.ts';
import { audit } from '../../access/audit.ts';
import type { AdminCreateUserInput, AdminUpdateUserInput } from './inputs.ts';
import { MESSAGES } from './messages.ts';
import { requireRecentPassword } from '../../access/password-confirmation.ts';
import { requireAdmin } from '../../access/guards.ts';
import type { RowWindow } from '../../lib/rest-page.ts';

/**
 * The accounts whose username, full name or email contains `search`, ignoring case the same way
 * on SQLite and PostgreSQL: matched here over the three columns rather than with each
 * database's own (different) case folding. A congregation has hundreds of accounts, not millions.
 */
export async function usersWhere(ctx: Context, search: string | null): Promise<Prisma.UserWhereInput> {
  requireAdmin(ctx);
  if (!search) return {};
  const needle = search.toLocaleLowerCase();
  const rows = await ctx.db.user.findMany({ select: { id: true, username: true, fullName: true, email: true } });
  const ids = rows
    .filter((u) => [u.username, u.fullName, u.email ?? ''].some((v) => v.toLocaleLowerCase().includes(needle)))
    .map((u) => u.id);
  return { id: { in: ids } };
}

export const USER_ORDER = [{ username: 'asc' }, { id: 'asc' }] satisfies Prisma.UserOrderByWithRelationInput[];

export async function allUsers(ctx: Context, window?: RowWindow): Promise<User[]> {
  requireAdmin(ctx);
  return ctx.db.user.findMany({ orderBy: USER_ORDER, ...window });
}

type Roles = { role?: 'user' | 'admin'; isConductor?: boolean; isElder?: boolean; isGroupOverseer?: boolean };

function splitRoles<T extends Roles>(input: T) {
  const { role, isConductor, isElder, isGroupOverseer, ...fields } = input;
  const roles = Object.fromEntries(
    Object.entries({ role, isConductor, isElder, isGroupOverseer }).filter(([, v]) => v !== undefined),
  ) as Roles;
  return { roles, fields };
}

export async function updateUser(ctx: Context, id: number, input: AdminUpdateUserInput): Promise<User> {
  requireAdmin(ctx);
  const exists = await ctx.db.user.findUnique({ where: { id }, select: { id: true, role: true } });
  if (!exists) throw new NotFoundError(MESSAGES.accountNotFound);
  // A new role (to or from admin) needs the admin's password given recently; nothing is written before.
  if (input.role !== undefined && input.role !== exists.role) requireRecentPassword(ctx);
  // So does setting another account's password (kept for the REST shim's original payload; the
  // screens issue a reset code instead, password-reset.ts): the admin checks in person who asks.
  if (input.password && id !== ctx.viewer?.id) requireRecentPassword(ctx);
  const { roles, fields } = splitRoles(input);
  // The roles first: "not the last admin" refuses before anything else is written.
  let user = Object.keys(roles).length > 0 ? await accounts.updateMemberRoles(ctx, { id, ...roles }) : null;
  if (Object.keys(fields).length > 0 || !user) user = await accounts.updateUser(ctx, id, fields, { overseerGiven: roles.isGroupOverseer !== undefined });
  return user;
}

export async function createUser(ctx: Context, input: AdminCreateUserInput): Promise<User> {
  requireAdmin(ctx);
  // A new admin is a role given: asked before the account is made, so nothing is half done.
  if (input.role === 'admin') requireRecentPassword(ctx);
  const { roles, fields } = splitRoles(input);
  const user = await accounts.createAccount(ctx, fields);
  return Object.keys(roles).length > 0 ? accounts.updateMemberRoles(ctx, { id: user.id, ...roles }) : user;
}

export async function deleteUser(ctx: Context, id: number): Promise<number> {
  requireAdmin(ctx);
  requireRecentPassword(ctx);
  return accounts.deleteAccount(ctx, id);
}

/**
 * Signs one user out on every device: each of their sessions ends, and their open sockets close
 * with 4401. An admin signing themself out keeps the session they act from. Gives the count ended.
 */
export async function endUserSessions(ctx: Context, id: number): Promise<{ user: User; ended: number }> {
  requireAdmin(ctx);
  const user = await ctx.db.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundError(MESSAGES.accountNotFound);
  const keep = ctx.session?.userId === id ? ctx.session.sessionId : undefined;
  const ended = await ctx.db.session.count({ where: { userId: id, ...(keep ? { id: { not: keep } } : {}) } });
  await ctx.sessions.end({ userId: id, ...(keep ? { exceptSessionId: keep } : {}) });
  await audit(ctx, 'sessions-ended', { target: user, detail: `${ended} sessions` });
  return { user, ended };
}

/**
 * Signs everyone out on every device but the session the admin acts from: after a leak, say.
 * Asks for the admin's password given recently, like the other acts that touch every account.
 */
export async function endAllSessions(ctx: Context): Promise<{ ended: number }> {
  requireAdmin(ctx);
  requireRecentPassword(ctx);
  const keep = ctx.session?.sessionId;
  const owners = await ctx.db.session.groupBy({ by: ['userId'], _count: { _all: true }, where: keep ? { id: { not: keep } } : {} });
  let ended = 0;
  for (const { userId, _count } of owners) {
    await ctx.sessions.end({ userId, ...(keep ? { exceptSessionId: keep } : {}) });
    ended += _count._all;
  }
  await audit(ctx, 'sessions-ended', { detail: `every account: ${ended} sessions` });
  return { ended };
}
