// "Use my location" for the Return Visits page: one position from the device, or null when it
// cannot be found (no permission, no signal, no geolocation).
import { useCallback, useState } from 'react';
import type { LatLng } from '../gps/index.ts';

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

export function useGeolocation() {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(
    () =>
      new Promise<LatLng | null>((resolve) => {
        if (!('geolocation' in navigator)) return resolve(null);
        setLocating(true);
        navigator.geolocation.getCurrentPosition(
          (p) => {
            setLocating(false);
            resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude });
          },
          () => {
            setLocating(false);
            resolve(null);
          },
          OPTIONS,
        );
      }),
    [],
  );
  return { locate, locating };
}
