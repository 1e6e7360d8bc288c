// Dates and numbers in the reader's language. A calendar date ("2026-11-24": an event's day, a
// visit's day) is formatted as that day everywhere: it is read and written in UTC, so no time
// zone can move it. An instant (createdAt) is shown in the device's zone. A number put into a
// message ({{count}}, {{hours}} …) is written by the same formatters as the screens' own numbers
// (`messageNumbers`), so a message's figures and the dates beside them use the same digits.
import type { FormatterModule } from 'i18next';
import { useTranslation } from 'react-i18next';
import { directionOf, PSEUDO_LONG, PSEUDO_RTL } from './languages.ts';

const localeOf = (language: string) => (language === PSEUDO_RTL || language === PSEUDO_LONG ? 'en' : language);

// Making an Intl formatter costs a browser far more than using one (a few tenths of a millisecond
// against a few microseconds, docs/decisions.md): a list of twenty dates, or a clock ticking every
// second, made one for each. Each is made once per language and options and kept; the options are
// the screens' own constants, so the kept ones stay few.
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function keep<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locale} ${options ? JSON.stringify(options) : ''}`;
  let formatter = kept.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    kept.set(key, formatter);
  }
  return formatter;
}

/** The date and time formatter of `locale` with `options`, made once. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keep('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** The number formatter of `locale` with `options`, made once. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keep('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** The relative time formatter ("5 minutes ago") of `locale` with `options`, made once. */
export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  keep('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date string as a Date at UTC midnight, or undefined when it is not one. */
export function parseCalendarDate(value: string): Date | undefined {
  const m = CALENDAR_DATE.exec(value.slice(0, 10));
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatCalendarDate(language: string, value: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = parseCalendarDate(value);
  return date ? dateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(date) : value;
}

export function formatInstant(language: string, value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat(localeOf(language), options).format(date);
}

export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(localeOf(language), options).format(value);
}

/**
 * The catalogue's formatter (an i18next formatter module, with `interpolation.alwaysFormat`): every
 * number given to a message is written as its language writes numbers ("12,345", "12.345",
 * "12 345"), by the kept formatters above; text and other values go into the message as they are.
 * i18next still chooses the plural form from the number itself. A message names no format of its
 * own (`{{count, number}}`): every number is one already.
 */
export const messageNumbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => {
    throw new Error('The catalogue formats every number itself; a message names no format');
  },
  addCached: () => {
    throw new Error('The catalogue formats every number itself; a message names no format');
  },
  // A value that is not a number goes back untouched (undefined too: i18next then reports the
  // placeholder as missing, as it does without a formatter).
  format: (value: unknown, _format, language) =>
    typeof value === 'number' ? formatNumber(language ?? 'en', value) : (value as string),
};

/** The formatters in the current language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    locale: localeOf(language),
    /** The language's writing direction, for what styles cannot mirror (a canvas, a chart, arrow keys). */
    direction: directionOf(language),
    calendarDate: (value: string, options?: Intl.DateTimeFormatOptions) => formatCalendarDate(language, value, options),
    instant: (value: string | Date, options?: Intl.DateTimeFormatOptions) => formatInstant(language, value, options),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(language, value, options),
  };
}
