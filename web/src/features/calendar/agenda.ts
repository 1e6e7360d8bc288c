// The events of the days on screen grouped by day, in date and time order: the grid's cells and,
// on a phone, the list of the month's events under the grid read the same groups.

export interface DayEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  type: string;
}

/** Events by day (YYYY-MM-DD), each day's events by time; only days in `days` when given. */
export function eventsByDay<E extends DayEvent>(events: readonly E[], days?: readonly string[]): Map<string, E[]> {
  const shown = days ? new Set(days) : undefined;
  const sorted = events.filter((e) => !shown || shown.has(e.date)).sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  const map = new Map<string, E[]>();
  for (const event of sorted) map.set(event.date, [...(map.get(event.date) ?? []), event]);
  return map;
}

/** A day with return visits planned on it (their next-visit date), as the server counts them. */
export interface VisitDay {
  readonly date: string;
  readonly count: number;
}

/** Return visits planned by day, only the days on screen; days with none are left out. */
export function visitsByDay(visitDays: readonly VisitDay[], days: readonly string[]): Map<string, number> {
  const shown = new Set(days);
  return new Map(visitDays.filter((d) => d.count > 0 && shown.has(d.date)).map((d) => [d.date, d.count]));
}

/**
 * The days the list under the grid names, in date order: each day on screen with events or
 * return visits planned, within the month in month view (`month`, YYYY-MM) or all of them.
 */
export function listedDays(days: readonly string[], events: ReadonlyMap<string, unknown>, visits: ReadonlyMap<string, number>, month: string | null): string[] {
  return days.filter((date) => (events.has(date) || visits.has(date)) && (!month || date.startsWith(month)));
}
