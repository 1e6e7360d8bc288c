// Distances, the map's windows, the accuracy circle, the recording's figures and export
// (docs/product/gps.md). Delivery of the recorded points is the one write path's (offline/engine.test.ts).
import { describe, expect, test } from 'vitest';
import { accuracyCirclePx, DEFAULT_WINDOW_DEGREES, distanceMeters, kmPerHour, pathLength, WILMINGTON, windowAround } from './geo.ts';
import { attributionCorner } from './maplibre.ts';
import { exportDocument, exportFileName, formatDuration, recentPoints, speedKmH, type RecordedPoint } from './recording.ts';

const point = (i: number, extra: Partial<RecordedPoint> = {}): RecordedPoint => ({
  clientId: `p${i}`,
  sessionId: 's1',
  latitude: 34 + i * 0.001,
  longitude: -77.9,
  accuracy: 10,
  altitude: null,
  altitudeAccuracy: null,
  heading: null,
  speed: 2,
  timestamp: Date.UTC(2026, 10, 24, 12, 0, i),
  ...extra,
});

describe('geo', () => {
  test('great-circle distance on a 6371 km earth', () => {
    // One degree of latitude is 6371 km × π / 180.
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo((6_371_000 * Math.PI) / 180, 3);
    expect(distanceMeters(WILMINGTON, WILMINGTON)).toBe(0);
    expect(pathLength([point(0), point(1), point(2)])).toBeCloseTo(2 * ((6_371_000 * Math.PI) / 180) * 0.001, 3);
  });

  test('speed in km/h is m/s × 3.6', () => {
    expect(kmPerHour(10)).toBe(36);
    expect(speedKmH({ speed: 1.25 })).toBe(4.5);
    expect(speedKmH({ speed: null })).toBeNull();
  });

  test('windows: 0.007° around the default position', () => {
    expect(windowAround(WILMINGTON, DEFAULT_WINDOW_DEGREES)).toEqual([
      [WILMINGTON.longitude - 0.007, WILMINGTON.latitude - 0.007],
      [WILMINGTON.longitude + 0.007, WILMINGTON.latitude + 0.007],
    ]);
  });

  test('the accuracy circle is clamped to 40–150 px', () => {
    expect(accuracyCirclePx(1, 34, 16)).toBe(40);
    expect(accuracyCirclePx(5000, 34, 16)).toBe(150);
    const mid = accuracyCirclePx(20, 34, 17);
    expect(mid).toBeGreaterThan(40);
    expect(mid).toBeLessThan(150);
  });
});

describe('recording', () => {
  test('the list shows the last 10 points, newest first', () => {
    const points = Array.from({ length: 12 }, (_, i) => point(i));
    expect(recentPoints(points).map((p) => p.clientId)).toEqual(['p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2']);
  });

  test('durations read m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(309)).toBe('5:09');
    expect(formatDuration(3909)).toBe('1:05:09');
  });

  test('the export is gps-tracking-{date}.json with every point', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('gps-tracking-2026-01-05.json');
    const doc = exportDocument([point(0), point(1)], new Date(Date.UTC(2026, 10, 24)));
    expect(doc).toMatchObject({ sessionId: 's1', pointCount: 2, points: [{ latitude: 34, timestamp: '2026-11-24T12:00:00.000Z' }, { latitude: 34.001 }] });
    expect(doc.distanceMeters).toBeCloseTo(111.2, 1);
  });
});

describe('the map in the reading direction', () => {
  test('the attribution sits where a line ends: bottom right, or bottom left right to left', () => {
    expect(attributionCorner('ltr')).toBe('bottom-right');
    expect(attributionCorner('')).toBe('bottom-right');
    expect(attributionCorner('rtl')).toBe('bottom-left');
  });
});
