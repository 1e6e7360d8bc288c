// My Calendar (docs/product/calendar.md): a member adds events from the day grid, sees them in
// both views, deletes one from Upcoming Events, and gets reminders, on the calendar and on any other
// screen. The browser's clock is set to Monday 23 November 2026 so that the month, the days and
// "today" are the same on every run; it keeps running, so the app's own timers behave as usual.
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { CalendarPage } from './pages/calendar.ts';
import { planReturnVisits } from './pages/return-visits.ts';
import { axeViolations, expectNoAxeViolations } from './pages/axe.ts';

const TODAY = new Date('2026-11-23T08:00:00');

async function signedInCalendar(page: Page, time = TODAY) {
  await page.clock.install({ time });
  const app = new AppPage(page);
  await app.signUpAndOpen(newMember());
  const calendar = new CalendarPage(page);
  await calendar.goto();
  return { app, calendar };
}

test('a member adds events from the month view, sees them on their days and in Upcoming Events, and deletes one', async ({ page }) => {
  const { app, calendar } = await signedInCalendar(page);

  // The month of today: 42 days under Sunday-to-Saturday headers.
  await expect(calendar.title).toHaveText('November 2026');
  await expect(calendar.grid.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  await expect(calendar.dayButtons).toHaveCount(42);
  await expect(calendar.day('Monday, November 23, 2026')).toHaveAttribute('aria-current', 'date');
  await expect(calendar.upcoming).toContainText('No upcoming events');

  // A click on a day opens Add Event with that date filled in.
  await calendar.openDay('Tuesday, November 24, 2026');
  await expect(calendar.addDialog.getByLabel('Date')).toHaveValue('2026-11-24');
  await expect(calendar.addDialog.getByRole('checkbox', { name: 'Remind me 24 hours before' })).toBeChecked();
  await expect(calendar.addDialog).toContainText('SMS notifications are coming soon');
  await calendar.fillEvent({ title: 'Morning field service', time: '09:30', location: 'Kingdom Hall', attendees: '6' });
  await calendar.addDialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(app.toastRegion).toContainText('Event added');
  await expect(app.toastRegion).toContainText('It is on your calendar.');
  await expect(calendar.day('Tuesday, November 24, 2026')).toHaveAccessibleName('Tuesday, November 24, 2026, 1 event');
  await expect(calendar.cell('Tuesday, November 24, 2026')).toContainText('09:30 Morning field service');

  // Four events on one day: three are shown, then "+1 more".
  const thursday = 'Thursday, November 26, 2026';
  await calendar.addEvent(thursday, { title: 'Midweek meeting', time: '19:00', type: 'Meeting', priority: 'High' });
  await calendar.addEvent(thursday, { title: 'Study with Ana', time: '10:00', type: 'Bible Study' });
  await calendar.addEvent(thursday, { title: 'Cart witnessing', time: '08:00', type: 'Activity', priority: 'Low' });
  await calendar.addEvent(thursday, { title: 'Return visits', time: '15:30', priority: 'Critical' });
  const busyDay = calendar.day(thursday);
  await expect(busyDay).toHaveAccessibleName(`${thursday}, 4 events`);
  const busyCell = calendar.cell(thursday);
  await expect(busyCell).toContainText('08:00 Cart witnessing');
  await expect(busyCell).toContainText('10:00 Study with Ana');
  await expect(busyCell).toContainText('15:30 Return visits');
  await expect(busyCell).not.toContainText('Midweek meeting');
  await expect(busyCell).toContainText('+1 more');

  // Upcoming Events: the next 5, in date and time order, with their type and priority.
  await expect(calendar.upcomingItems()).toHaveCount(5);
  await expect(calendar.upcomingItems().getByRole('heading')).toHaveText([
    'Morning field service',
    'Cart witnessing',
    'Study with Ana',
    'Return visits',
    'Midweek meeting',
  ]);
  await expect(calendar.upcomingItems().nth(4)).toContainText('Meeting');
  await expect(calendar.upcomingItems().nth(4)).toContainText('High priority');
  await expect(calendar.upcomingItems().first()).toContainText('Tue, Nov 24, 2026, 09:30 · Kingdom Hall');

  await expectNoAxeViolations(page);

  // Delete asks first; Cancel keeps the event.
  await calendar.upcoming.getByRole('button', { name: 'Delete Morning field service' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Are you sure you want to delete "Morning field service"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(calendar.upcomingItems()).toHaveCount(5);

  await calendar.upcoming.getByRole('button', { name: 'Delete Morning field service' }).click();
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(app.toastRegion).toContainText('Event deleted');
  await expect(app.toastRegion).toContainText('Calendar event has been removed');
  await expect(calendar.upcomingItems()).toHaveCount(4);
  await expect(calendar.upcoming).not.toContainText('Morning field service');
  await expect(calendar.day('Tuesday, November 24, 2026')).toHaveAccessibleName('Tuesday, November 24, 2026, no events');

  // Stored on the server: a reload shows the same calendar.
  await page.reload();
  await expect(calendar.day(thursday)).toHaveAccessibleName(`${thursday}, 4 events`);
  await expect(calendar.upcomingItems()).toHaveCount(4);
});

test('previous and next month, the 90-day view and back, and the keyboard', async ({ page }) => {
  const { calendar } = await signedInCalendar(page);
  await calendar.addEvent('Thursday, November 26, 2026', { title: 'Pioneer meeting', time: '18:00' });

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.title).toHaveText('October 2026');
  await expect(calendar.day('Thursday, October 1, 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.title).toHaveText('December 2026');
  await expect(calendar.dayButtons).toHaveCount(42);
  // The grid starts on the Sunday before the 1st: 29 November is the first cell.
  await expect(calendar.dayButtons.first()).toHaveAccessibleName('Sunday, November 29, 2026, no events');
  // Today looks like the button it is, bordered like Previous and Next.
  const border = (name: string) => page.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).borderTopColor);
  expect(await border('Today')).not.toBe('rgba(0, 0, 0, 0)');
  expect(await border('Today')).toBe(await border('Next month'));
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(calendar.title).toHaveText('November 2026');

  await calendar.view('90-Day View');
  await expect(calendar.title).toHaveText('Next 90 days: Mon, Nov 23, 2026 – Sat, Feb 20, 2027');
  await expect(calendar.dayButtons).toHaveCount(90);
  await expect(calendar.dayButtons.first()).toHaveAccessibleName('Monday, November 23, 2026, no events');
  await expect(calendar.cell('Thursday, November 26, 2026')).toContainText('Pioneer meeting');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
  await calendar.view('Month View');
  await expect(calendar.title).toHaveText('November 2026');

  // One day is in the tab order; the arrow keys move between days; Enter opens Add Event.
  await calendar.day('Monday, November 23, 2026').focus();
  await page.keyboard.press('ArrowDown');
  await expect(calendar.day('Monday, November 30, 2026')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.day('Sunday, November 29, 2026')).toBeFocused();
  await page.keyboard.press('End');
  await expect(calendar.day('Saturday, December 5, 2026')).toBeFocused();
  await expect(calendar.day('Saturday, December 5, 2026')).toHaveAttribute('tabindex', '0');
  await expect(calendar.day('Monday, November 23, 2026')).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('PageDown');
  await expect(calendar.title).toHaveText('December 2026');
  await expect(calendar.day('Saturday, December 5, 2026')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.day('Sunday, December 20, 2026')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.addDialog.getByLabel('Date')).toHaveValue('2026-12-20');
});

test('adding an event without title, date or time says so beside each field, with no toast, and adds nothing', async ({ page }) => {
  const { calendar } = await signedInCalendar(page);
  await calendar.openDay('Friday, November 27, 2026');
  await expectNoAxeViolations(page);
  await calendar.addDialog.getByLabel('Time').fill('10:00');
  await calendar.addDialog.getByRole('button', { name: 'Add Event' }).click();
  const title = calendar.addDialog.getByLabel('Title');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Title is required');
  await expect(title).toBeFocused();
  await expect(page.locator('[role="alertdialog"]')).toHaveCount(0);
  await expect(calendar.addDialog).toBeVisible();

  await calendar.addDialog.getByLabel('Title').fill('Group witnessing');
  await calendar.addDialog.getByLabel('Time').fill('');
  await calendar.addDialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(calendar.addDialog.getByLabel('Time')).toHaveAttribute('aria-invalid', 'true');
  await calendar.addDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(calendar.day('Friday, November 27, 2026')).toHaveAccessibleName('Friday, November 27, 2026, no events');
  await expect(calendar.upcoming).toContainText('No upcoming events');
});

test('a reminder is shown in the app at the alarm time, 24 hours before the event', async ({ page }) => {
  const { app, calendar } = await signedInCalendar(page, new Date('2026-11-23T09:28:00'));
  await calendar.addEvent('Tuesday, November 24, 2026', { title: 'Service overseer visit', time: '09:30', location: 'Kingdom Hall' });
  // Without notification permission the reminder is an in-app message.
  await expect(page.getByText(/Notifications are blocked|Allow notifications/)).toBeVisible();
  await calendar.reminderArmed('Service overseer visit');
  await page.clock.fastForward('02:30');
  await expect(app.toastRegion).toContainText('Reminder: Service overseer visit');
  await expect(app.toastRegion).toContainText('Tue, Nov 24, 2026 at 09:30 · Kingdom Hall');
});

test('the member allows notifications with a button; then the reminder is a browser notification', async ({ page }) => {
  // Stands in for the browser's Notification API: it records what the app shows, and grants
  // permission when asked, as a member pressing Allow would.
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordingNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission() {
        RecordingNotification.permission = 'granted';
        return 'granted' as const;
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
  });
  const { calendar } = await signedInCalendar(page, new Date('2026-11-23T18:58:00'));
  await page.getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(page.getByText('Notifications are on')).toBeVisible();
  await calendar.addEvent('Tuesday, November 24, 2026', { title: 'Memorial invitation campaign', time: '19:00' });
  await calendar.reminderArmed('Memorial invitation campaign');
  await page.clock.fastForward('02:30');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications))
    .toEqual([{ title: 'Memorial invitation campaign', body: 'Tue, Nov 24, 2026 at 19:00' }]);
  // Delivered once, as a notification: no in-app reminder as well.
  await expect(page.getByText(/^Reminder:/)).toHaveCount(0);
});

test('a visitor sees the calendar with a sign-in prompt; a day asks them to sign in', async ({ page }) => {
  await page.clock.install({ time: TODAY });
  const calendar = new CalendarPage(page);
  await calendar.goto();
  await expect(page.getByText('Sign in to keep your calendar.')).toBeVisible();
  await expect(calendar.upcoming).toHaveCount(0);
  await calendar.day('Tuesday, November 24, 2026').click();
  await expect(page.getByRole('dialog')).toContainText('Sign In');
  await expect(calendar.addDialog).toHaveCount(0);

  // Signing in on this page loads the member's own calendar.
  const app = new AppPage(page);
  await app.closeDialog();
  await app.signUp(newMember());
  await app.completeSetupGuide();
  await expect(calendar.upcoming).toContainText('No upcoming events');
  await expect(page.getByText('Sign in to keep your calendar.')).toHaveCount(0);
  await calendar.openDay('Tuesday, November 24, 2026');
  await expect(calendar.addDialog.getByLabel('Date')).toHaveValue('2026-11-24');
});

test('day cells pass label-in-name (WCAG 2.5.3): each day button shows only text its name contains', async ({ page }) => {
  const { calendar } = await signedInCalendar(page);
  await calendar.addEvent('Tuesday, November 24, 2026', { title: 'Morning field service', time: '09:30' });
  await calendar.addEvent('Thursday, November 26, 2026', { title: 'Midweek meeting', time: '19:00', type: 'Meeting' });
  const labelInName = () => axeViolations(page, { rules: ['label-content-name-mismatch'], include: '[role="grid"]' });
  expect(await labelInName()).toEqual([]);
  await calendar.view('90-Day View');
  await expect(calendar.cell('Tuesday, December 1, 2026')).toContainText('Dec');
  expect(await labelInName()).toEqual([]);
  // A press on an event chip opens its day, as a press on the number does: the day's button
  // covers the cell (force: the chip is under the button, which is what receives the press).
  await calendar.view('Month View');
  await calendar.cell('Tuesday, November 24, 2026').getByText('09:30 Morning field service').click({ force: true });
  await expect(calendar.addDialog.getByLabel('Date')).toHaveValue('2026-11-24');
});

test('on a 360 px phone the days show dots and their events are listed, in full, under the month', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { calendar } = await signedInCalendar(page);
  await calendar.addEvent('Tuesday, November 24, 2026', { title: 'Morning field service', time: '09:30' });
  await calendar.addEvent('Tuesday, November 24, 2026', { title: 'Return visit to Mrs. Green', time: '16:00', type: 'Bible Study' });
  const agenda = page.getByRole('region', { name: 'Events in November 2026' });
  await expect(agenda).toBeVisible();
  await expect(agenda.getByRole('listitem').filter({ hasText: 'Tue, Nov 24' })).toContainText('09:30 Morning field service');
  await expect(agenda).toContainText('16:00 Return visit to Mrs. Green');
  // Nothing in the grid is cut short ("1…") and the page does not scroll sideways.
  const clipped = await calendar.grid.evaluate((grid) =>
    [...grid.querySelectorAll<HTMLElement>('td *')]
      .filter((el) => el.getClientRects().length > 0 && el.textContent?.trim() && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
  const calendarCard = page.getByRole('region', { name: 'Calendar', exact: true });
  expect(await calendarCard.evaluate((card) => card.scrollWidth - card.clientWidth)).toBeLessThanOrEqual(0);
  // On a wide screen the titles are in the cells and the list under the month is not shown.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(calendar.cell('Tuesday, November 24, 2026')).toContainText('09:30 Morning field service');
  await expect(agenda).toBeHidden();
});

/** Return visits planned on these days. */
const planVisitsOn = (page: Page, days: string[]) =>
  planReturnVisits(page, days.map((nextVisitDate, i) => ({ name: `Householder ${i + 1}`, address: `${i + 1} Elm Street`, nextVisitDate })));

test('the days with return visits planned are marked on the grid and say so; the list under the month links them to Return Visits', async ({ page }) => {
  const { calendar } = await signedInCalendar(page);
  await planVisitsOn(page, ['2026-11-26', '2026-11-26', '2026-11-30']);
  await page.reload();
  await expect(calendar.day('Thursday, November 26, 2026')).toHaveAccessibleName('Thursday, November 26, 2026, no events, 2 return visits planned', {
    timeout: 30_000,
  });
  await expect(calendar.day('Monday, November 30, 2026')).toHaveAccessibleName('Monday, November 30, 2026, no events, 1 return visit planned');
  await expect(calendar.day('Wednesday, November 25, 2026')).toHaveAccessibleName('Wednesday, November 25, 2026, no events');
  // The mark beside the day's number, for the eye (the name above says it to a screen reader).
  await expect(calendar.cell('Thursday, November 26, 2026').locator('[aria-hidden="true"]').filter({ hasText: /^2$/ })).toBeVisible();
  await expect(calendar.cell('Wednesday, November 25, 2026').locator('[aria-hidden="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On a phone the list under the month names the day, a link to Return Visits; the mark stays
  // inside its day's cell, under the number when the cell is too narrow for both.
  await page.setViewportSize({ width: 360, height: 780 });
  const cellBox = (await calendar.cell('Thursday, November 26, 2026').boundingBox())!;
  const markBox = (await calendar.cell('Thursday, November 26, 2026').locator('[aria-hidden="true"]').filter({ hasText: /^2$/ }).boundingBox())!;
  expect(markBox.x).toBeGreaterThanOrEqual(cellBox.x);
  expect(markBox.x + markBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
  const agenda = page.getByRole('region', { name: 'Events in November 2026' });
  await expect(agenda.getByRole('listitem').filter({ hasText: 'Thu, Nov 26' })).toContainText('2 return visits planned');
  await expectNoAxeViolations(page);
  await agenda.getByRole('link', { name: '2 return visits planned' }).click();
  await expect(page).toHaveURL(/\/return-visits$/);
});

test('a reminder for an event added a moment ago fires on another screen', async ({ page }) => {
  const { app, calendar } = await signedInCalendar(page, new Date('2026-11-23T09:28:00'));
  await calendar.addEvent('Tuesday, November 24, 2026', { title: 'Cart at the station', time: '09:30', location: 'Main Street' });
  // The member moves on to Personal Notes in the same visit: the calendar is no longer on screen.
  await app.header.locator('a[href="/notes"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Notes' })).toBeVisible();
  await expect(calendar.grid).toHaveCount(0);
  await page.clock.fastForward('02:30');
  await expect(app.toastRegion).toContainText('Reminder: Cart at the station');
  await expect(app.toastRegion).toContainText('Tue, Nov 24, 2026 at 09:30 · Main Street');
});

test('My Calendar in Spanish: names of days and months, labels, types and counts', async ({ page }) => {
  await page.clock.install({ time: TODAY });
  const app = new AppPage(page);
  await app.signUpAndOpen(newMember(), '/calendar?lng=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi calendario' })).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(page.getByRole('heading', { level: 2, name: 'noviembre de 2026' })).toBeVisible();
  await expect(grid.getByRole('columnheader').first()).toHaveText('dom');
  const tuesday = grid.getByRole('button', { name: 'martes, 24 de noviembre de 2026, sin eventos' });
  await tuesday.click();
  const dialog = page.getByRole('dialog', { name: 'Añadir evento' });
  await dialog.getByLabel('Título', { exact: true }).fill('Estudio con Ana');
  await dialog.getByLabel('Hora', { exact: true }).fill('10:00');
  await dialog.getByRole('button', { name: /Tipo/ }).click();
  await page.getByRole('option', { name: 'Curso bíblico', exact: true }).click();
  await dialog.getByRole('button', { name: 'Añadir evento' }).click();
  await expect(page.getByText('Evento añadido')).toBeVisible();
  await expect(grid.getByRole('button', { name: 'martes, 24 de noviembre de 2026, 1 evento' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Próximos eventos' });
  await expect(upcoming).toContainText('Curso bíblico');
  await expect(upcoming).toContainText('Prioridad Media');
  await expect(page.getByRole('radio', { name: 'Vista de 90 días' })).toBeVisible();
});
