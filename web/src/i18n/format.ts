// Dates and numbers in the reader's language. A calendar date ("2026-11-24": an event's day, a
// visit's day) is formatted as that day everywhere: it is read and written in UTC, so no time
// zone can move it. An instant (createdAt) is shown in the device's zone.
import { useTranslation } from 'react-i18next';
import { PSEUDO_RTL } from './languages.ts';

const localeOf = (language: string) => (language === PSEUDO_RTL ? 'en' : language);

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
  return date ? new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(date) : value;
}

export function formatInstant(language: string, value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : new Intl.DateTimeFormat(localeOf(language), options).format(date);
}

export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** The formatters in the current language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    locale: localeOf(language),
    calendarDate: (value: string, options?: Intl.DateTimeFormatOptions) => formatCalendarDate(language, value, options),
    instant: (value: string | Date, options?: Intl.DateTimeFormatOptions) => formatInstant(language, value, options),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(language, value, options),
  };
}
