// The maps' styles: raster tiles from the templates the server is configured with (mapSettings),
// so the tile provider is chosen by the operator and the tests can serve their own tiles.
import type { StyleSpecification } from 'maplibre-gl';

export type MapType = 'street' | 'satellite' | 'hybrid';

export interface MapSettings {
  tileUrl: string;
  satelliteTileUrl: string;
  attribution: string;
  /** The admin's vehicle image, marking the position in place of the dot (docs/product/gps.md). */
  vehicleImageUrl?: string | null;
}

/** The order Map type steps through: two kinds, or three where the page offers hybrid. */
export function nextMapType(current: MapType, withHybrid: boolean): MapType {
  const order: MapType[] = withHybrid ? ['street', 'satellite', 'hybrid'] : ['street', 'satellite'];
  return order[(order.indexOf(current) + 1) % order.length]!;
}

const raster = (url: string, attribution: string) => ({ type: 'raster' as const, tiles: [url], tileSize: 256, maxzoom: 19, attribution });

/** Hybrid is the satellite picture with the street map drawn lightly over it for names and roads. */
export function styleFor(type: MapType, settings: MapSettings): StyleSpecification {
  const street = { id: 'street', type: 'raster' as const, source: 'street' };
  const satellite = { id: 'satellite', type: 'raster' as const, source: 'satellite' };
  const layers =
    type === 'street' ? [street] : type === 'satellite' ? [satellite] : [satellite, { ...street, paint: { 'raster-opacity': 0.45 } }];
  return {
    version: 8,
    sources: {
      street: raster(settings.tileUrl, settings.attribution),
      satellite: raster(settings.satelliteTileUrl, settings.attribution),
    },
    layers,
  };
}
