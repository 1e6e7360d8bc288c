// Page model of Personal Notes (/notes) and Ministry Ideas (/ministry-conductor), found by role
// and name as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';
import { API_HEADERS } from '../api-headers.ts';
import { inServerDatabase } from './database.ts';

export interface NoteFields {
  title?: string;
  content?: string;
  category?: string;
  householder?: { name?: string; address?: string; time?: string; literature?: string };
}

export class NotesPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/notes');
    await expect(this.page.getByRole('heading', { name: 'Personal Notes', level: 1 })).toBeVisible();
  }

  get ministryCard(): Locator {
    return this.page.getByRole('navigation', { name: 'Ministry Notes' });
  }
  get editor(): Locator {
    return this.page.getByRole('dialog', { name: /^(Add New Note|Edit Note)$/ });
  }
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search notes' });
  }
  get list(): Locator {
    return this.page.getByRole('list', { name: 'Notes' });
  }
  get draftStatus(): Locator {
    return this.editor.getByRole('status', { name: 'Draft status' });
  }
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }
  cardTitles(): Locator {
    return this.list.getByRole('heading', { level: 3 });
  }

  async openNew() {
    await this.page.getByRole('button', { name: 'Add Note' }).click();
    await expect(this.editor).toBeVisible();
  }

  async fill(fields: NoteFields) {
    const e = this.editor;
    if (fields.title !== undefined) await e.getByLabel('Title').fill(fields.title);
    if (fields.category) {
      await e.getByRole('button', { name: /Category/ }).click();
      await this.page.getByRole('option', { name: fields.category, exact: true }).click();
    }
    if (fields.householder) {
      const box = e.getByRole('checkbox', { name: 'Ministry/Householder Note' });
      if (!(await box.isChecked())) await e.getByText('Ministry/Householder Note').click();
      const h = fields.householder;
      if (h.name !== undefined) await e.getByLabel('Householder name').fill(h.name);
      if (h.address !== undefined) await e.getByLabel('Address').fill(h.address);
      if (h.time !== undefined) await e.getByLabel('Time contacted').fill(h.time);
      if (h.literature !== undefined) await e.getByLabel('Literature left').fill(h.literature);
    }
    if (fields.content !== undefined) await e.getByLabel('Content').fill(fields.content);
  }

  async addNote(fields: NoteFields) {
    await this.openNew();
    await this.fill(fields);
    await this.editor.getByRole('button', { name: 'Save Note' }).click();
    await expect(this.app.toastRegion).toContainText('Note added');
    await expect(this.editor).toBeHidden();
    await expect(this.card(fields.title!)).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
  }

}

export class IdeasPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/ministry-conductor');
    await expect(this.page.getByRole('heading', { name: 'Ministry Ideas', level: 1 })).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: /Ministry Idea$/ });
  }
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }
}

/**
 * Gives `username`, signed in on `page`, the conductor flag the way an admin's updateMemberRoles
 * does, straight in the e2e server's database: no admin account exists in these runs. The server
 * keeps a session's read of its account a moment (docs/decisions.md, "A session read once a second"), as it
 * is told of its own writes and not of this one: the flag counts once the server reads it.
 */
export async function makeConductor(page: Page, username: string) {
  inServerDatabase(username, (db, userId) => db.prepare('UPDATE "User" SET "isConductor" = 1 WHERE "id" = ?').run(userId));
  await expect
    .poll(async () => {
      const answer = await page.request.post('/graphql', { headers: API_HEADERS, data: { query: '{ viewer { isConductor } }' } });
      return ((await answer.json()) as { data?: { viewer?: { isConductor?: boolean } } }).data?.viewer?.isConductor;
    })
    .toBe(true);
}
