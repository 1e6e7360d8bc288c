// Offline behaviour of the shell (docs/product/offline.md): the banner and
// the connection indicator, and the app shell served by the service worker with no network.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app.ts';
import { GpsPage } from './pages/gps.ts';
import { signUpMember } from './pages/service-group.ts';

test('losing and regaining the connection shows the offline banner, then Back Online', async ({ page, context }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await context.setOffline(true);
  await expect(page.getByText("You're Offline")).toBeVisible();
  await expect(page.getByText('Some features limited, data will sync when reconnected')).toBeVisible();
  await expect(page.getByText('Offline Mode Active')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Back Online', { exact: true })).toBeVisible();
  await expect(page.getByText('All features restored')).toBeVisible();
  await expect(page.getByText('Offline Mode Active')).toBeHidden();
  // The banner hides after 5 s. (Which quality the indicator shows next depends on the network
  // information Chromium reports after its offline emulation; connection.test.ts covers the rules.)
  await expect(page.getByText('Back Online', { exact: true })).toBeHidden({ timeout: 8000 });
});

// A member's device keeps what it last saw (a visitor's sample data is not kept, so a visitor
// offline is told the page needs a connection the first time).
test('once visited, the app opens with no network', async ({ page, context }) => {
  await signUpMember(context.request, { fullName: 'Olga Ortiz', groupNumber: 1 });
  const app = new AppPage(page);
  await app.goto('/');
  await expect(app.header.getByRole('button', { name: /^Account: / })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the worker; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(app.header).toBeVisible();
  await expect(app.header.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notes' }).first()).toBeVisible();
});

// The map library is not part of the worker's install download (scripts/check-first-screen.mjs
// checks the precache list): the first map page caches it, and it then loads with no network.
test('the map library is cached when a map page first loads it, and loads from there offline', async ({ page, context }) => {
  await signUpMember(context.request, { fullName: 'Mara Lind', groupNumber: 1 });
  const gps = new GpsPage(page);
  await gps.app.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const mapLibrary = () =>
    page.evaluate(async () => {
      const cache = await caches.open('map-library');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  expect(await mapLibrary()).toEqual([]);

  await gps.goto('/map', 'GPS Location Tracker');
  await gps.expectMap('ready');
  await expect.poll(mapLibrary).toContainEqual(expect.stringMatching(/^\/assets\/maplibre-gl-[\w-]+\.js$/));

  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('maplibre')) failed.push(request.url());
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'GPS Location Tracker', level: 1 })).toBeVisible();
  // With no tiles the map shows its error view, but the library itself came from the cache.
  await gps.expectMap('error');
  expect(failed).toEqual([]);
});
