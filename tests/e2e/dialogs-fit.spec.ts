// Every form a member opens in a dialog to add a record, in English and Spanish: it fits the
// window from 320 to 1440 px as it opens and again with every field's error shown after an empty
// save (nothing past the window or the dialog, no text over other text; tests/e2e/pages/fits.ts).
// The buttons and titles are read from each language's catalogue, so the walk is the same in both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { problemsAtWidths } from './pages/fits.ts';

const LOCALES = join(import.meta.dirname, '../../web/src/i18n/locales');

/** The page, the catalogue's namespace, the key of the button that opens the form and of the dialog's title. */
const FORMS = [
  ['/notes', 'notes', 'toolbar.add', 'editor.addTitle'],
  ['/calendar', 'calendar', 'page.addEvent', 'add.title'],
  ['/hlc', 'contacts', 'add', 'kind.HLC.addTitle'],
  ['/scriptures', 'scriptures', 'page.add', 'form.addTitle'],
  ['/videos', 'videos', 'page.add', 'form.title'],
  ['/territories', 'territories', 'list.add', 'form.addTitle'],
  ['/return-visits', 'returnVisits', 'add', 'dialog.addTitle'],
  ['/ministry-experiences', 'experiences', 'add', 'form.addTitle'],
  ['/convention-notes', 'conventionNotes', 'page.add', 'dialog.addTitle'],
  ['/report', 'report', 'entries.add', 'form.addTitle'],
] as const;

function text(language: string, namespace: string, key: string): string {
  const catalogue = JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no text at ${key}`);
  return value;
}

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'es'] as const) {
  test(`every add form fits from 320 to 1440 px, empty and with its errors, in ${language === 'en' ? 'English' : 'Spanish'}`, async ({ page }) => {
    test.setTimeout(300_000);
    const app = new AppPage(page);
    await app.signUpThroughApi(newMember());
    const misfits: string[] = [];
    for (const [path, namespace, opens, title] of FORMS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${path}?lng=${language}`);
      await page.getByRole('main').getByRole('button', { name: text(language, namespace, opens), exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: text(language, namespace, title) });
      await expect(dialog).toBeVisible();
      misfits.push(...(await problemsAtWidths(page, `${path}, the empty form`)));
      // An empty save: each required field says what it needs (a form that cannot be sent empty
      // keeps its button disabled instead).
      const submit = dialog.locator('button[type="submit"]');
      if (await submit.isEnabled()) {
        await submit.click();
        await expect(dialog.locator('[aria-invalid="true"]').first(), path).toBeVisible();
        misfits.push(...(await problemsAtWidths(page, `${path}, the form with its errors`)));
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(misfits).toEqual([]);
  });
}
