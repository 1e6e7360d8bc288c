// Safety check-ins with two members of group 5, each in a browser of their own
// (docs/product/check-ins.md). Ana starts one with no signal (the card says it is not active until
// sent), then with one; the server's clock makes it due ("Are you safe?") and, unanswered, overdue:
// Ben's open app shows the emergency banner live, he takes it, Ana sees who did, and Ben ends it.
// On a link that fails while the browser says online, the start never says "started" early.
// Time on the server is the e2e server's configuration (tests/e2e/serve.ts: a check-in minute of
// 0.2 s, 3 s of grace, a sweep each second), so a 15-minute check-in is due in 3 s and overdue
// some 3 s later: each step waits for what a member sees, never for a fixed time.
import { expect, test, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { signUpMember, subscriptionSent } from './pages/service-group.ts';

const GEO = { permissions: ['geolocation'], geolocation: { latitude: 34.2, longitude: -78.0, accuracy: 12 } };
/** Due (3 s), then the grace (3 s) and the next sweep (1 s), with room for a loaded runner. */
const SERVER_STEP = { timeout: 20_000 };

// Group 5: no other spec has a member in it whose screen would show these check-ins' banner.
async function member(browser: Browser, fullName: string) {
  const context = await browser.newContext(GEO);
  const who = await signUpMember(context.request, { fullName, groupNumber: 5 });
  return { context, who, page: await context.newPage() };
}

/** Opens `path` and waits until the check-in bar's subscription has reached the server. */
async function openLive(page: Page, path: string) {
  const subscribed = subscriptionSent(page, ['queriesCheckInChangedSubscription']);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await subscribed;
}

/** The start form on /service-group: 15 minutes, a note, the location. */
async function startCheckIn(page: Page, { note, submit = 'Start check-in', backIn = 'Back in', preset = '15 min' }: { note: string; submit?: string; backIn?: string; preset?: string }) {
  const form = page.locator('#check-in');
  await form.getByRole('button', { name: new RegExp(backIn) }).click();
  await page.getByRole('option', { name: preset, exact: true }).click();
  await form.getByRole('textbox').first().fill(note);
  await form.getByRole('button', { name: submit }).click();
}

test.describe('check-ins', () => {
  // Two browsers at once and three steps of the server's clock.
  test.slow();
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  test('start offline → sent → due → overdue on the other member’s screen → I’m on it → ended', async ({ browser }) => {
    const ana = await member(browser, 'Ana Alvarez');
    const ben = await member(browser, 'Ben Brooks');
    contexts = [ana.context, ben.context];
    await openLive(ben.page, '/');
    await openLive(ana.page, '/service-group');
    await expect(ana.page.getByRole('heading', { name: 'Going out alone?' })).toBeVisible();
    await ana.page.getByRole('checkbox', { name: 'Share my location' }).press('Space');
    await expect(ana.page.locator('#check-in')).toContainText('34.20000, -78.00000 (±12 m)');

    // No signal: queued on the phone, and plainly not running.
    await ana.context.setOffline(true);
    await startCheckIn(ana.page, { note: 'Elm Street, with the car' });
    const queued = ana.page.getByRole('status').filter({ hasText: 'Check-in not active until sent' });
    await expect(queued).toBeVisible();
    await expect(queued).toContainText('Back in 15 minutes, counted from when the server has it');

    // The signal returns: delivered, it runs on the server's clock, and the card counts down.
    await ana.context.setOffline(false);
    const own = ana.page.getByRole('region', { name: 'Your check-in' });
    await expect(own).toBeVisible();
    await expect(queued).toBeHidden();
    await expect(own.getByRole('button', { name: "I'm back safe" })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Extend' })).toBeVisible();
    await expect(own).toContainText('Elm Street, with the car');

    // Due: the app asks.
    const ask = ana.page.getByRole('alert', { name: 'Are you safe?' });
    await expect(ask).toBeVisible(SERVER_STEP);
    await expect(ask.getByRole('button', { name: "I'm safe" })).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Extend 15 min' })).toBeVisible();

    // Unanswered past the grace: Ben's open app shows the emergency banner, live, on any screen.
    const banner = ben.page.getByRole('alert', { name: 'Ana Alvarez has not checked in' });
    await expect(banner).toBeVisible(SERVER_STEP);
    await expect(banner).toContainText('Note: Elm Street, with the car');
    await expect(banner).toContainText(/Due back at \d\d:\d\d, overdue since \d\d:\d\d/);
    await expect(banner.getByRole('link', { name: 'Last location on the map' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=34\.2&mlon=-78/);
    await expect(banner.getByRole('link', { name: 'Call Ana Alvarez' })).toHaveAttribute('href', /^tel:\+1910555/);
    await expect(ask).toContainText('Your group has been told');
    await expectNoAxeViolations(ben.page);

    // Ben takes it; Ana sees who did.
    await banner.getByRole('button', { name: "I'm on it" }).click();
    await expect(banner).toContainText('You are on it. End it once you have reached Ana Alvarez.');
    await expect(ana.page.getByRole('alert', { name: 'Are you safe?' })).toContainText('Ben Brooks is on it.');
    await expect(banner.getByRole('button', { name: "I'm on it" })).toBeHidden();

    // Ben reached her: he ends it with the outcome, and both screens see it end.
    await banner.getByRole('textbox', { name: 'Outcome (optional)' }).fill('Called her: flat tyre, all well');
    await banner.getByRole('button', { name: 'End check-in' }).click();
    await expect(banner).toBeHidden();
    await expect(ana.page.getByRole('alert', { name: 'Are you safe?' })).toBeHidden();
    await expect(ana.page.locator('#check-in')).toContainText('Nobody in your group has a check-in running.');
  });

  test('on a link that fails while the browser says online, the start says saved offline, never "started", until the server has it', async ({ browser }) => {
    const lia = await member(browser, 'Lia Lindqvist');
    contexts = [lia.context];
    await openLive(lia.page, '/service-group');
    // Every delivery fails on the way, the browser still online.
    const failing = (route: Route) =>
      (route.request().postData() ?? '').includes('syncApplyChangesMutation') ? route.abort('internetdisconnected') : route.fallback();
    await lia.page.route('**/graphql', failing);
    await startCheckIn(lia.page, { note: 'Farm road, alone' });
    const toasts = lia.page.getByRole('region', { name: /notification/i });
    await expect(toasts).toContainText('Check-in saved offline');
    await expect(toasts).not.toContainText('Check-in started');
    await expect(lia.page.locator('#check-in')).toContainText('Check-in not active until sent');

    // Delivered once the link works: now it runs, and the card says so.
    await lia.page.unroute('**/graphql', failing);
    await lia.page.evaluate(() => window.dispatchEvent(new Event('online')));
    const own = lia.page.getByRole('region', { name: 'Your check-in' });
    await expect(own).toContainText('Farm road, alone');
    await expect(lia.page.locator('#check-in')).toContainText('Your check-in is running');
    await own.getByRole('button', { name: "I'm back safe" }).click();
    await expect(own).toBeHidden();
  });

  test('the member’s browser closed: the group is told on the server’s clock all the same', async ({ browser }) => {
    const alma = await member(browser, 'Alma Alone');
    const ben = await member(browser, 'Bruno Brave');
    contexts = [ben.context];
    const started = await alma.context.request.post('/api/check-ins', { data: { minutes: 15, note: 'Rural road 12' } });
    expect(started.status()).toBe(201);
    // The phone is off: nothing of Alma's is open from here on.
    await alma.context.close();
    await openLive(ben.page, '/notes');
    const banner = ben.page.getByRole('alert', { name: 'Alma Alone has not checked in' });
    await expect(banner).toBeVisible(SERVER_STEP);
    await expect(banner).toContainText('Note: Rural road 12');
    await banner.getByRole('button', { name: "I'm on it" }).click();
    await banner.getByRole('button', { name: 'End check-in' }).click();
    await expect(banner).toBeHidden();
  });

  test('in Spanish: the start form, the countdown and "¿Estás a salvo?", answered with Extender 15 min', async ({ browser }) => {
    const eva = await member(browser, 'Eva Estrada');
    contexts = [eva.context];
    await openLive(eva.page, '/service-group?lng=es');
    await expect(eva.page.getByRole('heading', { name: '¿Sales solo?' })).toBeVisible();
    await startCheckIn(eva.page, { note: 'Camino rural', submit: 'Iniciar aviso de regreso', backIn: 'Vuelvo en', preset: '15 min' });
    const own = eva.page.getByRole('region', { name: 'Tu aviso de regreso' });
    await expect(own).toBeVisible();
    await expect(own.getByRole('button', { name: 'Ya volví, estoy bien' })).toBeVisible();
    await expect(own).toContainText(/De vuelta a las \d\d:\d\d/);
    await expectNoAxeViolations(eva.page, { include: '#check-in' });
    const ask = eva.page.getByRole('alert', { name: '¿Estás a salvo?' });
    await expect(ask).toBeVisible(SERVER_STEP);
    await ask.getByRole('button', { name: 'Extender 15 min' }).click();
    await expect(eva.page.getByText('Aviso de regreso extendido')).toBeVisible();
    // Ended through the API: the extension's 15 minutes are 3 s here, so the card would soon ask again.
    const [open] = (await (await eva.context.request.get('/api/check-ins')).json()) as { id: number }[];
    expect((await eva.context.request.post(`/api/check-ins/${open!.id}/end`, { data: { outcome: 'De vuelta' } })).status()).toBe(200);
    await expect(eva.page.getByRole('region', { name: 'Tu aviso de regreso' })).toBeHidden();
    await expect(eva.page.getByRole('alert', { name: '¿Estás a salvo?' })).toBeHidden();
  });
});
