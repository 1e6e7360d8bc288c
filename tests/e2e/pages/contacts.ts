// Page model of HLC Contacts (/hlc) and PVG Contacts (/pvg): the list, its add/edit dialog and
// delete confirmation, and the visitor's sample view, found by role and name.
import { expect, type Locator, type Page } from '@playwright/test';

export type ContactKind = 'hlc' | 'pvg';

export interface ContactFields {
  name?: string;
  phoneNumber?: string;
  email?: string;
  position?: string;
  hospital?: string;
  notes?: string;
}

export const POSITIONS: Record<ContactKind, string[]> = {
  hlc: ['Chairman', 'Secretary', 'Member', 'Coordinator'],
  pvg: ['Coordinator', 'Secretary', 'Member', 'Volunteer'],
};

export class ContactsPage {
  readonly label: 'HLC' | 'PVG';

  constructor(
    readonly page: Page,
    readonly kind: ContactKind,
  ) {
    this.label = kind === 'hlc' ? 'HLC' : 'PVG';
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: `${this.label} Contacts` });
  }
  get main(): Locator {
    return this.page.getByRole('main');
  }
  /** The "N contacts" line under the title. */
  get count(): Locator {
    return this.main.getByRole('status').filter({ hasText: /contacts?$/ });
  }
  get emptyState(): Locator {
    return this.main.getByRole('heading', { name: `No ${this.label} Contacts Yet` });
  }
  get list(): Locator {
    return this.main.getByRole('list', { name: `${this.label} Contacts` });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(`^(Add|Edit) ${this.label} Contact$`) });
  }
  get confirmation(): Locator {
    return this.page.getByRole('alertdialog', { name: `Delete ${this.label} Contact` });
  }
  get skeleton(): Locator {
    return this.main.getByRole('status', { name: 'Loading contacts' });
  }

  card(name: string): Locator {
    return this.main.getByRole('listitem', { name });
  }

  async goto() {
    await this.page.goto(`/${this.kind}`);
    await expect(this.heading).toBeVisible();
  }

  field(label: 'Name' | 'Phone Number' | 'Email' | 'Hospital' | 'Notes'): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }
  get positionSelect(): Locator {
    return this.dialog.getByRole('button', { name: /Position/ });
  }

  async fill(fields: ContactFields) {
    if (fields.name !== undefined) await this.field('Name').fill(fields.name);
    if (fields.phoneNumber !== undefined) await this.field('Phone Number').fill(fields.phoneNumber);
    if (fields.email !== undefined) await this.field('Email').fill(fields.email);
    if (fields.position !== undefined) {
      await this.positionSelect.click();
      await this.page.getByRole('option', { name: fields.position, exact: true }).click();
    }
    if (fields.hospital !== undefined) await this.field('Hospital').fill(fields.hospital);
    if (fields.notes !== undefined) await this.field('Notes').fill(fields.notes);
  }

  /** The options the position list offers, in order. */
  async positionOptions(): Promise<string[]> {
    await this.positionSelect.click();
    const options = this.page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = await options.allInnerTexts();
    await this.page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
    return names.map((n) => n.trim());
  }

  async openAdd() {
    await this.main.getByRole('button', { name: 'Add Contact', exact: true }).click();
    await expect(this.dialog).toHaveAccessibleName(`Add ${this.label} Contact`);
  }

  async submit() {
    await this.dialog.getByRole('button', { name: /^(Add|Update) Contact$/ }).click();
  }

  async add(fields: ContactFields) {
    await this.openAdd();
    await this.fill(fields);
    await this.submit();
    await expect(this.dialog).toBeHidden();
  }

  async openEdit(name: string) {
    await this.card(name).getByRole('button', { name: `Edit ${name}` }).click();
    await expect(this.dialog).toHaveAccessibleName(`Edit ${this.label} Contact`);
  }

  async askDelete(name: string) {
    await this.card(name).getByRole('button', { name: `Delete ${name}` }).click();
    await expect(this.confirmation).toBeVisible();
  }
}
