// The report's arithmetic (docs/product/report.md), as pure functions: rollover of field time only,
// the credit cap, the service year's boundary, goals and pace, and the member's day around
// midnight and a daylight-saving change.
import { describe, expect, test } from 'vitest';
import { dayIn } from '../../lib/time-zone.ts';
import {
  daysLeft,
  monthTimes,
  reminderMonth,
  roundTimerMinutes,
  serviceYearOf,
  shiftMonth,
  summarize,
  type EntryTime,
} from './arithmetic.ts';

const entry = (date: string, minutes: number, credit = false): EntryTime => ({ date, minutes, credit });
const pioneer = { role: 'regular_pioneer' as const, monthlyGoalHours: null, annualGoalHours: null, creditCapHours: 55 };

describe('rollover', () => {
  test('leftover field minutes below an hour roll into the next month', () => {
    const times = monthTimes([entry('2026-10-03', 125), entry('2026-11-02', 50)], '2026-11', 'regular_pioneer', 55);
    expect(times.get('2026-10')).toMatchObject({ standardHours: 2, carriedOutMinutes: 5 });
    expect(times.get('2026-11')).toMatchObject({ carriedInMinutes: 5, standardMinutes: 55, standardHours: 0, carriedOutMinutes: 55 });
  });

  test('a carry runs through empty months and completes an hour later', () => {
    const times = monthTimes([entry('2026-01-10', 40), entry('2026-04-10', 30)], '2026-04', 'auxiliary_pioneer', 55);
    expect(times.get('2026-02')).toMatchObject({ carriedInMinutes: 40, carriedOutMinutes: 40 });
    expect(times.get('2026-04')).toMatchObject({ standardHours: 1, carriedOutMinutes: 10 });
  });

  test('credit minutes never roll over, and field time does not leak into credit', () => {
    const times = monthTimes([entry('2026-10-01', 90, true), entry('2026-10-02', 30)], '2026-11', 'regular_pioneer', 55);
    expect(times.get('2026-10')).toMatchObject({ creditMinutes: 90, creditHours: 1, standardHours: 0, carriedOutMinutes: 30 });
    expect(times.get('2026-11')).toMatchObject({ carriedInMinutes: 30, creditMinutes: 0, creditHours: 0 });
  });

  test('the carry crosses the service year (August → September)', () => {
    const times = monthTimes([entry('2026-08-31', 45)], '2026-09', 'regular_pioneer', 55);
    expect(times.get('2026-09')).toMatchObject({ carriedInMinutes: 45 });
  });
});

describe('credit cap', () => {
  test('a regular pioneer’s credit stops at the cap within a service year and starts again in September', () => {
    const entries = [entry('2025-10-05', 40 * 60, true), entry('2026-03-05', 30 * 60, true), entry('2026-09-05', 20 * 60, true)];
    const times = monthTimes(entries, '2026-09', 'regular_pioneer', 55);
    expect(times.get('2025-10')!.creditHours).toBe(40);
    expect(times.get('2026-03')!.creditHours).toBe(15);
    expect(times.get('2026-09')!.creditHours).toBe(20);
  });

  test('the cap is a setting, and other roles have none', () => {
    const entries = [entry('2026-10-05', 30 * 60, true)];
    expect(monthTimes(entries, '2026-10', 'regular_pioneer', 10).get('2026-10')!.creditHours).toBe(10);
    expect(monthTimes(entries, '2026-10', 'special_pioneer', 10).get('2026-10')!.creditHours).toBe(30);
  });

  test('what the cap still allows is reported for the year so far', () => {
    const summary = summarize([entry('2026-09-05', 50 * 60, true)], '2026-10', '2026-10-01', pioneer);
    expect(summary).toMatchObject({ creditHoursThisYear: 50, creditHoursLeftThisYear: 5 });
  });
});

describe('service year', () => {
  test('runs September to August', () => {
    expect(serviceYearOf('2026-08')).toEqual({ first: '2025-09', last: '2026-08' });
    expect(serviceYearOf('2026-09')).toEqual({ first: '2026-09', last: '2027-08' });
    expect(serviceYearOf('2027-01')).toEqual({ first: '2026-09', last: '2027-08' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  test('the year’s hours count from September only', () => {
    const entries = [entry('2026-08-20', 600), entry('2026-09-03', 120)];
    const august = summarize(entries, '2026-08', '2026-08-31', pioneer);
    const september = summarize(entries, '2026-09', '2026-09-03', pioneer);
    expect(august.countedMinutesThisYear).toBe(600);
    expect(august.yearMinutesLeft).toBe(600 * 60 - 600);
    expect(september.countedMinutesThisYear).toBe(120);
    expect(september.daysLeftInYear).toBe(363);
  });
});

describe('goals, hours left and pace', () => {
  test('hours left this month and the pace per remaining week, from the member’s today', () => {
    const summary = summarize([entry('2026-11-02', 20 * 60)], '2026-11', '2026-11-24', pioneer);
    // 50 − 20 hours = 1800 minutes over the 7 days from the 24th to the 30th.
    expect(summary).toMatchObject({ monthlyGoalHours: 50, monthMinutesLeft: 1800, daysLeftInMonth: 7, monthPaceMinutesPerWeek: 1800 });
    const withGoal = summarize([], '2026-11', '2026-11-16', { ...pioneer, role: 'auxiliary_pioneer', monthlyGoalHours: 15 });
    expect(withGoal).toMatchObject({ monthlyGoalHours: 15, annualGoalHours: null, monthMinutesLeft: 900, daysLeftInMonth: 15, monthPaceMinutesPerWeek: 420 });
  });

  test('a past month has no days left and no pace; a goal met leaves nothing', () => {
    const summary = summarize([entry('2026-10-02', 51 * 60)], '2026-10', '2026-11-24', pioneer);
    expect(summary).toMatchObject({ daysLeftInMonth: 0, monthMinutesLeft: 0, monthPaceMinutesPerWeek: null });
  });

  test('a publisher has no hour goals', () => {
    const summary = summarize([entry('2026-10-02', 60)], '2026-10', '2026-10-05', { ...pioneer, role: 'publisher' });
    expect(summary).toMatchObject({ reportsHours: false, monthlyGoalHours: null, monthMinutesLeft: null, yearPaceMinutesPerWeek: null });
  });

  test('days left count calendar dates only', () => {
    expect(daysLeft('2026-11-24', '2026-11', '2026-11')).toBe(7);
    expect(daysLeft('2026-10-01', '2026-11', '2026-11')).toBe(30);
    expect(daysLeft('2028-02-28', '2028-02', '2028-02')).toBe(2);
  });
});

describe('the member’s day', () => {
  test('follows the device’s time zone around midnight, never the server’s', () => {
    const instant = new Date('2026-11-25T04:30:00Z');
    expect(dayIn(instant, 'America/New_York')).toBe('2026-11-24');
    expect(dayIn(instant, 'Europe/Madrid')).toBe('2026-11-25');
    expect(dayIn(new Date('2026-11-24T23:59:59Z'), 'UTC')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-24T23:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-25');
  });

  test('stays the same day across a daylight-saving change', () => {
    // Europe/Madrid leaves summer time at 03:00 on 25 October 2026 (01:00 UTC).
    expect(dayIn(new Date('2026-10-24T22:30:00Z'), 'Europe/Madrid')).toBe('2026-10-25');
    expect(dayIn(new Date('2026-10-25T22:30:00Z'), 'Europe/Madrid')).toBe('2026-10-25');
    expect(dayIn(new Date('2026-10-25T23:30:00Z'), 'Europe/Madrid')).toBe('2026-10-26');
    // New York starts summer time at 02:00 on 8 March 2026: 23:30 local is 03:30 UTC the next day.
    expect(dayIn(new Date('2026-03-09T03:30:00Z'), 'America/New_York')).toBe('2026-03-08');
    // The 25-hour day is still one day left in the month's count.
    expect(daysLeft('2026-10-25', '2026-10', '2026-10')).toBe(7);
  });
});

describe('timer rounding and the reminder', () => {
  test('rounds down to the member’s step', () => {
    expect(roundTimerMinutes(3599, 'none')).toBe(59);
    expect(roundTimerMinutes(44 * 60, 'quarter_hour')).toBe(30);
    expect(roundTimerMinutes(89 * 60, 'half_hour')).toBe(60);
    expect(roundTimerMinutes(119 * 60, 'hour')).toBe(60);
  });

  test('reminds on the last 3 days and the first days of the next month until sent', () => {
    const none = () => false;
    expect(reminderMonth('2026-11-27', none)).toBeNull();
    expect(reminderMonth('2026-11-28', none)).toBe('2026-11');
    expect(reminderMonth('2026-12-01', none)).toBe('2026-11');
    expect(reminderMonth('2026-12-10', none)).toBe('2026-11');
    expect(reminderMonth('2026-12-11', none)).toBeNull();
    expect(reminderMonth('2026-12-02', (m) => m === '2026-11')).toBeNull();
    expect(reminderMonth('2027-02-26', none)).toBe('2027-02');
  });
});
