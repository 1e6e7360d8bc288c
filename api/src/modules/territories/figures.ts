// The arithmetic of docs/product/territories.md, kept pure so that it is tested on its own:
// overdue by date, coverage, the figures a territory takes from its houses, the weeks of the
// coverage chart and the coordinates a boundary may be written in.
import type { HouseStatus, TerritoryStatus } from './inputs.ts';

/** Today as a calendar day in UTC: the day used when the member's client does not say its own. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * A territory past its due date and not completed is overdue whatever its stored status says:
 * YYYY-MM-DD strings compare as the days they name, so no time zone enters.
 */
export function effectiveStatus(territory: { status: string; dueDate: string | null }, today: string): TerritoryStatus {
  if (territory.status === 'completed') return 'completed';
  if (territory.dueDate && territory.dueDate < today) return 'overdue';
  return territory.status === 'overdue' ? 'overdue' : 'active';
}

/** Contacted houses over all houses, as a whole percent; 0 when there are no houses. */
export function coverageRate(contacted: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(contacted, total) / total) * 100);
}

/** A house counts as contacted once a call was made at it: any status but "not visited". */
export const isContacted = (status: string) => status !== 'not_visited';

/** A territory's figures taken from its house rows. */
export function figuresFromHouses(statuses: readonly string[]) {
  const houses = statuses.length;
  const contactedHouses = statuses.filter(isContacted).length;
  return { houses, contactedHouses, progress: coverageRate(contactedHouses, houses) };
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const CHART_WEEKS = 12;

/** Calls counted per week (Monday first) for the `CHART_WEEKS` weeks ending with today's. */
export function callsPerWeek(callDates: readonly string[], today: string, weeks = CHART_WEEKS) {
  const last = weekStart(today);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(last, -7 * (weeks - 1 - i)));
  const counts = new Map(starts.map((s) => [s, 0]));
  for (const date of callDates) {
    const start = weekStart(date);
    if (counts.has(start) && date <= today) counts.set(start, counts.get(start)! + 1);
  }
  return starts.map((start) => ({ weekStart: start, calls: counts.get(start)! }));
}

export function housesByStatus(statuses: readonly string[], all: readonly HouseStatus[]) {
  return all.map((status) => ({ status, count: statuses.filter((s) => s === status).length }));
}

/**
 * A boundary written as coordinates: at least three "latitude, longitude" pairs, separated by
 * semicolons or new lines, or a JSON array of [latitude, longitude] pairs. Anything else is a
 * description in words, and has no points.
 */
export function boundaryPoints(boundaries: string | null): [number, number][] | null {
  const text = boundaries?.trim();
  if (!text) return null;
  let pairs: unknown[];
  if (text.startsWith('[')) {
    try {
      pairs = JSON.parse(text) as unknown[];
    } catch {
      return null;
    }
    if (!Array.isArray(pairs)) return null;
  } else {
    pairs = text
      .split(/[;\n]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const match = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(part);
        return match ? [Number(match[1]), Number(match[2])] : null;
      });
  }
  const points: [number, number][] = [];
  for (const pair of pairs) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [lat, lng] = pair as [unknown, unknown];
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    points.push([lat, lng]);
  }
  return points.length >= 3 ? points : null;
}
