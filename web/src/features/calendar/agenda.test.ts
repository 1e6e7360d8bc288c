import { describe, expect, test } from 'vitest';
import { eventsByDay, listedDays, visitsByDay } from './agenda.ts';

const event = (id: string, date: string, time: string) => ({ id, title: id, date, time, type: 'meeting' });

describe('events by day', () => {
  test('groups by day in date and time order, an added event included wherever it was appended', () => {
    const map = eventsByDay([event('b', '2026-11-26', '19:00'), event('a', '2026-11-24', '09:30'), event('c', '2026-11-26', '08:00')]);
    expect([...map.keys()]).toEqual(['2026-11-24', '2026-11-26']);
    expect(map.get('2026-11-26')!.map((e) => e.id)).toEqual(['c', 'b']);
  });

  test('keeps only the days shown when they are given', () => {
    const map = eventsByDay([event('a', '2026-10-31', '09:00'), event('b', '2026-11-01', '09:00')], ['2026-11-01', '2026-11-02']);
    expect([...map.keys()]).toEqual(['2026-11-01']);
  });
});

describe('return visits on the grid', () => {
  const days = ['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03'];
  test('marks the days on screen that have visits planned, with how many', () => {
    const visits = visitsByDay(
      [
        { date: '2026-11-02', count: 2 },
        { date: '2026-11-30', count: 1 },
        { date: '2026-11-03', count: 0 },
      ],
      days,
    );
    expect([...visits]).toEqual([['2026-11-02', 2]]);
  });

  test('the list under the grid names days with events or visits, in date order, within the month shown', () => {
    const events = eventsByDay([event('a', '2026-11-03', '09:00'), event('b', '2026-10-31', '09:00')]);
    const visits = new Map([['2026-11-02', 1], ['2026-10-31', 3]]);
    expect(listedDays(days, events, visits, '2026-11')).toEqual(['2026-11-02', '2026-11-03']);
    expect(listedDays(days, events, visits, null)).toEqual(['2026-10-31', '2026-11-02', '2026-11-03']);
  });
});
