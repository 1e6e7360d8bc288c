import { describe, expect, test } from 'vitest';
import { caption, formatDate, formatTime } from './clock.ts';

describe('home clock', () => {
  test('captions: morning before 12:00, afternoon before 17:00, otherwise family worship', () => {
    expect(caption(new Date(2026, 0, 1, 0, 0))).toBe('morning');
    expect(caption(new Date(2026, 0, 1, 11, 59))).toBe('morning');
    expect(caption(new Date(2026, 0, 1, 12, 0))).toBe('afternoon');
    expect(caption(new Date(2026, 0, 1, 16, 59))).toBe('afternoon');
    expect(caption(new Date(2026, 0, 1, 17, 0))).toBe('evening');
  });

  test('the time is shown on a 24-hour clock with seconds, in English and Spanish', () => {
    expect(formatTime(new Date(2026, 0, 1, 18, 5, 9))).toBe('18:05:09');
    expect(formatTime(new Date(2026, 0, 1, 0, 5, 9), 'es')).toBe('00:05:09');
    expect(formatTime(new Date(2026, 0, 1, 18, 5, 9), 'en', false)).toBe('18:05');
  });

  test('the date is written in the reader language', () => {
    expect(formatDate(new Date(2026, 10, 22), 'en')).toBe('Sunday, November 22, 2026');
    expect(formatDate(new Date(2026, 10, 22), 'es')).toBe('domingo, 22 de noviembre de 2026');
  });
});
