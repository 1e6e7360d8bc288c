// The member's current position for an alert, as the short text the group sees:
// "34.20000, -78.00000 (±12 m)". It is looked up at once when the browser already allows it, and
// on request otherwise, so opening the page never starts with a permission prompt. Messages are
// the spec's geolocation messages (spec 02 section 8).
import { useCallback, useEffect, useState } from 'react';

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; text: string }
  | { status: 'error'; message: string };

export const LOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied. Please enable location services and refresh.',
  unavailable: 'GPS unavailable. Try going outside or near a window.',
  timeout: 'Location timeout. Check GPS signal and try again.',
  other: 'Location error. Ensure GPS is enabled.',
} as const;

export function formatLocation(coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>): string {
  return `${coords.latitude.toFixed(5)}, ${coords.longitude.toFixed(5)} (±${Math.round(coords.accuracy)} m)`;
}

function messageFor(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return LOCATION_MESSAGES.denied;
  if (error.code === error.POSITION_UNAVAILABLE) return LOCATION_MESSAGES.unavailable;
  if (error.code === error.TIMEOUT) return LOCATION_MESSAGES.timeout;
  return LOCATION_MESSAGES.other;
}

export function useCurrentLocation() {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<LocationState>(() =>
    supported ? { status: 'idle' } : { status: 'error', message: LOCATION_MESSAGES.unsupported },
  );

  const locate = useCallback(() => {
    if (!supported) return;
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: 'found', text: formatLocation(position.coords) }),
      (error) => setState({ status: 'error', message: messageFor(error) }),
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
        else if (permission.state === 'denied') setState({ status: 'error', message: LOCATION_MESSAGES.denied });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [supported, locate]);

  return { state, locate, supported };
}
