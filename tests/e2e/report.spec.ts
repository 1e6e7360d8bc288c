// Field Service Report (docs/product/report.md): the timer keeps counting across a reload, entries
// give the hours left and the pace, the report is sent through the copy fallback (this browser has
// no navigator.share) and through a share sheet that takes its picture, and the reminder shows on
// the last days of the month. The clock is the
// browser's (page.clock): the page sends the device's day, so the server's figures follow it.
// Accounts are `rep…` in service group 9.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { CalendarPage } from './pages/calendar.ts';
import { ReportPage, turnOn } from './pages/report.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { fitProblems } from './pages/fits.ts';

test.describe.configure({ timeout: 180_000 });
// Screens load their code and data on first use; on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

let counter = 0;
const member = () => {
  counter += 1;
  return newMember({ username: `rep${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`, fullName: 'Ana Ruiz', group: 'Family and Friends' });
};

async function signedInReport(page: Page, time: Date) {
  await page.clock.install({ time });
  const app = new AppPage(page);
  await app.signUpAndOpen(member());
  const report = new ReportPage(page);
  await report.goto();
  return { app, report };
}

test('the timer keeps counting across a reload, then pauses, resumes and stops into an entry of today', async ({ page }) => {
  // A fixed morning: the 1 h 35 min the clock is moved on below stays within the day and the
  // month (from the real time, a run late on a month's last day ended in the next month).
  const { app, report } = await signedInReport(page, new Date('2026-11-10T10:00:00'));
  await expect(report.timerCard).toContainText('Not started');
  await report.timerCard.getByRole('button', { name: 'Start' }).click();
  await expect(report.timerCard).toContainText('Running');
  await page.clock.fastForward('25:00');
  await expect(report.timer).toHaveText(/^0:25:\d\d$/);

  await page.reload();
  await expect(report.timerCard).toContainText('Running');
  await expect(report.timer).toHaveText(/^0:2[5-9]:\d\d$/);

  await report.timerCard.getByRole('button', { name: 'Pause' }).click();
  await expect(report.timerCard).toContainText('Paused');
  // Paused time is not counted.
  await page.clock.fastForward('01:00:00');
  await expect(report.timer).toHaveText(/^0:2[5-9]:\d\d$/);
  await report.timerCard.getByRole('button', { name: 'Resume' }).click();
  // The clock moves on once the timer runs again, as the member's time would.
  await expect(report.timerCard).toContainText('Running');
  await page.clock.fastForward('10:00');
  await report.timerCard.getByRole('button', { name: 'Stop and save' }).click();
  await expect(app.toastRegion).toContainText(/Saved 3[5-9] min for today/);
  await expect(report.timerCard).toContainText('Not started');
  const entry = report.entries.getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Timer');
});

test('entries give the hours left and the pace; the report is copied and marked sent; the reminder goes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  // Saturday 28 November 2026: one of the last 3 days of the month.
  const { app, report } = await signedInReport(page, new Date('2026-11-28T10:00:00'));
  await expect(report.monthTitle).toHaveText('November 2026');
  await expect(report.reminder('November 2026')).toBeVisible();

  // A publisher reports participation and studies, not hours.
  await expect(report.summary).toContainText('hours are not reported');
  await turnOn(report.summary.getByRole('checkbox', { name: 'I took part in the ministry this month' }));

  await report.setRole('Regular pioneer');
  await expect(report.figure('Hours')).toHaveText('0 h');
  await report.addEntry({ date: '2026-11-02', hours: '10', minutes: '30', kind: 'Cart', note: 'Station at the market' });
  await report.addEntry({ date: '2026-11-03', hours: '2', credit: true });
  await expect(report.entries.getByRole('listitem')).toHaveCount(2);
  await expect(report.entries).toContainText('Station at the market');

  // 50 − (10:30 field + 2 credit) = 37:30 left, over the 3 days from the 28th: 87:30 a week.
  await expect(report.figure('Hours')).toHaveText('10 h');
  await expect(report.figure('Credit hours')).toHaveText('2 h');
  await expect(report.figure('Rolls into next month')).toHaveText('30 min');
  await expect(report.figure('Left this month')).toHaveText('37 h 30 min');
  await expect(report.figure('Needed per week this month')).toHaveText('87 h 30 min');
  await expect(report.figure('Left this service year')).toHaveText('587 h 30 min');

  // Edit the credit entry, then delete it.
  await report.entries.getByRole('button', { name: /^Edit entry of Nov 3, 2026/ }).click();
  await report.fillEntry({ hours: '3' });
  await report.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(report.figure('Credit hours')).toHaveText('3 h');
  await report.entries.getByRole('button', { name: /^Delete entry of Nov 3, 2026/ }).click();
  // Toasts are alert dialogs too: the confirmation is found by its title.
  await page.getByRole('alertdialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(report.entries.getByRole('listitem')).toHaveCount(1);
  await expect(report.figure('Left this month')).toHaveText('39 h 30 min');

  const studies = report.summary.getByLabel('Bible studies');
  await studies.fill('2');
  await studies.press('Enter');
  await expect(app.toastRegion).not.toContainText('went wrong');

  await report.summary.getByRole('button', { name: 'Send report' }).click();
  await expect(app.toastRegion).toContainText('Report copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.split('\n')).toEqual(['Field service report: November 2026', 'Name: Ana Ruiz', 'Role: Regular pioneer', 'Hours: 10', 'Bible studies: 2']);
  await expect(report.summary).toContainText('Sent on');
  await expect(report.reminder('November 2026')).toBeHidden();
});

test('a report sent while the month is being read again shows as sent', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  // Live events wait while the held read is on its way: an event heard then makes the app ask that
  // read again (web/src/relay/environment.ts), and this test is about the read after the send alone.
  let quiet = false;
  const unheard: (() => void)[] = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => (quiet ? unheard.push(() => socket.send(message)) : socket.send(message)));
  });
  const { app, report } = await signedInReport(page, new Date('2026-11-10T10:00:00'));
  await expect(report.summary).toContainText('Not sent yet');
  quiet = true;

  // The month's next read is answered as the server saw it then, but only after the send.
  let release!: () => void;
  const sent = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  let answered = false;
  await page.route('**/graphql', async (route) => {
    if (held || !route.request().postData()?.includes('ReportPageQuery')) return route.continue();
    held = true;
    const answer = await route.fetch();
    answered = true;
    await sent;
    await route.fulfill({ response: answer });
  });
  // Saving the studies reads the month again: the server answers that read before the send, and
  // the page gets the answer only after it.
  const studies = report.summary.getByLabel('Bible studies');
  await studies.fill('2');
  await studies.press('Enter');
  await expect.poll(() => answered).toBe(true);

  await report.summary.getByRole('button', { name: 'Send report' }).click();
  // The send's answer has been handled: the page has asked for the month again.
  await expect(app.toastRegion).toContainText('Report for November 2026 marked as sent');
  release();
  await expect(report.summary).toContainText('Sent on');
  await expect(studies).toHaveValue('2');
  quiet = false;
  for (const send of unheard.splice(0)) send();
});

/** The width and height a PNG's header gives, or null for bytes that are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the report goes to the share sheet as text and as a picture, and the picture can be saved', async ({ page }) => {
  // A phone's share sheet that takes files: what the page hands it is kept for the test to read.
  await page.addInitScript(() => {
    const shared: { title?: string; text?: string; files: { name: string; type: string; size: number }[] }[] = [];
    (window as unknown as { shared: typeof shared }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (data: { files?: File[] }) => Boolean(data.files?.length) });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: { title?: string; text?: string; files?: File[] }) => {
        shared.push({ title: data.title, text: data.text, files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })) });
      },
    });
  });
  const { report } = await signedInReport(page, new Date('2026-11-20T10:00:00'));
  await expect(report.monthTitle).toHaveText('November 2026');

  // Saved as a picture: a PNG of the card's width, and the month is not marked sent by it.
  const [download] = await Promise.all([page.waitForEvent('download'), report.summary.getByRole('button', { name: 'Save as image' }).click()]);
  expect(download.suggestedFilename()).toBe('ministry-report-2026-11.png');
  const size = pngSize(await readFile((await download.path())!));
  expect(size?.width).toBe(1080);
  expect(size?.height).toBeGreaterThan(300);
  await expect(report.summary).not.toContainText('Sent on');

  await report.summary.getByRole('button', { name: 'Send report' }).click();
  await expect(report.summary).toContainText('Sent on');
  const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
  expect(shared).toEqual([
    {
      title: 'Field service report: November 2026',
      text: expect.stringContaining('Name: Ana Ruiz'),
      files: [{ name: 'ministry-report-2026-11.png', type: 'image/png', size: expect.any(Number) }],
    },
  ]);
});

test('the reminder shows on the first days of the next month until that month is sent', async ({ page }) => {
  const { report } = await signedInReport(page, new Date('2026-12-03T09:00:00'));
  await expect(report.monthTitle).toHaveText('December 2026');
  const reminder = report.reminder('November 2026');
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Show November 2026' }).click();
  await expect(report.monthTitle).toHaveText('November 2026');
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(report.monthTitle).toHaveText('December 2026');
});

test('the month’s sending goes into the calendar once, with a reminder the day before', async ({ page }) => {
  const { report } = await signedInReport(page, new Date('2026-11-20T10:00:00'));
  const card = page.getByRole('region', { name: 'Reminders on This Device' });
  // This browser has no push service: the card says how else the member is reminded.
  await expect(card).toContainText(/cannot receive push notifications|Remind Me on This Device|Notifications are blocked/);
  await card.getByRole('button', { name: 'Add to My Calendar' }).click();
  await expect(card).toContainText('Sending is in your calendar on November 30, 2026, with a reminder the day before.');

  await page.reload();
  await expect(report.monthTitle).toHaveText('November 2026');
  await expect(card).toContainText('Sending is in your calendar on November 30, 2026');
  await expect(card.getByRole('button', { name: 'Add to My Calendar' })).toBeHidden();

  const calendar = new CalendarPage(page);
  await calendar.goto();
  await expect(calendar.upcoming).toContainText('Send my report for November 2026');
  await expect(calendar.upcoming).toContainText('Reminder on');

  // A past month offers nothing to add.
  await report.goto();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(report.monthTitle).toHaveText('October 2026');
  await expect(card.getByRole('button', { name: 'Add to My Calendar' })).toBeHidden();
});

test('the report page and its dialogs have no axe violations', async ({ page }) => {
  const { report } = await signedInReport(page, new Date('2026-11-28T10:00:00'));
  await report.setRole('Auxiliary pioneer');
  await report.addEntry({ date: '2026-11-02', hours: '1', note: 'Morning' });
  await expect(report.entries.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Report settings' }).click();
  await expect(report.dialog).toBeVisible();
  await expect(report.dialog.getByRole('button', { name: /Auxiliary pioneer goal/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await report.dialog.getByRole('button', { name: 'Cancel' }).click();

  await report.entries.getByRole('button', { name: 'Add time' }).click();
  await expect(report.dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await report.dialog.getByRole('button', { name: 'Cancel' }).click();

  await report.entries.getByRole('button', { name: /^Delete entry of/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this entry?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Add time fits a phone with its errors shown, in English and Spanish, from 320 px', async ({ page }) => {
  const { report } = await signedInReport(page, new Date('2026-11-28T10:00:00'));
  for (const [language, region, addTime, save] of [
    ['en', 'Entries', 'Add time', 'Save'],
    ['es', 'Registros', 'Añadir tiempo', 'Guardar'],
  ] as const) {
    if (language === 'es') {
      await page.goto('/report?lng=es');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.getByRole('region', { name: region }).getByRole('button', { name: addTime }).click();
      await expect(report.dialog).toBeVisible();
      await report.dialog.getByRole('spinbutton').first().fill('2');
      await report.dialog.getByRole('spinbutton').nth(1).fill('75');
      await report.dialog.getByRole('button', { name: save }).click();
      await expect(report.dialog.locator('[slot="errorMessage"]').first()).toBeVisible();
      expect(await fitProblems(page), `${language} at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(report.dialog).toBeHidden();
    }
  }
});
