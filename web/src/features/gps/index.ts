// What the GPS area offers the return visits' maps: the map library's loader, the map styles and
// the geometry of points, windows and distances.
export { boundsOf, DEFAULT_WINDOW_DEGREES, distanceMeters, WILMINGTON, WINDOW_DEGREES, windowAround } from './geo.ts';
export type { LatLng } from './geo.ts';
export { styleFor } from './map-style.ts';
export type { MapSettings } from './map-style.ts';
export { addAttribution, loadMaplibre } from './maplibre.ts';
