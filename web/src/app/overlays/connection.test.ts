import { describe, expect, test } from 'vitest';
import { indicatorDuration, qualityOf } from './connection.ts';

describe('connection quality', () => {
  test('offline wins over everything', () => {
    expect(qualityOf(false, { effectiveType: '4g', downlink: 10 })).toBe('offline');
  });
  test('2g, slow-2g and a downlink under 0.5 are poor', () => {
    expect(qualityOf(true, { effectiveType: '2g' })).toBe('poor');
    expect(qualityOf(true, { effectiveType: 'slow-2g' })).toBe('poor');
    expect(qualityOf(true, { effectiveType: '4g', downlink: 0.4 })).toBe('poor');
    expect(qualityOf(true, { effectiveType: '3g', downlink: 0.5 })).toBe('good');
    expect(qualityOf(true)).toBe('good');
  });
  test('the indicator stays while offline or poor, shows restored 4 s, and a change while poor 3 s', () => {
    expect(indicatorDuration('good', 'offline')).toBeNull();
    expect(indicatorDuration('good', 'poor')).toBeNull();
    expect(indicatorDuration('poor', 'poor')).toBe(3000);
    expect(indicatorDuration('offline', 'good')).toBe(4000);
    expect(indicatorDuration('poor', 'good')).toBe(4000);
    expect(indicatorDuration('good', 'good')).toBe(0);
  });
});
