// Service Group in three browsers at once: members A, B and C of group 4, each in a context of
// their own with geolocation granted. A's alert reaches B's open board without a reload; during a
// roll-call started by A, B sees who has been heard from and that silent C has not
// (docs/product/service-group.md). Each step waits for what a member would see (a live update is
// awaited only after the page's subscription reached the server), never for a fixed time.
import { chromium, expect, test, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { AdminApi, AdminPanel } from './pages/admin.ts';
import { AppPage } from './pages/app.ts';
import { groupInvitationCode } from './pages/invitations.ts';
import { ServiceGroupPage, signUpMember, subscriptionSent } from './pages/service-group.ts';
import { API_HEADERS } from './api-headers.ts';
import { operationOf } from './graphql-operation.ts';
import { FULL_CHROMIUM } from './browsers.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

const GEO = { permissions: ['geolocation'], geolocation: { latitude: 34.2, longitude: -78.0, accuracy: 12 } };

async function memberContext(browser: Browser, fields: { fullName: string; groupNumber?: number; email?: string }) {
  const context = await browser.newContext(GEO);
  const member = await signUpMember(context.request, { groupNumber: 4, ...fields });
  const page = new ServiceGroupPage(await context.newPage());
  return { context, member, page };
}

/**
 * Makes the page read its board again (coming back online does: events may have been missed
 * meanwhile) and holds that read's answer, given by the server at once, until `release`.
 */
async function holdNextRead(page: Page) {
  let reads = 0;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/graphql$/, async (route) => {
    if (operationOf(route) !== 'ServiceGroupPageQuery') return route.continue();
    reads += 1;
    if (reads > 1) return route.continue();
    const response = await route.fetch();
    answer();
    await released;
    await route.fulfill({ response });
  });
  await page.evaluate(() => dispatchEvent(new Event('online')));
  return { answered, release, count: () => reads };
}

test.describe('the live board of one group', () => {
  // Two or three browsers at once: on a loaded runner they need more than the default time.
  test.slow();
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  test('an alert, a response and a roll-call reach the other members without a reload', async ({ browser }) => {
    const a = await memberContext(browser, { fullName: 'Ana Alvarez', email: 'ana@example.org' });
    const b = await memberContext(browser, { fullName: 'Ben Brooks' });
    const c = await memberContext(browser, { fullName: 'Cara Cole' });
    contexts = [a.context, b.context, c.context];

    await b.page.open();
    await expect(b.page.board).toContainText('No status updates from your group yet.');
    await a.page.open();
    // The browser's position, as the short text that is sent.
    await expect(a.page.location).toContainText('34.20000, -78.00000 (±12 m)');

    // A sends a red alert with a message and a comment: the spec's success toast.
    await a.page.sendAlert('In Trouble', { message: 'Tree down on Oak Street', comment: 'Need a chainsaw' });
    await expect(a.page.toastRegion).toContainText('Alert sent');
    await expect(a.page.toastRegion).toContainText('Emergency Alert Sent - In Trouble');

    // B's open board shows it, live.
    const onB = b.page.statusOf('Ana Alvarez');
    await expect(onB).toContainText('In Trouble');
    await expect(onB).toContainText('Tree down on Oak Street');
    await expect(onB).toContainText('Comment: Need a chainsaw');
    await expect(onB).toContainText('Location: 34.20000, -78.00000 (±12 m)');
    await expect(b.page.board).not.toContainText('No status updates from your group yet.');

    // B answers "on my way"; A sees it under their own alert, live.
    await onB.getByRole('button', { name: 'On My Way to Ana Alvarez' }).click();
    await expect(b.page.toastRegion).toContainText('Response Sent');
    await expect(a.page.statusOf('You')).toContainText('Ben Brooks: On my way');

    // A starts a roll-call: B's board shows it at once, with A heard from and B and C not.
    await a.page.startRollCall('Roll-call', 'Storm passed, please check in');
    await expect(b.page.rollCall).toHaveAccessibleName('Roll-call in progress');
    await expect(b.page.rollCall).toContainText('Started by Ana Alvarez');
    await expect(b.page.rollCall).toContainText('Storm passed, please check in');
    await expect(b.page.heardFrom()).toContainText('Ana Alvarez');
    await expect(b.page.notHeardFrom()).toContainText('Ben Brooks (you)');
    await expect(b.page.notHeardFrom()).toContainText('Cara Cole');

    // A reports all clear: still heard from, now with a status; C stays silent.
    await a.page.sendAlert('Perfectly Fine');
    await expect(a.page.toastRegion).toContainText('All Clear Alert Sent - Perfectly Fine');
    await expect(b.page.heardFrom().getByRole('listitem').filter({ hasText: 'Ana Alvarez' })).toContainText('Perfectly Fine');
    await expect(b.page.statusOf('Ana Alvarez')).toContainText('Perfectly Fine');

    // B reports orange from the roll-call; A's open roll-call card moves B to heard from.
    await b.page.sendAlert('Okay but Some Damage', { message: 'Roof leaking' });
    await expect(b.page.toastRegion).toContainText('Status Alert Sent - Okay but Some Damage');
    await expect(a.page.heardFrom()).toContainText('Ben Brooks');
    await expect(a.page.notHeardFrom()).not.toContainText('Ben Brooks');
    await expect(a.page.notHeardFrom()).toContainText('Cara Cole');
    await expect(b.page.notHeardFrom()).toContainText('Cara Cole');
    await expect(b.page.notHeardFrom()).not.toContainText('Ben Brooks');

    // C opens the page mid roll-call and is told the group has not heard from them.
    await c.page.open();
    await expect(c.page.rollCall).toContainText('Your group has not heard from you yet');
    await expect(c.page.notHeardFrom()).toContainText('Cara Cole (you)');

    // B ends it; A's card goes back to starting one.
    await b.page.rollCall.getByRole('button', { name: 'End Roll-call' }).click();
    await expect(a.page.rollCall).toHaveAccessibleName('Roll-call');
    await expect(a.page.rollCall.getByRole('button', { name: 'Start Roll-call' })).toBeVisible();

    // A drill is marked as one on every screen it shows, including statuses sent during it.
    await c.page.startRollCall('Drill');
    await expect(a.page.rollCall).toHaveAccessibleName('Drill in progress (practice)');
    await expect(b.page.rollCall).toContainText('Started by Cara Cole');
    await b.page.sendAlert('In Trouble', { message: 'Practice only' });
    await expect(a.page.statusOf('Ben Brooks')).toContainText('Drill');
    const activityOnA = a.page.page.getByRole('region', { name: 'Group Activity' });
    await expect(activityOnA.getByRole('listitem').filter({ hasText: 'Cara Cole started a drill' })).toContainText('Drill');
    await expect(activityOnA.getByRole('listitem').filter({ hasText: 'Practice only' })).toContainText('Drill');
    await a.page.rollCall.getByRole('button', { name: 'End Drill' }).click();
    await expect(c.page.rollCall).toHaveAccessibleName('Roll-call');
  });

  test('a read of the board answered before a live event arrived is asked again, and never undoes it', async ({ browser }) => {
    const a = await memberContext(browser, { fullName: 'Kim Kato', groupNumber: 9 });
    const b = await memberContext(browser, { fullName: 'Lou Lopez', groupNumber: 9 });
    contexts = [a.context, b.context];
    await a.page.open();
    await b.page.open();

    // B's next read of the page is answered by the server at once, before A's roll-call, and that
    // answer reaches B's page only after the roll-call has arrived live.
    const read = await holdNextRead(b.page.page);
    await read.answered;

    await a.page.startRollCall('Roll-call', 'Check in after the storm');
    await expect(b.page.rollCall).toHaveAccessibleName('Roll-call in progress');
    read.release();
    // The old answer is set aside and the page asked again; the board keeps the roll-call.
    await expect.poll(read.count).toBe(2);
    await expect(b.page.rollCall).toHaveAccessibleName('Roll-call in progress');
    await expect(b.page.rollCall).toContainText('Started by Kim Kato');
    await expect(b.page.rollCall).toContainText('Check in after the storm');
  });

  test('a read of the board answered before the member’s own roll-call started never undoes it', async ({ browser }) => {
    const a = await memberContext(browser, { fullName: 'Mia Moreno', groupNumber: 2 });
    contexts = [a.context];
    const page = a.page.page;
    // The page's live events are held back while `holding`, so only the answer to its own write
    // can tell the page that its read may be from before it.
    let holding = false;
    const held: (string | Buffer)[] = [];
    let toPage: ((message: string | Buffer) => void) | undefined;
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      const server = socket.connectToServer();
      toPage = (message) => socket.send(message);
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => (holding && String(message).includes('"type":"next"') ? held.push(message) : socket.send(message)));
    });
    await a.page.open();

    // The page's next read is answered by the server at once, before the drill, and that answer
    // reaches the page only after the drill's own answer.
    const read = await holdNextRead(page);
    await read.answered;

    holding = true;
    await a.page.startRollCall('Drill', 'Practice after the meeting');
    await expect(a.page.rollCall).toHaveAccessibleName('Drill in progress (practice)');
    read.release();
    // The old answer is set aside and the page asked again; the board keeps the drill.
    await expect.poll(read.count).toBe(2);
    await expect(a.page.rollCall).toHaveAccessibleName('Drill in progress (practice)');
    await expect(a.page.rollCall).toContainText('Practice after the meeting');
    // The held live event arrives late and changes nothing.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const message of held.splice(0)) toPage?.(message);
    await expect(a.page.rollCall).toHaveAccessibleName('Drill in progress (practice)');
    // The group's board as the other tests of the group expect it.
    await a.page.rollCall.getByRole('button', { name: 'End Drill' }).click();
    await expect(a.page.rollCall).toHaveAccessibleName('Roll-call');
  });

  test('a call for help comes first: a banner on every other screen until answered, and above the send form on a phone', async ({ browser }) => {
    const a = await memberContext(browser, { fullName: 'Eva Evans', groupNumber: 1 });
    const b = await memberContext(browser, { fullName: 'Finn Ford', groupNumber: 1 });
    contexts = [a.context, b.context];
    const phone = b.page.page;
    await phone.setViewportSize({ width: 360, height: 640 });
    // B is on another screen when A calls for help.
    const bannerLive = subscriptionSent(phone, ['EmergencyBannerSubscription']);
    await phone.goto('/notes');
    await bannerLive;
    await a.page.open();
    await a.page.sendAlert('In Trouble', { message: 'Flat tyre on Route 17' });

    // The banner arrives live, read out at once, with who and a way to the board.
    const banner = phone.getByRole('region', { name: 'Group emergencies' });
    await expect(phone.locator('[data-emergency-banner][aria-live="assertive"]')).toContainText('Eva Evans is in trouble');
    await expect(banner.getByRole('link', { name: 'Open the group board' })).toBeInViewport();
    await expectNoAxeViolations(phone, { include: '[data-emergency-banner]' });

    // On the board, at 360×640, the call is on the first screen, above the send form, and the
    // banner is not repeated there.
    await banner.getByRole('link', { name: 'Open the group board' }).click();
    const call = b.page.statusOf('Eva Evans');
    await expect(call).toContainText('Flat tyre on Route 17');
    await expect(call.getByRole('heading', { name: 'Eva Evans' })).toBeInViewport();
    expect((await b.page.board.boundingBox())!.y).toBeLessThan((await b.page.alertCard.boundingBox())!.y);
    await expect(banner).toHaveCount(0);
    // The member's own send form is one tap away.
    await phone.getByRole('link', { name: 'Send your own status' }).click();
    await expect(b.page.alertCard.getByRole('heading', { name: 'Emergency Status Alert' })).toBeInViewport();

    // Once B has answered, the other screens show no banner for that call.
    await call.getByRole('button', { name: 'On My Way to Eva Evans' }).click();
    await expect(call).toContainText('On my way');
    await phone.goto('/notes');
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    // The banner's part is on the page (its live region), and it shows no call.
    await expect(phone.locator('[data-emergency-banner]')).toBeAttached();
    await expect(banner).toHaveCount(0);

    // A is fine again: the group is left as the other tests of the group expect it.
    await a.page.sendAlert('Perfectly Fine');
    await expect(a.page.statusOf('You')).toContainText('Perfectly Fine');
  });

  test('members, spiritual support, the alerts note and an axe scan with real content', async ({ browser }) => {
    const a = await memberContext(browser, { fullName: 'Dora Diaz', email: 'dora@example.org', groupNumber: 7 });
    const b = await memberContext(browser, { fullName: 'Eli Evans', groupNumber: 7 });
    contexts = [a.context, b.context];
    await a.page.open();
    await a.page.sendAlert('Okay but Some Damage', { message: 'Fence down', comment: 'No injuries' });
    await expect(a.page.toastRegion).toContainText('Alert sent');
    await b.page.open();
    await expect(b.page.statusOf('Dora Diaz')).toContainText('Fence down');
    await b.page.startRollCall('Roll-call');
    await expect(b.page.rollCall).toHaveAccessibleName('Roll-call in progress');

    // The member list of the viewer's own group: name, role, mailto and tel links.
    const members = b.page.members;
    await expect(members).toHaveAccessibleName('Members of Service Group 7');
    const dora = members.getByRole('listitem').filter({ hasText: 'Dora Diaz' });
    await expect(dora).toContainText('Member');
    await expect(dora.getByRole('link', { name: /Email Dora Diaz/ })).toHaveAttribute('href', 'mailto:dora@example.org');
    await expect(dora.getByRole('link', { name: /Call Dora Diaz/ })).toHaveAttribute('href', /^tel:\+1910555\d{4}$/);
    await expect(members).toContainText('Eli Evans (you)');
    await expect(members).not.toContainText('Ana Alvarez');

    const support = b.page.page.getByRole('region', { name: 'Spiritual Support' });
    await expect(support.getByRole('link', { name: 'Request a Shepherding Call' })).toHaveAttribute('href', '/shepherding-call');
    await expect(b.page.page.getByRole('complementary', { name: 'About alerts' })).toContainText(
      'Alerts go to all members of your service group.',
    );
    await expect(b.page.page.getByRole('complementary', { name: 'About alerts' })).toContainText('push notification');
    await expect(b.page.page.getByRole('region', { name: 'Alerts on This Device' })).toBeVisible();

    await b.page.statusOf('Dora Diaz').getByRole('button', { name: 'Reply to Dora Diaz' }).click();
    await expectNoAxeViolations(b.page.page);
    await b.page.rollCall.getByRole('button', { name: 'End Roll-call' }).click();
    await expect(b.page.rollCall).toHaveAccessibleName('Roll-call');
  });

  test('an alert sent with no connection is kept and shown at once, and reaches the group once when the connection returns', async ({ browser }) => {
    const a = await memberContext(browser, { fullName: 'Fay Ford', groupNumber: 8 });
    const b = await memberContext(browser, { fullName: 'Gil Grant', groupNumber: 8 });
    contexts = [a.context, b.context];
    // A's live socket goes with the signal and comes back only when the test says so: the page
    // must not depend on it coming back before the queued alert is delivered.
    let socketsOnA = true;
    const openOnA: WebSocketRoute[] = [];
    await a.context.routeWebSocket(/\/graphql$/, (socket) => {
      if (!socketsOnA) return socket.close({ code: 1001 });
      openOnA.push(socket);
      socket.connectToServer();
    });
    await b.page.open();
    await expect(b.page.board).toContainText('No status updates from your group yet.');
    await a.page.open();
    await expect(a.page.location).toContainText('34.20000, -78.00000');
    // The app is on the device, as on a phone that has opened it before: the service worker has
    // stored its code (the list of waiting writes, say), and serves the page once it is opened again.
    await a.page.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await a.page.page.reload();
    await expect.poll(() => a.page.page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect(a.page.location).toContainText('34.20000, -78.00000');

    // No signal: the browser says so, and nothing reaches the server.
    const api = /\/(graphql|api\/)/;
    await a.context.route(api, (route) => route.abort('internetdisconnected'));
    await a.context.setOffline(true);
    socketsOnA = false;
    await Promise.all(openOnA.splice(0).map((socket) => socket.close({ code: 1001 })));
    await a.page.sendAlert('In Trouble', { message: 'Trapped on the 2nd floor' });
    await expect(a.page.toastRegion).toContainText('Alert saved offline');
    const activityOnA = a.page.page.getByRole('region', { name: 'Group Activity' });
    await expect(activityOnA.getByRole('listitem').first()).toContainText('In Trouble');
    const pending = a.page.page.getByRole('button', { name: /1 waiting to sync/ });
    await expect(pending).toBeVisible();
    await pending.click();
    await expect(a.page.page.getByRole('dialog', { name: 'Waiting to sync' })).toContainText('In Trouble');
    await expect(a.page.page.getByRole('dialog', { name: 'Waiting to sync' })).toContainText('Status to your group');
    await a.page.page.keyboard.press('Escape');
    await expect(b.page.board).toContainText('No status updates from your group yet.');
    // A roll-call is the group's one shared question: it needs a connection, and says so.
    await a.page.page.getByRole('button', { name: 'Start Roll-call' }).click();
    await expect(a.page.toastRegion).toContainText('A roll-call needs a connection');

    // The page opened again while every request still fails: the alert is on the board from the
    // first frame on. Every frame's page text is written down: the device's saved board had no
    // alert, so a frame drawn before the queued one was laid over it would say nobody had sent one.
    await a.context.addInitScript(() => {
      const frames: string[] = [];
      (window as unknown as { shownFrames: string[] }).shownFrames = frames;
      const sample = () => {
        const activity = [...document.querySelectorAll('main section, main [role="region"]')].find((el) => el.textContent?.includes('Group Activity'));
        if (activity) frames.push(activity.textContent ?? '');
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await a.context.setOffline(false);
    await a.page.page.reload();
    await expect(activityOnA.getByRole('listitem').first()).toContainText('In Trouble');
    await expect(a.page.page.getByRole('button', { name: /1 waiting to sync/ })).toBeVisible();
    const frames = await a.page.page.evaluate(() => (window as unknown as { shownFrames: string[] }).shownFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((shown) => !shown.includes('In Trouble'))).toEqual([]);
    await a.context.setOffline(true);

    // The connection returns: the group hears it, live, once.
    await a.context.unroute(api);
    await a.context.setOffline(false);
    const onB = b.page.statusOf('Fay Ford');
    await expect(onB).toContainText('In Trouble');
    await expect(onB).toContainText('Trapped on the 2nd floor');
    await expect(onB).toContainText('Location: 34.20000, -78.00000');
    await expect(a.page.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
    // A's own board shows the delivered alert with its socket still away; then the socket returns.
    await expect(a.page.statusOf('You')).toContainText('Trapped on the 2nd floor');
    socketsOnA = true;
    // The socket's next try comes within its longest wait (30 s and jitter).
    await expect.poll(() => openOnA.length, { timeout: 40_000 }).toBe(1);
    await b.page.page.reload();
    const activityOnB = b.page.page.getByRole('region', { name: 'Group Activity' });
    await expect(activityOnB.getByRole('listitem').filter({ hasText: 'Trapped on the 2nd floor' })).toHaveCount(1);

    // Now B has no signal: the answer is kept, shown under the alert, and reaches A once B is back.
    await expect(a.page.statusOf('You')).toBeVisible();
    await b.context.route(api, (route) => route.abort('internetdisconnected'));
    await b.context.setOffline(true);
    await b.page.statusOf('Fay Ford').getByRole('button', { name: 'On My Way to Fay Ford' }).click();
    await expect(b.page.toastRegion).toContainText('Response saved offline');
    await expect(b.page.statusOf('Fay Ford')).toContainText('On my way');
    await expect(a.page.statusOf('You')).not.toContainText('Gil Grant');
    await b.context.unroute(api);
    await b.context.setOffline(false);
    await expect(a.page.statusOf('You')).toContainText('Gil Grant: On my way');
    await expect(b.page.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
    await a.page.page.reload();
    await expect(a.page.statusOf('You').getByText('Gil Grant: On my way')).toHaveCount(1);
  });
});

test('without location access the card says so, and alerts go without a location', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await signUpMember(context.request, { fullName: 'Gus Green', groupNumber: 6 });
    const page = new ServiceGroupPage(await context.newPage());
    await page.open();
    await page.location.getByRole('button', { name: 'Share My Location' }).click();
    await expect(page.location).toContainText('Location access denied. Please enable location services and refresh.');
    await expect(page.location).toContainText('Alerts are sent without your location.');
    await page.sendAlert('Perfectly Fine');
    await expect(page.toastRegion).toContainText('All Clear Alert Sent - Perfectly Fine');
    await expect(page.statusOf('You')).toContainText('Perfectly Fine');
    await expect(page.statusOf('You')).not.toContainText('Location:');
  } finally {
    await context.close();
  }
});

test('a visitor is asked to sign in and sees no group data', async ({ page }) => {
  await page.goto('/service-group');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Group' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to reach your service group' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Group Status Updates' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Spiritual Support' }).getByRole('link')).toHaveAttribute('href', '/shepherding-call');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

// The service worker built with vite-plugin-pwa imports push-sw.js: a push delivered to it (as a
// push service would, here through the DevTools protocol instead of the network) shows the alert.
// In the whole browser, launched for this test: the headless shell keeps no notifications.
test('the installed service worker shows a pushed alert as a notification', async ({ baseURL }) => {
  // Installing the service worker precaches the whole app first: slow on a loaded runner.
  test.slow();
  const browser = await chromium.launch(FULL_CHROMIUM);
  const context = await browser.newContext({ baseURL, permissions: ['notifications'], serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/service-group');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    const cdp = await context.newCDPSession(page);
    // The listener is in place before ServiceWorker.enable, whose answer reports the registrations
    // at once: attached afterwards, it could miss them and wait forever.
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r: { scopeURL: string }) => r.scopeURL === scope);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    // Under load the worker can still be starting when the first push is delivered; the same push
    // (same tag, so it replaces rather than adds a notification) is delivered again until shown.
    const expected = [['Emergency: Ana Alvarez is in trouble', 'Tree down', new URL('/service-group', page.url()).href]];
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(scope).origin,
        registrationId: await registrationId,
        data: JSON.stringify({ title: 'Emergency: Ana Alvarez is in trouble', body: 'Tree down', url: '/service-group', tag: 'alert-1', drill: false }),
      });
      await expect
        .poll(
          () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.data?.url])),
          { timeout: 3000 },
        )
        .toEqual(expected);
    }).toPass({ timeout: 30_000 });
  } finally {
    await browser.close();
  }
});

test('in Spanish the whole page speaks Spanish, with counts and times in Spanish', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ ...GEO, locale: 'es-ES' });
  try {
    // The e2e database is shared by every spec: group 3 is this test's alone, so its counts are
    // exact. The context's session is the last member signed up: Hugo.
    await signUpMember(context.request, { fullName: 'Inés Ibáñez', groupNumber: 3 });
    await signUpMember(context.request, { fullName: 'Hugo Herrera', groupNumber: 3 });
    const page = await context.newPage();
    await page.goto('/service-group?lng=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Grupo de servicio' })).toBeVisible();
    await expect(page.getByText('Grupo de servicio 3', { exact: true })).toBeVisible();

    const alert = page.getByRole('region', { name: 'Alerta de estado de emergencia' });
    await expect(alert.getByRole('group', { name: 'Ubicación actual' })).toContainText('34.20000, -78.00000 (±12 m)');
    const comment = alert.getByRole('checkbox', { name: 'Añadir un comentario a «En peligro»' });
    await comment.locator('xpath=ancestor::label[1]').click();
    await alert.getByLabel('Comentario para «En peligro»').fill('Árbol caído');
    await alert.getByRole('button', { name: 'En peligro', exact: true }).click();
    const toasts = page.getByRole('region', { name: /notifica/i });
    await expect(toasts).toContainText('Alerta enviada');
    await expect(toasts).toContainText('Alerta de emergencia enviada: en peligro');

    const board = page.getByRole('region', { name: 'Últimos estados del grupo' });
    const mine = board.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tú', exact: true }) });
    await expect(mine).toContainText('En peligro');
    await expect(mine).toContainText('Comentario: Árbol caído');
    await expect(mine.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute('href', /openstreetmap\.org/);
    await expect(mine.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);

    const roll = page.getByRole('region', { name: 'Pase de lista' });
    await roll.getByRole('button', { name: 'Iniciar simulacro' }).click();
    const drill = page.getByRole('region', { name: 'Simulacro en curso (práctica)' });
    await expect(drill).toContainText('Iniciado por ti a las');
    await expect(drill.getByRole('list', { name: 'Sin respuesta (1)' })).toContainText('Inés Ibáñez');
    await drill.getByRole('button', { name: 'Terminar simulacro' }).click();
    await expect(toasts).toContainText('Simulacro terminado');
    await expect(page.getByRole('region', { name: 'Actividad del grupo' })).toContainText('Iniciaste un simulacro');

    const members = page.getByRole('region', { name: 'Miembros de Grupo de servicio 3' });
    await expect(members).toContainText('2 miembros');
    await expect(members).toContainText('Hugo Herrera (tú)');
    await expect(members.getByRole('listitem').filter({ hasText: 'Inés Ibáñez' })).toContainText('Miembro');
    await expect(page.getByRole('region', { name: 'Apoyo espiritual' }).getByRole('link', { name: 'Solicitar una visita de pastoreo' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sobre las alertas' })).toContainText('Las alertas llegan a todos los miembros');
    // No English sentence of the page is left on it.
    for (const english of ['Emergency Status Alert', 'Recent Group Status Updates', 'Group Activity', 'Alerts on This Device', 'Roll-call']) {
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
});

test('in the right-to-left pseudo-locale the page is laid out from the right', async ({ browser }) => {
  const context = await browser.newContext(GEO);
  try {
    await signUpMember(context.request, { fullName: 'Jana Jones', groupNumber: 2 });
    const page = await context.newPage();
    await page.goto('/service-group?lng=ar-XB');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const red = page.getByRole('button', { name: 'In Trouble', exact: true });
    await expect(red).toBeVisible();
    // The coloured edge of each alert type is on its starting side, which is the right here.
    const edge = await red.evaluate((button) => {
      const option = getComputedStyle(button.parentElement as HTMLElement);
      return { right: option.borderRightWidth, left: option.borderLeftWidth };
    });
    expect(edge).toEqual({ right: '6px', left: '1px' });
  } finally {
    await context.close();
  }
});

test('a member who signed up without a code waits for approval, sees nothing of the group, and joins with a code', async ({ browser }) => {
  const insider = await signUpMember((await browser.newContext()).request, { fullName: 'Iris Insider', groupNumber: 6 });
  const context = await browser.newContext();
  await signUpMember(context.request, { fullName: 'Walt Waiting', groupNumber: 6, invitationCode: null });
  const page = await context.newPage();
  await page.goto('/service-group');
  const waiting = page.getByRole('region', { name: "Waiting for approval from your group's overseer" });
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(insider.fullName)).toHaveCount(0);
  await waiting.getByLabel('Invitation code').fill('WRONG-CODE1');
  await waiting.getByRole('button', { name: 'Join with Code' }).click();
  await expect(waiting.getByRole('alert')).toContainText('That invitation code is not valid');
  await waiting.getByLabel('Invitation code').fill((await groupInvitationCode(6))!);
  await waiting.getByRole('button', { name: 'Join with Code' }).click();
  await expect(page.getByText(insider.fullName).first()).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toBeHidden();
  await context.close();
});

test("the group's overseer lets a waiting member in from the group page, and an admin from the Users tab", async ({ browser, playwright, baseURL }) => {
  const api = await AdminApi.signIn(playwright, baseURL);
  const overseerContext = await browser.newContext();
  const overseer = await signUpMember(overseerContext.request, { fullName: 'Olga Overseer', groupNumber: 8 });
  const found = await api.graphql('query ($search: String) { adminUsers(first: 5, search: $search) { edges { node { id } } } }', { search: overseer.username });
  const made = await api.graphql('mutation ($id: ID!) { adminUpdateUser(input: { id: $id, isGroupOverseer: true }) { __typename } }', {
    id: found.data.adminUsers.edges[0].node.id,
  });
  expect(made.data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
  const askerContext = await browser.newContext();
  await signUpMember(askerContext.request, { fullName: 'Fay Firstasker', groupNumber: 8, invitationCode: null });

  // The overseer: the request comes with the group page, and Approve lets Fay in.
  const page = await overseerContext.newPage();
  await page.goto('/service-group');
  const requests = page.getByRole('region', { name: 'Joining Requests' });
  await expect(requests.getByRole('list', { name: 'Members waiting to join' })).toContainText('Fay Firstasker', { timeout: 15_000 });
  await requests.getByRole('button', { name: 'Approve Fay Firstasker' }).click();
  await expect(new AppPage(page).toastRegion).toContainText('Member Approved');
  await expect(requests).toContainText('Nobody is waiting to join the group.');
  const asker = await askerContext.request.post('/graphql', { headers: API_HEADERS, data: { query: '{ viewer { groupPending } }' } });
  expect((await asker.json()).data.viewer.groupPending).toBe(false);

  // An admin: every group's waiting members in the Users tab, with the group each asked for.
  await signUpMember((await browser.newContext()).request, { fullName: 'Sam Secondasker', groupNumber: 5, invitationCode: null });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = new AdminPanel(adminPage);
  await admin.openAsEnvAdmin();
  await admin.tab('Users');
  const waiting = admin.panel.getByRole('region', { name: 'Waiting to join a service group' });
  const row = waiting.getByRole('listitem').filter({ hasText: 'Sam Secondasker' });
  await expect(row).toContainText('Group 5', { timeout: 30_000 });
  await expect(waiting).not.toContainText('Fay Firstasker');
  await row.getByRole('button', { name: 'Decline Sam Secondasker' }).click();
  await expect(new AppPage(adminPage).toastRegion).toContainText('Request Declined');
  await expect(waiting.getByText('Sam Secondasker')).toHaveCount(0);
  await adminContext.close();
  await askerContext.close();
  await overseerContext.close();
});
