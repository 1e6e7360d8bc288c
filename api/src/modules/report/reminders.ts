// The report reminder by Web Push (docs/product/report.md, "Reminders"): on the days the report
// page shows its reminder (the last 3 days of a month and the first 10 of the next) a device with
// notifications on is reminded once a day, in the daytime of its own time zone, until the month
// is sent. Only members who keep their report in the app are reminded, and the account's
// "Ministry reminders" and "Notifications" settings turn it off. The words are in the member's
// language; a click opens the report page, whose banner shows the month to send.
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import { log } from '../../lib/log.ts';
import { repeat } from '../../lib/repeat.ts';
import { pushTo, type PushMessage } from '../push/service.ts';
import { dayIn, reminderMonth } from './arithmetic.ts';

/** The hours of a device's day in which it may be reminded: from 9:00 to before 21:00. */
export const REMINDER_HOURS = { from: 9, until: 21 } as const;

type Language = 'english' | 'spanish';

const TEXTS: Record<Language, { locale: string; title: string; body: (month: string) => string }> = {
  english: {
    locale: 'en-US',
    title: 'Field Service Report',
    body: (month) => `Your report for ${month} has not been sent yet. Open the report to send it.`,
  },
  spanish: {
    locale: 'es',
    title: 'Informe de predicación',
    body: (month) => `Aún no ha enviado su informe de ${month}. Abra el informe para enviarlo.`,
  },
};

/** A month (YYYY-MM) by name, as the member's language writes it: "November 2026". */
export function monthName(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(TEXTS[language].locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, number! - 1, 1)),
  );
}

export function reminderMessage(month: string, language: string | null | undefined): PushMessage {
  const texts = TEXTS[language === 'spanish' ? 'spanish' : 'english'];
  return {
    title: texts.title,
    body: texts.body(monthName(month, language === 'spanish' ? 'spanish' : 'english')),
    url: '/report',
    tag: `report-${month}`,
    drill: false,
  };
}

/** The hour (0–23) of `instant` on a clock of `timeZone`. */
export function hourIn(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/**
 * Pushes the day's reminders due at `now`; answers how many devices were reminded. Idempotent
 * within a device's day (its `remindedOn`), so it may run as often as wanted and on several
 * instances at once (a device could then, rarely, be reminded twice that day).
 */
export async function sendReportReminders(deps: { db: Db; config: Config }, now = new Date()): Promise<{ reminded: number }> {
  const { db } = deps;
  const devices = await db.pushSubscription.findMany({
    where: {
      timeZone: { not: null },
      user: {
        NOT: { preferences: { is: { OR: [{ notifications: false }, { ministryReminders: false }] } } },
        OR: [{ reportSettings: { isNot: null } }, { serviceEntries: { some: {} } }, { serviceMonths: { some: {} } }],
      },
    },
    select: { endpoint: true, p256dh: true, auth: true, timeZone: true, remindedOn: true, userId: true, user: { select: { preferences: { select: { language: true } } } } },
  });
  const due: { device: (typeof devices)[number]; today: string; month: string }[] = [];
  const sentMonths = new Map<number, Set<string>>();
  for (const device of devices) {
    const timeZone = device.timeZone!;
    let today: string;
    let hour: number;
    try {
      today = dayIn(now, timeZone);
      hour = hourIn(now, timeZone);
    } catch {
      continue; // a time zone this server's Intl no longer knows
    }
    if (device.remindedOn === today || hour < REMINDER_HOURS.from || hour >= REMINDER_HOURS.until) continue;
    let sent = sentMonths.get(device.userId);
    if (!sent) {
      const rows = await db.serviceMonth.findMany({ where: { userId: device.userId, sentAt: { not: null } }, select: { month: true } });
      sentMonths.set(device.userId, (sent = new Set(rows.map((row) => row.month))));
    }
    const month = reminderMonth(today, (m) => sent.has(m));
    if (month) due.push({ device, today, month });
  }
  let reminded = 0;
  for (const { device, today, month } of due) {
    // Marked first: a second run meanwhile does not push it again.
    const { count } = await db.pushSubscription.updateMany({
      where: { endpoint: device.endpoint, OR: [{ remindedOn: null }, { remindedOn: { not: today } }] },
      data: { remindedOn: today },
    });
    if (count === 0) continue;
    reminded += (await pushTo(deps, [device], reminderMessage(month, device.user.preferences?.language), 'normal')).length;
  }
  return { reminded };
}

export const FIRST_RUN_MS = 2 * 60_000;
export const EVERY_MS = 30 * 60_000;

/** Starts the reminders: two minutes after start, then every half hour. Answers the function that stops them. */
export function startReportReminders(deps: { db: Db; config: Config }, send = sendReportReminders): () => void {
  return repeat(
    async () => {
      const { reminded } = await send(deps);
      if (reminded) log.info({ event: 'report-reminders', message: 'Report reminders pushed', reminded });
    },
    {
      firstMs: FIRST_RUN_MS,
      everyMs: EVERY_MS,
      onError: (error) => log.error({ event: 'report-reminders-failed', message: 'Pushing report reminders failed', error }),
    },
  );
}
