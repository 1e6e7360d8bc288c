import { describe, expect, test } from 'vitest';
import { caption, formatTime } from './clock.ts';

describe('home clock', () => {
  test('captions follow the spec: morning before 12:00, afternoon before 17:00, otherwise family worship', () => {
    expect(caption(new Date(2026, 0, 1, 0, 0))).toBe('Time for morning ministry');
    expect(caption(new Date(2026, 0, 1, 11, 59))).toBe('Time for morning ministry');
    expect(caption(new Date(2026, 0, 1, 12, 0))).toBe('Time for afternoon service');
    expect(caption(new Date(2026, 0, 1, 16, 59))).toBe('Time for afternoon service');
    expect(caption(new Date(2026, 0, 1, 17, 0))).toBe('Time for family worship');
  });

  test('the time is shown on a 24-hour clock with seconds', () => {
    expect(formatTime(new Date(2026, 0, 1, 18, 5, 9))).toBe('18:05:09');
  });
});
