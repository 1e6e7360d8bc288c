// Page model of My Assigned Territories: the stat cards, the territory dialog, the cards and the
// houses, contacts and return visits dialogs, found by role and name as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface NewTerritory {
  number: string;
  name: string;
  dueDate?: string;
  boundaries?: string;
  image?: { name: string; mimeType: string; buffer: Buffer };
}

export class TerritoriesPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/territories');
  }

  get stats(): Locator {
    return this.page.getByRole('region', { name: 'Territory figures' });
  }
  /** A stat card's value, by its label (Active Territories, Completed, Overdue, Coverage Rate). */
  stat(label: string): Locator {
    return this.stats.locator('div').filter({ has: this.page.getByRole('term').filter({ hasText: label }) }).getByRole('definition').first();
  }
  get formDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(Add|Edit) Territory$/ });
  }
  get chart(): Locator {
    return this.page.getByRole('region', { name: 'Coverage' });
  }
  /** The "houses by status" table's count for a status. */
  housesWithStatus(status: string): Locator {
    return this.chart.getByRole('table', { name: 'Houses by status' }).getByRole('row', { name: new RegExp(`^${status} `) }).getByRole('cell');
  }
  get callsTable(): Locator {
    return this.chart.getByRole('table', { name: 'Calls per week, last 12 weeks' });
  }
  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }
  housesDialog(number: string): Locator {
    return this.page.getByRole('dialog', { name: `Houses of territory ${number}` });
  }

  async openAdd() {
    await this.page.getByRole('button', { name: 'Add Territory' }).click();
    await expect(this.formDialog).toBeVisible();
  }

  async add(territory: NewTerritory) {
    await this.openAdd();
    const d = this.formDialog;
    await d.getByLabel('Territory number').fill(territory.number);
    await d.getByLabel('Territory name').fill(territory.name);
    if (territory.dueDate) await d.getByLabel('Due date').fill(territory.dueDate);
    if (territory.boundaries) await d.getByLabel('Boundaries').fill(territory.boundaries);
    if (territory.image) {
      await d.locator('input[type="file"]').setInputFiles(territory.image);
      await expect(d).toContainText(territory.image.name);
    }
    await d.getByRole('button', { name: 'Save Territory' }).click();
    await expect(this.app.toastRegion).toContainText('Territory added');
    await expect(this.formDialog).toBeHidden();
  }

  async openHouses(number: string) {
    await this.page.getByRole('button', { name: `Houses of territory ${number}` }).click();
    await expect(this.housesDialog(number)).toBeVisible();
    return this.housesDialog(number);
  }

  /** Picks an option of a react-aria Select by the select's label. */
  async choose(scope: Locator, label: string, option: string) {
    // A select's button is named by its value, then its label.
    await scope.getByRole('button', { name: new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async addHouse(dialog: Locator, address: string) {
    await dialog.getByLabel('Address').fill(address);
    await dialog.getByRole('button', { name: 'Add House' }).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: address })).toBeVisible();
  }

  house(dialog: Locator, address: string): Locator {
    return dialog.getByRole('listitem').filter({ hasText: address });
  }

  /** The status a house is marked with, as its select shows it. */
  houseStatus(dialog: Locator, address: string): Locator {
    return this.house(dialog, address).getByRole('button', { name: new RegExp(`Status of ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  }
}
