// The reminder of the day's return visits (docs/product/return-visits.md, "Reminders"): on a day
// the member planned a next visit for, each of their devices with notifications on is told once,
// in its own daytime (push/daily.ts), how many visits are planned. The notification names nobody:
// it may show on a locked phone. A click opens Return Visits, where the Due list shows them.
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import { pushDailyReminders, startDailyReminders, type DailyReminder, type PushMessage } from '../push/index.ts';
import { inLanguage, pluralOf } from '../../lib/in-language.ts';

export const TEXTS = {
  english: {
    title: 'Return Visits',
    body: (count: number) =>
      count === 1 ? 'You planned a return visit for today. Open Return Visits to see it.' : `You planned ${count} return visits for today. Open Return Visits to see them.`,
  },
  spanish: {
    title: 'Revisitas',
    body: (count: number) =>
      count === 1 ? 'Tiene una revisita prevista para hoy. Abra Revisitas para verla.' : `Tiene ${count} revisitas previstas para hoy. Abra Revisitas para verlas.`,
  },
  portuguese: {
    title: 'Revisitas',
    body: (count: number) =>
      count === 1 ? 'Você planejou uma revisita para hoje. Abra Revisitas para vê-la.' : `Você planejou ${count} revisitas para hoje. Abra Revisitas para vê-las.`,
  },
  french: {
    title: 'Nouvelles visites',
    body: (count: number) =>
      count === 1
        ? 'Vous avez prévu une nouvelle visite aujourd’hui. Ouvrez Nouvelles visites pour la voir.'
        : `Vous avez prévu ${count} nouvelles visites aujourd’hui. Ouvrez Nouvelles visites pour les voir.`,
  },
  arabic: {
    title: 'الزيارات المكررة',
    body: (count: number) => {
      const visits = { zero: 'أي زيارة مكررة', one: 'زيارة مكررة واحدة', two: 'زيارتين مكررتين', few: `${count} زيارات مكررة`, many: `${count} زيارة مكررة`, other: `${count} زيارة مكررة` }[pluralOf('ar', count)];
      return `خططت لـ${visits} اليوم. افتح الزيارات المكررة لرؤيتها.`;
    },
  },
} as const;

export function visitsMessage(count: number, today: string, language: string | null | undefined): PushMessage {
  const texts = inLanguage<{ title: string; body: (count: number) => string }>(TEXTS, language);
  return { title: texts.title, body: texts.body(count), url: '/return-visits', tag: `visits-${today}`, drill: false };
}

export function visitsReminder(db: Db): DailyReminder {
  return {
    markColumn: 'visitsRemindedOn',
    members: { returnVisits: { some: { nextVisitDate: { not: null } } } },
    async messageFor(userId, today, language) {
      const count = await db.returnVisit.count({ where: { userId, nextVisitDate: today } });
      return count > 0 ? visitsMessage(count, today, language) : null;
    },
  };
}

/** Pushes the reminders of the day's return visits due at `now`; answers how many devices were reminded. */
export function sendVisitReminders(deps: { db: Db; config: Config }, now = new Date()): Promise<{ reminded: number }> {
  return pushDailyReminders(deps, visitsReminder(deps.db), now);
}

export const FIRST_RUN_MS = 3 * 60_000;
export { EVERY_MS } from '../push/index.ts';

/** Starts the reminders: three minutes after start, then every half hour. Answers the function that stops them. */
export function startVisitReminders(deps: { db: Db; config: Config }, send = sendVisitReminders): () => void {
  return startDailyReminders(deps, 'visit-reminders', send, FIRST_RUN_MS);
}
