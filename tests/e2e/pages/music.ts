// Page model of My Favorite Kingdom Songs (/favorites): the upload dialog, the search card, the
// library's cards and the share dialog, found by role and name as a member finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';

export interface AudioFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export class MusicPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/favorites');
    await expect(this.page.getByRole('heading', { name: 'My Favorite Kingdom Songs', level: 1 })).toBeVisible();
  }

  /** The upload form's dialog (Upload Songs opens it). */
  get uploadCard(): Locator {
    return this.page.getByRole('dialog', { name: 'Upload Songs' });
  }

  async openUpload() {
    await this.page.getByRole('button', { name: 'Upload Songs' }).click();
    await expect(this.uploadCard).toBeVisible();
  }
  get library(): Locator {
    return this.page.getByRole('region', { name: 'My Library' });
  }
  get sharedWithMe(): Locator {
    return this.page.getByRole('region', { name: 'Shared with me' });
  }

  /** Chooses files through the file picker the Choose Audio Files button opens. */
  async choose(files: AudioFile[]) {
    if (!(await this.uploadCard.isVisible())) await this.openUpload();
    const chooser = this.page.waitForEvent('filechooser');
    await this.uploadCard.getByRole('button', { name: 'Choose Audio Files' }).click();
    await (await chooser).setFiles(files);
  }

  progress(name: string): Locator {
    return this.uploadCard.getByRole('progressbar', { name: `Uploading ${name}` });
  }

  card(title: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  play(title: string): Locator {
    return this.page.getByRole('button', { name: `Play ${title}`, exact: true });
  }

  pause(title: string): Locator {
    return this.page.getByRole('button', { name: `Pause ${title}`, exact: true });
  }

  async search(fields: { title?: string; date?: string }) {
    if (fields.title !== undefined) await this.page.getByRole('searchbox', { name: 'Search by title' }).fill(fields.title);
    if (fields.date !== undefined) await this.page.getByLabel('Search by date').fill(fields.date);
  }

  async openShare(title: string): Promise<Locator> {
    await this.card(title).getByRole('button', { name: `Share ${title}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Share Song' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async delete(title: string) {
    await this.card(title).getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Delete Song' });
    await expect(confirm).toContainText('Are you sure you want to delete this music file?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
