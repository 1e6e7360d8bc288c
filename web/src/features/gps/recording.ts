// A recording on /gps-enhanced as the device sees it (docs/product/gps.md, "Recording"): the
// points taken since Start Recording, the figures of the cards and the export file. The server
// keeps the same points and computes the stored route's figures itself.
import { kmPerHour, pathLength } from './geo.ts';
import type { Fix } from './location.ts';

export interface RecordedPoint extends Fix {
  clientId: string;
  sessionId: string;
}

/** How many of the latest points the list shows. */
export const RECENT_POINTS = 10;

/** The latest points, newest first. */
export const recentPoints = (points: readonly RecordedPoint[]) => points.slice(-RECENT_POINTS).reverse();

export const recordedDistance = (points: readonly RecordedPoint[]) => pathLength(points);

/** Speed in km/h with one decimal, or null when the device gave none. */
export const speedKmH = (point: Pick<Fix, 'speed'>) => (point.speed === null ? null : Math.round(kmPerHour(point.speed) * 10) / 10);

/** Whole seconds from the start to `now`. */
export const elapsedSeconds = (startedAt: number, now: number) => Math.max(0, Math.floor((now - startedAt) / 1000));

/** "1:05:09" or "5:09". */
export function formatDuration(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** "1.25 km" from 1 km on, else "350 m". */
export const formatDistance = (meters: number) => (meters >= 1000 ? `${(meters / 1000).toFixed(2)} km` : `${Math.round(meters)} m`);

/** gps-tracking-YYYY-MM-DD.json, the device's calendar date. */
export function exportFileName(now: Date): string {
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `gps-tracking-${date}.json`;
}

/** The export's content: the session, its figures and every point in the order taken. */
export function exportDocument(points: readonly RecordedPoint[], exportedAt: Date) {
  return {
    exportedAt: exportedAt.toISOString(),
    sessionId: points[0]?.sessionId ?? null,
    pointCount: points.length,
    distanceMeters: Math.round(recordedDistance(points) * 10) / 10,
    points: points.map((p) => ({
      latitude: p.latitude,
      longitude: p.longitude,
      accuracy: p.accuracy,
      altitude: p.altitude,
      speed: p.speed,
      heading: p.heading,
      timestamp: new Date(p.timestamp).toISOString(),
      sessionId: p.sessionId,
    })),
  };
}
