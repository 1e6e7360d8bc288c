// What the report page computes on the device (docs/product/report.md): the device's day (the
// server reads the member's today from it and the time zone, lib/time-zone.ts), months to move
// between, durations as the page shows them, the timer's ticking count, and the report's text. The
// report's figures themselves come from the server.
import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../../i18n/format.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's calendar day, YYYY-MM-DD. */
export function deviceToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The last day of a month (YYYY-MM), YYYY-MM-DD. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
}

/** "November 2026" in the member's language; a month never moves with a time zone. */
export function monthTitle(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/**
 * Minutes as the report writes every length of time, in the member's language: "12 h 5 min",
 * "4 h", "45 min" ("0 h" for none). One way for the figures, the entries, the timer's toast and
 * the GPS recordings (docs/product/report.md).
 */
export function durationText(t: TFunction<'report'>, minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (rest === 0) return t('duration.hours', { hours });
  if (hours === 0) return t('duration.minutes', { minutes: rest });
  return t('duration.hoursMinutes', { hours, minutes: rest });
}

/** Seconds as "1:02:03". */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}

export interface TimerSnapshot {
  running: boolean;
  startedAt: string | null;
  /** Seconds as of the server's `at`. */
  elapsedSeconds: number;
  at: string;
}

/**
 * The timer's count at `now` on the device. The server keeps when the run started, so the count
 * after a reload or a night with the app closed is the paused seconds plus the time since then.
 */
export function timerSeconds(timer: TimerSnapshot, now: number): number {
  if (!timer.running || !timer.startedAt) return timer.elapsedSeconds;
  const started = Date.parse(timer.startedAt);
  const pausedBefore = timer.elapsedSeconds - Math.floor((Date.parse(timer.at) - started) / 1000);
  return Math.max(0, pausedBefore + Math.floor((now - started) / 1000));
}

export interface ReportTextData {
  month: string;
  name: string;
  role: string;
  reportsHours: boolean;
  participated: boolean;
  bibleStudies: number;
  hours: number | null;
  creditHours: number | null;
}

/** The month's report as a message, in the member's language. */
export function reportText(t: TFunction<'report'>, locale: string, data: ReportTextData): string {
  const lines = [
    t('text.heading', { month: monthTitle(data.month, locale) }),
    t('text.name', { name: data.name }),
    t('text.role', { role: data.role }),
  ];
  if (data.reportsHours) {
    lines.push(t('text.hours', { count: data.hours ?? 0 }));
    if (data.creditHours) lines.push(t('text.credit', { count: data.creditHours }));
  } else {
    lines.push(t('text.participated', { answer: data.participated ? t('text.yes') : t('text.no') }));
  }
  lines.push(t('text.studies', { count: data.bibleStudies }));
  return lines.join('\n');
}

// ---- the entry form's own checks (the server keeps the same rules)

/** A whole number typed in a field; blank is 0. */
export const numberOf = (value: string) => (value.trim() === '' ? 0 : Number(value));
const MAX_MINUTES = 24 * 60;

type Problems = Partial<Record<'date' | 'hours' | 'minutes', 'dateInvalid' | 'hoursRange' | 'minutesRange' | 'durationRange'>>;

/** What the form can tell before saving: the same rules the server keeps. */
export function entryProblems(values: { date: string; hours: string; minutes: string }): Problems {
  const hours = numberOf(values.hours);
  const minutes = numberOf(values.minutes);
  const problems: Problems = {};
  // A day that exists: "2026-02-30" would be read as 2 March.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? new Date(`${values.date}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== values.date) problems.date = 'dateInvalid';
  if (!Number.isInteger(hours) || hours < 0 || hours > 24) problems.hours = 'hoursRange';
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59) problems.minutes = 'minutesRange';
  else if (!problems.hours && (hours * 60 + minutes < 1 || hours * 60 + minutes > MAX_MINUTES)) problems.minutes = 'durationRange';
  return problems;
}
