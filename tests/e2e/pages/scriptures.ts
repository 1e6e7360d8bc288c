// Page model of Bible Verses (/scriptures, /scriptures-simple) and Scriptures Explained
// (/scriptures-explained), found by role and name as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';

export interface ScriptureFields {
  reference?: string;
  text?: string;
  notes?: string;
  favorite?: boolean;
}

export class ScripturesPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto(path: '/scriptures' | '/scriptures-simple' = '/scriptures') {
    await this.app.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Bible Verses', level: 1 })).toBeVisible();
  }

  /** The add or edit form, in its dialog. */
  get form(): Locator {
    return this.page.getByRole('dialog').getByRole('form', { name: /^(Add a Scripture|Edit Scripture)$/ });
  }
  get emptyState(): Locator {
    return this.page.getByRole('region', { name: 'No scriptures yet' });
  }
  item(reference: string): Locator {
    return this.page.getByRole('listitem', { name: reference, exact: true });
  }
  get items(): Locator {
    return this.page.getByRole('region', { name: 'My Verses' }).getByRole('listitem');
  }

  /** Opens the add dialog with Add a verse. */
  async openAdd() {
    await this.page.getByRole('button', { name: 'Add a verse' }).click();
    await expect(this.form).toHaveAccessibleName('Add a Scripture');
  }

  /** Fills the open form; with none open, opens the add dialog first. */
  async fill(fields: ScriptureFields) {
    if (!(await this.form.isVisible())) await this.openAdd();
    const f = this.form;
    if (fields.reference !== undefined) await f.getByLabel('Reference').fill(fields.reference);
    if (fields.text !== undefined) await f.getByLabel('Text', { exact: true }).fill(fields.text);
    if (fields.notes !== undefined) await f.getByLabel('Notes (optional)').fill(fields.notes);
    if (fields.favorite !== undefined) {
      const box = f.getByRole('checkbox', { name: 'Favorite' });
      if ((await box.isChecked()) !== fields.favorite) await f.getByText('Favorite', { exact: true }).click();
    }
  }

  async add(fields: ScriptureFields) {
    await this.fill(fields);
    await this.form.getByRole('button', { name: 'Add Scripture' }).click();
    await expect(this.app.toastRegion).toContainText('Scripture added');
    await expect(this.form).toBeHidden();
    await expect(this.item(fields.reference!)).toBeVisible();
  }

  async delete(reference: string) {
    await this.item(reference).getByRole('button', { name: `Delete ${reference}` }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Delete Scripture' });
    await expect(confirm).toContainText('Are you sure you want to delete this scripture?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(this.item(reference)).toBeHidden();
  }
}

