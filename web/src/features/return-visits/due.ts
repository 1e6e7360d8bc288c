// Which return visits are due (docs/product/return-visits.md): those whose next visit is on or
// before the end of this week, Monday to Sunday in the device's calendar, overdue ones first.
// Dates are calendar dates (YYYY-MM-DD) compared as text, so no time zone moves them.
import { isoDate, parseIsoDate } from '../../lib/dates.ts';

/** The device's calendar day. */
export const deviceToday = (now = new Date()) => isoDate(now);

/** The Sunday that ends the week (Monday to Sunday) holding `today`. */
export function endOfWeek(today: string): string {
  const day = parseIsoDate(today);
  const daysToSunday = (7 - day.getDay()) % 7;
  return isoDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() + daysToSunday));
}

export interface Dated {
  readonly nextVisitDate: string | null | undefined;
}

export const isOverdue = (visit: Dated, today: string) => Boolean(visit.nextVisitDate && visit.nextVisitDate < today);
export const isDue = (visit: Dated, today: string) => Boolean(visit.nextVisitDate && visit.nextVisitDate <= endOfWeek(today));

/** The visits due by the end of this week, soonest (most overdue) first; the list's order breaks ties. */
export function dueThisWeek<T extends Dated>(visits: readonly T[], today: string): T[] {
  return visits
    .map((visit, index) => ({ visit, index }))
    .filter(({ visit }) => isDue(visit, today))
    .sort((a, b) => a.visit.nextVisitDate!.localeCompare(b.visit.nextVisitDate!) || a.index - b.index)
    .map(({ visit }) => visit);
}

/**
 * Whether the Due list may be missing visits the server has not sent yet: the server sends visits
 * soonest first, so while the last one loaded is still due this week, the next page may hold more.
 */
export function dueMayContinue(loaded: readonly Dated[], hasNext: boolean, today: string): boolean {
  const last = loaded.at(-1);
  return hasNext && last !== undefined && isDue(last, today);
}

/** A real day written as YYYY-MM-DD (2026-02-30 is not), as the server checks it. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return isoDate(parseIsoDate(value)) === value;
}
