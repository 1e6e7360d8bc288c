// "The last admin can never be demoted or deleted" (docs/product/admin.md): checked by the
// accounts service before it deletes an account or takes the admin role away, so the admin
// area, the REST shim and a member's own account dialog all obey it.
import type { Context } from '../../context.ts';
import { ConflictError } from '../../lib/errors.ts';
import { MESSAGES } from './messages.ts';

export async function assertKeepsAnAdmin(ctx: Pick<Context, 'db'>, userId: number): Promise<void> {
  const target = await ctx.db.user.findUnique({ where: { id: userId }, select: { role: true } });
  if (target?.role !== 'admin') return;
  const admins = await ctx.db.user.count({ where: { role: 'admin' } });
  if (admins <= 1) throw new ConflictError(MESSAGES.lastAdmin, 'role');
}
