// The report page's own arithmetic: the ticking timer after a reload, months and durations.
import { describe, expect, test } from 'vitest';
import { clockOf, deviceToday, hoursAndMinutes, monthTitle, shiftMonth, timerSeconds } from './format.ts';

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
  expect(hoursAndMinutes(125)).toBe('2:05');
  expect(clockOf(3723)).toBe('1:02:03');
  expect(deviceToday(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
});
