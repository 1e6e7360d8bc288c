import { describe, expect, test } from 'vitest';
import { formatLocation, locationErrorOf } from './current-location.ts';

describe('locations', () => {
  test('are sent as "lat, lng (±acc m)"', () => {
    expect(formatLocation({ latitude: 34.2, longitude: -78, accuracy: 11.6 })).toBe('34.20000, -78.00000 (±12 m)');
  });

  test('each geolocation failure has its own message', () => {
    expect([1, 2, 3, 99].map((code) => locationErrorOf({ code }))).toEqual(['denied', 'unavailable', 'timeout', 'other']);
  });
});
