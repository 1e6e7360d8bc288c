// Page model of My Calendar: the day grid, the Add Event dialog and Upcoming Events, found by role
// and name as a person (or a screen reader) finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { readDevice } from './device-store.ts';

export interface NewEvent {
  title: string;
  time: string;
  /** The label of the type option, e.g. "Bible Study". */
  type?: string;
  priority?: string;
  location?: string;
  attendees?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class CalendarPage {
  constructor(readonly page: Page) {}

  get grid(): Locator {
    return this.page.getByRole('grid');
  }
  get title(): Locator {
    return this.page.getByRole('heading', { level: 2 }).filter({ hasText: /^(\w+ \d{4}|Next 90 days.*)$/ });
  }
  get addDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Add Event' });
  }
  get upcoming(): Locator {
    return this.page.getByRole('region', { name: 'Upcoming Events' });
  }
  get dayButtons(): Locator {
    return this.grid.getByRole('button');
  }

  /** A day's button by its date, e.g. "Tuesday, November 24, 2026" (its name goes on with the event count). */
  day(date: string): Locator {
    return this.grid.getByRole('button', { name: new RegExp(`^${escapeRegExp(date)},`) });
  }

  /** A day's cell: its button, and beside it the day's event chips. */
  cell(date: string): Locator {
    return this.grid.getByRole('gridcell').filter({ has: this.page.getByRole('button', { name: new RegExp(`^${escapeRegExp(date)},`) }) });
  }

  async goto() {
    await this.page.goto('/calendar');
    await expect(this.page.getByRole('heading', { level: 1, name: 'My Calendar' })).toBeVisible();
    await expect(this.grid).toBeVisible();
  }

  async view(name: 'Month View' | '90-Day View') {
    await this.page.getByRole('radio', { name }).click();
    await expect(this.page.getByRole('radio', { name })).toBeChecked();
  }

  /** Opens the Add Event dialog from the page's own button (its date is then chosen in the form). */
  async openAdd() {
    await this.page.getByRole('main').getByRole('button', { name: 'Add Event' }).click();
    await expect(this.addDialog).toBeVisible();
  }

  async openDay(date: string) {
    await this.day(date).click();
    await expect(this.addDialog).toBeVisible();
  }

  async fillEvent(event: NewEvent) {
    const d = this.addDialog;
    await d.getByLabel('Title').fill(event.title);
    await d.getByLabel('Time').fill(event.time);
    if (event.type) {
      await d.getByRole('button', { name: /Type/ }).click();
      await this.page.getByRole('option', { name: event.type, exact: true }).click();
    }
    if (event.priority) {
      await d.getByRole('button', { name: /Priority/ }).click();
      await this.page.getByRole('option', { name: event.priority, exact: true }).click();
    }
    if (event.location) await d.getByLabel('Location').fill(event.location);
    if (event.attendees) await d.getByLabel('Expected attendees').fill(event.attendees);
  }

  /** Opens the day, fills the form and adds the event; waits for the spec's success toast. */
  async addEvent(date: string, event: NewEvent) {
    await this.openDay(date);
    await this.fillEvent(event);
    await this.addDialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(this.addDialog).toBeHidden();
    await expect(this.page.getByRole('region', { name: /notification/i })).toContainText('Event added');
  }

  /**
   * The event just added is on screen in Upcoming Events, and a frame has passed: its alarm is
   * armed by an effect of that render, so moving the clock past the alarm before then would find
   * nothing armed (an alarm is not armed once its time has passed).
   */
  async reminderArmed(title: string) {
    await expect(this.upcomingItems().filter({ hasText: title })).toHaveCount(1);
    // Delivered, so armed under the server's id and not re-armed while the clock is moved.
    await expect.poll(() => readDevice(this.page, 'outbox', 'rows')).toEqual([]);
    // The reminders read the events on their own: armed once their answer has arrived too.
    await this.page.waitForLoadState('networkidle');
    await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  }

  upcomingItems(): Locator {
    return this.upcoming.getByRole('listitem');
  }
}
