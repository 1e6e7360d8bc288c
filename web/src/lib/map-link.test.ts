import { expect, test } from 'vitest';
import { mapLink } from './map-link.ts';

test('coordinates get a map link; free text and impossible coordinates do not', () => {
  expect(mapLink('34.20000, -78.00000 (±12 m)')).toBe('https://www.openstreetmap.org/?mlat=34.2&mlon=-78#map=17/34.2/-78');
  expect(mapLink('Near the Kingdom Hall')).toBeNull();
  expect(mapLink('95.0, 10.0')).toBeNull();
});
