// The GPS pages (docs/product/gps.md) in Chromium with emulated geolocation and the tile stand-in
// (stand-ins/tiles.ts): getting a location, tracking, recording points (one recorded with no
// network, delivered once when it returns), the exported JSON file, the recorded route listed,
// reopened and deleted; the street/satellite toggle, fullscreen, the map's error view, the
// territory link of /map, and axe (WCAG 2.2 AA) on the three pages. The timing rules themselves
// (attempts, pauses, the 3 s interval, retries) are unit tests (web/src/features/gps/*.test.ts);
// here only their wiring is checked.
import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newMember } from './pages/app.ts';
import { GpsPage } from './pages/gps.ts';
import { API_HEADERS } from './api-headers.ts';
import { readDevice } from './pages/device-store.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { fitProblems } from './pages/fits.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

let counter = 0;
const gpsMember = () => newMember({ username: `gps${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e4)}`, group: 'Service Group 6' });

const START = { latitude: 34.2241, longitude: -77.9447, accuracy: 12 };
/** Steps of about 110 m north. */
const north = (steps: number) => ({ ...START, latitude: START.latitude + steps * 0.001 });

/** The member's GPS points as the server holds them. */
async function serverPoints(page: Page): Promise<unknown[]> {
  return (await (await page.request.get('/api/export?area=gpsPoints')).json()).areas.gpsPoints;
}

/** The record types of the writes waiting in this device's outbox. */
async function queuedTypes(page: Page): Promise<string[]> {
  return ((await readDevice(page, 'outbox', 'rows')) as { type: string }[]).map((c) => c.type);
}

async function signedUp(page: Page, context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(START);
  const gps = new GpsPage(page);
  await gps.app.signUpAndOpen(gpsMember());
  return gps;
}

test('a member records a walk (part of it offline), exports it, and reopens and deletes the route', async ({ page, context }) => {
  const gps = await signedUp(page, context);
  await gps.goto('/gps-enhanced', 'Enhanced GPS Tracking');
  await gps.expectMap('ready');
  await expect(gps.status).toContainText('Inactive');
  // The page's status card is the one status line (one live region).
  await expect(page.getByRole('status').filter({ hasText: 'GPS status' })).toHaveCount(1);
  await expect(gps.button('Start Recording')).toBeDisabled();

  await gps.button('Get GPS Location').click();
  await expect(gps.app.toastRegion).toContainText('Location Found');
  await expect(gps.position).toContainText('34.224100');
  await expect(gps.position).toContainText('12 m');

  await gps.button('Start GPS Tracking').click();
  await expect(gps.status).toContainText('Active');
  await gps.button('Start Recording').click();
  await expect(gps.app.toastRegion).toContainText('Recording Started');

  await context.setGeolocation(north(1));
  await expect(gps.pointCount).toHaveText('1');
  await context.setGeolocation(north(2));
  await expect(gps.pointCount).toHaveText('2');
  // Each point is queued first and sent at once; both have reached the server before the signal goes.
  await expect.poll(async () => (await serverPoints(page)).length).toBe(2);
  await expect(page.getByText(/waiting to sync/)).toBeHidden();

  // No signal: the point is kept on the device, then delivered when the connection returns.
  await context.setOffline(true);
  await context.setGeolocation(north(3));
  await expect(gps.pointCount).toHaveText('3');
  await expect(page.getByText('1 point waiting to sync')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/waiting to sync/)).toBeHidden({ timeout: 30_000 });

  await expect(gps.recentPoints).toHaveCount(3);
  await expect(gps.recentPoints.first()).toContainText('34.227100');

  const [download] = await Promise.all([page.waitForEvent('download'), gps.button('Export Data').click()]);
  expect(download.suggestedFilename()).toMatch(/^gps-tracking-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.pointCount).toBe(3);
  expect(exported.points.map((p: { latitude: number }) => p.latitude)).toEqual([north(1).latitude, north(2).latitude, north(3).latitude]);
  expect(exported.distanceMeters).toBeGreaterThan(200);
  await expect(gps.app.toastRegion).toContainText('Export Complete');

  await gps.button('Stop Recording').click();
  await expect(gps.app.toastRegion).toContainText('Recording Stopped');
  // Listed at once, with the figures the device computed.
  await expect(gps.routes.getByRole('listitem')).toHaveCount(1);
  await expect(gps.routes).toContainText('3 points');

  // The server kept each point once, the offline one included, and computed the route from them.
  await expect.poll(async () => (await (await page.request.get('/api/gps-routes')).json()).length).toBe(1);
  const routes = await (await page.request.get('/api/gps-routes')).json();
  expect(routes[0]).toMatchObject({ pointCount: 3 });
  expect(routes[0].distanceMeters).toBeGreaterThan(200);
  const stored = await (await page.request.get(`/api/gps-routes/${routes[0].id}`)).json();
  expect(stored.points.map((p: { latitude: number }) => p.latitude)).toEqual([north(1).latitude, north(2).latitude, north(3).latitude]);

  await gps.button('Clear History').click();
  await expect(gps.app.toastRegion).toContainText('History Cleared');
  await expect(gps.pointCount).toHaveText('0');
  await gps.button('Export Data').click();
  await expect(gps.app.toastRegion).toContainText('No tracking data to export');

  await gps.routes.getByRole('button', { name: /^Show on map/ }).click();
  await expect(page.getByText(/^Showing route:/)).toBeVisible();
  await gps.expectMap('ready');
  await expect(gps.map).toHaveAttribute('data-line-points', '3');

  await gps.routes.getByRole('button', { name: /^Delete/ }).click();
  await expect(gps.routes).toContainText('No routes yet');
  await expect.poll(async () => (await page.request.get('/api/gps-routes')).json()).toEqual([]);
});

test('a route recorded with no signal is shown from the device and deleted before it reaches the server, and nothing of it arrives later', async ({ page, context }) => {
  const gps = await signedUp(page, context);
  await gps.goto('/gps-enhanced', 'Enhanced GPS Tracking');
  await gps.expectMap('ready');
  await gps.button('Get GPS Location').click();
  await expect(gps.app.toastRegion).toContainText('Location Found');
  await gps.button('Start GPS Tracking').click();
  await expect(gps.status).toContainText('Active');
  await gps.button('Start Recording').click();
  await expect(gps.app.toastRegion).toContainText('Recording Started');

  await context.setOffline(true);
  await context.setGeolocation(north(1));
  await expect(gps.pointCount).toHaveText('1');
  await context.setGeolocation(north(2));
  await expect(gps.pointCount).toHaveText('2');
  await gps.button('Stop Recording').click();
  await expect(gps.app.toastRegion).toContainText('Recording Stopped');
  await expect(gps.routes).toContainText('2 points');

  // The page opened again while every request fails: the route is listed from the first frame
  // that lists routes. Each frame's list is written down: the device's saved list had no route, so
  // a frame drawn before the queued one was laid over it would say "No routes yet".
  await context.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { shownFrames: string[] }).shownFrames = frames;
    const sample = () => {
      const routes = [...document.querySelectorAll('section')].find((el) => el.querySelector('h2, h3')?.textContent?.trim() === 'My routes');
      if (routes) frames.push(routes.textContent ?? '');
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const api = /\/(graphql|api\/)/;
  await context.route(api, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(gps.routes).toContainText('2 points');
  const frames = await page.evaluate(() => (window as unknown as { shownFrames: string[] }).shownFrames);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((shown) => shown.includes('No routes yet'))).toEqual([]);
  await context.setOffline(true);
  await context.unroute(api);

  // Still on the device: its path comes from the points the device holds.
  await gps.routes.getByRole('button', { name: /^Show on map/ }).click();
  await expect(page.getByText(/^Showing route:/)).toBeVisible();
  await expect(gps.map).toHaveAttribute('data-line-points', '2');

  // Deleted with no signal: its points leave the outbox at once. The route goes too, unless the
  // device was trying to send it just then: it may have arrived, so its delete waits beside it.
  await gps.routes.getByRole('button', { name: /^Delete/ }).click();
  await expect(gps.routes).toContainText('No routes yet');
  await expect.poll(() => queuedTypes(page)).not.toContain('gpsPoint');
  await context.setOffline(false);
  await expect(page.getByText(/waiting to sync/)).toBeHidden({ timeout: 30_000 });
  await page.reload();
  await expect(gps.routes).toContainText('No routes yet');
  const exported = await (await page.request.get('/api/export?area=gpsPoints')).json();
  expect(exported.areas.gpsPoints).toEqual([]);
  expect(await (await page.request.get('/api/gps-routes')).json()).toEqual([]);
});

test('signing out with GPS points not yet sent warns, waits to deliver them, or exports them', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(START);
  const gps = new GpsPage(page);
  const member = gpsMember();
  await gps.app.signUpAndOpen(member);
  const serverPoints = async () => (await (await page.request.get('/api/export?area=gpsPoints')).json()).areas.gpsPoints.length;
  const record = async (steps: number[]) => {
    const before = await serverPoints();
    await gps.goto('/gps-enhanced', 'Enhanced GPS Tracking');
    await gps.button('Start GPS Tracking').click();
    await expect(gps.status).toContainText('Active');
    await gps.button('Start Recording').click();
    for (const [i, step] of steps.entries()) {
      // The first point reaches the server; the rest are recorded with no signal.
      if (i === 1) {
        // The server holds it, and the device has its answer: nothing of it is left to send.
        await expect.poll(serverPoints).toBe(before + 1);
        await expect.poll(() => queuedTypes(page)).not.toContain('gpsPoint');
        await gps.app.fetchedAhead();
        await context.setOffline(true);
      }
      await context.setGeolocation(north(step));
      await expect(gps.pointCount).toHaveText(String(i + 1));
    }
    await gps.button('Stop Recording').click();
  };
  const logout = gps.app.header.getByRole('button', { name: 'Logout' });
  const warning = page.getByRole('alertdialog', { name: 'Changes not yet sent' });

  // Waiting: the points and the route's end are delivered once the signal returns, then the
  // session ends; the route is whole on the server.
  await record([1, 2]);
  await expect(page.getByText('1 point waiting to sync')).toBeVisible();
  await logout.click();
  // The point and the route's end, the point listed as part of its recording.
  await expect(warning).toContainText('2 changes made on this device have not reached the server');
  await expect(warning).toContainText('1 GPS point of a recording');
  await expect(warning).toContainText('Recorded route');
  await warning.getByRole('button', { name: 'Wait, then sign out' }).click();
  await expect(warning).toContainText('You will be signed out once everything has reached the server');
  await context.setOffline(false);
  await expect(gps.app.toastRegion).toContainText('Signed Out', { timeout: 30_000 });
  await gps.app.signIn(member.username, member.password);
  await expect(logout).toBeVisible({ timeout: 30_000 });
  const routes = await (await page.request.get('/api/gps-routes')).json();
  expect(routes).toHaveLength(1);
  expect(routes[0]).toMatchObject({ pointCount: 2 });

  // Exporting: the file holds the points and the route's end, in the order they were recorded.
  await context.setGeolocation(START);
  await record([3, 4, 5]);
  await expect(page.getByText('2 points waiting to sync')).toBeVisible();
  await logout.click();
  await expect(warning).toContainText('2 GPS points of a recording');
  const download = page.waitForEvent('download');
  await warning.getByRole('button', { name: 'Export and sign out' }).click();
  const exported = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
  expect(exported).toEqual([
    expect.objectContaining({ type: 'gpsPoint', action: 'create', fields: expect.objectContaining({ latitude: north(4).latitude }) }),
    expect.objectContaining({ type: 'gpsPoint', action: 'create', fields: expect.objectContaining({ latitude: north(5).latitude }) }),
    expect.objectContaining({ type: 'gpsRoute', action: 'create', fields: expect.objectContaining({ pointCount: 3 }) }),
  ]);
});

test('the street map: the congregation\'s area, location with its accuracy circle, tracking, the satellite toggle and fullscreen', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(START);
  const gps = new GpsPage(page);
  const satelliteTiles: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/satellite/')) satelliteTiles.push(request.url());
  });
  await gps.goto('/openstreetmap', 'Street & Satellite Map Tracker');
  await gps.expectMap('ready');

  // The default place is the app's region as the admin set it (here the app's first setting).
  await expect(gps.position).toContainText('No location yet. Press Get GPS Location or Set to Leland, NC.');
  await gps.button('Set to Leland, NC').click();
  await expect(gps.position).toContainText('34.215400');
  await expect(gps.position).toContainText('-78.015800');
  await expect(gps.position).toContainText('Leland, NC (default position)');

  await gps.button('Get GPS Location').click();
  await expect(gps.position).toContainText('34.224100');
  await expect(page.getByTestId('accuracy-circle')).toBeVisible();
  const circle = await page.getByTestId('accuracy-circle').boundingBox();
  expect(circle!.width).toBeGreaterThanOrEqual(40);
  expect(circle!.width).toBeLessThanOrEqual(150);

  await gps.button('Start GPS Tracking').click();
  await expect(gps.status).toContainText('Active');
  await context.setGeolocation(north(1));
  await expect(gps.position).toContainText('34.225100');
  await gps.button('Stop GPS Tracking').click();
  await expect(gps.status).toContainText('Inactive');

  await gps.button('Map type: Street').click();
  await expect(gps.button('Map type: Satellite')).toBeVisible();
  await expect.poll(() => satelliteTiles.length).toBeGreaterThan(0);

  await gps.button('Fullscreen').click();
  await expect(gps.button('Exit fullscreen')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gps.button('Exit fullscreen')).toBeHidden();
  await gps.button('Fullscreen').click();
  await gps.button('Exit fullscreen').click();
  await expect(gps.button('Fullscreen')).toBeVisible();
});

test('location refused: the page says so', async ({ page, context }) => {
  await context.clearPermissions();
  const gps = new GpsPage(page);
  await gps.goto('/openstreetmap', 'Street & Satellite Map Tracker');
  await gps.button('Get GPS Location').click();
  await expect(gps.position.getByRole('alert')).toHaveText('Location access denied. Please enable location services and refresh.');
  await expect(gps.app.toastRegion).toContainText('GPS Error');
  await expect(gps.status).toContainText('Error');
});

test('without tiles the map shows its error view with Retry, and the rest of the page still works', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(START);
  await context.route(/\/(street|satellite)\/\d+\//, (route) => route.abort());
  const gps = new GpsPage(page);
  await gps.goto('/openstreetmap', 'Street & Satellite Map Tracker');
  await gps.expectMap('error');
  await expect(page.getByRole('alert').filter({ hasText: 'The map could not be shown' })).toBeVisible();
  await expect(gps.map.getByRole('button', { name: 'Retry' })).toBeVisible();
  await gps.button('Get GPS Location').click();
  await expect(gps.position).toContainText('34.224100');
});

test('/map from a territory names it and draws its boundary; one-time location and tracking keep the recent updates', async ({ page, context }) => {
  const gps = await signedUp(page, context);
  const created = await page.request.post('/graphql', {
    headers: API_HEADERS,
    data: {
      query: 'mutation ($input: CreateTerritoryInput!) { createTerritory(input: $input) { __typename ... on TerritoryCreated { territory { id } } } }',
      variables: {
        input: { territoryNumber: 'G6-1', name: 'Elm Street North', boundaries: '34.224, -77.945; 34.226, -77.945; 34.226, -77.943; 34.224, -77.943' },
      },
    },
  });
  const territoryId = (await created.json()).data.createTerritory.territory.id as string;
  await gps.app.goto(`/map?territoryId=${encodeURIComponent(territoryId)}&name=${encodeURIComponent('Elm Street North')}`);
  await expect(page.getByRole('heading', { name: 'GPS Location Tracker', level: 1 })).toBeVisible();
  await expect(page.getByText('Territory: Elm Street North')).toBeVisible();
  await gps.expectMap('ready');
  await expect(gps.map).toHaveAttribute('data-line-points', '4');
  await expect(gps.button('Map type: Satellite')).toBeVisible();
  // The hint names this page's own button.
  await expect(gps.position).toContainText('Press Get Location or Set to Leland, NC.');

  await gps.button('Get Location').click();
  await expect(gps.position).toContainText('34.224100');
  // Chromium's emulation reports "position unavailable" to a watch each time the emulated place
  // changes, and this tracker stops on any error: the move is made before tracking starts.
  await context.setGeolocation(north(1));
  await gps.button('Start GPS Tracking').click();
  const updates = page.getByRole('region', { name: 'Recent updates' }).getByRole('listitem');
  await expect(updates.first()).toContainText('34.225100');
  await expect(updates).toHaveCount(2);
  await gps.button('Stop GPS Tracking').click();
  await gps.button('Map type: Satellite').click();
  await expect(gps.button('Map type: Hybrid')).toBeVisible();
  await gps.button('Map type: Hybrid').click();
  await expect(gps.button('Map type: Street')).toBeVisible();
});

test('/map with only a name (a visitor) names the territory and shows the map', async ({ page }) => {
  const gps = new GpsPage(page);
  await gps.app.goto('/map?territoryId=VGVycml0b3J5OjE%3D&name=Oak%20Park');
  await expect(page.getByText('Territory: Oak Park')).toBeVisible();
  await gps.expectMap('ready');
  await expect(gps.map).toHaveAttribute('data-line-points', '0');
});

for (const [path, heading] of [
  ['/map', 'GPS Location Tracker'],
  ['/openstreetmap', 'Street & Satellite Map Tracker'],
  ['/gps-enhanced', 'Enhanced GPS Tracking'],
] as const) {
  test(`${path} has no axe violations (WCAG 2.2 AA)`, async ({ page, context }) => {
    const gps = await signedUp(page, context);
    await gps.goto(path, heading);
    await gps.expectMap('ready');
    await gps.button(path === '/map' ? 'Get Location' : 'Get GPS Location').click();
    await expect(gps.position).toContainText('34.224100');
    await expectNoAxeViolations(page);
  });
}

test('the three GPS pages share one layout: links name each page’s job, Get Location is on a phone’s first screen, the map stands beside the controls on a wide one', async ({ page, context }) => {
  const gps = await signedUp(page, context);
  await page.setViewportSize({ width: 360, height: 640 });
  await gps.goto('/openstreetmap', 'Street & Satellite Map Tracker');
  const links = page.getByRole('navigation', { name: 'GPS pages' }).getByRole('link');
  await expect(links).toHaveText(['Find me', 'Street & satellite map', 'Record a route']);
  await expect(links.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(gps.button('Get GPS Location')).toBeInViewport();
  // The map's own buttons keep to one row: Fullscreen is its icon on a phone, still named.
  const fullscreen = gps.button('Fullscreen');
  const mapType = gps.button(/^Map type/);
  expect(Math.abs((await fullscreen.boundingBox())!.y - (await mapType.boundingBox())!.y)).toBeLessThan(2);
  expect(await fitProblems(page)).toEqual([]);

  await links.getByText('Record a route').click();
  await expect(page.getByRole('heading', { name: 'Enhanced GPS Tracking', level: 1 })).toBeVisible();
  await expect(links.nth(2)).toHaveAttribute('aria-current', 'page');
  // The Status card's dot stays round on a phone, beside a state that wraps.
  const dot = (await gps.status.locator('[aria-hidden="true"]').first().boundingBox())!;
  expect(Math.round(dot.width)).toBe(Math.round(dot.height));
  await page.setViewportSize({ width: 1440, height: 900 });
  const controls = (await gps.button('Get GPS Location').boundingBox())!;
  const map = (await gps.map.boundingBox())!;
  expect(map.x).toBeGreaterThan(controls.x + controls.width);
  expect(map.y).toBeLessThan(controls.y + controls.height);
  expect(await fitProblems(page)).toEqual([]);
});
