// The report page's own arithmetic: the ticking timer after a reload, months and durations.
import { describe, expect, test } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import arabic from '../../i18n/locales/ar/report.json';
import english from '../../i18n/locales/en/report.json';
import { clockOf, deviceToday, durationText, entryProblems, monthTitle, shiftMonth, timerSeconds } from './format.ts';

describe('timerSeconds', () => {
  const startedAt = '2026-11-24T10:00:00.000Z';
  test('counts from when the run started, with the seconds of earlier runs', () => {
    // 120 s counted before this run; the server answered 30 s into it.
    const timer = { running: true, startedAt, elapsedSeconds: 150, at: '2026-11-24T10:00:30.000Z' };
    expect(timerSeconds(timer, Date.parse('2026-11-24T10:25:00.000Z'))).toBe(120 + 25 * 60);
  });

  test('a paused timer shows what it counted', () => {
    expect(timerSeconds({ running: false, startedAt: null, elapsedSeconds: 95, at: startedAt }, Date.now())).toBe(95);
  });
});

test('months, durations and the device’s day', () => {
  expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  expect(monthTitle('2026-11', 'en-US')).toBe('November 2026');
  expect(monthTitle('2026-11', 'es-ES')).toBe('noviembre de 2026');
  expect(clockOf(3723)).toBe('1:02:03');
  expect(deviceToday(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
});

test('every length of time is written one way, in the member’s language', async () => {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: { en: { report: english }, ar: { report: arabic } }, ns: ['report'], defaultNS: 'report' });
  const en = i18n.getFixedT('en', 'report') as TFunction<'report'>;
  expect([125, 240, 45, 0, 600.4].map((minutes) => durationText(en, minutes))).toEqual(['2 h 5 min', '4 h', '45 min', '0 h', '10 h']);
  expect(durationText(i18n.getFixedT('ar', 'report') as TFunction<'report'>, 125)).toBe('2 س 5 د');
});

test('the entry form names what the server would refuse: a day that does not exist, hours, minutes, a length of 1 minute to 24 hours', () => {
  const ok = { date: '2026-11-28', hours: '2', minutes: '15' };
  expect(entryProblems(ok)).toEqual({});
  expect(entryProblems({ ...ok, date: '2026-02-30' })).toEqual({ date: 'dateInvalid' });
  expect(entryProblems({ ...ok, date: '' })).toEqual({ date: 'dateInvalid' });
  expect(entryProblems({ ...ok, hours: '25' })).toEqual({ hours: 'hoursRange' });
  expect(entryProblems({ ...ok, hours: '1.5' })).toEqual({ hours: 'hoursRange' });
  expect(entryProblems({ ...ok, minutes: '60' })).toEqual({ minutes: 'minutesRange' });
  expect(entryProblems({ ...ok, hours: '', minutes: '' })).toEqual({ minutes: 'durationRange' });
  expect(entryProblems({ ...ok, hours: '24', minutes: '1' })).toEqual({ minutes: 'durationRange' });
  expect(entryProblems({ ...ok, hours: '24', minutes: '' })).toEqual({});
});
