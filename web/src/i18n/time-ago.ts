// Relative time ("5 minutes ago") in the reader's language: how old an experience or a weather
// report is. Under a minute it is null, and each screen says "less than a minute ago" in its words.
import { relativeTimeFormat } from './format.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago" in the given locale; null under a minute (the catalogue's "less than a minute ago"). */
export function timeAgo(iso: string, locale: string, now = Date.now()): string | null {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const relative = relativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return null;
}
