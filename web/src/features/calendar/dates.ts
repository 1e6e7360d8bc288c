// Calendar days as the member's local YYYY-MM-DD strings (the form the API stores), and the two
// grids (docs/product/calendar.md): a month of 42 cells (six Sunday-first weeks) and 90 days from
// today. Names of days and months are written by labels.ts in the reader's language.

import { isoDate, parseIsoDate } from '../../lib/dates.ts';

export const MONTH_CELLS = 42;
export const NINETY_DAYS = 90;

export interface Month {
  year: number;
  /** 0 for January, as Date counts. */
  month: number;
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setDate(date.getDate() + days);
  return isoDate(date);
}

export const monthOf = (iso: string): Month => {
  const date = parseIsoDate(iso);
  return { year: date.getFullYear(), month: date.getMonth() };
};

export function shiftMonth({ year, month }: Month, by: number): Month {
  const date = new Date(year, month + by, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
}

/** The day numbered `day` in `month`, or the month's last day when it is shorter (31 → 30 November). */
export function dayInMonth(day: number, { year, month }: Month): string {
  const last = new Date(year, month + 1, 0).getDate();
  return isoDate(new Date(year, month, Math.min(day, last)));
}

/** The 42 days shown for a month: from the Sunday on or before the 1st. */
export function monthGrid({ year, month }: Month): string[] {
  const first = new Date(year, month, 1);
  const start = isoDate(new Date(year, month, 1 - first.getDay()));
  return Array.from({ length: MONTH_CELLS }, (_, i) => addDays(start, i));
}

/** The 90 days from `today`, placed in Sunday-first weeks: null fills the cells before and after. */
export function ninetyDayGrid(today: string): (string | null)[] {
  const lead = parseIsoDate(today).getDay();
  const days = Array.from({ length: NINETY_DAYS }, (_, i) => addDays(today, i));
  const trail = (7 - ((lead + NINETY_DAYS) % 7)) % 7;
  return [...Array<null>(lead).fill(null), ...days, ...Array<null>(trail).fill(null)];
}

export function weeks<T>(cells: T[]): T[][] {
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * Date#getTimezoneOffset() at the event's own local date and time: the API turns the wall-clock
 * date and time into the alarm instant with it, daylight saving included.
 */
export function timezoneOffsetAt(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const at = parseIsoDate(date);
  at.setHours(hours, minutes);
  return at.getTimezoneOffset();
}

/** The reminder comes this long before the event (docs/product/calendar.md). */
export const ALARM_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * The alarm of a new event as the device shows it until the server answers with its own (the
 * same rule): an event added with no signal is armed on this device at once.
 */
export function alarmTimeOf(date: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const at = parseIsoDate(date);
  at.setHours(hours, minutes);
  return new Date(at.getTime() - ALARM_LEAD_MS).toISOString();
}

/** Whether the event's local date and time is at or after `now`. */
export function isUpcoming(date: string, time: string, now: Date): boolean {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const at = parseIsoDate(date);
  at.setHours(hours, minutes);
  return at.getTime() >= now.getTime() - 60_000;
}

export type CalendarView = 'month' | 'ninety';

/** The cells of a view: the month's 42 days, or the 90 days from today. */
export const cellsOf = (view: CalendarView, month: Month, today: string) => (view === 'month' ? monthGrid(month) : ninetyDayGrid(today));

/** The page query's variables: the first and last day on screen, and today for Upcoming Events. */
export function calendarVariables(view: CalendarView, month: Month, today: string) {
  const days = cellsOf(view, month, today).filter((c): c is string => c !== null);
  return { from: days[0]!, to: days.at(-1)!, today };
}

/** What the route starts loading with the page's code: this month, seen today. */
export function initialCalendarVariables(now = new Date()) {
  const today = isoDate(now);
  return calendarVariables('month', monthOf(today), today);
}
