// The activity log behind the admin dashboard (docs/product/admin.md, "User Activity
// Dashboard"): the services where something happens (a sign-in, a new account, an alert sent, a
// report filed) call recordActivity, the one function that writes it. A row names who and what
// kind, and at most a short detail such as an alert's colour: never a password, a note's or a
// report's contents. Each write tells the dashboards that are open, through the pubsub.
import type { Context } from '../../access/context.ts';
import { log } from '../../lib/log.ts';

export const ACTIVITY_KINDS = ['sign-in', 'account-created', 'alert-sent', 'report-filed'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

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
