// The map library, loaded with the first map shown (never in the first screen's code): the GPS
// pages' map (MapView.tsx) and the Return Visits page's map and pin picker.
type Loaded = typeof import('maplibre-gl');
let maplibre: Promise<Loaded> | undefined;

/**
 * maplibre and its worker, fetched once, when a map is first shown. A fetch that failed is
 * forgotten, so a map shown again once the signal is back fetches it again.
 */
export function loadMaplibre(): Promise<Loaded> {
  maplibre ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(
    ([lib, worker]) => {
      lib.setWorkerUrl(worker.default);
      return lib;
    },
    (error: unknown) => {
      maplibre = undefined;
      throw error;
    },
  );
  return maplibre;
}

/** Where a map's attribution sits: the corner where a line of text ends, so it mirrors right to left. */
export const attributionCorner = (direction: string) => (direction === 'rtl' ? 'bottom-left' : 'bottom-right');

/** Every map's attribution, compact, in the page's reading direction (`attributionControl: false` on the map). */
export function addAttribution(lib: Loaded, map: InstanceType<Loaded['Map']>) {
  map.addControl(new lib.AttributionControl({ compact: true }), attributionCorner(document.documentElement.dir));
}
