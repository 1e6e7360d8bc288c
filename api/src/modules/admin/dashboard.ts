// The User Activity Dashboard's figures (docs/product/admin.md): the accounts, the new ones, who
// signed in lately, today's sign-ins, the steps check-ins made in the last 24 hours, and the
// latest rows of the activity log.
import type { Context } from '../../access/context.ts';
import { requireAdmin } from '../../access/guards.ts';
import type { ActivityEvent } from '../../generated/sqlite/client.ts';
import { CHECK_IN_STEPS } from '../check-ins/index.ts';

export const NEW_USER_MS = 24 * 60 * 60 * 1000;
export const ACTIVE_SESSION_MS = 2 * 60 * 60 * 1000;
export const RECENT_ACTIVITY = 20;

export interface DashboardStats {
  totalUsers: number;
  newUsers: number;
  activeSessions: number;
  signInsToday: number;
  /** The steps check-ins made in the last 24 hours, by step (docs/product/check-ins.md, "Audit"). */
  checkInSteps: { step: string; count: number }[];
  recent: ActivityEvent[];
}

export async function dashboard(ctx: Context): Promise<DashboardStats> {
  requireAdmin(ctx);
  const now = Date.now();
  const [totalUsers, newUsers, activeSessions, signInsToday, steps, recent] = await Promise.all([
    ctx.db.user.count(),
    ctx.db.user.count({ where: { createdAt: { gte: new Date(now - NEW_USER_MS) } } }),
    ctx.db.user.count({ where: { lastLoginAt: { gte: new Date(now - ACTIVE_SESSION_MS) } } }),
    ctx.db.activityEvent.count({ where: { kind: 'sign-in', createdAt: { gte: new Date(now - NEW_USER_MS) } } }),
    ctx.db.checkInEvent.groupBy({ by: ['kind'], where: { at: { gte: new Date(now - NEW_USER_MS) } }, _count: { _all: true } }),
    ctx.db.activityEvent.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: RECENT_ACTIVITY }),
  ]);
  const counted = new Map(steps.map((row) => [row.kind, row._count._all]));
  const checkInSteps = CHECK_IN_STEPS.map((step) => ({ step, count: counted.get(step) ?? 0 }));
  return { totalUsers, newUsers, activeSessions, signInsToday, checkInSteps, recent };
}
