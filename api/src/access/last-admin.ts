// "The last admin can never be demoted or deleted" (docs/product/admin.md): enforced by the
// accounts service around deleting an account or taking the admin role away, so the admin area,
// the REST shim and a member's own account dialog all obey it.
//
// The check and the write run in one transaction, under one lock, so two admins demoting or
// deleting each other at the same moment cannot both pass a count that each other's change is
// about to make wrong. SQLite runs one write transaction at a time already; PostgreSQL takes a
// transaction-scoped advisory lock that every such change waits on.
import type { Context } from './context.ts';
import { lockForTransaction, type Db } from '../db.ts';
import type { Prisma } from '../generated/sqlite/client.ts';
import { ConflictError } from '../lib/errors.ts';
import { MESSAGES } from './messages.ts';

/** Any number, the same for every caller: the key of the admins' lock. */
const ADMINS_LOCK = 7_310_001;

/** Runs `change` (which may take the admin role from `userId`) only if an admin would remain. */
export async function keepingAnAdmin<T>(
  ctx: Pick<Context, 'db'>,
  userId: number,
  change: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  const db: Db = ctx.db;
  return db.$transaction(async (tx) => {
    await lockForTransaction(db, tx, ADMINS_LOCK);
    const target = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
    if (target?.role === 'admin' && (await tx.user.count({ where: { role: 'admin' } })) <= 1) {
      throw new ConflictError(MESSAGES.lastAdmin, 'role');
    }
    return change(tx);
  });
}
