// The small rules of the territories screen (docs/product/territories.md) that the browser applies
// itself: the member's own day (sent to the server, which judges overdue against it), the
// coverage percent, the address of View Map, and the form's own checks of its numbers before
// the server checks them again.
import { isoDate } from '../../lib/dates.ts';

/** Today as the member's calendar day, YYYY-MM-DD, in the device's time zone. */
export const memberToday = (now = new Date()) => isoDate(now);

/** Contacted houses over houses, as a whole percent; 0 with no houses. */
export function coveragePercent(contacted: number, houses: number): number {
  if (houses <= 0) return 0;
  return Math.round((Math.min(contacted, houses) / houses) * 100);
}

/** The GPS map, opened on the territory: its id and name in the query. */
export function mapHref(id: string, name: string): string {
  return `/map?${new URLSearchParams({ territoryId: id, name }).toString()}`;
}

export interface FigureFields {
  progress: string;
  houses: string;
  contactedHouses: string;
}

export type FigureProblem = 'progressRange' | 'housesRange' | 'contactedRange' | 'contactedOverHouses';

const WHOLE = /^\d+$/;

/** A blank figure is 0; anything else must be a whole number. */
const figure = (value: string) => (value.trim() === '' ? 0 : WHOLE.test(value.trim()) ? Number(value) : Number.NaN);

/** The form's checks of its numbers: each field's problem (a key of form.*), none when all are fine. */
export function figureProblems(fields: FigureFields): Partial<Record<keyof FigureFields, FigureProblem>> {
  const progress = figure(fields.progress);
  const houses = figure(fields.houses);
  const contacted = figure(fields.contactedHouses);
  const problems: Partial<Record<keyof FigureFields, FigureProblem>> = {};
  if (Number.isNaN(progress) || progress > 100) problems.progress = 'progressRange';
  if (Number.isNaN(houses)) problems.houses = 'housesRange';
  if (Number.isNaN(contacted)) problems.contactedHouses = 'contactedRange';
  else if (!Number.isNaN(houses) && contacted > houses) problems.contactedHouses = 'contactedOverHouses';
  return problems;
}

/** The figures as numbers, once figureProblems found none. */
export const figureValues = (fields: FigureFields) => ({
  progress: figure(fields.progress),
  houses: figure(fields.houses),
  contactedHouses: figure(fields.contactedHouses),
});
