// The member's current position as the short text a group alert or a check-in carries:
// "34.20000, -78.00000 (±12 m)" (lib/map-link.ts opens such a text on a map). It is looked up at
// once when the browser already allows it, and on request otherwise, so opening the page never
// starts with a permission prompt. A failure is a code; its message is in the serviceGroup
// catalogue under location.errors (docs/product/service-group.md).
import { useCallback, useEffect, useState } from 'react';

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; text: string }
  | { status: 'error'; error: LocationError };

export type LocationError = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'other';

export function formatLocation(coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>): string {
  return `${coords.latitude.toFixed(5)}, ${coords.longitude.toFixed(5)} (±${Math.round(coords.accuracy)} m)`;
}

export function locationErrorOf(error: Pick<GeolocationPositionError, 'code'>): LocationError {
  if (error.code === 1) return 'denied';
  if (error.code === 2) return 'unavailable';
  if (error.code === 3) return 'timeout';
  return 'other';
}

export function useCurrentLocation() {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<LocationState>(() =>
    supported ? { status: 'idle' } : { status: 'error', error: 'unsupported' },
  );

  const locate = useCallback(() => {
    if (!supported) return;
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: 'found', text: formatLocation(position.coords) }),
      (error) => setState({ status: 'error', error: locationErrorOf(error) }),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  }, [supported]);

  useEffect(() => {
    if (!supported || !navigator.permissions) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((permission) => {
        if (cancelled) return;
        if (permission.state === 'granted') locate();
        else if (permission.state === 'denied') setState({ status: 'error', error: 'denied' });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [supported, locate]);

  return { state, locate, supported };
}
