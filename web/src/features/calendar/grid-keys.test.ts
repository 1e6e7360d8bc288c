import { describe, expect, test } from 'vitest';
import { dayMove } from './grid-keys.ts';

describe('the day grid’s keys', () => {
  test('left to right: ArrowRight is the next day, ArrowLeft the day before', () => {
    expect(dayMove('ArrowRight', 3, 'ltr')).toBe(1);
    expect(dayMove('ArrowLeft', 3, 'ltr')).toBe(-1);
  });

  test('right to left the grid is mirrored: ArrowLeft is the next day, ArrowRight the day before', () => {
    expect(dayMove('ArrowLeft', 3, 'rtl')).toBe(1);
    expect(dayMove('ArrowRight', 3, 'rtl')).toBe(-1);
  });

  test('up and down move a week, Home and End to the week’s ends, in either direction', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      expect(dayMove('ArrowUp', 3, direction)).toBe(-7);
      expect(dayMove('ArrowDown', 3, direction)).toBe(7);
      // Wednesday: Sunday is 3 days back, Saturday 3 ahead.
      expect(dayMove('Home', 3, direction)).toBe(-3);
      expect(dayMove('End', 3, direction)).toBe(3);
    }
    expect(dayMove('Enter', 3, 'ltr')).toBeUndefined();
  });
});
