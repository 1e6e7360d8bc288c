// A stand-in for the forecast service (an Open-Meteo-compatible /v1/forecast) on 127.0.0.1: it
// answers every request with a fixed week of weather for the place asked, in the units asked.
// The end-to-end tests get it through WEATHER_API_URL (start()); the API tests drive the same
// server into the failures they check (down, slow, nonsense) with `mode`.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next requests. */
export type ForecastMode = 'ok' | 'down' | 'malformed' | 'hang' | 'held';

export interface ForecastStandIn {
  url: string;
  /** Requests received so far, with their query parameters. */
  requests: URLSearchParams[];
  mode: ForecastMode;
  /** Answers the requests waiting in 'held' mode (and lets later ones through). */
  release(): void;
  close(): Promise<void>;
}

/** The week the stand-in answers: 68 °F and partly cloudy now, the first day rainy. */
export function sampleForecast(timezone = 'America/New_York') {
  const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
  return {
    latitude: 34.2154,
    longitude: -78.0158,
    timezone,
    current_units: { temperature_2m: '°F', wind_speed_10m: 'mp/h', precipitation: 'inch' },
    current: {
      time: '2026-11-24T10:15',
      interval: 900,
      temperature_2m: 68.4,
      relative_humidity_2m: 61,
      apparent_temperature: 66.9,
      precipitation: 0,
      weather_code: 2,
      wind_speed_10m: 8.3,
      wind_direction_10m: 225,
    },
    daily: {
      time: days,
      weather_code: [63, 3, 0, 1, 45, 80, 95],
      temperature_2m_max: [71.2, 66.1, 60.3, 58.8, 62.5, 70.1, 74.9],
      temperature_2m_min: [55.4, 49.8, 41.2, 39.9, 44.1, 52.3, 58.6],
      precipitation_sum: [0.42, 0, 0, 0, 0.01, 0.23, 0.87],
      wind_speed_10m_max: [14.2, 9.8, 7.1, 6.4, 8.8, 16.5, 21.3],
    },
  };
}

export async function createForecastStandIn(): Promise<ForecastStandIn> {
  const held: (() => void)[] = [];
  const requests: URLSearchParams[] = [];
  const answer = (req: IncomingMessage, res: import('node:http').ServerResponse, mode: ForecastMode) => {
    if (mode === 'down') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (mode === 'hang') return; // never answers: the app's timeout must end the wait
    res.writeHead(200, { 'content-type': 'application/json' });
    if (mode === 'malformed') {
      res.end(JSON.stringify({ current: { temperature_2m: 'warm' }, daily: {} }));
      return;
    }
    const query = new URL(req.url ?? '/', 'http://stand-in').searchParams;
    res.end(JSON.stringify(sampleForecast(query.get('timezone') === 'auto' ? 'America/New_York' : (query.get('timezone') ?? 'GMT'))));
  };
  const standIn: ForecastStandIn = {
    url: '',
    requests,
    mode: 'ok',
    release() {
      this.mode = 'ok';
      for (const go of held.splice(0)) go();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://stand-in').searchParams);
    const mode = standIn.mode;
    if (mode === 'held') held.push(() => answer(req, res, 'ok'));
    else answer(req, res, mode);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
  return standIn;
}

export async function start(): Promise<Record<string, string>> {
  const standIn = await createForecastStandIn();
  return { WEATHER_API_URL: standIn.url };
}
