// Formatters are made once per language and options and kept (format.ts): a browser spends far
// more making one than using it. Every screen formats through them: a scan of the app's sources
// finds no other place that makes one, or that formats in the browser's language instead of the
// member's (toLocaleDateString and the like).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { appSources, SOURCE_ROOT as root } from '../app/app-sources.ts';
import { dateTimeFormat, formatCalendarDate, formatInstant, formatNumber, numberFormat, relativeTimeFormat } from './format.ts';

test('a formatter is made once for a language and its options, and apart for others', () => {
  const medium = dateTimeFormat('en', { dateStyle: 'medium' });
  expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(medium);
  expect(dateTimeFormat('es', { dateStyle: 'medium' })).not.toBe(medium);
  expect(dateTimeFormat('en', { dateStyle: 'long' })).not.toBe(medium);
  expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
  expect(numberFormat('en')).toBe(numberFormat('en'));
  expect(numberFormat('en')).not.toBe(numberFormat('en', { maximumFractionDigits: 0 }));
  expect(relativeTimeFormat('es', { numeric: 'always' })).toBe(relativeTimeFormat('es', { numeric: 'always' }));
  // A date formatter and a number formatter of the same language and no options are not mixed up.
  expect(dateTimeFormat('de')).not.toBe(numberFormat('de'));
});

test('kept formatters write what new ones do, and a calendar date stays its day', () => {
  const instant = new Date(Date.UTC(2026, 10, 30, 23, 30));
  for (const language of ['en', 'es']) {
    expect(formatInstant(language, instant)).toBe(new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(instant));
    expect(formatInstant(language, instant)).toBe(formatInstant(language, instant));
    expect(formatNumber(language, 1234.5)).toBe(new Intl.NumberFormat(language).format(1234.5));
  }
  expect(formatCalendarDate('en', '2026-11-30')).toBe('Nov 30, 2026');
  expect(formatCalendarDate('es', '2026-11-30')).toBe('30 nov 2026');
  expect(formatCalendarDate('en', 'not a date')).toBe('not a date');
});

test('no screen makes a formatter of its own or formats in the browser\'s language', () => {
  const found: string[] = [];
  for (const file of appSources()) {
    const name = relative(root, file);
    if (name === join('i18n', 'format.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/new Intl\.\w+|\.toLocale(?:Date|Time)?String\(/g)) found.push(`${name}: ${match[0]}`);
  }
  expect(found).toEqual([]);
});
