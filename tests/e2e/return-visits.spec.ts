// Return Visits (docs/product/return-visits.md) in Chromium with emulated geolocation and the tile
// stand-in: a member adds a return visit, places its pin by clicking the dialog's map and drags it,
// records a call, sees the visit in Due and on the map with the walking order; a visit added with
// no signal shows at once, is still there when the app is opened again with no signal, and
// reaches the server once the connection returns; axe (WCAG 2.2 AA) on the page and the dialog, light and
// dark. The due and walking-order rules themselves are unit tests (web/src/features/return-visits).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { newMember } from './pages/app.ts';
import { planReturnVisits, ReturnVisitsPage } from './pages/return-visits.ts';
import { expectNoAxeViolationsInBothThemes } from './pages/axe.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

const HERE = { latitude: 34.2241, longitude: -77.9447, accuracy: 12 };

async function signUpWithoutOpening(page: Page, context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await new ReturnVisitsPage(page).app.signUpThroughApi(newMember());
}

async function signedUp(page: Page, context: BrowserContext) {
  await signUpWithoutOpening(page, context);
  const visits = new ReturnVisitsPage(page);
  await visits.goto();
  return visits;
}

async function serverNames(page: Page): Promise<string[]> {
  const answer = await page.request.post('/graphql', {
    headers: API_HEADERS,
    data: { query: '{ viewer { returnVisits(first: 20) { edges { node { name latitude lastCallDate } } } } }' },
  });
  return ((await answer.json()).data.viewer.returnVisits.edges as { node: { name: string } }[]).map((e) => e.node.name);
}

test('a member adds a return visit with a pin, records a call, and sees it in Due and on the map', async ({ page, context }) => {
  const visits = await signedUp(page, context);
  const today = await visits.today();
  await expect(visits.main.getByRole('heading', { name: 'No Return Visits Yet' })).toBeVisible();

  await visits.main.getByRole('button', { name: 'Add First Return Visit' }).click();
  await expect(visits.dialog.getByRole('heading', { name: 'Add Return Visit' })).toBeVisible();
  // A blank submit sends nothing: the messages are beside the fields and focus goes to the first.
  await visits.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(visits.dialog.getByText('Name is required')).toBeVisible();
  await expect(visits.dialog.getByText('Address is required')).toBeVisible();
  await expect(visits.field('Name')).toBeFocused();

  await visits.fill({ Name: 'Ana Ruiz', Address: '12 Oak Street', 'Phone Number': '(910) 555-0101', 'Publication left': 'Good News brochure' });
  await visits.field('Next visit').fill(today);
  const map = await visits.pinMapReady();
  await expect(visits.pinText).toHaveText('No pin placed');
  await map.click({ position: { x: 120, y: 100 } });
  await expect(visits.pinText).toHaveText(/^Pin at /);
  const placed = await visits.pinText.textContent();
  // The pin is dragged to the door: its position follows.
  const pin = visits.dialog.getByRole('img', { name: 'Pin of the return visit; drag it to move it' });
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  await expect(visits.pinText).not.toHaveText(placed!);
  await visits.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(visits.app.toastRegion).toContainText('Return visit added');
  await expect(visits.dialog).toBeHidden();

  // Due this week (its next visit is today), with the phone as a tap-to-call link.
  await expect(visits.tab('Due')).toHaveAttribute('aria-selected', 'true');
  const card = visits.card('Ana Ruiz');
  await expect(card).toContainText('12 Oak Street');
  await expect(card.getByRole('link', { name: /910/ })).toHaveAttribute('href', 'tel:9105550101');
  await expect(card).toContainText('No call yet');

  // Calls are recorded once the visit has reached the server, which it does at once here.
  const record = card.getByRole('button', { name: 'Record a call on Ana Ruiz' });
  await expect(record).toBeEnabled({ timeout: 15_000 });
  await record.click();
  await expect(visits.dialog.getByRole('heading', { name: 'Record a Call on Ana Ruiz' })).toBeVisible();
  await expect(visits.field('Date of the call')).toHaveValue(today);
  await visits.fill({ Notes: 'Read Psalm 37:10, 11' });
  await visits.field('Next visit (new date)').fill(today);
  await visits.dialog.getByRole('button', { name: 'Record Call' }).click();
  await expect(visits.app.toastRegion).toContainText('Call recorded');
  await expect(card).not.toContainText('No call yet');
  await card.getByRole('button', { name: 'Show calls' }).click();
  await expect(card.getByRole('list', { name: 'Calls: Ana Ruiz' })).toContainText('Read Psalm 37:10, 11');

  await visits.tab('Map').click();
  const mapView = visits.main.getByRole('region', { name: 'Map of return visits' });
  await expect(mapView).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
  await expect(mapView.getByRole('img', { name: 'Ana Ruiz, 12 Oak Street, due' })).toBeVisible();
  await expect(mapView.getByRole('list', { name: 'Suggested walking order' })).toContainText('Ana Ruiz, 12 Oak Street');

  await expect.poll(() => serverNames(page)).toEqual(['Ana Ruiz']);

  // My Calendar lists it under Upcoming Events, a link back to Return Visits.
  await page.goto('/calendar');
  const planned = page.getByRole('region', { name: 'Return Visits Planned' });
  await expect(planned.getByRole('link', { name: 'Ana Ruiz, 12 Oak Street' })).toBeVisible({ timeout: 30_000 });
  await planned.getByRole('link', { name: 'Ana Ruiz, 12 Oak Street' }).click();
  await expect(page).toHaveURL(/\/return-visits$/);
});

test('a return visit added with no signal shows at once, survives a restart, and reaches the server once', async ({ page, context }) => {
  const visits = await signedUp(page, context);
  await expect(visits.main.getByRole('heading', { name: 'No Return Visits Yet' })).toBeVisible();
  // The first load is not controlled by the service worker; after a reload the app opens offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(visits.main.getByRole('heading', { name: 'No Return Visits Yet' })).toBeVisible();

  await context.setOffline(true);
  await visits.main.getByRole('button', { name: 'Add First Return Visit' }).click();
  await visits.fill({ Name: 'Ben Okafor', Address: '3 Elm Road' });
  await visits.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(visits.app.toastRegion).toContainText('Return visit saved offline');
  await visits.tab('All').click();
  await expect(visits.card('Ben Okafor')).toContainText('Saved offline');

  // The app is opened again with no signal: the visit is shown from the device, from the first
  // frame on. Every frame's headings are written down: the device's saved list had no visit, so a
  // frame drawn before the queued one was laid over it would say "No Return Visits Yet".
  await context.addInitScript(() => {
    const frames: string[][] = [];
    (window as unknown as { shownFrames: string[][] }).shownFrames = frames;
    const sample = () => {
      const shown = [...document.querySelectorAll('main h1, main h2, main h3')].map((el) => (el.textContent ?? '').trim());
      if (shown.length > 0) frames.push(shown);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Return Visits', level: 1 })).toBeVisible();
  await visits.tab('All').click();
  await expect(visits.card('Ben Okafor')).toContainText('Saved offline');
  const frames = await page.evaluate(() => (window as unknown as { shownFrames: string[][] }).shownFrames);
  expect(frames.filter((shown) => shown.includes('Return Visits')).length).toBeGreaterThan(0);
  expect(frames.filter((shown) => shown.includes('No Return Visits Yet'))).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => serverNames(page), { timeout: 60_000 }).toEqual(['Ben Okafor']);
  await expect(visits.card('Ben Okafor')).not.toContainText('Saved offline', { timeout: 30_000 });
});

test(`the page and the add dialog pass axe in the light and dark themes`, async ({ page, context }) => {
  const visits = await signedUp(page, context);
  await visits.main.getByRole('button', { name: 'Add First Return Visit' }).click();
  await visits.fill({ Name: 'Cora Axe', Address: '7 Pine Road' });
  await visits.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await visits.tab('All').click();
  await expect(visits.card('Cora Axe')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  // The dialog with its fields in error (the error colour must be readable too).
  await visits.main.getByRole('button', { name: 'Add Return Visit' }).click();
  await visits.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(visits.field('Name')).toBeFocused();
  await visits.pinMapReady();
  await expectNoAxeViolationsInBothThemes(page);
});

test('the Due list holds every visit due this week, also past the first page the server sends', async ({ page, context }) => {
  await signUpWithoutOpening(page, context);
  // 35 visits due today, more than the 30 of a page, added in one delivery as a phone would.
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await planReturnVisits(
    page,
    Array.from({ length: 35 }, (_, i) => ({ name: `Due ${String(i).padStart(2, '0')}`, address: `${i} Elm Street`, nextVisitDate: today })),
  );

  const visits = new ReturnVisitsPage(page);
  await visits.goto();
  await expect(page.getByRole('tab', { name: 'Due (35)' })).toBeVisible();
});

test.describe('with the map\'s code lost on the way in', () => {
  // Without the service worker, whose copy of the app would hold the code on a phone that has it.
  test.use({ serviceWorkers: 'block' });

  test('the Map tab says the map cannot be shown, the lists stay, and the map comes with the signal', async ({ page, context }) => {
    await signUpWithoutOpening(page, context);
    await planReturnVisits(page, [{ name: 'Ana Ruiz', address: '12 Oak Street', nextVisitDate: '2031-01-06' }]);
    const signal = { back: false, failed: 0, fetched: 0 };
    await context.route(/\/assets\/VisitsMap-[^/]*\.js$/, (route) => {
      if (signal.back) {
        signal.fetched++;
        return route.continue();
      }
      signal.failed++;
      return route.abort('internetdisconnected');
    });

    const visits = new ReturnVisitsPage(page);
    await visits.goto();
    await visits.tab('Map').click();
    const unavailable = visits.panel().getByRole('alert');
    await expect(unavailable).toContainText('The map cannot be shown');
    // The page is still there: the other tabs show the list.
    await visits.tab('All').click();
    await expect(visits.card('Ana Ruiz')).toBeVisible();
    await visits.tab('Map').click();
    await expect(unavailable).toContainText('The map cannot be shown');
    expect(signal.failed).toBe(2);

    // The browser says the signal is back: the map's code is fetched again, and the map shows.
    // Said once, with no fetch in flight: said again while one is, it would fail that fetch.
    signal.back = true;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => signal.fetched).toBeGreaterThan(0);
    const mapView = visits.main.getByRole('region', { name: 'Map of return visits' });
    await expect(mapView).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await expect(unavailable).toHaveCount(0);
  });

  test('a map whose library could not be fetched fetches it again when the tab is opened again', async ({ page, context }) => {
    await signUpWithoutOpening(page, context);
    await planReturnVisits(page, [{ name: 'Ana Ruiz', address: '12 Oak Street', nextVisitDate: '2031-01-06' }]);
    const signal = { back: false, failed: 0 };
    await context.route(/\/assets\/maplibre-gl-[^/]*\.js$/, (route) => {
      if (signal.back) return route.continue();
      signal.failed++;
      return route.abort('internetdisconnected');
    });

    const visits = new ReturnVisitsPage(page);
    await visits.goto();
    await visits.tab('Map').click();
    const mapView = visits.main.getByRole('region', { name: 'Map of return visits' });
    await expect(mapView).toHaveAttribute('data-map-state', 'error');
    await expect(mapView.getByRole('alert')).toContainText('The map cannot be shown');
    expect(signal.failed).toBeGreaterThan(0);

    // The signal is back: opening the tab again fetches the library, and the map shows.
    signal.back = true;
    await visits.tab('All').click();
    await visits.tab('Map').click();
    await expect(mapView).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
  });
});
