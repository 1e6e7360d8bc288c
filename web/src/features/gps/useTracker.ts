// One tracker's state for a page: status, the latest fix, the message of the last error, and the
// simpler tracker's recent updates. The rules themselves are in location.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { HomePlace } from './geo.ts';
import {
  acquireLocation,
  browserGeolocation,
  errorMessage,
  HISTORY_SIZE,
  type Fix,
  type LocationError,
  type TrackerProfile,
  type TrackerStatus,
  watchLocation,
} from './location.ts';

export interface Tracker {
  status: TrackerStatus;
  fix: Fix | null;
  /** The position is the default one (the home place), not a located one. */
  isDefault: boolean;
  /** The congregation's area: the map's centre before a location is known, and the default position. */
  home: HomePlace;
  error: string | null;
  retrying: boolean;
  tracking: boolean;
  history: Fix[];
  locate(): Promise<void>;
  setDefault(): void;
  startTracking(): void;
  stopTracking(): void;
}

export function useTracker(profile: TrackerProfile, home: HomePlace, onFix?: (fix: Fix) => void): Tracker {
  const { t } = useTranslation('gps');
  const [status, setStatus] = useState<TrackerStatus>('inactive');
  const [fix, setFix] = useState<Fix | null>(null);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [tracking, setTracking] = useState(false);
  const [history, setHistory] = useState<Fix[]>([]);
  const stopWatch = useRef<(() => void) | null>(null);
  const latestOnFix = useRef(onFix);
  latestOnFix.current = onFix;

  const fail = useCallback(
    (e: LocationError, whileTracking: boolean) => {
      const { key, values } = errorMessage(e, profile.messages, whileTracking);
      const message = t(key as never, values ?? {}) as string;
      setError(message);
      setStatus('error');
      errorToast(message, t('errors.title'));
    },
    [profile.messages, t],
  );

  const accept = useCallback((next: Fix) => {
    setFix(next);
    setIsDefault(false);
    setError(null);
    setRetrying(false);
    setStatus('active');
    setHistory((h) => [next, ...h].slice(0, HISTORY_SIZE));
    latestOnFix.current?.(next);
  }, []);

  const locate = useCallback(async () => {
    setStatus('searching');
    setError(null);
    try {
      const found = await acquireLocation(browserGeolocation(), profile);
      accept(found);
      toast({ title: t('toasts.located') }, 2000);
      if (!stopWatch.current) setStatus('active');
    } catch (e) {
      fail(e as LocationError, false);
    }
  }, [accept, fail, profile, t]);

  const stopTracking = useCallback(() => {
    stopWatch.current?.();
    stopWatch.current = null;
    setTracking(false);
    setRetrying(false);
    setStatus((s) => (s === 'error' ? s : 'inactive'));
  }, []);

  const startTracking = useCallback(() => {
    if (stopWatch.current) return;
    setStatus('searching');
    setError(null);
    setTracking(true);
    stopWatch.current = watchLocation(browserGeolocation(), profile, {
      onFix: accept,
      onError: (e, after) => {
        if (after === 'retrying') {
          setRetrying(true);
          setStatus('searching');
          return;
        }
        setRetrying(false);
        if (after === 'stopped') {
          stopWatch.current = null;
          setTracking(false);
        }
        fail(e, profile.messages === 'simple');
      },
    });
    toast({ title: t('toasts.trackingStarted') }, 2000);
  }, [accept, fail, profile, t]);

  useEffect(() => () => stopWatch.current?.(), []);

  const setDefault = useCallback(() => {
    setFix({ latitude: home.latitude, longitude: home.longitude, accuracy: 0, altitude: null, altitudeAccuracy: null, heading: null, speed: null, timestamp: Date.now() });
    setIsDefault(true);
    setError(null);
  }, [home.latitude, home.longitude]);

  return {
    status,
    fix,
    isDefault,
    home,
    error,
    retrying,
    tracking,
    history,
    locate,
    setDefault,
    startTracking,
    stopTracking: () => {
      stopTracking();
      toast({ title: t('toasts.trackingStopped') }, 2000);
    },
  };
}
