// Outside calls (the weather service and the official-site check, both through fetchOutside) do not
// follow redirects: a stand-in on 127.0.0.1 answers 302 pointing at another stand-in that would
// give a good answer, and that second one must never be asked; the caller sees a failed call.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createForecastStandIn, sampleForecast, type ForecastStandIn } from '../../../../tests/e2e/stand-ins/forecast.ts';
import { createTestApp, type TestApp } from '../../../../tests/api/harness.ts';
import { fetchOutside } from './outside-fetch.ts';
import { MESSAGES, snapshotKey } from './service.ts';

/** Answers every request with `status` and a Location of `target` plus the path asked for. */
async function redirector(target: () => string, status = 302) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(status, { location: `${target()}${req.url ?? '/'}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, hits, close };
}

let forecast: ForecastStandIn;
let toForecast: Awaited<ReturnType<typeof redirector>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  forecast = await createForecastStandIn();
  toForecast = await redirector(() => new URL(forecast.url).origin);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
  forecast.requests.length = 0;
  toForecast.hits.length = 0;
});
afterAll(async () => {
  await toForecast.close();
  await forecast.close();
});

async function app() {
  const apiUrl = `${toForecast.url}${new URL(forecast.url).pathname}`;
  const t = await createTestApp({ weather: { apiUrl, cacheMs: 15 * 60_000, timeoutMs: 20_000 } });
  apps.push(t);
  return t;
}

const WEATHER = '{ weather { __typename ... on WeatherReport { stale fetchedAt } ... on WeatherUnavailable { message } } }';
const OFFICIAL_SITE = '{ appSettings { officialSiteFraming } }';

describe('a redirect is not followed', () => {
  test('fetchOutside hands back the 302 itself, not ok, and the address it names is never asked', async () => {
    const response = await fetchOutside(`${toForecast.url}/v1/forecast`, 5_000, { redirect: 'follow' });
    await response.body?.cancel();
    expect(response.status).toBe(302);
    expect(response.ok).toBe(false);
    expect(toForecast.hits).toEqual(['/v1/forecast']);
    expect(forecast.requests).toHaveLength(0);
  });

  test('weather: a service answering with a redirect counts as down, the last good answer is served stale', async () => {
    const t = await app();
    const fetchedAt = new Date(Date.now() - 20 * 60_000);
    await t.db.serviceSnapshot.create({ data: { key: snapshotKey(34.2154, -78.0158), body: JSON.stringify(sampleForecast()), fetchedAt } });
    const weather = (await t.client().graphql(WEATHER)).data.weather;
    expect(weather).toEqual({ __typename: 'WeatherReport', stale: true, fetchedAt: fetchedAt.toISOString() });
    expect(toForecast.hits).toHaveLength(1);
    expect(forecast.requests).toHaveLength(0);
  });

  test('weather: a redirect with no answer ever stored gives "Weather service unavailable"', async () => {
    const t = await app();
    expect((await t.client().graphql(WEATHER)).data.weather).toEqual({ __typename: 'WeatherUnavailable', message: MESSAGES.unavailable });
    expect(forecast.requests).toHaveLength(0);
    expect(await t.db.serviceSnapshot.count()).toBe(0);
  });

  test('official site: a site answering with a redirect is UNKNOWN, and the site it names is never asked', async () => {
    const hits: string[] = [];
    const site = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Elsewhere</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const toSite = await redirector(() => `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
    try {
      const t = await createTestApp({ officialSiteUrl: `${toSite.url}/home` });
      apps.push(t);
      expect((await t.client().graphql(OFFICIAL_SITE)).data.appSettings.officialSiteFraming).toBe('UNKNOWN');
      expect(toSite.hits).toEqual(['/home']);
      expect(hits).toEqual([]);
    } finally {
      await toSite.close();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
