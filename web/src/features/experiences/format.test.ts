import { describe, expect, test } from 'vitest';
import { IMAGE_MESSAGES, imageProblem, sizeInMB, timeAgo } from './format.ts';

describe('timeAgo', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  test.each([
    ['2026-03-01T11:59:30Z', 'less than a minute ago'],
    ['2026-03-01T11:55:00Z', '5 minutes ago'],
    ['2026-03-01T10:00:00Z', '2 hours ago'],
    ['2026-02-28T12:00:00Z', '1 day ago'],
    ['2025-12-01T12:00:00Z', '3 months ago'],
  ])('%s is %s', (iso, expected) => expect(timeAgo(iso, now)).toBe(expected));
});

describe('image checks', () => {
  test('the size is shown in MB with two decimals', () => {
    expect(sizeInMB(1_572_864)).toBe('1.50 MB');
    expect(sizeInMB(1234)).toBe('0.00 MB');
  });
  test('only images under 10 MB pass', () => {
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(IMAGE_MESSAGES.tooLarge);
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_MESSAGES.invalid);
  });
});
