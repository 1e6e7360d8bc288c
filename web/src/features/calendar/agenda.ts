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
