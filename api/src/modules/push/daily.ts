// Reminders a device gets at most once a day, on the days of its own time zone and in its daytime
// (docs/product/report.md, "Reminders"; docs/product/return-visits.md, "Reminders"): the report
// still to send, the return visits planned for the day. Each kind keeps, per device, the day it
// last reminded it, marked before the push, so a run may come as often as wanted and on several
// instances at once (a device could then, rarely, be reminded twice that day). The account's
// "Notifications" and "Ministry reminders" settings turn them all off.
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import type { Prisma } from '../../generated/sqlite/client.ts';
import { log } from '../../lib/log.ts';
import { repeat } from '../../lib/repeat.ts';
import { dayIn } from '../../lib/time-zone.ts';
import { pushTo, type PushMessage } from './service.ts';

/** The hours of a device's day in which it may be reminded: from 9:00 to before 21:00. */
export const REMINDER_HOURS = { from: 9, until: 21 } as const;

/** The device's column holding the day (YYYY-MM-DD) it was last reminded, one per kind of reminder. */
type MarkColumn = 'remindedOn' | 'visitsRemindedOn';

export interface DailyReminder {
  markColumn: MarkColumn;
  /** Which members may be reminded at all (their devices are then looked at one by one). */
  members: Prisma.UserWhereInput;
  /** What a member is told on `today`, or null when nothing is due; asked once per member and day. */
  messageFor(userId: number, today: string, language: string | null | undefined): Promise<PushMessage | null>;
}

/** The hour (0–23) of `instant` on a clock of `timeZone`. */
export function hourIn(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/** Pushes the reminders of one kind due at `now`; answers how many devices were reminded. */
export async function pushDailyReminders(deps: { db: Db; config: Config }, reminder: DailyReminder, now = new Date()): Promise<{ reminded: number }> {
  const { db } = deps;
  const column = reminder.markColumn;
  const devices = await db.pushSubscription.findMany({
    where: {
      timeZone: { not: null },
      user: { AND: [{ NOT: { preferences: { is: { OR: [{ notifications: false }, { ministryReminders: false }] } } } }, reminder.members] },
    },
    select: { endpoint: true, p256dh: true, auth: true, timeZone: true, remindedOn: true, visitsRemindedOn: true, userId: true, user: { select: { preferences: { select: { language: true } } } } },
  });
  const messages = new Map<string, Promise<PushMessage | null>>();
  let reminded = 0;
  for (const device of devices) {
    let today: string;
    let hour: number;
    try {
      today = dayIn(now, device.timeZone!);
      hour = hourIn(now, device.timeZone!);
    } catch {
      continue; // a time zone this server's Intl no longer knows
    }
    if (device[column] === today || hour < REMINDER_HOURS.from || hour >= REMINDER_HOURS.until) continue;
    const key = `${device.userId}:${today}`;
    let message = messages.get(key);
    if (!message) messages.set(key, (message = reminder.messageFor(device.userId, today, device.user.preferences?.language)));
    const due = await message;
    if (!due) continue;
    // Marked first: a second run meanwhile does not push it again.
    const { count } = await db.pushSubscription.updateMany({
      where: { endpoint: device.endpoint, OR: [{ [column]: null }, { [column]: { not: today } }] },
      data: { [column]: today },
    });
    if (count === 0) continue;
    reminded += (await pushTo(deps, [device], due, 'normal')).length;
  }
  return { reminded };
}

/** How often each kind of reminder looks for devices to remind. */
export const EVERY_MS = 30 * 60_000;

/**
 * Starts one kind of reminder: `firstMs` after the server starts (the kinds are spread apart), then
 * every half hour. `event` names it in the log. Answers the function that stops it.
 */
export function startDailyReminders(deps: { db: Db; config: Config }, event: string, send: (deps: { db: Db; config: Config }) => Promise<{ reminded: number }>, firstMs: number): () => void {
  return repeat(
    async () => {
      const { reminded } = await send(deps);
      if (reminded) log.info({ event, message: 'Reminders pushed', reminded });
    },
    { firstMs, everyMs: EVERY_MS, onError: (error) => log.error({ event: `${event}-failed`, message: 'Pushing reminders failed', error }) },
  );
}
