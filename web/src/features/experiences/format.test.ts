import { describe, expect, test } from 'vitest';
import { imageProblem, megabytes, timeAgo } from './format.ts';

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

describe('image checks', () => {
  test('the size is counted in MB', () => {
    expect(megabytes(1_572_864)).toBe(1.5);
  });
  test('only images under 10 MB pass', () => {
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('imageTooLarge');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('imageInvalid');
  });
});
