import { describe, expect, test } from 'vitest';
import { addDays, alarmTimeOf, dayInMonth, isUpcoming, monthGrid, ninetyDayGrid, shiftMonth, timezoneOffsetAt, weeks } from './dates.ts';

describe('calendar grids', () => {
  test('a month is 42 days from the Sunday on or before the 1st', () => {
    const november = monthGrid({ year: 2026, month: 10 });
    expect(november).toHaveLength(42);
    // 1 November 2026 is a Sunday; 1 March 2026 too; 1 January 2027 is a Friday.
    expect(november[0]).toBe('2026-11-01');
    expect(november[41]).toBe('2026-12-12');
    const january = monthGrid({ year: 2027, month: 0 });
    expect(january[0]).toBe('2026-12-27');
    expect(january[5]).toBe('2027-01-01');
  });

  test('the 90-day view starts today, in Sunday-first weeks', () => {
    // 24 November 2026 is a Tuesday: two empty cells before it.
    const cells = ninetyDayGrid('2026-11-24');
    expect(cells.slice(0, 3)).toEqual([null, null, '2026-11-24']);
    expect(cells.filter(Boolean)).toHaveLength(90);
    expect(cells.filter(Boolean).at(-1)).toBe(addDays('2026-11-24', 89));
    expect(cells.length % 7).toBe(0);
    expect(weeks(cells).every((week) => week.length === 7)).toBe(true);
  });

  test('months and days roll over years and month ends', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayInMonth(31, { year: 2026, month: 10 })).toBe('2026-11-30');
    expect(dayInMonth(5, { year: 2027, month: 0 })).toBe('2027-01-05');
  });
});

describe('times', () => {
  test('the offset sent for the alarm is the one at the event’s own date and time', () => {
    const at = new Date(2026, 6, 1, 9, 30);
    expect(timezoneOffsetAt('2026-07-01', '09:30')).toBe(at.getTimezoneOffset());
  });

  test('a new event’s alarm on the device is 24 hours before its local date and time, as the server computes it', () => {
    expect(alarmTimeOf('2026-11-24', '09:30')).toBe(new Date(2026, 10, 23, 9, 30).toISOString());
    // Across a month end and a year end.
    expect(alarmTimeOf('2027-01-01', '00:15')).toBe(new Date(2026, 11, 31, 0, 15).toISOString());
  });

  test('an event is upcoming from its minute on', () => {
    const now = new Date(2026, 10, 24, 9, 30, 20);
    expect(isUpcoming('2026-11-24', '09:30', now)).toBe(true);
    expect(isUpcoming('2026-11-24', '09:28', now)).toBe(false);
    expect(isUpcoming('2026-11-25', '00:00', now)).toBe(true);
  });
});
