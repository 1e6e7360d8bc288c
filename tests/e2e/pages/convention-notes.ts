// Page model of Regional Convention Notes (/convention-notes), found by role and name as a
// person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';

export interface ConventionNoteFields {
  title?: string;
  speaker?: string;
  date?: string;
  session?: string;
  scriptures?: string;
  content?: string;
}

export class ConventionNotesPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/convention-notes');
    await expect(this.page.getByRole('heading', { name: 'Regional Convention Notes', level: 1 })).toBeVisible();
  }

  get editor(): Locator {
    return this.page.getByRole('dialog', { name: /^(Add|Edit) Convention Note$/ });
  }
  get draftStatus(): Locator {
    return this.editor.getByRole('status');
  }
  get emptyState(): Locator {
    return this.page.getByRole('region', { name: 'No convention notes yet' });
  }
  get scriptureReferences(): Locator {
    return this.page.getByRole('complementary', { name: 'Scripture References' });
  }
  card(title: string): Locator {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }
  field(label: string): Locator {
    return this.editor.getByLabel(label, { exact: true });
  }

  async openNew() {
    await this.page.getByRole('button', { name: 'Add Note', exact: true }).click();
    await expect(this.editor).toBeVisible();
  }

  async fill(fields: ConventionNoteFields) {
    if (fields.title !== undefined) await this.field('Title').fill(fields.title);
    if (fields.speaker !== undefined) await this.field('Speaker').fill(fields.speaker);
    if (fields.date !== undefined) await this.field('Date').fill(fields.date);
    if (fields.session !== undefined) {
      await this.editor.getByRole('button', { name: /Session/ }).click();
      await this.page.getByRole('option', { name: fields.session, exact: true }).click();
    }
    if (fields.scriptures !== undefined) await this.field('Scriptures (optional)').fill(fields.scriptures);
    if (fields.content !== undefined) await this.field('Content').fill(fields.content);
  }

  async expectFields(fields: Required<ConventionNoteFields>) {
    await expect(this.field('Title')).toHaveValue(fields.title);
    await expect(this.field('Speaker')).toHaveValue(fields.speaker);
    await expect(this.field('Date')).toHaveValue(fields.date);
    await expect(this.editor.getByRole('button', { name: /Session/ })).toContainText(fields.session);
    await expect(this.field('Scriptures (optional)')).toHaveValue(fields.scriptures);
    await expect(this.field('Content')).toHaveValue(fields.content);
  }

  async delete(title: string) {
    await this.card(title).getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Delete Convention Note' });
    await expect(confirm).toContainText('Are you sure you want to delete this convention note?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(this.card(title)).toBeHidden();
  }
}
