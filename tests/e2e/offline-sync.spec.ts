// The local-first write path on a real device profile (docs/product/offline.md): Chromium with a
// persistent profile, closed and reopened between steps as a phone would be, against the real
// API. Each test is one of the ways a field user on a bad signal lost or could not see their work
// (issue 8), plus lie-fi (requests fail while the browser says online) and a stalled link.
//
// Why these shapes: a persistent context keeps IndexedDB and the service worker across
// "restarts"; tests that intercept /graphql block the service worker, since Playwright cannot
// route requests a worker makes; the server's state is read through the context's own request
// client, which no route or offline emulation touches.
import { readFileSync } from 'node:fs';
import { expect, type Page, type Request } from '@playwright/test';
import { AppPage } from './pages/app.ts';
import { CalendarPage } from './pages/calendar.ts';
import { ContactsPage } from './pages/contacts.ts';
import { ScripturesPage } from './pages/scriptures.ts';
import { ReportPage } from './pages/report.ts';
import { PNG, TerritoriesPage } from './pages/territories.ts';
import { VideosPage } from './pages/videos.ts';
import { API_HEADERS } from './api-headers.ts';
import { operationOf } from './graphql-operation.ts';
import { type Device, gql, test } from './pages/device.ts';

const titles = (notes: { title: string }[]) => notes.map((n) => n.title).sort();

// Each test is a device and a member of its own: the file's tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

let device: Device;

/** A new member who added one note with a signal, on the server and saved on the device. */
async function memberWithNote(newDevice: () => Device, title: string, content: string) {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await device.addNote(title, content);
  await expect.poll(() => device.serverNotes()).toHaveLength(1);
  await device.savedOnDevice(title);
}

// With slow storage the copy is read after the first render, and after the query has failed for
// want of a signal: the page waits for the copy rather than saying it needs a connection.
for (const storage of ['quick', 'slow'] as const) {
  test(`1. a note added online is there after the app is reopened with no signal (${storage} storage)`, async ({ newDevice }) => {
    await memberWithNote(newDevice, 'Added with a signal', 'Mrs. Ortiz, return Thursday');

    if (storage === 'quick') await device.restart({ offline: true });
    else {
      await device.restart({ offline: true, path: '', before: () => device.slowStorage() });
      await device.page.goto('/notes');
    }
    await expect(device.card('Added with a signal')).toBeVisible();
    await expect(device.page.getByText('Mrs. Ortiz, return Thursday')).toBeVisible();
  });
}

test('a saved copy read late, after the server has answered another page, is kept whole: its pages still open with no signal', async ({ newDevice }) => {
  await memberWithNote(newDevice, 'Kept through a slow start', 'Mr. Hale, Tuesday');

  // A phone whose storage answers slowly: the calendar's answer comes, and the signal goes, before
  // the copy that holds the notes has been read.
  await device.restart({ offline: false, path: '', before: () => device.slowStorage() });
  await device.goto('/calendar');
  await device.page.waitForLoadState('networkidle');
  await device.setOffline(true);
  await device.storageAnswered();
  await device.savedOnDevice('Kept through a slow start');

  await device.restart({ offline: true, path: '/notes' });
  await expect(device.card('Kept through a slow start')).toBeVisible();
});

// A phone whose storage answers slowly reads its copy after the first render: the copy is shown as
// soon as it is read, the page's query still waiting.
for (const storage of ['quick', 'slow'] as const) {
  test(`2. on a stalled link the header and the cached notes show at once, not after the request times out (${storage} storage)`, async ({ newDevice }) => {
    device = newDevice({ blockServiceWorker: true });
    await device.open({ path: '' });
    await device.signUp();
    await device.goto('/notes');
    await device.addNote('Seen before the link stalled', 'cached');
    await expect.poll(() => device.serverNotes()).toHaveLength(1);
    await device.restart({ path: '', before: storage === 'slow' ? () => device.slowStorage() : undefined });

    // Every API request hangs: no answer, no error. A held query is given up after 15 s
    // (QUERY_TIMEOUT_MS), and the page then shows what it has; the screen must not wait for that.
    // The test holds to the order, not to a clock: the cached note is on screen while the page's
    // query is still held, none given up. (The time from the navigation is reported: about 0.5 s
    // on a quiet machine.)
    let held = 0;
    const givenUp: string[] = [];
    await device.context.route('**/graphql', () => {
      held += 1;
    });
    device.page.on('requestfailed', (request) => {
      if (request.url().endsWith('/graphql')) givenUp.push(request.failure()?.errorText ?? '');
    });
    const started = Date.now();
    await device.page.goto('/notes', { waitUntil: 'commit' });
    // Waits longer than the query's 15 s, so a screen that waited for it is caught by the order.
    await expect(device.page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await expect(device.card('Seen before the link stalled')).toBeVisible({ timeout: 30_000 });
    const shownAfter = Date.now() - started;
    expect(givenUp, 'no query was given up before the cached note showed').toEqual([]);
    await expect.poll(() => held, { message: 'the page asked the server, and is still waiting' }).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'cached notes shown after', description: `${shownAfter} ms` });
  });
}

test('3. offline edits show at once, survive a restart, and two edits of one note both reach the server', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await device.addNote('Elm Street', 'first visit');
  await expect.poll(() => device.serverNotes()).toHaveLength(1);
  // The browser closes once the device has saved the server's answer, as a phone put away later would.
  await device.savedOnDevice('Elm Street');

  await device.restart({ offline: true });
  await device.editNote('Elm Street', { title: 'Elm Street 12' });
  await expect(device.card('Elm Street 12')).toBeVisible();
  await device.restart({ offline: true, before: () => device.watchFrames() });
  await expect(device.card('Elm Street 12')).toBeVisible();
  // The edit is on screen from the first frame that shows the list, before the delivery code loads.
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeVisible();
  const frames = await device.framesShown();
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((titles) => !titles.includes('Elm Street 12'))).toEqual([]);
  await device.editNote('Elm Street 12', { content: 'second visit: left a tract' });
  // The reopened form shows both edits.
  await device.card('Elm Street 12').getByRole('button', { name: 'Edit note: Elm Street 12' }).click();
  await expect(device.editor.getByLabel('Title')).toHaveValue('Elm Street 12');
  await expect(device.editor.getByLabel('Content')).toHaveValue('second visit: left a tract');
  await device.editor.getByRole('button', { name: 'Cancel' }).click();

  await device.restart({ offline: false });
  await expect.poll(() => device.serverNotes()).toEqual([{ title: 'Elm Street 12', content: 'second visit: left a tract' }]);
});

test('4. a note deleted offline stays deleted through an offline restart, then is deleted on the server', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await device.addNote('To be removed', 'x');
  await device.addNote('To be kept', 'y');
  await expect.poll(() => device.serverNotes()).toHaveLength(2);
  await device.savedOnDevice('To be kept');

  await device.restart({ offline: true });
  await device.deleteNote('To be removed');
  await device.restart({ offline: true, before: () => device.watchFrames() });
  await expect(device.card('To be kept')).toBeVisible();
  await expect(device.card('To be removed')).toBeHidden();
  // Not one frame shows the deleted note, not even before the delivery code has loaded.
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeVisible();
  const frames = await device.framesShown();
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((titles) => titles.includes('To be removed'))).toEqual([]);
  await device.restart({ offline: false });
  await expect.poll(async () => titles(await device.serverNotes())).toEqual(['To be kept']);
});

test('5. notes waiting to sync can be edited and deleted', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await device.setOffline(true);
  await device.addNote('Queued A', 'a');
  await device.addNote('Queued B', 'b');
  await expect(device.waiting).toContainText('Queued A');
  await device.editNote('Queued A', { title: 'Queued A, edited' });
  await device.deleteNote('Queued B');
  await expect(device.card('Queued A, edited')).toBeVisible();
  await device.restart({ offline: true });
  await expect(device.card('Queued A, edited')).toBeVisible();
  await expect(device.card('Queued B')).toBeHidden();
  await device.restart({ offline: false });
  await expect.poll(() => device.serverNotes()).toEqual([{ title: 'Queued A, edited', content: 'a' }]);
  await expect(device.waiting).toBeHidden();
});

test('6. a save whose answer is lost reaches the server once (note and convention note)', async ({ newDevice }) => {
  device = newDevice({ blockServiceWorker: true });
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  let lost = 0;
  /** Deliveries sent and not yet answered or lost. */
  let delivering = 0;
  await device.context.route('**/graphql', async (route) => {
    if (operationOf(route) !== 'syncApplyChangesMutation') return route.continue();
    delivering += 1;
    try {
      if (lost < 2) {
        lost += 1;
        await route.fetch(); // the server receives and applies it …
        return await route.abort('connectionreset'); // … and the answer never arrives
      }
      return await route.fetch().then((response) => route.fulfill({ response }));
    } finally {
      delivering -= 1;
    }
  });
  await device.addNote('Answer lost', 'delivered once');
  await expect.poll(() => device.serverNotes()).toHaveLength(1);
  await expect(device.waiting).toBeHidden({ timeout: 20_000 });

  await device.goto('/convention-notes');
  await device.page.getByRole('button', { name: 'Add Note', exact: true }).click();
  const dialog = device.page.getByRole('dialog', { name: 'Add Convention Note' });
  await dialog.getByLabel('Title', { exact: true }).fill('Answer lost too');
  await dialog.getByLabel('Speaker', { exact: true }).fill('Brother Lee');
  await dialog.getByLabel('Date', { exact: true }).fill('2026-07-10');
  await dialog.getByRole('button', { name: /Session/ }).click();
  await device.page.getByRole('option').first().click();
  await dialog.getByLabel('Content', { exact: true }).fill('Endurance');
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => device.serverConventionNotes(), { timeout: 20_000 }).toHaveLength(1);
  // Nothing is left to deliver and no delivery is on its way: a second copy could come from nowhere.
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
  await expect.poll(() => delivering).toBe(0);
  expect(lost).toBe(2);
  expect(await device.serverConventionNotes()).toHaveLength(1);
  expect(await device.serverNotes()).toHaveLength(1);
});

test('7. lie-fi: requests fail while the browser says online; delivery retries without an online event', async ({ newDevice }) => {
  device = newDevice({ blockServiceWorker: true });
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  let attempts = 0;
  await device.context.route('**/graphql', (route) => {
    if (operationOf(route) === 'syncApplyChangesMutation') attempts += 1;
    return route.abort('connectionfailed');
  });
  await device.addNote('Sent on lie-fi', 'no real connection');
  await expect(device.card('Sent on lie-fi')).toBeVisible();
  await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect(await device.page.evaluate(() => navigator.onLine)).toBe(true);
  await device.context.unroute('**/graphql');
  await expect.poll(() => device.serverNotes(), { timeout: 45_000 }).toHaveLength(1);
  await expect(device.waiting).toBeHidden();
});

/**
 * A note whose first delivery failed, left with the signal back, the browser saying it is online
 * throughout and the page's clock stopped (installed before the page loaded): no retry, backoff
 * or 30 s round can come from a timer, so nothing sends it by itself. Answers how many deliveries
 * were tried.
 */
async function failedAndStalled(title: string, content: string): Promise<() => number> {
  await device.goto('/notes');
  let failed = 0;
  await device.context.route(/\/graphql$/, (route) => {
    if (operationOf(route) !== 'syncApplyChangesMutation') return route.continue();
    failed += 1;
    return route.abort('connectionfailed');
  });
  await device.addNote(title, content);
  await expect.poll(() => failed).toBeGreaterThanOrEqual(1);
  await device.page.clock.pauseAt((await device.page.evaluate(() => Date.now())) + 100);
  await device.context.unroute(/\/graphql$/);
  await device.page.waitForTimeout(2000);
  expect(await device.serverNotes()).toEqual([]);
  expect(await device.page.evaluate(() => navigator.onLine)).toBe(true);
  return () => failed;
}

test('a write that failed is delivered when the app comes back into focus, with no online event and no timer', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.page.clock.install();
  const tried = await failedAndStalled('Written in the lift', 'no bars');
  const tries = tried();
  await device.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => device.serverNotes()).toEqual([{ title: 'Written in the lift', content: 'no bars' }]);
  expect(tried()).toBe(tries);
});

test('a write that failed is delivered by the 30 s round, with no online event, no focus and no retry timer', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.page.clock.install();
  // Every 30 s repeating timer the page sets is kept, so the test can let that one alone run.
  await device.context.addInitScript(() => {
    const rounds: (() => void)[] = [];
    (window as unknown as { thirtySecondRounds: (() => void)[] }).thirtySecondRounds = rounds;
    const setInterval = window.setInterval.bind(window);
    window.setInterval = ((run: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms === 30_000) rounds.push(run);
      return setInterval(run, ms, ...rest);
    }) as typeof window.setInterval;
  });
  await failedAndStalled('Written on the stairs', 'one bar');
  // The round comes: the note goes.
  const rounds = await device.page.evaluate(() => (window as unknown as { thirtySecondRounds: (() => void)[] }).thirtySecondRounds.length);
  expect(rounds).toBeGreaterThan(0);
  await device.page.evaluate(() => {
    for (const round of (window as unknown as { thirtySecondRounds: (() => void)[] }).thirtySecondRounds) round();
  });
  await expect.poll(() => device.serverNotes()).toEqual([{ title: 'Written on the stairs', content: 'one bar' }]);
});

test('the delivery code and the sync indicator, lost on the way in, are fetched again once the signal is back, and the note reaches the server', async ({
  newDevice,
}) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  // The signal goes while the shell's parts load after the first paint: the delivery engine's code
  // and the sync indicator's cannot be fetched until it is back.
  let signal = false;
  const failed = new Set<string>();
  await device.context.route(/\/assets\/(OfflineSync|PendingIndicator)-[^/]*\.js$/, (route) => {
    if (signal) return route.continue();
    failed.add(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  await device.goto('/notes');
  await expect.poll(() => failed.size).toBe(2);
  await device.addNote('Written while the code was missing', 'kept, then delivered');
  await expect(device.card('Written while the code was missing')).toBeVisible();

  // The phone notices the signal is back: both parts load, and the note is delivered.
  signal = true;
  await device.context.setOffline(true);
  await device.context.setOffline(false);
  await expect.poll(() => device.serverNotes()).toEqual([{ title: 'Written while the code was missing', content: 'kept, then delivered' }]);
  await expect(device.waiting).toBeHidden();
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
});

test('8. a convention note saved offline is shown at once and after a restart', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/convention-notes');
  await device.setOffline(true);
  await device.page.getByRole('button', { name: 'Add Note', exact: true }).click();
  const dialog = device.page.getByRole('dialog', { name: 'Add Convention Note' });
  await dialog.getByLabel('Title', { exact: true }).fill('Written in the hall');
  await dialog.getByLabel('Speaker', { exact: true }).fill('Brother Kim');
  await dialog.getByLabel('Date', { exact: true }).fill('2026-07-11');
  await dialog.getByRole('button', { name: /Session/ }).click();
  await device.page.getByRole('option').first().click();
  await dialog.getByLabel('Content', { exact: true }).fill('Keep on the watch');
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toBeHidden();
  // Found anew after each restart: a restart opens a new page.
  const card = () => device.page.getByRole('listitem').filter({ has: device.page.getByRole('heading', { name: 'Written in the hall', exact: true }) });
  await expect(card()).toBeVisible();
  await device.restart({ offline: true, path: '/convention-notes' });
  await expect(card()).toBeVisible();
  await device.restart({ offline: false, path: '/convention-notes' });
  await expect.poll(() => device.serverConventionNotes()).toEqual([{ title: 'Written in the hall', speaker: 'Brother Kim' }]);
});

test('9. signing out with an undelivered note warns, offers to export, and the next account sees nothing of it', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await new AppPage(device.page).fetchedAhead();
  await device.setOffline(true);
  await device.addNote('Not yet sent', 'only on this phone');

  const logout = device.page.getByRole('button', { name: 'Logout' });
  await logout.click();
  const warning = device.page.getByRole('alertdialog', { name: 'Changes not yet sent' });
  await expect(warning).toContainText('1 change made on this device has not reached the server');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(device.card('Not yet sent')).toBeVisible();
  await expect(device.waiting).toContainText('Not yet sent');

  await logout.click();
  const download = device.page.waitForEvent('download');
  await warning.getByRole('button', { name: 'Export and sign out' }).click();
  const file = await (await download).path();
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([
    expect.objectContaining({ type: 'note', action: 'create', fields: expect.objectContaining({ title: 'Not yet sent' }) }),
  ]);

  // Signing out needs the server (it ends the session cookie): back online, it completes. The
  // sign-out begun offline may complete first and take the button away mid-click: a click that finds
  // no button gives up after 2 s, and the next round sees the member signed out.
  await device.setOffline(false);
  await expect(async () => {
    if (await logout.isVisible()) await logout.click({ timeout: 2000 });
    await expect(logout).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  device.username = `${device.username}b`;
  await device.signUp();
  await device.restart({ offline: false });
  await expect(device.page.getByRole('heading', { name: 'No notes yet' })).toBeVisible();
  await expect(device.card('Not yet sent')).toBeHidden();
  await expect(device.waiting).toBeHidden();
});

test('10. a note the server refuses is shown with its message and can be discarded', async ({ newDevice }) => {
  device = newDevice({ blockServiceWorker: true });
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await device.addNote('Far too long', 'x'.repeat(20_001));
  await expect(device.waiting).toContainText('Not saved: Content must be at most 20000 characters');
  await device.restart();
  await expect(device.waiting).toContainText('Not saved: Content must be at most 20000 characters');
  await device.waiting.getByRole('button', { name: 'Discard: Far too long' }).click();
  await expect(device.waiting).toBeHidden();
  await expect(device.card('Far too long')).toBeHidden();
  expect(await device.serverNotes()).toEqual([]);
});

test('one field changed on two devices with no signal: the later change wins, the other is kept as a conflict copy, and the member is told', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await device.addNote('Elm Street', 'first visit');
  await expect.poll(() => device.serverNotes()).toHaveLength(1);
  const other = newDevice();
  await other.open({ path: '' });
  await other.signInAs(device);
  await other.goto('/notes');
  await expect(other.card('Elm Street')).toBeVisible();

  // The hall's device changes the note first, the car's a moment later; neither has a signal.
  await device.setOffline(true);
  await other.setOffline(true);
  await device.editNote('Elm Street', { content: 'written at the hall' });
  await other.editNote('Elm Street', { content: 'written in the car' });

  await device.setOffline(false);
  await device.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => device.serverNotes()).toEqual([{ title: 'Elm Street', content: 'written at the hall' }]);
  await other.setOffline(false);
  await other.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(other.page.getByRole('region', { name: /notification/i })).toContainText('Changed on two devices');
  await expect(other.page.getByRole('region', { name: /notification/i })).toContainText('Both versions are kept');
  const server = [
    { title: 'Conflict copy: Elm Street', content: 'written at the hall' },
    { title: 'Elm Street', content: 'written in the car' },
  ];
  await expect.poll(async () => (await device.serverNotes()).sort((a, b) => a.title.localeCompare(b.title))).toEqual(server);
  // Both are on the car's device too, the copy readable and deletable as any note.
  await expect(other.card('Elm Street')).toContainText('written in the car');
  await other.page.reload();
  await expect(other.card('Conflict copy: Elm Street')).toContainText('written at the hall');
  await expect(other.card('Elm Street')).toContainText('written in the car');
  await other.deleteNote('Conflict copy: Elm Street');
  await expect.poll(() => device.serverNotes()).toEqual([{ title: 'Elm Street', content: 'written in the car' }]);
});

test('11. "Connection Restored" stays visible for 4 s', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  // The page's clock is stopped once the message shows, then moved on by hand: what a busy
  // machine does to the wall clock cannot change what the test sees.
  await device.page.clock.install();
  await device.goto('/');
  await device.context.setOffline(true);
  await expect(device.page.getByText('Offline Mode Active')).toBeVisible();
  // Stopped before the connection returns (a jump a second ahead, taken at once): the message's
  // 4 s then start on a clock only the test moves, however long the machine takes to show it.
  await device.page.clock.pauseAt((await device.page.evaluate(() => Date.now())) + 1000);
  await device.context.setOffline(false);
  const restored = device.page.getByText('Connection Restored');
  await expect(restored).toBeVisible();
  await device.page.clock.runFor(2500);
  await expect(restored).toBeVisible();
  await device.page.clock.runFor(2000);
  await expect(restored).toBeHidden();
});

test('two tabs delivering the same queue at once still make each note once', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  const second = await device.context.newPage();
  await second.goto('/notes');
  // The deliveries either tab has sent and not yet had answered.
  const delivering = new Set<Request>();
  for (const tab of [device.page, second]) {
    tab.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('syncApplyChanges')) delivering.add(request);
    });
    const done = (request: Request) => delivering.delete(request);
    tab.on('requestfinished', done);
    tab.on('requestfailed', done);
  }
  await device.setOffline(true);
  for (const n of [1, 2, 3]) await device.addNote(`Two tabs ${n}`, 'queued');
  await device.setOffline(false);
  await device.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => titles(await device.serverNotes()), { timeout: 20_000 }).toEqual(['Two tabs 1', 'Two tabs 2', 'Two tabs 3']);
  // Both tabs are done: nothing waits in the queue they share and no delivery is on its way.
  await expect(device.waiting).toBeHidden();
  await expect(second.getByRole('region', { name: 'Waiting to sync' })).toBeHidden();
  await expect.poll(() => delivering.size).toBe(0);
  expect(await device.serverNotes()).toHaveLength(3);
});

test('a calendar event added and another deleted offline show at once, survive restarts, and reach the server once', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  // Tomorrow is always in the 90-day view and always upcoming, whatever the hour the test runs.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const tomorrowIso = tomorrow.toISOString().slice(0, 10);
  const tomorrowLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(tomorrow);
  const calendar = () => new CalendarPage(device.page);

  await calendar().goto();
  await calendar().view('90-Day View');
  await calendar().addEvent(tomorrowLabel, { title: 'Cart at the station', time: '10:00' });
  await expect.poll(() => device.serverEvents()).toEqual([{ title: 'Cart at the station', date: tomorrowIso, time: '10:00' }]);
  await device.savedOnDevice('Cart at the station');

  await device.restart({ offline: true, path: '' });
  await calendar().goto();
  await expect(calendar().upcoming).toContainText('Cart at the station');
  await calendar().view('90-Day View');
  // The browser itself now says offline too, so the form knows the event waits.
  await device.goOffline();
  await calendar().openDay(tomorrowLabel);
  await calendar().fillEvent({ title: 'Return visit, Elm Street', time: '15:30' });
  await calendar().addDialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(calendar().addDialog).toBeHidden();
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('Event saved offline');
  await expect(calendar().upcoming).toContainText('Return visit, Elm Street');
  await expect(calendar().cell(tomorrowLabel)).toContainText('Return visit, Elm Street');

  await calendar().upcoming.getByRole('button', { name: 'Delete Cart at the station' }).click();
  await device.page.getByRole('alertdialog', { name: 'Delete Event' }).getByRole('button', { name: 'Delete Event' }).click();
  await expect(calendar().upcoming).not.toContainText('Cart at the station');
  await expect(device.waiting.or(device.page.getByRole('button', { name: /waiting to sync/ }))).toBeVisible();

  await device.restart({ offline: true, path: '/calendar', before: () => device.watchFrames('section[aria-labelledby="upcoming-events"] li') });
  await expect(calendar().upcoming).toContainText('Return visit, Elm Street');
  await expect(calendar().upcoming).not.toContainText('Cart at the station');
  // Not one frame lists the deleted event, and every one lists the new.
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeVisible();
  const frames = await device.framesShown();
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((items) => items.some((item) => item.includes('Cart at the station')) || !items.some((item) => item.includes('Return visit, Elm Street')))).toEqual([]);

  await device.restart({ offline: false, path: '/calendar' });
  await expect.poll(() => device.serverEvents()).toEqual([{ title: 'Return visit, Elm Street', date: tomorrowIso, time: '15:30' }]);
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
});

test('a scripture added online is there offline; one added, one edited and one deleted offline reach the server once', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  const screen = () => new ScripturesPage(device.page);
  await screen().goto();
  await screen().add({ reference: 'John 17:3', text: 'Taking in knowledge', notes: 'Door 4' });
  await screen().add({ reference: 'Psalm 83:18', text: 'Jehovah, the Most High' });
  await expect.poll(async () => (await device.serverScriptures()).length).toBe(2);
  await device.savedOnDevice('Psalm 83:18');

  await device.restart({ offline: true, path: '' });
  await screen().goto();
  await expect(screen().item('John 17:3')).toBeVisible();
  await device.goOffline();
  await screen().fill({ reference: 'Revelation 21:4', text: 'No more death' });
  await screen().form.getByRole('button', { name: 'Add Scripture' }).click();
  await expect(screen().app.toastRegion).toContainText('Scripture saved offline');
  await expect(screen().item('Revelation 21:4')).toBeVisible();
  await screen().item('John 17:3').getByRole('button', { name: 'Edit John 17:3' }).click();
  await screen().fill({ notes: 'Door 4, return Friday' });
  await screen().form.getByRole('button', { name: 'Update Scripture' }).click();
  await expect(screen().item('John 17:3')).toContainText('Door 4, return Friday');
  await screen().delete('Psalm 83:18');

  await device.restart({ offline: true, path: '/scriptures', before: () => device.watchFrames('main li[aria-labelledby]') });
  await expect(screen().item('Revelation 21:4')).toBeVisible();
  await expect(screen().item('John 17:3')).toContainText('Door 4, return Friday');
  await expect(screen().item('Psalm 83:18')).toBeHidden();
  // From the first frame that lists them: the new one there, the edit shown, the deleted one gone.
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeVisible();
  const frames = await device.framesShown();
  expect(frames.length).toBeGreaterThan(0);
  const shows = (items: string[], reference: string) => items.find((item) => item.startsWith(reference));
  expect(frames.filter((items) => !shows(items, 'Revelation 21:4') || shows(items, 'Psalm 83:18') || !shows(items, 'John 17:3')?.includes('Door 4, return Friday'))).toEqual([]);

  await device.restart({ offline: false, path: '/scriptures' });
  await expect
    .poll(async () => (await device.serverScriptures()).map((s) => [s.reference, s.notes]).sort())
    .toEqual([
      ['John 17:3', 'Door 4, return Friday'],
      ['Revelation 21:4', null],
    ]);
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
});

test('contacts and videos added, edited and deleted offline show at once, survive restarts, and reach the server once', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  const hlc = () => new ContactsPage(device.page, 'hlc');
  const videos = () => new VideosPage(device.page);
  await hlc().goto();
  await hlc().add({ name: 'Anna Berg', phoneNumber: '555-0100', email: 'anna@example.org' });
  await hlc().add({ name: 'Jonas Ek', phoneNumber: '555-0124', email: 'jonas@example.org' });
  await videos().goto();
  await videos().openAdd();
  await videos().fill({ title: 'Why Study the Bible?', url: 'https://example.org/why' });
  await videos().submit();
  await expect(videos().card('Why Study the Bible?')).toBeVisible();
  await expect.poll(async () => (await device.serverContacts('HLC')).length).toBe(2);
  await expect.poll(() => device.serverVideos()).toEqual(['Why Study the Bible?']);
  await device.savedOnDevice('Why Study the Bible?');

  // In-app navigation (the router's own history), as a member moves between pages.
  const navigate = (path: string) => device.navigate(path);

  // No signal: a new contact, an edit and a deletion, a new video and a deletion. Both pages are
  // opened once before the browser goes offline: with the service worker blocked here, a page's
  // code is only there once loaded (offline.spec.ts covers the worker's offline copy).
  await device.restart({ offline: true, path: '/hlc' });
  await expect(hlc().card('Anna Berg')).toBeVisible();
  await navigate('/videos');
  await expect(videos().card('Why Study the Bible?')).toBeVisible();
  await navigate('/hlc');
  await expect(hlc().card('Anna Berg')).toBeVisible();
  await device.goOffline();
  await hlc().openAdd();
  await hlc().fill({ name: 'Ruth Lind', phoneNumber: '555-0132', email: 'ruth@example.org' });
  await hlc().submit();
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('Contact saved offline');
  await expect(hlc().card('Ruth Lind')).toBeVisible();
  await expect(hlc().count).toHaveText('3 contacts');
  await hlc().openEdit('Anna Berg');
  await hlc().fill({ position: 'Chairman', notes: 'Mercy Hospital, nights' });
  await hlc().submit();
  await expect(hlc().dialog).toBeHidden();
  await expect(hlc().card('Anna Berg')).toContainText('Chairman');
  await hlc().askDelete('Jonas Ek');
  await hlc().confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(hlc().card('Jonas Ek')).toBeHidden();
  await expect(hlc().count).toHaveText('2 contacts');
  // An address the server would refuse is caught on the device, before anything is queued.
  await hlc().openAdd();
  await hlc().fill({ name: 'Peter Moss', phoneNumber: '555-0140', email: 'peter@example' });
  await hlc().submit();
  await expect(hlc().field('Email')).toHaveAccessibleDescription(/Please enter a valid email address/);
  await device.page.keyboard.press('Escape');

  // The browser has no network for a page load: the app's own navigation.
  await navigate('/videos');
  await expect(videos().card('Why Study the Bible?')).toBeVisible();
  await videos().openAdd();
  await videos().fill({ title: 'Listen to God', url: 'https://example.org/listen', duration: '4:30' });
  await videos().submit();
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('Video saved offline');
  await expect(videos().card('Listen to God')).toBeVisible();
  await videos().delete('Why Study the Bible?');

  await device.restart({ offline: true, path: '/hlc', before: () => device.watchFrames('main li[aria-labelledby]') });
  await expect(hlc().card('Ruth Lind')).toBeVisible();
  await expect(hlc().card('Anna Berg')).toContainText('Chairman');
  await expect(hlc().card('Jonas Ek')).toBeHidden();
  // From the first frame that lists the contacts: the added one there, the edit shown, the deleted one gone.
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeVisible();
  const frames = await device.framesShown();
  expect(frames.length).toBeGreaterThan(0);
  const card = (items: string[], name: string) => items.find((item) => item.startsWith(name));
  expect(frames.filter((items) => !card(items, 'Ruth Lind') || card(items, 'Jonas Ek') || !card(items, 'Anna Berg')?.includes('Chairman'))).toEqual([]);
  // The video list too, from its first frame: the new one there, the deleted one gone.
  await device.restart({ offline: true, path: '/videos', before: () => device.watchFrames('main li[aria-labelledby] h3') });
  await expect(videos().card('Listen to God')).toBeVisible();
  await expect(videos().card('Why Study the Bible?')).toBeHidden();
  const videoFrames = await device.framesShown();
  expect(videoFrames.length).toBeGreaterThan(0);
  expect(videoFrames.filter((titles) => !titles.includes('Listen to God') || titles.includes('Why Study the Bible?'))).toEqual([]);

  await device.restart({ offline: false, path: '/hlc' });
  await expect
    .poll(async () => (await device.serverContacts('HLC')).map((c) => [c.name, c.position, c.notes]).sort())
    .toEqual([
      ['Anna Berg', 'CHAIRMAN', 'Mercy Hospital, nights'],
      ['Ruth Lind', 'MEMBER', null],
    ]);
  await expect.poll(() => device.serverVideos()).toEqual(['Listen to God']);
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
  expect(await device.serverContacts('PVG')).toEqual([]);
});

test('houses added and marked offline in a territory show at once, survive restarts, and reach the server once with the figures', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await gql(device.context.request, 'mutation ($input: CreateTerritoryInput!) { createTerritory(input: $input) { __typename } }', {
    input: { territoryNumber: '14', name: 'Riverside' },
  });
  const territories = () => new TerritoriesPage(device.page);
  await territories().goto();
  let houses = await territories().openHouses('14');
  await territories().addHouse(houses, '1 River Road');
  await expect(territories().card('Riverside')).toContainText('0 of 1 houses contacted');
  await expect.poll(async () => (await device.serverHouses()).houses).toBe(1);
  await device.savedOnDevice('1 River Road');

  // No signal, walking the territory: a house added and another marked.
  await device.restart({ offline: true, path: '/territories' });
  houses = await territories().openHouses('14');
  await expect(territories().house(houses, '1 River Road')).toBeVisible();
  await device.goOffline();
  await houses.getByLabel('Address').fill('2 River Road');
  await houses.getByRole('button', { name: 'Add House' }).click();
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('House saved offline');
  await expect(territories().house(houses, '2 River Road')).toBeVisible();
  // In the order walked: the new house comes last.
  await expect(houses.getByRole('listitem').last()).toContainText('2 River Road');
  await territories().choose(territories().house(houses, '1 River Road'), 'Status of 1 River Road', 'Home');
  await expect(territories().house(houses, '1 River Road')).toContainText('Last call:');
  await territories().choose(territories().house(houses, '2 River Road'), 'Status of 2 River Road', 'Do not call');
  await expect(territories().house(houses, '2 River Road')).toHaveAttribute('data-do-not-call', 'true');
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeVisible();

  // After a restart, from the first frame the houses show: the new one there, the call marked.
  await device.restart({ offline: true, path: '/territories', before: () => device.watchFrames('[role="dialog"] li') });
  houses = await territories().openHouses('14');
  await expect(territories().house(houses, '1 River Road')).toContainText('Last call:');
  await expect(territories().house(houses, '2 River Road')).toHaveAttribute('data-do-not-call', 'true');
  const houseFrames = await device.framesShown();
  expect(houseFrames.length).toBeGreaterThan(0);
  const shows = (items: string[], address: string) => items.find((item) => item.includes(address));
  expect(houseFrames.filter((items) => !shows(items, '2 River Road') || !shows(items, '1 River Road')?.includes('Last call:'))).toEqual([]);

  // Back online, in the worst order: the page's figures are read before the writes arrive, and the
  // page shows only after they have; it reads them again.
  await device.restart({ offline: false, path: '/territories', before: async () => {
      await device.answerBeforeDelivery('TerritoriesPageQuery');
      await device.pageAfterDelivery(/\/assets\/TerritoriesPage-[\w-]+\.js$/);
    },
  });
  await expect
    .poll(() => device.serverHouses())
    .toEqual({
      houses: 2,
      contactedHouses: 2,
      addresses: [
        ['1 River Road', 'HOME'],
        ['2 River Road', 'DO_NOT_CALL'],
      ],
    });
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
  await expect(territories().card('Riverside')).toContainText('2 of 2 houses contacted');
});

test('a territory added offline with its image shows at once, can be edited, survives a restart, and reaches the server once with the image', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  const territories = () => new TerritoriesPage(device.page);
  await territories().goto();
  await expect(device.page.getByText('No territories yet')).toBeVisible();
  // The device keeps what the page showed a moment later (a closed app keeps it at once).
  await device.savedOnDevice('territorySummary');

  // No signal: a territory added with a map image, then renamed before it has left the device.
  await device.restart({ offline: true, path: '/territories' });
  // The page's code and words are on the device once it has shown, and the header's sync
  // indicator once it has loaded after it; then the phone loses the network.
  await expect(device.page.getByRole('button', { name: 'Add Territory' })).toBeVisible();
  await device.goOffline();
  await territories().openAdd();
  let form = territories().formDialog;
  await form.getByLabel('Territory number').fill('21');
  await form.getByLabel('Territory name').fill('Riverside');
  await form.locator('input[type="file"]').setInputFiles({ name: 'riverside.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Save Territory' }).click();
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('Territory saved offline');
  const image = (name: string) => territories().card(name).getByRole('img', { name: `Map of territory 21, ${name}` });
  await expect.poll(() => image('Riverside').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(device.page.getByRole('button', { name: 'Houses of territory 21' })).toBeDisabled();

  await device.page.getByRole('button', { name: 'Edit territory 21' }).click();
  form = territories().formDialog;
  await expect(form.getByLabel('Territory name')).toHaveValue('Riverside');
  await form.getByLabel('Territory name').fill('Riverside North');
  await form.getByRole('button', { name: 'Save Territory' }).click();
  await expect(territories().card('Riverside North')).toBeVisible();
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeVisible();

  // The territory and its image are kept on the device through a restart, renamed from the first
  // frame that lists it.
  await device.restart({ offline: true, path: '/territories', before: () => device.watchFrames('main article h3') });
  await expect.poll(() => image('Riverside North').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const territoryFrames = await device.framesShown();
  expect(territoryFrames.length).toBeGreaterThan(0);
  expect(territoryFrames.filter((titles) => !titles.some((title) => title.includes('Riverside North')))).toEqual([]);

  // Back online on a phone whose storage is slow: its saved copy, read after the server has
  // answered, does not bring the territory as it was on the device back beside the server's.
  await device.restart({ offline: false, path: '/territories', before: () => device.slowStorage() });
  await expect.poll(() => device.serverTerritories()).toEqual([{ name: 'Riverside North', territoryNumber: '21', hasImage: true }]);
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
  await expect(image('Riverside North')).toHaveAttribute('src', /^\/api\/territories\/image\//);
  const served = await device.context.request.get((await image('Riverside North').getAttribute('src'))!);
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  await expect(device.page.getByRole('button', { name: 'Houses of territory 21' })).toBeEnabled();

  // The signal goes: the page opened again shows what the device now holds, the server's territory.
  await device.storageAnswered();
  await device.goOffline();
  await device.setOffline(true);
  await device.navigate('/notes');
  await expect(device.page.getByRole('heading', { level: 1, name: 'My Assigned Territories' })).toBeHidden();
  await device.navigate('/territories');
  await expect(image('Riverside North')).toHaveAttribute('src', /^\/api\/territories\/image\//);
  await expect(device.page.getByRole('article')).toHaveCount(1);

  // Deleted with no signal: gone at once, and on the server once delivered.
  await device.page.getByRole('button', { name: 'Delete territory 21' }).click();
  await device.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(territories().card('Riverside North')).toBeHidden();
  await device.restart({ offline: true, path: '/territories' });
  await expect(device.page.getByText('No territories yet')).toBeVisible();
  await device.restart({ offline: false, path: '/territories' });
  await expect.poll(() => device.serverTerritories()).toEqual([]);
});

/** A regular pioneer signed up on a new device, on the report page; answers the device's day. */
async function pioneerOnReport(newDevice: () => Device): Promise<string> {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await gql(device.context.request, 'mutation { updateReportSettings(input: { role: REGULAR_PIONEER }) { __typename } }');
  await new ReportPage(device.page).goto();
  return device.page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

test('time entries added, edited and deleted offline show at once, survive a restart, reach the server once, and the figures follow', async ({ newDevice }) => {
  const today = await pioneerOnReport(newDevice);
  const report = () => new ReportPage(device.page);
  await expect(report().figure('Hours')).toHaveText('0 h');
  await device.savedOnDevice('serviceReport');

  // No signal: two entries added, one edited, one deleted.
  await device.restart({ offline: true, path: '' });
  await report().goto();
  await expect(report().entries.getByRole('button', { name: 'Add time' })).toBeVisible();
  await device.goOffline();
  await report().addEntry({ date: today, hours: '2', minutes: '15', note: 'Cart at the station' });
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('Time saved offline');
  await report().addEntry({ date: today, hours: '1', note: 'Letters' });
  await expect(report().entries.getByRole('listitem')).toHaveCount(2);
  await report().entries.getByRole('listitem').filter({ hasText: 'Letters' }).getByRole('button', { name: /^Edit entry/ }).click();
  await report().fillEntry({ minutes: '45' });
  await report().dialog.getByRole('button', { name: 'Save' }).click();
  await expect(report().entries.getByRole('listitem').filter({ hasText: 'Letters' })).toContainText('1 h 45 min');
  await report().entries.getByRole('listitem').filter({ hasText: 'Cart at the station' }).getByRole('button', { name: /^Delete entry/ }).click();
  await device.page.getByRole('alertdialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(report().entries.getByRole('listitem')).toHaveCount(1);

  await device.restart({ offline: true, path: '', before: () => device.watchFrames('main li') });
  await report().goto();
  await expect(report().entries.getByRole('listitem')).toHaveCount(1);
  await expect(report().entries).toContainText('1 h 45 min');
  // No frame lists the deleted entry or the edited one as it was.
  const frames = await device.framesShown();
  expect(frames.filter((items) => items.some((item) => item.includes('Letters'))).length).toBeGreaterThan(0);
  expect(frames.filter((items) => items.some((item) => item.includes('Cart at the station') || (item.includes('Letters') && !item.includes('1 h 45 min'))))).toEqual([]);

  await device.restart({ offline: false, path: '' });
  await report().goto();
  await expect
    .poll(async () => (await gql(device.context.request, `{ viewer { serviceEntries(month: "${today.slice(0, 7)}", first: 10) { edges { node { minutes note } } } } }`)).viewer.serviceEntries.edges)
    .toEqual([{ node: { minutes: 105, note: 'Letters' } }]);
  await expect(report().figure('Hours')).toHaveText('1 h');
  await expect(report().figure('Rolls into next month')).toHaveText('45 min');
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
});

test('an entry edited with a signal: the figures asked for while it was being delivered are asked again', async ({ newDevice }) => {
  const today = await pioneerOnReport(newDevice);
  const report = () => new ReportPage(device.page);
  await report().addEntry({ date: today, hours: '2', note: 'Cart at the station' });
  await expect(report().figure('Hours')).toHaveText('2 h');

  // The page asks for its figures at once after the edit, and again once the edit is delivered;
  // the server answers the first before it has the edit, and that answer comes last.
  await device.answerBeforeDelivery('ReportPageQuery', { late: true });
  await report().entries.getByRole('button', { name: /^Edit entry/ }).click();
  await report().fillEntry({ hours: '3' });
  await report().dialog.getByRole('button', { name: 'Save' }).click();
  await expect(report().figure('Hours')).toHaveText('3 h');
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
});

// The timer is kept on the device (docs/product/report.md, "The timer on the phone"). The browser's
// clock is installed at a chosen time on each opening, so the minutes counted are known: a quarter
// hour rounding leaves room for however long the machine takes to load the page.
const QUARTER_HOUR_TIMER = 'mutation { updateReportSettings(input: { role: REGULAR_PIONEER, rounding: QUARTER_HOUR }) { __typename } }';
const TIMER_ENTRIES = (month: string) => `{ viewer { serviceEntries(month: "${month}", first: 10) { edges { node { date minutes source } } } } }`;
/** Today at 10:00 on this machine (the browser's time zone is the machine's). */
function todayAtTen(): { at: number; day: string } {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 0, 0).getTime();
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return { at, day };
}

async function openReportAt(device: Device, at: number, offline: boolean) {
  await device.restart({ offline, path: '' });
  await device.context.clock.install({ time: at });
  await device.goto('/report');
  await expect(device.page.getByRole('heading', { level: 1, name: 'Field Service Report' })).toBeVisible({ timeout: 60_000 });
  // Cut once the shell's late parts (the toasts, the waiting count and their words) are loaded, as
  // an installed app has them from its service worker.
  if (offline) await device.goOffline();
}

/** A new member who rounds the timer to quarter hours, on the report page at 10:00 today, saved on the device. */
async function timerMember(newDevice: () => Device) {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await gql(device.context.request, QUARTER_HOUR_TIMER);
  const { at, day } = todayAtTen();
  const report = () => new ReportPage(device.page);
  await openReportAt(device, at, false);
  await expect(report().timerCard).toContainText('Not started');
  await device.savedOnDevice('serviceReport');
  return { at, day, report };
}

test('the timer started, reopened and stopped with no signal becomes one entry of the right minutes on the server', async ({ newDevice }) => {
  const { at, day, report } = await timerMember(newDevice);

  await openReportAt(device, at + 60_000, true);
  await report().timerCard.getByRole('button', { name: 'Start' }).click();
  await expect(report().timerCard).toContainText('Running');

  // Closed and reopened 50 minutes later, still with no signal: the run went on counting.
  await openReportAt(device, at + 51 * 60_000, true);
  await expect(report().timerCard).toContainText('Running');
  await expect(report().timer).toHaveText(/^0:5\d:\d\d$/);
  await report().timerCard.getByRole('button', { name: 'Stop and save' }).click();
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('Time saved offline');
  await expect(report().timerCard).toContainText('Not started');
  const entry = report().entries.getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('45 min');
  await expect(entry).toContainText('Timer');

  // The signal returns: the one entry reaches the server, and the timer stays stopped.
  await openReportAt(device, at + 55 * 60_000, false);
  await expect
    .poll(async () => (await gql(device.context.request, TIMER_ENTRIES(day.slice(0, 7)))).viewer.serviceEntries.edges)
    .toEqual([{ node: { date: day, minutes: 45, source: 'timer' } }]);
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
  await expect(report().timerCard).toContainText('Not started');
  await expect(report().entries.getByRole('listitem')).toHaveCount(1);
});

test('the timer started with a signal and stopped without one becomes one entry', async ({ newDevice }) => {
  const { day, report } = await timerMember(newDevice);
  await report().timerCard.getByRole('button', { name: 'Start' }).click();
  await expect(report().timerCard).toContainText('Running');

  await device.setOffline(true);
  await device.context.setOffline(true);
  await device.context.clock.fastForward('35:00');
  await report().timerCard.getByRole('button', { name: 'Stop and save' }).click();
  await expect(device.page.getByRole('region', { name: /notification/i })).toContainText('Time saved offline');
  await expect(report().entries.getByRole('listitem')).toContainText('30 min');

  await device.context.setOffline(false);
  await device.setOffline(false);
  await expect
    .poll(async () => (await gql(device.context.request, TIMER_ENTRIES(day.slice(0, 7)))).viewer.serviceEntries.edges)
    .toEqual([{ node: { date: day, minutes: 30, source: 'timer' } }]);
  await expect(device.page.getByRole('button', { name: /waiting to sync/ })).toBeHidden();
});

test('GPS points left in the previous version’s own queue move into the outbox and reach the server once', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  const owner: string = (await gql(device.context.request, '{ viewer { id } }')).viewer.id;
  const sessionId = `walk-${Date.now()}`;
  const at = Date.now() - 60_000;
  const body = (i: number) => ({ sessionId, latitude: 34.2241 + i * 0.001, longitude: -77.9447, accuracy: 8, altitude: null, speed: null, heading: null, timestamp: at + i * 5000 });
  // The first point reached the server before the app was updated, but its answer was lost.
  const sent = await device.context.request.post('/api/gps-tracking', { headers: API_HEADERS, data: { ...body(0), clientId: `${sessionId}-p0` } });
  expect(sent.status()).toBe(201);
  const items = [
    { clientId: `${sessionId}-p0`, owner, seq: at * 1000, kind: 'point', body: body(0) },
    { clientId: `${sessionId}-p1`, owner, seq: at * 1000 + 1, kind: 'point', body: body(1) },
    { clientId: `${sessionId}-end`, owner, seq: at * 1000 + 2, kind: 'finish', body: { sessionId, name: 'Before the update' } },
  ];
  // The app opens its database moments after the page shows; the rows go in once it has.
  await expect
    .poll(() =>
      device.page.evaluate(async (rows) => {
        if (!(await indexedDB.databases()).some((d) => d.name === 'ministry-companion')) return false;
        const opening = indexedDB.open('ministry-companion');
        await new Promise((ok) => (opening.onsuccess = ok));
        const db = opening.result;
        if (!db.objectStoreNames.contains('gpsOutbox')) {
          db.close();
          return false;
        }
        const tx = db.transaction('gpsOutbox', 'readwrite');
        for (const row of rows) tx.objectStore('gpsOutbox').put(row);
        await new Promise((ok) => (tx.oncomplete = ok));
        db.close();
        return true;
      }, items),
    )
    .toBe(true);

  await device.restart({ path: '/notes' });
  await expect
    .poll(async () => (await gql(device.context.request, '{ viewer { gpsRoutes(first: 5) { edges { node { name pointCount } } } } }')).viewer.gpsRoutes.edges)
    .toEqual([{ node: { name: 'Before the update', pointCount: 2 } }]);
  await expect(device.waiting).toBeHidden();
});

/**
 * Turns the device's offline database back into what version 3 of the app left: the same stores
 * and rows, at IndexedDB version 30 (Dexie's version 3), with the note category in the stored
 * spelling ("Return Visit") where version 4 writes the enum name. Run on a page of the app's
 * origin where the app itself does not run.
 */
async function asVersionThree(page: Page) {
  await page.evaluate(async () => {
    const done = <T,>(request: IDBRequest<T>) =>
      new Promise<T>((ok, fail) => {
        request.onsuccess = () => ok(request.result);
        request.onerror = () => fail(request.error);
      });
    const opening = indexedDB.open('ministry-companion');
    const current = await done(opening);
    type Shape = { name: string; keyPath: string | string[] | null; autoIncrement: boolean; indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[]; rows: unknown[] };
    const stores: Shape[] = [];
    for (const name of Array.from(current.objectStoreNames)) {
      const store = current.transaction(name).objectStore(name);
      const indexes = Array.from(store.indexNames).map((index) => {
        const { keyPath, unique, multiEntry } = store.index(index);
        return { name: index, keyPath, unique, multiEntry };
      });
      stores.push({ name, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes, rows: await done(store.getAll()) });
    }
    current.close();
    await done(indexedDB.deleteDatabase('ministry-companion'));

    const oldSpelling = (value: unknown) => (value === 'RETURN_VISIT' ? 'Return Visit' : value);
    for (const store of stores) {
      for (const row of store.rows as Record<string, any>[]) {
        if (store.name === 'outbox' && row.fields?.category) row.fields.category = oldSpelling(row.fields.category);
        if (store.name === 'relayStore') {
          for (const record of Object.values(row.records ?? {}) as Record<string, unknown>[]) {
            if (record?.__typename === 'Note') record.category = oldSpelling(record.category);
          }
        }
      }
    }
    const request = indexedDB.open('ministry-companion', 30);
    request.onupgradeneeded = () => {
      for (const store of stores) {
        const made = request.result.createObjectStore(store.name, { keyPath: store.keyPath, autoIncrement: store.autoIncrement });
        for (const index of store.indexes) made.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
        for (const row of store.rows) made.add(row);
      }
    };
    (await done(request)).close();
  });
}

/** The category of each queued note on the device, as its offline database holds it. */
async function queuedCategories(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const opening = indexedDB.open('ministry-companion');
    await new Promise((ok) => (opening.onsuccess = ok));
    const request = opening.result.transaction('outbox').objectStore('outbox').getAll();
    const rows = await new Promise<{ fields: { category?: unknown } }[]>((ok) => (request.onsuccess = () => ok(request.result)));
    opening.result.close();
    return rows.map((row) => row.fields.category);
  });
}

test('a note queued offline by the previous version of the app is upgraded on the device, shown with its category and synced', async ({ newDevice }) => {
  device = newDevice();
  await device.open({ path: '' });
  await device.signUp();
  await device.goto('/notes');
  await device.setOffline(true);
  await device.page.getByRole('button', { name: 'Add Note' }).click();
  await device.editor.getByLabel('Title').fill('Queued before the update');
  await device.editor.getByLabel('Content').fill('Mr. Baker, return Monday');
  await device.editor.getByRole('button', { name: /Category/ }).click();
  await device.page.getByRole('option', { name: 'Return Visit', exact: true }).click();
  await device.editor.getByRole('button', { name: 'Save Note' }).click();
  await expect(device.waiting).toContainText('Queued before the update');
  await expect.poll(() => queuedCategories(device.page)).toEqual(['RETURN_VISIT']);

  // The browser is closed, and its offline database made what the previous version left.
  await device.context.close();
  await device.open({ path: '' });
  await device.context.route('**/previous-version', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }));
  await device.page.goto('/previous-version');
  await asVersionThree(device.page);
  expect(await queuedCategories(device.page)).toEqual(['Return Visit']);
  await device.context.close();

  // This version opens it offline: the queued note keeps its category, in the names it uses.
  await device.open({ offline: true, path: '/notes' });
  await expect(device.waiting).toContainText('Queued before the update');
  await expect.poll(() => queuedCategories(device.page)).toEqual(['RETURN_VISIT']);
  await device.card('Queued before the update').getByRole('button', { name: 'Edit note: Queued before the update' }).click();
  await expect(device.editor.getByRole('button', { name: /Category/ })).toContainText('Return Visit');
  await device.editor.getByRole('button', { name: 'Cancel' }).click();

  await device.setOffline(false);
  await expect
    .poll(async () => (await gql(device.context.request, '{ viewer { notes(first: 10) { edges { node { title category } } } } }')).viewer.notes.edges)
    .toEqual([{ node: { title: 'Queued before the update', category: 'RETURN_VISIT' } }]);
  await expect(device.waiting).toBeHidden();
});
