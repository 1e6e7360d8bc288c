// The activity log behind the admin dashboard (docs/product/admin.md, "User Activity
// Dashboard"): the services where something happens (a sign-in, a new account, an alert sent, a
// report filed) call recordActivity, the one function that writes it. A row names who and what
// kind, and at most a short detail such as an alert's colour: never a password, a note's or a
// report's contents. Each write tells the dashboards that are open, through the pubsub.
import type { Context } from '../../access/context.ts';
import type { ActivityEvent } from '../../generated/sqlite/client.ts';
import { requireAdmin } from '../../access/guards.ts';
import { log } from '../../lib/log.ts';
import { CHECK_IN_STEPS } from '../check-ins/inputs.ts';

export const ACTIVITY_KINDS = ['sign-in', 'account-created', 'alert-sent', 'report-filed'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const NEW_USER_MS = 24 * 60 * 60 * 1000;
export const ACTIVE_SESSION_MS = 2 * 60 * 60 * 1000;
export const RECENT_ACTIVITY = 20;
/** Rows older than this are removed now and then: the dashboard shows the latest only. */
const KEEP_MS = 90 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY = 200;
let writes = 0;

/**
 * Records that `user` did `kind`. It never fails its caller: a sign-in must not break because
 * the log could not be written.
 */
export async function recordActivity(
  ctx: Pick<Context, 'db' | 'pubsub'>,
  kind: ActivityKind,
  /** Who: an account, or (for a visitor's problem report) the name they gave. */
  user: { id: number | null; username: string },
  detail?: string | null,
): Promise<void> {
  try {
    await ctx.db.activityEvent.create({ data: { kind, userId: user.id, username: user.username, detail: detail?.slice(0, 120) ?? null } });
    writes += 1;
    if (writes % PRUNE_EVERY === 0) {
      await ctx.db.activityEvent.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - KEEP_MS) } } });
    }
    ctx.pubsub.publish('admin:activity', { kind });
  } catch (error) {
    log.error({ event: 'activity-not-recorded', kind, error });
  }
}

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
