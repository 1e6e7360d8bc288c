import { describe, expect, test } from 'vitest';
import { timeAgo } from './time-ago.ts';

describe('timeAgo', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  test.each([
    ['2026-03-01T11:59:30Z', null],
    ['2026-03-01T11:55:00Z', '5 minutes ago'],
    ['2026-03-01T10:00:00Z', '2 hours ago'],
    ['2026-02-28T12:00:00Z', '1 day ago'],
    ['2025-12-01T12:00:00Z', '3 months ago'],
  ])('%s is %s', (iso, expected) => expect(timeAgo(iso, 'en', now)).toBe(expected));

  test('speaks the reader’s language', () => {
    expect(timeAgo('2026-03-01T11:55:00Z', 'es', now)).toBe('hace 5 minutos');
  });
});
