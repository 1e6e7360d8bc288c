// The map view of the Return Visits page: a pin for each visit with a position, the ones due this
// week highlighted and numbered in the suggested walking order, that order drawn as a line and
// listed beside the map. The walk starts from the member's position once they ask for it, else
// from the first due visit (walking-order.ts). maplibre is fetched only when this view opens.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoJSONSource, Map as MaplibreMap, Marker } from 'maplibre-gl';
import { Button } from '../../ui/Button.tsx';
import { boundsOf, DEFAULT_WINDOW_DEGREES, WILMINGTON, windowAround, styleFor, addAttribution, loadMaplibre, type LatLng, type MapSettings } from '../gps/index.ts';
import { MapUnavailable } from './MapUnavailable.tsx';
import { useGeolocation } from './useGeolocation.ts';
import { walkingOrder } from './walking-order.ts';
import * as styles from './returnVisits.css.ts';

export interface MapVisit {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
}

interface Props {
  settings: MapSettings;
  visits: readonly MapVisit[];
  /** The due ones, soonest first: the walk goes through these. */
  due: readonly MapVisit[];
}

const lineOf = (points: readonly LatLng[]) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: { type: 'LineString' as const, coordinates: points.map((p) => [p.longitude, p.latitude]) },
});

export function VisitsMap({ settings, visits, due }: Props) {
  const { t } = useTranslation('returnVisits');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const markers = useRef<Marker[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [start, setStart] = useState<LatLng | null>(null);
  const { locate, locating } = useGeolocation();
  const placed = useMemo(() => visits.filter((v): v is MapVisit & LatLng => v.latitude != null && v.longitude != null), [visits]);
  const walk = useMemo(() => walkingOrder(due, start), [due, start]);
  const unplaced = visits.length - placed.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, on mount; pins and the walk are drawn by the effect below
  useEffect(() => {
    let cancelled = false;
    loadMaplibre()
      .then((lib) => {
        if (cancelled || !container.current) return;
        const m = new lib.Map({
          container: container.current,
          style: styleFor('street', settings),
          bounds: placed.length > 1 ? boundsOf(placed) : windowAround(placed[0] ?? WILMINGTON, DEFAULT_WINDOW_DEGREES),
          fitBoundsOptions: { padding: 40, maxZoom: 17 },
          attributionControl: false,
        });
        addAttribution(lib, m);
        map.current = m;
        m.once('load', () => !cancelled && setState('ready'));
        m.on('error', () => !cancelled && setState((s) => (s === 'loading' ? 'error' : s)));
      })
      .catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      markers.current = [];
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m || state !== 'ready') return;
    void loadMaplibre().then((lib) => {
      if (!map.current) return;
      for (const marker of markers.current) marker.remove();
      const order = new Map(walk.map((v, index) => [v.id, index + 1]));
      const dueIds = new Set(due.map((v) => v.id));
      markers.current = placed.map((visit) => {
        const element = document.createElement('div');
        const isDue = dueIds.has(visit.id);
        element.className = isDue ? styles.pinDue : styles.pin;
        element.setAttribute('role', 'img');
        element.setAttribute('aria-label', t(isDue ? 'map.pinDue' : 'map.pin', { name: visit.name, address: visit.address }));
        element.dataset.due = String(isDue);
        element.dataset.testid = 'return-visit-pin';
        const number = order.get(visit.id);
        if (number) {
          const label = document.createElement('span');
          label.className = styles.pinNumber;
          label.textContent = String(number);
          element.append(label);
        }
        return new lib.Marker({ element, anchor: 'bottom' }).setLngLat([visit.longitude, visit.latitude]).addTo(map.current!);
      });
      const data = lineOf(start ? [start, ...walk] : walk);
      const source = map.current.getSource('walk') as GeoJSONSource | undefined;
      if (source) source.setData(data);
      else {
        map.current.addSource('walk', { type: 'geojson', data });
        map.current.addLayer({ id: 'walk', type: 'line', source: 'walk', paint: { 'line-color': '#dc2626', 'line-width': 3, 'line-dasharray': [2, 1] } });
      }
    });
  }, [placed, walk, due, start, state, t]);

  const fromHere = async () => {
    const here = await locate();
    if (here) setStart(here);
  };

  return (
    <section aria-label={t('map.label')} className={styles.mapFrame} data-map-state={state} data-walk={walk.map((v) => v.name).join('|')}>
      <div ref={container} className={styles.mapCanvas} hidden={state === 'error'} />
      {state === 'loading' && <p className={styles.muted}>{t('map.loading')}</p>}
      {state === 'error' && <MapUnavailable />}
      {unplaced > 0 && <p className={styles.muted}>{t('map.noPins', { count: unplaced })}</p>}
      <h3 className={styles.callsTitle}>{t('map.walkTitle')}</h3>
      <p className={styles.muted}>{t('map.walkHint')}</p>
      {walk.length === 0 ? (
        <p>{t('map.walkEmpty')}</p>
      ) : (
        <>
          <p className={styles.muted}>{start ? t('map.fromHere') : t('map.fromFirst')}</p>
          <ol className={styles.walk} aria-label={t('map.walkTitle')}>
            {walk.map((visit) => (
              <li key={visit.id}>{`${visit.name}, ${visit.address}`}</li>
            ))}
          </ol>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={locating} onPress={() => void fromHere()}>
          {t('map.fromMyLocation')}
        </Button>
      </div>
    </section>
  );
}
