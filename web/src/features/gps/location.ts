// How the GPS pages get a position (docs/product/gps.md, "Getting a location"). Free of React and
// of the real browser so the unit tests drive it with fake timers and a fake geolocation object:
// - acquireLocation: a one-time fix in up to three attempts with a pause between them, accepted
//   when accurate enough or on the last attempt;
// - watchLocation: continuous tracking with each page's watch settings; the enhanced tracker
//   passes on at most one update per interval and restarts after a timeout a few times; the
//   simpler tracker passes on only moves over 5 m or better accuracy.
import { distanceMeters, type LatLng } from './geo.ts';

export type TrackerStatus = 'inactive' | 'searching' | 'active' | 'error';

/** The status dot's colour for each state. */
export const STATUS_COLOURS: Record<TrackerStatus, 'grey' | 'yellow' | 'green' | 'red'> = {
  inactive: 'grey',
  searching: 'yellow',
  active: 'green',
  error: 'red',
};

export interface Fix extends LatLng {
  accuracy: number;
  altitude: number | null;
  altitudeAccuracy: number | null;
  heading: number | null;
  speed: number | null;
  timestamp: number;
}

export interface Attempt {
  enableHighAccuracy: boolean;
  timeout: number;
}

/** Which wording a page uses for location errors: the trackers' own, or the simpler page's. */
export type MessageStyle = 'tracker' | 'simple';

export interface TrackerProfile {
  attempts: readonly Attempt[];
  pauseMs: number;
  /** A fix is accepted at once below this accuracy (metres). */
  acceptBelowMeters: number;
  watch: PositionOptions;
  /** At most one update passed on per interval (the latest). */
  intervalMs?: number;
  /** After a watch timeout: restart this many times, after this delay. */
  timeoutRetries?: number;
  retryDelayMs?: number;
  /** Pass on only moves over this many metres, or a better accuracy. */
  minMoveMeters?: number;
  /** An error stops tracking. */
  stopOnError?: boolean;
  messages: MessageStyle;
}

const STANDARD_ATTEMPTS: readonly Attempt[] = [
  { enableHighAccuracy: true, timeout: 30_000 },
  { enableHighAccuracy: true, timeout: 45_000 },
  { enableHighAccuracy: false, timeout: 20_000 },
];

/** /openstreetmap */
export const STREET_TRACKER: TrackerProfile = {
  attempts: STANDARD_ATTEMPTS,
  pauseMs: 2000,
  acceptBelowMeters: 100,
  watch: { enableHighAccuracy: true, timeout: 5000, maximumAge: 1000 },
  messages: 'tracker',
};

/** /gps-enhanced */
export const ENHANCED_TRACKER: TrackerProfile = {
  ...STREET_TRACKER,
  watch: { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5000 },
  intervalMs: 3000,
  timeoutRetries: 3,
  retryDelayMs: 2000,
};

/** /map */
export const SIMPLE_TRACKER: TrackerProfile = {
  attempts: [
    { enableHighAccuracy: true, timeout: 10_000 },
    { enableHighAccuracy: true, timeout: 15_000 },
    { enableHighAccuracy: true, timeout: 30_000 },
  ],
  pauseMs: 1000,
  acceptBelowMeters: 100,
  watch: { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
  minMoveMeters: 5,
  stopOnError: true,
  messages: 'simple',
};

/** The simpler tracker's list of recent updates. */
export const HISTORY_SIZE = 10;

export type LocationErrorKind = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

export class LocationError extends Error {
  constructor(
    readonly kind: LocationErrorKind,
    readonly detail = '',
  ) {
    super(detail || kind);
    this.name = 'LocationError';
  }
}

// GeolocationPositionError's codes (the constants are not on every fake or every engine).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export function fromPositionError(error: Pick<GeolocationPositionError, 'code' | 'message'>): LocationError {
  const kind: LocationErrorKind =
    error.code === PERMISSION_DENIED ? 'denied' : error.code === POSITION_UNAVAILABLE ? 'unavailable' : error.code === TIMEOUT ? 'timeout' : 'unknown';
  return new LocationError(kind, error.message);
}

/** The message catalogue key (gps namespace) and values for a location error on a page. */
export function errorMessage(error: LocationError, style: MessageStyle, tracking = false): { key: string; values?: Record<string, string> } {
  if (error.kind === 'unsupported') return { key: 'errors.unsupported' };
  if (style === 'simple') {
    if (tracking) return { key: 'simple.trackingError', values: { message: error.detail || error.kind } };
    if (error.kind === 'unknown') return { key: 'simple.locationError', values: { message: error.detail || error.kind } };
    return { key: `simple.${error.kind}` };
  }
  return { key: error.kind === 'unknown' ? 'errors.generic' : `errors.${error.kind}` };
}

export function toFix(position: GeolocationPosition): Fix {
  const c = position.coords;
  return {
    latitude: c.latitude,
    longitude: c.longitude,
    accuracy: c.accuracy,
    altitude: c.altitude ?? null,
    altitudeAccuracy: c.altitudeAccuracy ?? null,
    heading: Number.isFinite(c.heading) ? c.heading : null,
    speed: Number.isFinite(c.speed) ? c.speed : null,
    timestamp: position.timestamp,
  };
}

export type GeolocationLike = Pick<Geolocation, 'getCurrentPosition' | 'watchPosition' | 'clearWatch'>;

export const browserGeolocation = (): GeolocationLike | undefined => globalThis.navigator?.geolocation;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function currentPosition(geolocation: GeolocationLike, options: PositionOptions): Promise<Fix> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve(toFix(position)),
      (error) => reject(fromPositionError(error)),
      { ...options, maximumAge: 0 },
    );
  });
}

/**
 * A one-time fix: each attempt in turn, with the profile's pause between them. A fix under the
 * accuracy limit is taken at once; the last attempt's fix is taken whatever its accuracy (or the
 * best earlier one if the last fails). A refusal of permission ends at once: asking again cannot
 * change it.
 */
export async function acquireLocation(geolocation: GeolocationLike | undefined, profile: TrackerProfile, onAttempt?: (index: number) => void): Promise<Fix> {
  if (!geolocation) throw new LocationError('unsupported');
  let best: Fix | undefined;
  let lastError: LocationError = new LocationError('unknown');
  for (const [index, attempt] of profile.attempts.entries()) {
    const isLast = index === profile.attempts.length - 1;
    if (index > 0) await wait(profile.pauseMs);
    onAttempt?.(index);
    try {
      const fix = await currentPosition(geolocation, attempt);
      if (fix.accuracy < profile.acceptBelowMeters || isLast) return fix;
      if (!best || fix.accuracy < best.accuracy) best = fix;
    } catch (error) {
      lastError = error instanceof LocationError ? error : new LocationError('unknown', String(error));
      if (lastError.kind === 'denied') throw lastError;
    }
  }
  if (best) return best;
  throw lastError;
}

/** After an error: the watch restarts by itself after the profile's delay, has stopped, or goes on. */
export type WatchAfterError = 'retrying' | 'stopped' | 'watching';

export interface WatchHandlers {
  onFix(fix: Fix): void;
  onError(error: LocationError, after: WatchAfterError): void;
}

/** Whether the simpler tracker passes this update on after `last`. */
export function isWorthKeeping(last: Fix | undefined, next: Fix, minMoveMeters: number): boolean {
  if (!last) return true;
  return distanceMeters(last, next) > minMoveMeters || next.accuracy < last.accuracy;
}

/** Continuous tracking with the profile's settings; returns the function that stops it. */
export function watchLocation(geolocation: GeolocationLike | undefined, profile: TrackerProfile, handlers: WatchHandlers): () => void {
  if (!geolocation) {
    handlers.onError(new LocationError('unsupported'), 'stopped');
    return () => {};
  }
  let watchId: number | undefined;
  let stopped = false;
  let retries = 0;
  let lastPassed: Fix | undefined;
  let lastPassedAt = Number.NEGATIVE_INFINITY;
  let pending: Fix | undefined;
  let intervalTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const pass = (fix: Fix) => {
    lastPassed = fix;
    lastPassedAt = Date.now();
    handlers.onFix(fix);
  };
  const clear = () => {
    if (watchId !== undefined) geolocation.clearWatch(watchId);
    watchId = undefined;
  };
  const stop = () => {
    stopped = true;
    clear();
    clearTimeout(intervalTimer);
    clearTimeout(retryTimer);
  };
  const onPosition = (position: GeolocationPosition) => {
    if (stopped) return;
    retries = 0;
    const fix = toFix(position);
    if (profile.minMoveMeters !== undefined && !isWorthKeeping(lastPassed, fix, profile.minMoveMeters)) return;
    if (!profile.intervalMs) return pass(fix);
    const since = Date.now() - lastPassedAt;
    if (since >= profile.intervalMs) return pass(fix);
    // Within the interval: keep the latest and pass it on when the interval is over.
    pending = fix;
    intervalTimer ??= setTimeout(() => {
      intervalTimer = undefined;
      if (pending && !stopped) pass(pending);
      pending = undefined;
    }, profile.intervalMs - since);
  };
  const onFailure = (raw: GeolocationPositionError) => {
    if (stopped) return;
    const error = fromPositionError(raw);
    if (error.kind === 'timeout' && retries < (profile.timeoutRetries ?? 0)) {
      retries += 1;
      clear();
      handlers.onError(error, 'retrying');
      retryTimer = setTimeout(start, profile.retryDelayMs ?? 0);
      return;
    }
    // A refusal cannot change while watching, nor a timeout after the last retry; a passing loss
    // of signal can, so the watch goes on (unless the page stops on any error).
    const stops = profile.stopOnError || error.kind === 'denied' || (error.kind === 'timeout' && profile.timeoutRetries !== undefined);
    if (stops) stop();
    handlers.onError(error, stops ? 'stopped' : 'watching');
  };
  function start() {
    if (stopped) return;
    watchId = geolocation!.watchPosition(onPosition, onFailure, profile.watch);
  }
  start();
  return stop;
}
