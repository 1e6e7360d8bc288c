// The location rules of docs/product/gps.md with fake timers and a fake geolocation object that
// answers each request when the test says so, so the attempts' options, the pauses and the
// watch's interval and retries are checked exactly.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ENHANCED_TRACKER,
  SIMPLE_TRACKER,
  STATUS_COLOURS,
  STREET_TRACKER,
  acquireLocation,
  errorMessage,
  LocationError,
  watchLocation,
  type GeolocationLike,
} from './location.ts';

interface Request {
  success: PositionCallback;
  failure: PositionErrorCallback;
  options: PositionOptions;
}

function fakeGeolocation() {
  const current: Request[] = [];
  const watches = new Map<number, Request>();
  let nextId = 1;
  const geolocation: GeolocationLike = {
    getCurrentPosition: (success, failure, options = {}) => {
      current.push({ success, failure: failure!, options });
    },
    watchPosition: (success, failure, options = {}) => {
      const id = nextId++;
      watches.set(id, { success, failure: failure!, options });
      return id;
    },
    clearWatch: (id) => {
      watches.delete(id);
    },
  };
  return { geolocation, current, watches };
}

const position = (latitude: number, longitude: number, accuracy: number, extra: Partial<GeolocationCoordinates> = {}) =>
  ({
    coords: { latitude, longitude, accuracy, altitude: null, altitudeAccuracy: null, heading: null, speed: null, ...extra },
    timestamp: Date.now(),
  }) as unknown as GeolocationPosition;
const failure = (code: number, message = 'failed') => ({ code, message }) as GeolocationPositionError;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('acquireLocation', () => {
  test('tries high accuracy 30 s, then 45 s, then low accuracy 20 s, with 2 s between attempts', async () => {
    const { geolocation, current } = fakeGeolocation();
    const result = acquireLocation(geolocation, STREET_TRACKER);
    await vi.advanceTimersByTimeAsync(0);
    expect(current).toHaveLength(1);
    expect(current[0]!.options).toMatchObject({ enableHighAccuracy: true, timeout: 30_000 });
    current[0]!.failure(failure(3));

    await vi.advanceTimersByTimeAsync(1999);
    expect(current).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(current[1]!.options).toMatchObject({ enableHighAccuracy: true, timeout: 45_000 });
    current[1]!.success(position(34, -77, 250));

    await vi.advanceTimersByTimeAsync(2000);
    expect(current[2]!.options).toMatchObject({ enableHighAccuracy: false, timeout: 20_000 });
    current[2]!.success(position(34.1, -77.1, 400));
    // The last attempt's fix is taken whatever its accuracy.
    await expect(result).resolves.toMatchObject({ latitude: 34.1, accuracy: 400 });
  });

  test('a fix under 100 m is accepted at once; 100 m is not', async () => {
    const { geolocation, current } = fakeGeolocation();
    const result = acquireLocation(geolocation, STREET_TRACKER);
    await vi.advanceTimersByTimeAsync(0);
    current[0]!.success(position(34, -77, 100));
    await vi.advanceTimersByTimeAsync(2000);
    current[1]!.success(position(34.2, -77.2, 99.9));
    await expect(result).resolves.toMatchObject({ latitude: 34.2 });
    expect(current).toHaveLength(2);
  });

  test('when the last attempt fails, the best earlier fix is taken', async () => {
    const { geolocation, current } = fakeGeolocation();
    const result = acquireLocation(geolocation, STREET_TRACKER);
    await vi.advanceTimersByTimeAsync(0);
    current[0]!.success(position(1, 1, 300));
    await vi.advanceTimersByTimeAsync(2000);
    current[1]!.success(position(2, 2, 200));
    await vi.advanceTimersByTimeAsync(2000);
    current[2]!.failure(failure(2));
    await expect(result).resolves.toMatchObject({ latitude: 2, accuracy: 200 });
  });

  test('three failures reject with the last error; a refusal of permission stops at once', async () => {
    const { geolocation, current } = fakeGeolocation();
    const failing = acquireLocation(geolocation, STREET_TRACKER);
    failing.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    current[0]!.failure(failure(2));
    await vi.advanceTimersByTimeAsync(2000);
    current[1]!.failure(failure(2));
    await vi.advanceTimersByTimeAsync(2000);
    current[2]!.failure(failure(3));
    await expect(failing).rejects.toMatchObject({ kind: 'timeout' });

    const denied = fakeGeolocation();
    const refused = acquireLocation(denied.geolocation, STREET_TRACKER);
    refused.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    denied.current[0]!.failure(failure(1));
    await expect(refused).rejects.toMatchObject({ kind: 'denied' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(denied.current).toHaveLength(1);
  });

  test('the simpler tracker tries 10 s, 15 s and 30 s with 1 s between', async () => {
    const { geolocation, current } = fakeGeolocation();
    const result = acquireLocation(geolocation, SIMPLE_TRACKER);
    await vi.advanceTimersByTimeAsync(0);
    current[0]!.failure(failure(3));
    await vi.advanceTimersByTimeAsync(1000);
    current[1]!.failure(failure(3));
    await vi.advanceTimersByTimeAsync(1000);
    current[2]!.success(position(5, 5, 20));
    await expect(result).resolves.toMatchObject({ latitude: 5 });
    expect(current.map((r) => r.options.timeout)).toEqual([10_000, 15_000, 30_000]);
  });

  test('no geolocation: unsupported', async () => {
    await expect(acquireLocation(undefined, STREET_TRACKER)).rejects.toMatchObject({ kind: 'unsupported' });
  });
});

describe('watchLocation', () => {
  test('each tracker watches with its own settings', () => {
    for (const [profile, options] of [
      [STREET_TRACKER, { enableHighAccuracy: true, timeout: 5000, maximumAge: 1000 }],
      [ENHANCED_TRACKER, { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5000 }],
      [SIMPLE_TRACKER, { enableHighAccuracy: true, timeout: 10_000 }],
    ] as const) {
      const { geolocation, watches } = fakeGeolocation();
      watchLocation(geolocation, profile, { onFix: () => {}, onError: () => {} });
      expect([...watches.values()][0]!.options).toMatchObject(options);
    }
  });

  test('the enhanced tracker passes on at most one update per 3 s, the latest', async () => {
    const { geolocation, watches } = fakeGeolocation();
    const fixes: number[] = [];
    watchLocation(geolocation, ENHANCED_TRACKER, { onFix: (f) => fixes.push(f.latitude), onError: () => {} });
    const watch = [...watches.values()][0]!;
    watch.success(position(1, 0, 5));
    await vi.advanceTimersByTimeAsync(1000);
    watch.success(position(2, 0, 5));
    watch.success(position(3, 0, 5));
    expect(fixes).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fixes).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fixes).toEqual([1, 3]);
    await vi.advanceTimersByTimeAsync(3000);
    watch.success(position(4, 0, 5));
    expect(fixes).toEqual([1, 3, 4]);
  });

  test('the enhanced tracker restarts after a timeout 3 times, 2 s later, then reports the error', async () => {
    const { geolocation, watches } = fakeGeolocation();
    const errors: [string, string][] = [];
    watchLocation(geolocation, ENHANCED_TRACKER, { onFix: () => {}, onError: (e, after) => errors.push([e.kind, after]) });
    for (let retry = 1; retry <= 3; retry++) {
      [...watches.values()][0]!.failure(failure(3));
      expect(watches.size).toBe(0);
      await vi.advanceTimersByTimeAsync(1999);
      expect(watches.size).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(watches.size).toBe(1);
    }
    [...watches.values()][0]!.failure(failure(3));
    expect(errors).toEqual([
      ['timeout', 'retrying'],
      ['timeout', 'retrying'],
      ['timeout', 'retrying'],
      ['timeout', 'stopped'],
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(watches.size).toBe(0);
  });

  test('a fix resets the enhanced tracker\'s retries', async () => {
    const { geolocation, watches } = fakeGeolocation();
    const errors: string[] = [];
    watchLocation(geolocation, ENHANCED_TRACKER, { onFix: () => {}, onError: (_e, after) => errors.push(after) });
    for (let i = 0; i < 3; i++) {
      [...watches.values()][0]!.failure(failure(3));
      await vi.advanceTimersByTimeAsync(2000);
    }
    [...watches.values()][0]!.success(position(1, 1, 5));
    [...watches.values()][0]!.failure(failure(3));
    expect(errors).toEqual(['retrying', 'retrying', 'retrying', 'retrying']);
  });

  test('the simpler tracker passes on moves over 5 m or a better accuracy, and stops on an error', () => {
    const { geolocation, watches } = fakeGeolocation();
    const fixes: number[] = [];
    const errors: string[] = [];
    watchLocation(geolocation, SIMPLE_TRACKER, { onFix: (f) => fixes.push(f.accuracy), onError: (e) => errors.push(e.kind) });
    const watch = [...watches.values()][0]!;
    watch.success(position(34, -77, 20));
    watch.success(position(34.00004, -77, 20)); // about 4.4 m: same place, same accuracy
    watch.success(position(34.00004, -77, 15)); // better accuracy
    watch.success(position(34.0001, -77, 15)); // about 6.7 m from the last passed on
    expect(fixes).toEqual([20, 15, 15]);
    watch.failure(failure(2, 'lost'));
    expect(errors).toEqual(['unavailable']);
    expect(watches.size).toBe(0);
  });

  test('the street and enhanced trackers keep watching through a loss of signal; a refusal stops them', () => {
    for (const profile of [STREET_TRACKER, ENHANCED_TRACKER]) {
      const { geolocation, watches } = fakeGeolocation();
      const errors: string[] = [];
      watchLocation(geolocation, profile, { onFix: () => {}, onError: (e, after) => errors.push(`${e.kind} ${after}`) });
      [...watches.values()][0]!.failure(failure(2));
      expect(watches.size).toBe(1);
      [...watches.values()][0]!.failure(failure(1));
      expect(watches.size).toBe(0);
      expect(errors).toEqual(['unavailable watching', 'denied stopped']);
    }
    const street = fakeGeolocation();
    const errors: string[] = [];
    watchLocation(street.geolocation, STREET_TRACKER, { onFix: () => {}, onError: (e, after) => errors.push(`${e.kind} ${after}`) });
    [...street.watches.values()][0]!.failure(failure(3));
    expect(errors).toEqual(['timeout watching']);
    expect(street.watches.size).toBe(1);
  });

  test('stopping clears the watch and a pending update', async () => {
    const { geolocation, watches } = fakeGeolocation();
    const fixes: number[] = [];
    const stop = watchLocation(geolocation, ENHANCED_TRACKER, { onFix: (f) => fixes.push(f.latitude), onError: () => {} });
    const watch = [...watches.values()][0]!;
    watch.success(position(1, 0, 5));
    watch.success(position(2, 0, 5));
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fixes).toEqual([1]);
    expect(watches.size).toBe(0);
  });
});

describe('messages and states', () => {
  test('each error has its message on the trackers and on the simpler page', () => {
    const e = (kind: ConstructorParameters<typeof LocationError>[0]) => new LocationError(kind, 'boom');
    expect(errorMessage(e('unsupported'), 'tracker')).toEqual({ key: 'errors.unsupported' });
    expect(errorMessage(e('denied'), 'tracker')).toEqual({ key: 'errors.denied' });
    expect(errorMessage(e('unavailable'), 'tracker')).toEqual({ key: 'errors.unavailable' });
    expect(errorMessage(e('timeout'), 'tracker')).toEqual({ key: 'errors.timeout' });
    expect(errorMessage(e('unknown'), 'tracker')).toEqual({ key: 'errors.generic' });
    expect(errorMessage(e('denied'), 'simple')).toEqual({ key: 'simple.denied' });
    expect(errorMessage(e('unavailable'), 'simple')).toEqual({ key: 'simple.unavailable' });
    expect(errorMessage(e('timeout'), 'simple')).toEqual({ key: 'simple.timeout' });
    expect(errorMessage(e('unknown'), 'simple')).toEqual({ key: 'simple.locationError', values: { message: 'boom' } });
    expect(errorMessage(e('unavailable'), 'simple', true)).toEqual({ key: 'simple.trackingError', values: { message: 'boom' } });
  });

  test('states have their colours', () => {
    expect(STATUS_COLOURS).toEqual({ inactive: 'grey', searching: 'yellow', active: 'green', error: 'red' });
  });
});
