// The weather of the admin's region (docs/product/weather.md). The server asks the forecast
// service, never the browsers, so a congregation of hundreds makes one call per cache window:
// - an answer is reused for `config.weather.cacheMs`; requests that arrive while it is being
//   fetched wait for that one fetch instead of starting their own;
// - the last good answer is kept in the ServiceSnapshot table, so it survives a restart and
//   another instance uses it instead of calling again;
// - when the service is down, slow or answers nonsense, the last good answer is served marked
//   stale (with the time it was fetched); with none, a WeatherUnavailableError. After a failure
//   the service is left alone for a minute (or the cache window, if shorter) rather than asked
//   again by every request.
import type { Context } from '../../access/context.ts';
import type { Db } from '../../db.ts';
import { AppError } from '../../lib/errors.ts';
import { appSettings } from '../settings/index.ts';
import { ministryAdvice, type WeatherAdvice } from './advice.ts';
import { type Forecast, forecastUrl, parseForecast } from './forecast.ts';
import { fetchOutside } from './outside-fetch.ts';

export const MESSAGES = {
  unavailable: 'Weather service unavailable',
  failed: 'Failed to fetch weather',
} as const;

const RETRY_AFTER_FAILURE_MS = 60_000;

export class WeatherUnavailableError extends AppError {
  readonly status = 503;
  readonly code = 'WEATHER_UNAVAILABLE';
  /** Whether the service did not answer, or answered with something that is no forecast. */
  readonly reason: 'unavailable' | 'unreadable';
  constructor(message: string = MESSAGES.unavailable) {
    super(message);
    this.reason = message === MESSAGES.failed ? 'unreadable' : 'unavailable';
    this.name = 'WeatherUnavailableError';
  }
}

export interface WeatherReport extends Forecast {
  region: string;
  latitude: number;
  longitude: number;
  fetchedAt: Date;
  /** True when the service did not answer and this is the last good answer. */
  stale: boolean;
  advice: WeatherAdvice[];
}

interface Snapshot {
  forecast: Forecast;
  fetchedAt: Date;
}

interface Place {
  key: string;
  latitude: number;
  longitude: number;
}

/** What one app keeps between requests; keyed by its database, so apps in one process stay apart. */
interface State {
  latest: Map<string, Snapshot>;
  inFlight: Map<string, Promise<Refreshed>>;
  failures: Map<string, { at: number; message: string }>;
}
const states = new WeakMap<Db, State>();
function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = { latest: new Map(), inFlight: new Map(), failures: new Map() };
    states.set(db, state);
  }
  return state;
}

type WeatherContext = Pick<Context, 'db' | 'config'>;

export const snapshotKey = (latitude: number, longitude: number) => `weather:${latitude.toFixed(4)},${longitude.toFixed(4)}`;

export async function weather(ctx: WeatherContext): Promise<WeatherReport> {
  const settings = await appSettings(ctx);
  const place: Place = { key: snapshotKey(settings.weatherLat, settings.weatherLng), latitude: settings.weatherLat, longitude: settings.weatherLng };
  const state = stateOf(ctx.db);
  const held = state.latest.get(place.key);
  const { snapshot, stale } =
    held && isFresh(ctx, held)
      ? { snapshot: held, stale: false }
      : await shared(state, place.key, () => refresh(ctx, state, place));
  return {
    ...snapshot.forecast,
    region: settings.weatherRegion,
    latitude: place.latitude,
    longitude: place.longitude,
    fetchedAt: snapshot.fetchedAt,
    stale,
    advice: ministryAdvice(snapshot.forecast.current.temperature, snapshot.forecast.current.weatherCode),
  };
}

const isFresh = (ctx: WeatherContext, snapshot: Snapshot) => Date.now() - snapshot.fetchedAt.getTime() < ctx.config.weather.cacheMs;

type Refreshed = { snapshot: Snapshot; stale: boolean };

/** The refresh already running for this place, or a new one that later requests will share. */
function shared(state: State, key: string, work: () => Promise<Refreshed>): Promise<Refreshed> {
  const running = state.inFlight.get(key);
  if (running) return running;
  const promise = work().finally(() => state.inFlight.delete(key));
  state.inFlight.set(key, promise);
  return promise;
}

async function refresh(ctx: WeatherContext, state: State, place: Place): Promise<Refreshed> {
  const stored = await readSnapshot(ctx.db, place.key);
  const held = state.latest.get(place.key);
  const last = newest(stored, held);
  if (last && isFresh(ctx, last)) {
    state.latest.set(place.key, last);
    return { snapshot: last, stale: false };
  }
  const failure = state.failures.get(place.key);
  const retryAfter = Math.min(ctx.config.weather.cacheMs, RETRY_AFTER_FAILURE_MS);
  if (failure && Date.now() - failure.at < retryAfter) return fallBack(last, failure.message);

  const answer = await ask(ctx, place);
  if ('message' in answer) {
    state.failures.set(place.key, { at: Date.now(), message: answer.message });
    return fallBack(last, answer.message);
  }
  const snapshot = { forecast: answer.forecast, fetchedAt: new Date() };
  state.failures.delete(place.key);
  state.latest.set(place.key, snapshot);
  const row = { body: answer.body, fetchedAt: snapshot.fetchedAt };
  // Two instances may store the same place at once; losing that race loses nothing, the answer stands.
  await ctx.db.serviceSnapshot.upsert({ where: { key: place.key }, create: { key: place.key, ...row }, update: row }).catch(() => undefined);
  return { snapshot, stale: false };
}

function fallBack(last: Snapshot | undefined, message: string): Refreshed {
  if (!last) throw new WeatherUnavailableError(message);
  return { snapshot: last, stale: true };
}

function newest(a: Snapshot | undefined, b: Snapshot | undefined): Snapshot | undefined {
  if (!a || !b) return a ?? b;
  return a.fetchedAt >= b.fetchedAt ? a : b;
}

async function readSnapshot(db: Db, key: string): Promise<Snapshot | undefined> {
  const row = await db.serviceSnapshot.findUnique({ where: { key } });
  const forecast = row && parseForecast(row.body);
  return forecast ? { forecast, fetchedAt: row.fetchedAt } : undefined;
}

/** One call to the service: the forecast and the text it came in, or the message of the failure. */
async function ask(ctx: WeatherContext, place: Place): Promise<{ forecast: Forecast; body: string } | { message: string }> {
  let body: string;
  try {
    const response = await fetchOutside(forecastUrl(ctx.config.weather.apiUrl, place.latitude, place.longitude), ctx.config.weather.timeoutMs, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { message: MESSAGES.unavailable };
    }
    body = await response.text();
  } catch {
    // Refused, unreachable or too slow: all the same to the member.
    return { message: MESSAGES.unavailable };
  }
  const forecast = parseForecast(body);
  return forecast ? { forecast, body } : { message: MESSAGES.failed };
}
