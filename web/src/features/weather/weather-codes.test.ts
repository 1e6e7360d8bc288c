import { describe, expect, test } from 'vitest';
import { compassPoint, weatherCode } from './weather-codes.ts';

describe('the weather-code table', () => {
  test('every code from 0 to 99 has a description, named or unknown', () => {
    for (let code = 0; code <= 99; code++) expect(weatherCode(code).key).toBeTruthy();
    expect(weatherCode(0).key).toBe('clearSky');
    expect(weatherCode(3).key).toBe('overcast');
    expect(weatherCode(45).key).toBe('foggy');
    expect(weatherCode(95).key).toBe('thunderstorm');
    expect(weatherCode(4).key).toBe('unknown');
  });
});

describe('wind direction', () => {
  test.each([
    [0, 'n'],
    [22, 'n'],
    [23, 'ne'],
    [225, 'sw'],
    [337, 'nw'],
    [338, 'n'],
    [360, 'n'],
  ])('%s° is %s', (degrees, point) => {
    expect(compassPoint(degrees)).toBe(point);
  });
});
