// The rules of the Return Visits page that need no browser: which visits are due this week in the
// device's calendar, and the suggested walking order through them.
import { describe, expect, test } from 'vitest';
import { dueMayContinue, dueThisWeek, endOfWeek, isDue, isOverdue } from './due.ts';
import { walkingOrder } from './walking-order.ts';

describe('due this week', () => {
  test('the week ends on Sunday, also across a month and a year', () => {
    expect(endOfWeek('2026-11-25')).toBe('2026-11-29'); // a Wednesday
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29'); // Sunday is the week's last day
    expect(endOfWeek('2026-11-30')).toBe('2026-12-06'); // Monday starts the next week
    expect(endOfWeek('2026-12-31')).toBe('2027-01-03');
  });

  test('due: on or before Sunday; overdue: before today; none: never due', () => {
    const today = '2026-11-25';
    expect(isDue({ nextVisitDate: '2026-11-29' }, today)).toBe(true);
    expect(isDue({ nextVisitDate: '2026-11-30' }, today)).toBe(false);
    expect(isDue({ nextVisitDate: null }, today)).toBe(false);
    expect(isOverdue({ nextVisitDate: '2026-11-24' }, today)).toBe(true);
    expect(isOverdue({ nextVisitDate: '2026-11-25' }, today)).toBe(false);
  });

  test('overdue first, then by day; the list keeps its order on the same day', () => {
    const visits = [
      { name: 'Later', nextVisitDate: '2026-11-28' },
      { name: 'Next week', nextVisitDate: '2026-12-01' },
      { name: 'Overdue', nextVisitDate: '2026-10-01' },
      { name: 'None', nextVisitDate: null },
      { name: 'Today A', nextVisitDate: '2026-11-25' },
      { name: 'Today B', nextVisitDate: '2026-11-25' },
    ];
    expect(dueThisWeek(visits, '2026-11-25').map((v) => v.name)).toEqual(['Overdue', 'Today A', 'Today B', 'Later']);
  });

  test('more pages are read while the last visit loaded is still due and the server has more', () => {
    const today = '2026-11-25';
    const page = [{ nextVisitDate: '2026-11-20' }, { nextVisitDate: '2026-11-29' }];
    expect(dueMayContinue(page, true, today)).toBe(true);
    expect(dueMayContinue(page, false, today)).toBe(false);
    expect(dueMayContinue([...page, { nextVisitDate: '2026-11-30' }], true, today)).toBe(false);
    expect(dueMayContinue([...page, { nextVisitDate: null }], true, today)).toBe(false);
    expect(dueMayContinue([], true, today)).toBe(false);
  });
});

describe('walking order', () => {
  const a = { name: 'A', latitude: 34.2, longitude: -77.9 };
  const b = { name: 'B', latitude: 34.21, longitude: -77.9 };
  const c = { name: 'C', latitude: 34.3, longitude: -77.9 };
  const noPin = { name: 'No pin', latitude: null, longitude: null };

  test('from the member’s position, always to the nearest one left', () => {
    expect(walkingOrder([a, c, b], { latitude: 34.31, longitude: -77.9 }).map((v) => v.name)).toEqual(['C', 'B', 'A']);
  });

  test('without a position, from the first due one; visits without a pin are left out', () => {
    expect(walkingOrder([c, noPin, a, b]).map((v) => v.name)).toEqual(['C', 'B', 'A']);
    expect(walkingOrder([noPin])).toEqual([]);
    expect(walkingOrder([])).toEqual([]);
  });
});
