// The report reminder by Web Push (docs/product/report.md, "Reminders"): on the days the report
// page shows its reminder (the last 3 days of a month and the first 10 of the next) a device with
// notifications on is reminded once a day, in its own daytime (push/daily.ts), until the month is
// sent. Only members who keep their report in the app are reminded. The words are in the member's
// language; a click opens the report page, whose banner shows the month to send.
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import { pushDailyReminders, startDailyReminders, type DailyReminder, type PushMessage } from '../push/index.ts';
import { reminderMonth } from './arithmetic.ts';
import { inLanguage, type InEveryLanguage } from '../../lib/in-language.ts';

type Texts = { locale: string; title: string; body: (month: string) => string };

export const TEXTS: InEveryLanguage<Texts> = {
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
  portuguese: {
    locale: 'pt-BR',
    title: 'Relatório de serviço de campo',
    body: (month) => `Você ainda não enviou seu relatório de ${month}. Abra o relatório para enviá-lo.`,
  },
  french: {
    locale: 'fr',
    title: 'Rapport de prédication',
    body: (month) => `Vous n’avez pas encore envoyé votre rapport de ${month}. Ouvrez le rapport pour l’envoyer.`,
  },
  arabic: {
    locale: 'ar',
    title: 'تقرير الخدمة',
    body: (month) => `لم ترسل تقريرك لشهر ${month} بعد. افتح التقرير لإرساله.`,
  },
};

/** A month (YYYY-MM) by name, as the member's language writes it: "November 2026". */
export function monthName(month: string, language: string | null | undefined): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(inLanguage(TEXTS, language).locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, number! - 1, 1)),
  );
}

export function reminderMessage(month: string, language: string | null | undefined): PushMessage {
  const texts = inLanguage(TEXTS, language);
  return {
    title: texts.title,
    body: texts.body(monthName(month, language)),
    url: '/report',
    tag: `report-${month}`,
    drill: false,
  };
}

/** The report reminder: for members who keep their report in the app, the month still to send. */
export function reportReminder(db: Db): DailyReminder {
  return {
    markColumn: 'remindedOn',
    members: { OR: [{ reportSettings: { isNot: null } }, { serviceEntries: { some: {} } }, { serviceMonths: { some: {} } }] },
    async messageFor(userId, today, language) {
      const rows = await db.serviceMonth.findMany({ where: { userId, sentAt: { not: null } }, select: { month: true } });
      const sent = new Set(rows.map((row) => row.month));
      const month = reminderMonth(today, (m) => sent.has(m));
      return month ? reminderMessage(month, language) : null;
    },
  };
}

/** Pushes the report reminders due at `now`; answers how many devices were reminded. */
export function sendReportReminders(deps: { db: Db; config: Config }, now = new Date()): Promise<{ reminded: number }> {
  return pushDailyReminders(deps, reportReminder(deps.db), now);
}

export const FIRST_RUN_MS = 2 * 60_000;
export { EVERY_MS } from '../push/index.ts';

/** Starts the reminders: two minutes after start, then every half hour. Answers the function that stops them. */
export function startReportReminders(deps: { db: Db; config: Config }, send = sendReportReminders): () => void {
  return startDailyReminders(deps, 'report-reminders', send, FIRST_RUN_MS);
}
