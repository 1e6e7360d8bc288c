// Page model of Ministry Videos (/videos), found by role and name as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';

export interface VideoFields {
  title?: string;
  url?: string;
  description?: string;
  duration?: string;
  category?: string;
}

export class VideosPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/videos');
    await expect(this.page.getByRole('heading', { name: 'Ministry Videos', level: 1 })).toBeVisible();
  }

  get addDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Add New Video' });
  }
  get emptyState(): Locator {
    return this.page.getByRole('region', { name: 'No videos added yet' });
  }
  card(title: string): Locator {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }
  watch(title: string): Locator {
    return this.card(title).getByRole('link', { name: `Watch ${title} (opens in a new tab)` });
  }

  async openAdd() {
    await this.page.getByRole('button', { name: 'Add New Video' }).click();
    await expect(this.addDialog).toBeVisible();
  }

  async fill(fields: VideoFields) {
    const d = this.addDialog;
    if (fields.title !== undefined) await d.getByLabel('Title').fill(fields.title);
    if (fields.url !== undefined) await d.getByLabel('URL').fill(fields.url);
    if (fields.description !== undefined) await d.getByLabel('Description (optional)').fill(fields.description);
    if (fields.duration !== undefined) await d.getByLabel('Duration').fill(fields.duration);
    if (fields.category !== undefined) await d.getByLabel('Category').fill(fields.category);
  }

  async submit() {
    await this.addDialog.getByRole('button', { name: 'Add Video' }).click();
  }

  async delete(title: string) {
    await this.card(title).getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Delete Video' });
    await expect(confirm).toContainText('Are you sure you want to delete this video?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(this.card(title)).toBeHidden();
  }
}
