// Page model of Personal Notes (/notes) and Ministry Ideas (/ministry-conductor), found by role
// and name as a person finds them.
import { readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AppPage } from './app.ts';

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
    await expect(this.app.toastRegion).toContainText('Note Saved');
    await expect(this.editor).toBeHidden();
    await expect(this.card(fields.title!)).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
  }

  async axe() {
    const result = await new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return result.violations;
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
 * Gives `username` the conductor flag the way an admin's updateMemberRoles does, straight in the
 * e2e server's database: no admin account exists in these runs. The server (tests/e2e/serve.ts)
 * keeps its SQLite file in a fresh mc-e2e-* folder; other runs may have folders of their own, so
 * the one holding this (unique) username is the one changed. The server reads the account on
 * every request, so the flag counts from the next one.
 */
export function makeConductor(username: string) {
  const dir = tmpdir();
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('mc-e2e-')) continue;
    const file = join(dir, name, 'app.db');
    if (!existsSync(file)) continue;
    const db = new Database(file, { timeout: 5000, fileMustExist: true });
    try {
      const { changes } = db.prepare('UPDATE "User" SET "isConductor" = 1 WHERE "username" = ?').run(username);
      if (changes === 1) return;
    } catch {
      // A folder of another run, being created or removed: not this server's.
    } finally {
      db.close();
    }
  }
  throw new Error(`No e2e database holds the account ${username}`);
}
