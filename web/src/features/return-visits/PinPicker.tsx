// The small map of the add/edit dialog: a click places the visit's pin, the pin can be dragged to
// the door, "Use my location" puts it where the member stands, and "Remove pin" takes it away.
// The map code is fetched only when the dialog opens (the GPS pages' loader and tile settings).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as MaplibreMap, Marker } from 'maplibre-gl';
import { Button } from '../../ui/Button.tsx';
import { DEFAULT_WINDOW_DEGREES, WILMINGTON, WINDOW_DEGREES, windowAround, styleFor, addAttribution, loadMaplibre, type LatLng, type MapSettings } from '../gps/index.ts';
import { useGeolocation } from './useGeolocation.ts';
import * as styles from './returnVisits.css.ts';

interface Props {
  settings: MapSettings;
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
}

/** Six decimals: about 10 cm, more than a phone's fix is worth. */
const rounded = (p: LatLng): LatLng => ({ latitude: Number(p.latitude.toFixed(6)), longitude: Number(p.longitude.toFixed(6)) });

export function PinPicker({ settings, value, onChange }: Props) {
  const { t } = useTranslation('returnVisits');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [failed, setFailed] = useState(false);
  const { locate, locating } = useGeolocation();
  const latest = useRef({ onChange, label: t('pin.marker') });
  latest.current = { onChange, label: t('pin.marker') };

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, on mount; later pins are placed by the effect below
  useEffect(() => {
    let cancelled = false;
    loadMaplibre()
      .then((lib) => {
        if (cancelled || !container.current) return;
        const m = new lib.Map({
          container: container.current,
          style: styleFor('street', settings),
          bounds: windowAround(value ?? WILMINGTON, value ? WINDOW_DEGREES : DEFAULT_WINDOW_DEGREES),
          attributionControl: false,
        });
        addAttribution(lib, m);
        map.current = m;
        m.on('click', (e) => latest.current.onChange(rounded({ latitude: e.lngLat.lat, longitude: e.lngLat.lng })));
        m.once('load', () => !cancelled && setState('ready'));
        m.on('error', () => !cancelled && setState((s) => (s === 'loading' ? 'error' : s)));
      })
      .catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` places the pin once the map is drawn
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    void loadMaplibre().then((lib) => {
      if (!map.current) return;
      if (!marker.current) {
        const element = document.createElement('div');
        element.className = styles.pinDue;
        element.setAttribute('role', 'img');
        element.setAttribute('aria-label', latest.current.label);
        element.dataset.testid = 'pin-picker-marker';
        marker.current = new lib.Marker({ element, draggable: true, anchor: 'bottom' }).setLngLat([value.longitude, value.latitude]).addTo(map.current);
        marker.current.on('dragend', () => {
          const at = marker.current?.getLngLat();
          if (at) latest.current.onChange(rounded({ latitude: at.lat, longitude: at.lng }));
        });
      } else marker.current.setLngLat([value.longitude, value.latitude]);
    });
  }, [value, state]);

  const placeAtMyLocation = async () => {
    setFailed(false);
    const here = await locate();
    if (!here) return setFailed(true);
    onChange(rounded(here));
    map.current?.fitBounds(windowAround(here, WINDOW_DEGREES), { duration: 0 });
  };

  return (
    <fieldset className={styles.mapFrame} data-map-state={state}>
      <legend>{t('pin.label')}</legend>
      <p className={styles.muted}>{t('pin.hint')}</p>
      <div ref={container} className={styles.smallMap} hidden={state === 'error'} data-testid="pin-picker-map" />
      {state === 'error' && (
        <p role="alert" className={styles.errorBox}>
          {t('map.errorTitle')}
        </p>
      )}
      <p className={styles.muted} aria-live="polite">
        {value ? t('pin.placed', { latitude: value.latitude.toFixed(5), longitude: value.longitude.toFixed(5) }) : t('pin.none')}
      </p>
      {failed && <p role="alert">{t('pin.locationFailed')}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={locating} onPress={() => void placeAtMyLocation()}>
          {t('pin.useMyLocation')}
        </Button>
        {value && (
          <Button variant="secondary" onPress={() => onChange(null)}>
            {t('pin.clear')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
