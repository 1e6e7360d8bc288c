// Page model of the Field Service Report (/report): found by role and name as a member finds them.
import { expect, type Locator, type Page } from '@playwright/test';

/** A react-aria checkbox, turned on from the keyboard as a member would. */
export async function turnOn(checkbox: Locator) {
  await expect(checkbox).not.toBeChecked();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

export class ReportPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/report');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Field Service Report' })).toBeVisible({ timeout: 60_000 });
  }

  get timer(): Locator {
    return this.page.getByRole('timer', { name: 'Time counted' });
  }
  get timerCard(): Locator {
    return this.page.getByRole('region', { name: 'Timer' });
  }
  get summary(): Locator {
    return this.page.getByRole('region', { name: 'This month' });
  }
  get entries(): Locator {
    return this.page.getByRole('region', { name: 'Entries' });
  }
  get gps(): Locator {
    return this.page.getByRole('region', { name: 'Recent GPS recordings' });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  get monthTitle(): Locator {
    return this.page.getByRole('heading', { level: 2 }).first();
  }
  reminder(month: string): Locator {
    return this.page.getByRole('region', { name: `Your report for ${month} has not been sent yet.` });
  }

  /** A figure of the month ("Left this month" → "37:30"). */
  figure(label: string): Locator {
    return this.summary.locator(`dt:text-is("${label}")`).locator('xpath=following-sibling::dd[1]');
  }

  async chooseOption(label: string, option: string, scope: Locator = this.dialog) {
    await scope.getByRole('button', { name: new RegExp(label) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async setRole(role: string) {
    await this.page.getByRole('button', { name: 'Report settings' }).click();
    await expect(this.dialog).toBeVisible();
    await this.chooseOption('I serve as', role);
    await this.dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async addEntry(entry: { date: string; hours: string; minutes?: string; kind?: string; credit?: boolean; note?: string }) {
    await this.entries.getByRole('button', { name: 'Add time' }).click();
    await expect(this.dialog).toBeVisible();
    await this.fillEntry(entry);
    await this.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async fillEntry(entry: { date?: string; hours?: string; minutes?: string; kind?: string; credit?: boolean; note?: string }) {
    const d = this.dialog;
    if (entry.date !== undefined) await d.getByLabel('Date').fill(entry.date);
    if (entry.hours !== undefined) await d.getByLabel('Hours').fill(entry.hours);
    if (entry.minutes !== undefined) await d.getByLabel('Minutes').fill(entry.minutes);
    if (entry.kind) await this.chooseOption('Kind of witnessing', entry.kind);
    if (entry.credit) await turnOn(d.getByRole('checkbox', { name: /Credit time/ }));
    if (entry.note !== undefined) await d.getByLabel('Note').fill(entry.note);
  }
}
