// Positions and distances on the maps (docs/product/gps.md, "Rules and constants"). The server
// computes a route's stored distance with the same great-circle rule (api/src/modules/gps).

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Wilmington International Airport: where the return-visit maps open when no visit is placed yet. */
export const WILMINGTON: LatLng = { latitude: 34.2706, longitude: -77.9026 };

/**
 * The congregation's area: where the GPS pages' maps open before a location is known and what
 * their "Set to …" button moves to. It is the place an admin sets for the app (the weather's
 * region and its coordinates, docs/product/gps.md), never a name written in the code.
 */
export interface HomePlace extends LatLng {
  name: string;
}

/** The app settings' region as the GPS pages' home place. */
export function homePlaceOf(settings: { weatherRegion: string; weatherLat: number; weatherLng: number }): HomePlace {
  return { name: settings.weatherRegion, latitude: settings.weatherLat, longitude: settings.weatherLng };
}

/** Degrees shown around a located position, and around the default position. */
export const WINDOW_DEGREES = 0.003;
export const DEFAULT_WINDOW_DEGREES = 0.007;

export const EARTH_RADIUS_M = 6_371_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a path through points in their order, in metres. */
export function pathLength(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceMeters(points[i - 1]!, points[i]!);
  return total;
}

/** Speed in km/h from the device's metres per second. */
export const kmPerHour = (metersPerSecond: number) => metersPerSecond * 3.6;

/** The map's window: [[west, south], [east, north]] around a position. */
export function windowAround(center: LatLng, degrees: number): [[number, number], [number, number]] {
  return [
    [center.longitude - degrees, center.latitude - degrees],
    [center.longitude + degrees, center.latitude + degrees],
  ];
}

/** The smallest window holding every point (a route, a territory's boundary). */
export function boundsOf(points: readonly LatLng[]): [[number, number], [number, number]] {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

export const ACCURACY_CIRCLE_MIN_PX = 40;
export const ACCURACY_CIRCLE_MAX_PX = 150;

/**
 * The accuracy circle's diameter on screen: the accuracy radius at the map's scale (Web Mercator,
 * 512-pixel tiles as maplibre draws them), clamped so it never vanishes nor covers the map.
 */
export function accuracyCirclePx(accuracyMeters: number, latitude: number, zoom: number): number {
  const metersPerPixel = (Math.cos(radians(latitude)) * 2 * Math.PI * EARTH_RADIUS_M) / (512 * 2 ** zoom);
  const diameter = (2 * accuracyMeters) / metersPerPixel;
  return Math.min(ACCURACY_CIRCLE_MAX_PX, Math.max(ACCURACY_CIRCLE_MIN_PX, diameter));
}

/** "34.270600" — six decimals is about 10 cm, finer than any phone's fix. */
export const formatCoordinate = (value: number) => value.toFixed(6);
