// The map of the GPS pages (docs/product/gps.md, "The map"): maplibre-gl, loaded with this
// component (never in the first screen's code), raster street / satellite (/ hybrid) tiles from
// the configured templates, the position with its accuracy circle, a route or a territory's
// boundary drawn as a line, fullscreen closed by Escape or the X button, and an error view with
// Retry when the map cannot be drawn (no WebGL, no tiles). The rest of the page never depends on it.
import { Layers, Maximize2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoJSONSource, Map as MaplibreMap, Marker } from 'maplibre-gl';
import { Button } from '../../ui/Button.tsx';
import { accuracyCirclePx, boundsOf, type LatLng, windowAround } from './geo.ts';
import { addAttribution, loadMaplibre } from './maplibre.ts';
import { nextMapType, styleFor, type MapSettings, type MapType } from './map-style.ts';
import * as styles from './gps.css.ts';

export interface MapViewProps {
  settings: MapSettings;
  /** Where the map looks, and how many degrees it shows around it. */
  center: LatLng;
  windowDegrees: number;
  /** The located position (with its accuracy), if any. */
  position?: (LatLng & { accuracy: number }) | null;
  /** A path (a recording, a reopened route) or a closed boundary (a territory). */
  line?: readonly LatLng[] | null;
  closedLine?: boolean;
  /** The map offers hybrid as a third kind. */
  withHybrid?: boolean;
  initialType?: MapType;
}

const lineData = (line: readonly LatLng[] | null | undefined, closed: boolean) => {
  const coordinates = (line ?? []).map((p) => [p.longitude, p.latitude]);
  if (closed && coordinates.length > 2) coordinates.push(coordinates[0]!);
  return { type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates } };
};

export function MapView({ settings, center, windowDegrees, position, line, closedLine = false, withHybrid = false, initialType = 'street' }: MapViewProps) {
  const { t } = useTranslation('gps');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const marker = useRef<{ marker: Marker; circle: HTMLDivElement; vehicleImageUrl: string | null } | null>(null);
  const [type, setType] = useState<MapType>(initialType);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [fullscreen, setFullscreen] = useState(false);
  const latest = useRef({ line, closedLine, position });
  latest.current = { line, closedLine, position };

  const drawLine = () => {
    const m = map.current;
    if (!m?.isStyleLoaded()) return;
    const data = lineData(latest.current.line, latest.current.closedLine);
    const source = m.getSource('track') as GeoJSONSource | undefined;
    if (source) source.setData(data);
    else {
      m.addSource('track', { type: 'geojson', data });
      m.addLayer({ id: 'track', type: 'line', source: 'track', paint: { 'line-color': '#2563eb', 'line-width': 4 } });
    }
  };

  const sizeCircle = () => {
    const m = map.current;
    const p = latest.current.position;
    if (!m || !marker.current || !p) return;
    const px = accuracyCirclePx(p.accuracy, p.latitude, m.getZoom());
    marker.current.circle.style.width = `${px}px`;
    marker.current.circle.style.height = `${px}px`;
  };

  // Create the map once (later changes of the props are applied by the effects below); a failure
  // to load the library or to start WebGL shows the error view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, on mount
  useEffect(() => {
    let cancelled = false;
    let tileLoaded = false;
    loadMaplibre()
      .then((lib) => {
        if (cancelled || !container.current) return;
        const m = new lib.Map({
          container: container.current,
          style: styleFor(initialType, settings),
          bounds: windowAround(center, windowDegrees),
          attributionControl: false,
        });
        addAttribution(lib, m);
        map.current = m;
        m.on('data', (e) => {
          if (e.dataType === 'source' && 'tile' in e && e.tile) tileLoaded = true;
        });
        // One missing tile is not a broken map; no tile at all (no network, a wrong address) is.
        m.on('error', () => {
          if (!tileLoaded) setState('error');
        });
        m.on('style.load', drawLine);
        m.on('zoom', sizeCircle);
        m.once('idle', () => {
          if (!cancelled) setState((s) => (s === 'loading' && tileLoaded ? 'ready' : s === 'loading' ? 'error' : s));
        });
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    map.current?.setStyle(styleFor(type, settings), { diff: false });
  }, [type, settings]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawLine reads the latest props; `state` re-runs it once the map is drawn
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (line && line.length > 1) m.fitBounds(boundsOf(line), { padding: 40, duration: 0, maxZoom: 18 });
    else m.fitBounds(windowAround(center, windowDegrees), { duration: 0 });
    drawLine();
  }, [center.latitude, center.longitude, windowDegrees, line, state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: sizeCircle reads the latest props; `state` re-runs it once the map is drawn
  useEffect(() => {
    const m = map.current;
    if (!m || state === 'error') return;
    if (!position) {
      marker.current?.marker.remove();
      marker.current = null;
      return;
    }
    const vehicleImageUrl = settings.vehicleImageUrl ?? null;
    void loadMaplibre().then((lib) => {
      if (!map.current) return;
      // An admin's new vehicle image replaces the marker's.
      if (marker.current && marker.current.vehicleImageUrl !== vehicleImageUrl) {
        marker.current.marker.remove();
        marker.current = null;
      }
      if (!marker.current) {
        const element = document.createElement('div');
        element.className = styles.markerRoot;
        element.setAttribute('role', 'img');
        const circle = document.createElement('div');
        circle.className = styles.accuracyCircle;
        circle.dataset.testid = 'accuracy-circle';
        element.append(circle, positionMark(vehicleImageUrl));
        const placed = new lib.Marker({ element }).setLngLat([position.longitude, position.latitude]).addTo(map.current);
        marker.current = { marker: placed, circle, vehicleImageUrl };
      }
      marker.current.marker.setLngLat([position.longitude, position.latitude]);
      marker.current.marker.getElement().setAttribute('aria-label', t('map.accuracyCircle', { meters: Math.round(position.accuracy) }));
      sizeCircle();
    });
  }, [position, state, t, settings.vehicleImageUrl]);

  useEffect(() => {
    map.current?.resize();
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const typeName = t(`map.${type}`);
  return (
    <section aria-label={t('map.label')} className={fullscreen ? styles.mapFullscreen : styles.mapFrame} data-map-state={state} data-line-points={line?.length ?? 0}>
      <div className={styles.mapToolbar}>
        <Button variant="secondary" onPress={() => setType((current) => nextMapType(current, withHybrid))}>
          <Layers aria-hidden="true" size={16} /> {t('map.mapType', { type: typeName })}
        </Button>
        {fullscreen ? (
          <Button variant="secondary" aria-label={t('map.exitFullscreen')} onPress={() => setFullscreen(false)}>
            <X aria-hidden="true" size={16} />
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => setFullscreen(true)}>
            <Maximize2 aria-hidden="true" size={16} /> <span className={styles.labelOnWide}>{t('map.fullscreen')}</span>
          </Button>
        )}
      </div>
      <div ref={container} className={styles.mapCanvas} hidden={state === 'error'} />
      {state === 'loading' && <p className={styles.mapNotice}>{t('map.loading')}</p>}
      {state === 'error' && (
        <div role="alert" className={styles.mapError}>
          <h3>{t('map.errorTitle')}</h3>
          <p>{t('map.errorBody')}</p>
          <Button onPress={() => window.location.reload()}>{t('map.retry')}</Button>
        </div>
      )}
    </section>
  );
}

/** What marks the position: the admin's vehicle image when one is set, else the dot. */
function positionMark(vehicleImageUrl: string | null | undefined): HTMLElement {
  if (vehicleImageUrl) {
    const image = document.createElement('img');
    image.className = styles.positionVehicle;
    image.src = vehicleImageUrl;
    // The marker as a whole is the image with a name (its accuracy); this one is decoration.
    image.alt = '';
    image.dataset.testid = 'vehicle-image';
    return image;
  }
  const dot = document.createElement('div');
  dot.className = styles.positionDot;
  return dot;
}
