// Distances, the map's windows, the accuracy circle, the recording's figures and export, and the
// outbox's exactly-once, in-order delivery (docs/product/gps.md).
import { describe, expect, test } from 'vitest';
import { accuracyCirclePx, DEFAULT_WINDOW_DEGREES, distanceMeters, kmPerHour, pathLength, WILMINGTON, windowAround } from './geo.ts';
import { deliveryOf, flushOutbox, memoryStore, nextSeq, type Delivery, type GpsOutboxItem } from './gps-outbox.ts';
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

describe('outbox', () => {
  const item = (clientId: string, owner = 'me'): GpsOutboxItem => ({ clientId, owner, seq: nextSeq(), kind: 'point', body: {} });

  test('sends in order, stops at the first that must wait, and sends the rest later exactly once', async () => {
    const store = memoryStore();
    for (const id of ['a', 'b', 'c']) await store.put(item(id));
    await store.put(item('other', 'someone else'));
    const sent: string[] = [];
    let online = false;
    const send = async (i: GpsOutboxItem): Promise<Delivery> => {
      if (!online && i.clientId === 'b') throw new TypeError('Failed to fetch');
      sent.push(i.clientId);
      return 'delivered';
    };
    const ids = (result: { delivered: GpsOutboxItem[] }) => result.delivered.map((i) => i.clientId);
    const first = await flushOutbox(store, 'me', send);
    expect([ids(first), first.remaining]).toEqual([['a'], 2]);
    online = true;
    const second = await flushOutbox(store, 'me', send);
    expect([ids(second), second.remaining]).toEqual([['b', 'c'], 0]);
    expect(ids(await flushOutbox(store, 'me', send))).toEqual([]);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(store.items.map((i) => i.clientId)).toEqual(['other']);
  });

  test('a refused item leaves the queue and is reported; a server error waits', async () => {
    expect([200, 201, 400, 404, 401, 429, 500, 503].map(deliveryOf)).toEqual(['delivered', 'delivered', 'refused', 'refused', 'retry', 'retry', 'retry', 'retry']);
    const store = memoryStore();
    await store.put(item('bad'));
    await store.put(item('good'));
    const result = await flushOutbox(store, 'me', async (i) => (i.clientId === 'bad' ? 'refused' : 'delivered'));
    expect(result.refused.map((i) => i.clientId)).toEqual(['bad']);
    expect(result.delivered.map((i) => i.clientId)).toEqual(['good']);
  });

  test('sequence numbers grow even within one millisecond', () => {
    const a = nextSeq(1000);
    const b = nextSeq(1000);
    expect(b).toBeGreaterThan(a);
  });
});
