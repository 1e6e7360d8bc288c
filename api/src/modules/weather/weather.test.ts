// The weather proxy against a stand-in forecast service on 127.0.0.1: the request it makes, one
// call for many members (the cache, and one fetch shared by requests that arrive together), the
// last good answer kept in the database and served with its time when the service is down, slow
// or answers nonsense, and the message when there is no answer at all. Each test gets an app of
// its own, since what the app remembers between requests is part of what is tested.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createForecastStandIn, sampleForecast, type ForecastStandIn } from '../../../../tests/e2e/stand-ins/forecast.ts';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES, snapshotKey } from './service.ts';

const WEATHER = /* GraphQL */ `
  query {
    weather {
      __typename
      ... on WeatherReport {
        region latitude longitude timezone fetchedAt stale advice
        current { time temperature apparentTemperature humidity precipitation weatherCode windSpeed windDirection }
        daily { date weatherCode temperatureMax temperatureMin precipitationSum windSpeedMax }
      }
      ... on WeatherUnavailable { message reason }
    }
  }
`;

const MINUTE = 60_000;
let forecast: ForecastStandIn;
const apps: TestApp[] = [];

beforeAll(async () => {
  forecast = await createForecastStandIn();
});
afterEach(async () => {
  forecast.release();
  await Promise.all(apps.splice(0).map((t) => t.close()));
  forecast.requests.length = 0;
});
afterAll(() => forecast.close());

async function app(weather: Partial<{ cacheMs: number; timeoutMs: number }> = {}) {
  const t = await createTestApp({ weather: { apiUrl: forecast.url, cacheMs: 15 * MINUTE, timeoutMs: 20_000, ...weather } });
  apps.push(t);
  return t;
}

const ask = async (t: TestApp) => (await t.client().graphql(WEATHER)).data.weather;
const leland = snapshotKey(34.2154, -78.0158);

async function storeSnapshot(t: TestApp, minutesAgo: number) {
  const fetchedAt = new Date(Date.now() - minutesAgo * MINUTE);
  await t.db.serviceSnapshot.create({ data: { key: leland, body: JSON.stringify(sampleForecast()), fetchedAt } });
  return fetchedAt;
}

describe('a normal answer', () => {
  test('a visitor gets the region’s current weather, the 7-day forecast and the advice', async () => {
    const t = await app();
    const weather = await ask(t);
    expect(weather).toMatchObject({
      __typename: 'WeatherReport',
      region: 'Leland, NC',
      latitude: 34.2154,
      longitude: -78.0158,
      timezone: 'America/New_York',
      stale: false,
      advice: ['GREAT'],
      current: {
        time: '2026-11-24T10:15',
        temperature: 68.4,
        apparentTemperature: 66.9,
        humidity: 61,
        precipitation: 0,
        weatherCode: 2,
        windSpeed: 8.3,
        windDirection: 225,
      },
    });
    expect(weather.daily).toHaveLength(7);
    expect(weather.daily[0]).toEqual({
      date: '2026-11-24',
      weatherCode: 63,
      temperatureMax: 71.2,
      temperatureMin: 55.4,
      precipitationSum: 0.42,
      windSpeedMax: 14.2,
    });
    const row = await t.db.serviceSnapshot.findUniqueOrThrow({ where: { key: leland } });
    expect(row.fetchedAt.toISOString()).toBe(weather.fetchedAt);
  });

  test('the service is asked for the region in °F, mph and inches, seven days, in the region’s zone', async () => {
    const t = await app();
    await ask(t);
    expect(forecast.requests).toHaveLength(1);
    expect(Object.fromEntries(forecast.requests[0]!)).toEqual({
      latitude: '34.2154',
      longitude: '-78.0158',
      current: 'temperature_2m,relative_humidity_2m,apparent_temperature,precipitation,weather_code,wind_speed_10m,wind_direction_10m',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,wind_speed_10m_max',
      temperature_unit: 'fahrenheit',
      wind_speed_unit: 'mph',
      precipitation_unit: 'inch',
      timezone: 'auto',
      forecast_days: '7',
    });
  });

  test('the region an admin set in the Location tab is the one asked for and named', async () => {
    const t = await app();
    await t.db.appSettings.create({ data: { id: 1, weatherRegion: 'Wilmington, NC', weatherLat: 34.2257, weatherLng: -77.9447 } });
    const weather = await ask(t);
    expect(weather).toMatchObject({ region: 'Wilmington, NC', latitude: 34.2257, longitude: -77.9447 });
    expect(forecast.requests[0]!.get('latitude')).toBe('34.2257');
    expect(forecast.requests[0]!.get('longitude')).toBe('-77.9447');
  });

  test('a member reads the same weather', async () => {
    const t = await app();
    const { client } = await signedInMember(t);
    expect((await client.graphql(WEATHER)).data.weather).toMatchObject({ __typename: 'WeatherReport', region: 'Leland, NC' });
  });
});

describe('one call for a congregation', () => {
  test('requests arriving together share one fetch, and later ones are answered from the cache', async () => {
    const t = await app();
    forecast.mode = 'held';
    const together = Array.from({ length: 30 }, () => ask(t));
    // The first request reaches the service once the app has read its settings: wait for it, however slow.
    await expect.poll(() => forecast.requests.length, { timeout: 15_000 }).toBe(1);
    forecast.release();
    const answers = await Promise.all(together);
    for (const weather of answers) expect(weather).toMatchObject({ __typename: 'WeatherReport', stale: false });
    for (let i = 0; i < 20; i++) expect((await ask(t)).__typename).toBe('WeatherReport');
    expect(forecast.requests).toHaveLength(1);
  });

  test('an answer another instance stored is used without calling the service', async () => {
    const t = await app();
    const fetchedAt = await storeSnapshot(t, 2);
    const weather = await ask(t);
    expect(weather).toMatchObject({ __typename: 'WeatherReport', stale: false, fetchedAt: fetchedAt.toISOString() });
    expect(forecast.requests).toHaveLength(0);
  });

  test('an answer older than the cache window is fetched again', async () => {
    const t = await app();
    const old = await storeSnapshot(t, 20);
    const weather = await ask(t);
    expect(weather.stale).toBe(false);
    expect(new Date(weather.fetchedAt).getTime()).toBeGreaterThan(old.getTime());
    expect(forecast.requests).toHaveLength(1);
  });
});

describe('when the service fails', () => {
  test('down: the last good answer is served, marked stale, with the time it was fetched', async () => {
    const t = await app();
    const fetchedAt = await storeSnapshot(t, 20);
    forecast.mode = 'down';
    const weather = await ask(t);
    expect(weather).toMatchObject({ __typename: 'WeatherReport', stale: true, fetchedAt: fetchedAt.toISOString(), region: 'Leland, NC' });
    expect(weather.daily).toHaveLength(7);
    expect(forecast.requests).toHaveLength(1);
  });

  test('down after a good answer in this instance: that answer is served', async () => {
    const t = await app({ cacheMs: 1 });
    const first = await ask(t);
    forecast.mode = 'down';
    await expect.poll(async () => (await ask(t)).stale, { timeout: 15_000 }).toBe(true);
    expect((await ask(t)).fetchedAt).toBe(first.fetchedAt);
  });

  test('down with no answer ever: "Weather service unavailable", and the service is not asked again at once', async () => {
    const t = await app();
    forecast.mode = 'down';
    expect(await ask(t)).toEqual({ __typename: 'WeatherUnavailable', message: MESSAGES.unavailable, reason: 'UNAVAILABLE' });
    expect(await ask(t)).toEqual({ __typename: 'WeatherUnavailable', message: MESSAGES.unavailable, reason: 'UNAVAILABLE' });
    expect(forecast.requests).toHaveLength(1);
    expect(await t.db.serviceSnapshot.count()).toBe(0);
  });

  test('a malformed answer counts as none: "Failed to fetch weather", nothing stored', async () => {
    const t = await app();
    forecast.mode = 'malformed';
    expect(await ask(t)).toEqual({ __typename: 'WeatherUnavailable', message: MESSAGES.failed, reason: 'UNREADABLE' });
    expect(await t.db.serviceSnapshot.count()).toBe(0);
  });

  test('a malformed answer does not replace the last good one', async () => {
    const t = await app();
    const fetchedAt = await storeSnapshot(t, 20);
    forecast.mode = 'malformed';
    expect(await ask(t)).toMatchObject({ __typename: 'WeatherReport', stale: true, fetchedAt: fetchedAt.toISOString() });
    const row = await t.db.serviceSnapshot.findUniqueOrThrow({ where: { key: leland } });
    expect(row.fetchedAt.toISOString()).toBe(fetchedAt.toISOString());
  });

  test('a service that never answers is given up after the timeout', async () => {
    const t = await app({ timeoutMs: 300 });
    forecast.mode = 'hang';
    expect(await ask(t)).toEqual({ __typename: 'WeatherUnavailable', message: MESSAGES.unavailable, reason: 'UNAVAILABLE' });
  });

  test('the service answering again replaces the stale answer', async () => {
    const t = await app({ cacheMs: 1 });
    await storeSnapshot(t, 20);
    forecast.mode = 'down';
    expect((await ask(t)).stale).toBe(true);
    forecast.mode = 'ok';
    await expect.poll(async () => (await ask(t)).stale, { timeout: 15_000 }).toBe(false);
  });
});
