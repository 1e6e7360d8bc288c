import { describe, expect, test } from 'vitest';
import { ALERT_TYPES, formatWhen, mapLink } from './alert-types.ts';
import { formatLocation } from './useCurrentLocation.ts';

describe('the alert types', () => {
  test('are the spec’s three, with its success descriptions', () => {
    expect(ALERT_TYPES.map((t) => [t.status, t.label, t.sentDescription])).toEqual([
      ['red', 'In Trouble', 'Emergency Alert Sent - In Trouble'],
      ['orange', 'Okay but Some Damage', 'Status Alert Sent - Okay but Some Damage'],
      ['green', 'Perfectly Fine', 'All Clear Alert Sent - Perfectly Fine'],
    ]);
  });
});

describe('locations', () => {
  test('are sent as "lat, lng (±acc m)"', () => {
    expect(formatLocation({ latitude: 34.2, longitude: -78, accuracy: 11.6 })).toBe('34.20000, -78.00000 (±12 m)');
  });

  test('coordinates get a map link; free text and impossible coordinates do not', () => {
    expect(mapLink('34.20000, -78.00000 (±12 m)')).toBe('https://www.openstreetmap.org/?mlat=34.2&mlon=-78#map=17/34.2/-78');
    expect(mapLink('Near the Kingdom Hall')).toBeNull();
    expect(mapLink('95.0, 10.0')).toBeNull();
  });
});

test('times are 24-hour, with the day when it is not today', () => {
  const now = new Date(2026, 2, 3, 18, 0);
  expect(formatWhen(new Date(2026, 2, 3, 14, 5).toISOString(), now)).toMatch(/^14:05$/);
  expect(formatWhen(new Date(2026, 2, 1, 9, 30).toISOString(), now)).toMatch(/09:30$/);
  expect(formatWhen(new Date(2026, 2, 1, 9, 30).toISOString(), now)).not.toBe('09:30');
});
