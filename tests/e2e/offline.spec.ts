// Offline behaviour of the shell (docs/product/offline.md): the banner and
// the connection indicator, and the app shell served by the service worker with no network.
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app.ts';
import { GpsPage } from './pages/gps.ts';
import { NotesPage } from './pages/notes.ts';
import { API_HEADERS } from './api-headers.ts';
import { signUpMember } from './pages/service-group.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

test('losing and regaining the connection shows the offline banner, then Back Online', async ({ page, context }) => {
  const app = new AppPage(page);
  await app.goto('/');
  // The home page's code is fetched after the header shows; going offline before it has arrived
  // would test the page's own offline message instead of the banner.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByText("You're Offline", { exact: true })).toBeVisible();
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

/** How many requests the service worker keeps for Background Sync (workbox's own database). */
async function keptForBackgroundSync(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opened only once the worker made it: opening it here first would make an empty one.
    if (!(await indexedDB.databases()).some((d) => d.name === 'workbox-background-sync')) return 0;
    const open = indexedDB.open('workbox-background-sync');
    await new Promise((ok) => (open.onsuccess = ok));
    const db = open.result;
    if (!db.objectStoreNames.contains('requests')) {
      db.close();
      return 0;
    }
    const request = db.transaction('requests').objectStore('requests').count();
    const count = await new Promise<number>((ok) => (request.onsuccess = () => ok(request.result)));
    db.close();
    return count;
  });
}

// A write that could not be sent is kept by the service worker and sent through Background Sync
// when the browser is back online, with no page of the app open. Chromium fires the sync event when
// its own network returns, which emulation does not touch, so the test fires it through DevTools.
test('the field pages open with no network, with the member\'s data, in a session that never visited them', async ({ page, context }) => {
  await signUpMember(context.request, { fullName: 'Pia Park', groupNumber: 1 });
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  // Due today on the device's calendar (this machine's, which the browser shares), so the page's first tab lists it.
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const write = async (query: string, variables: Record<string, unknown>) => {
    const answer = await context.request.post('/graphql', { headers: API_HEADERS, data: { query, variables } });
    expect(JSON.stringify(await answer.json())).not.toMatch(/ValidationError|"errors"/);
  };
  expect((await context.request.post('/api/notes', { data: { title: 'Elm Street 4', content: 'Left a tract', category: 'General' } })).status()).toBe(201);
  await write('mutation ($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { __typename } }', { input: { title: 'Cart at the station', date: tomorrow, time: '10:00' } });
  await write('mutation ($input: CreateContactInput!) { createContact(input: $input) { __typename } }', { input: { kind: 'HLC', name: 'Anna Berg', phoneNumber: '555-0100', email: 'anna@example.org' } });
  await write('mutation ($input: CreateContactInput!) { createContact(input: $input) { __typename } }', { input: { kind: 'PVG', name: 'Jonas Ek', phoneNumber: '555-0124', email: 'jonas@example.org' } });
  await write('mutation ($input: CreateTerritoryInput!) { createTerritory(input: $input) { __typename } }', { input: { territoryNumber: '14', name: 'Riverside' } });
  await write('mutation ($input: ApplyChangesInput!) { applyChanges(input: $input) { __typename ... on ChangesApplied { outcomes { status message } } } }', {
    input: { changes: [{ clientId: `rv-${Date.now()}`, type: 'returnVisit', action: 'create', fields: JSON.stringify({ name: 'Hana Mori', address: '5 Cedar Lane', nextVisitDate: today }) }] },
  });

  const operations = ['ServiceGroupPageQuery', 'ReportPageQuery', 'NoteListQuery', 'CalendarPageQuery', 'ReturnVisitsPageQuery', 'TerritoriesPageQuery'];
  const fetched = operations.map((operation) =>
    page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(`"operationName":"${operation}"`) && r.ok()),
  );
  const contactLists = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"operationName":"ContactsPageQuery"') && (r.request().postData() ?? '').includes('PVG'));
  const app = new AppPage(page);
  await app.goto('/');
  await expect(app.header.getByRole('button', { name: /^Account: / })).toBeVisible();
  // Fetched one after another once the first screen is idle, without the member opening any.
  await Promise.all([...fetched, contactLists]);
  await context.setOffline(true);
  const main = page.getByRole('main');
  const open = async (path: string, heading: string, shows: string) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main).toContainText(shows);
    await expect(main).not.toContainText('needs a connection the first time');
  };
  await open('/service-group', 'Service Group', 'Emergency Status Alert');
  await open('/report', 'Field Service Report', 'Bible studies');
  await open('/notes', 'Personal Notes', 'Elm Street 4');
  await open('/calendar', 'My Calendar', 'Cart at the station');
  await open('/hlc', 'HLC Contacts', 'Anna Berg');
  await open('/pvg', 'PVG Contacts', 'Jonas Ek');
  await open('/return-visits', 'Return Visits', 'Hana Mori');
  await open('/territories', 'My Assigned Territories', 'Riverside');
});

test('a note saved with no network reaches the server through Background Sync after the app is closed, once', async ({ page, context, baseURL }) => {
  await signUpMember(context.request, { fullName: 'Olga Ortiz', groupNumber: 1 });
  const notes = new NotesPage(page);
  await notes.goto();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Personal Notes', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await notes.openNew();
  await notes.fill({ title: 'Kept by the worker', content: 'Mrs. Lee, 4 River Road: come back Thursday' });
  await notes.editor.getByRole('button', { name: 'Save Note' }).click();
  await expect(notes.app.toastRegion).toContainText('Note saved offline');
  await expect.poll(() => keptForBackgroundSync(page)).toBeGreaterThan(0);

  // The app is closed; the browser comes back online and wakes the worker.
  await page.goto('about:blank');
  await context.setOffline(false);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL!).origin,
    registrationId: await registration,
    tag: 'workbox-background-sync:mc-outbox',
    lastChance: false,
  });
  const serverTitles = async () => {
    const response = await context.request.post('/graphql', { headers: API_HEADERS, data: { query: '{ viewer { notes(first: 20) { edges { node { title } } } } }' } });
    const body = await response.json();
    return body.data.viewer.notes.edges.map((e: { node: { title: string } }) => e.node.title);
  };
  await expect.poll(serverTitles).toEqual(['Kept by the worker']);

  // The app, opened again, delivers its own copy of the queue: the server answers what it stored,
  // and the note the device showed is replaced by the server's, one card.
  await notes.goto();
  await expect(notes.card('Kept by the worker')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
  await expect.poll(() => keptForBackgroundSync(page)).toBe(0);
  expect(await serverTitles()).toEqual(['Kept by the worker']);
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

test.describe('with the offline copy not yet made', () => {
  test.use({ serviceWorkers: 'block' });

  // The shell's extras load after the page; a phone that loses its signal at that moment, before
  // the service worker has kept a copy of them, must keep the page it has.
  test('an extra of the shell whose code cannot be fetched is left out, and the page goes on working', async ({ page, context }) => {
    await signUpMember(context.request, { fullName: 'Nils Norberg', groupNumber: 1 });
    await page.route(/\/assets\/(StartupNotices|PendingIndicator|SetupGuide)-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => /StartupNotices-[^/]*\.js$/.test(request.url()));
    const app = new AppPage(page);
    await app.goto('/notes');
    await failed;
    await expect(app.header.getByRole('button', { name: /^Account: / })).toBeVisible();
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Note' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeHidden();
  });

  // Moving to a page whose code cannot be fetched (no signal before the offline copy was made, or
  // a new version replaced the old files) says so inside the shell, in the app's own words.
  test('a page whose code cannot be fetched says so inside the shell, and opens when tried again', async ({ page, context }) => {
    await signUpMember(context.request, { fullName: 'Olga Ortiz', groupNumber: 1 });
    const videosCode = /\/assets\/Videos[^/]*\.js$/;
    await page.route(videosCode, (route) => route.abort('internetdisconnected'));
    const app = new AppPage(page);
    await app.goto('/notes');
    await page.evaluate(() => {
      history.pushState(null, '', '/videos');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const message = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
    await expect(message).toContainText('This page could not be loaded. Please try again.');
    await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
    await expect(app.header.getByRole('button', { name: /^Account: / })).toBeVisible();

    await page.unroute(videosCode);
    await message.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Ministry Videos', level: 1 })).toBeVisible();
  });
});
