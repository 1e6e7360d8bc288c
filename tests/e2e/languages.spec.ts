// Portuguese (Brazil), French and Arabic (docs/product/languages.md): a browser set to each gets it
// on the first visit (html lang, and dir="rtl" for Arabic), the account journey is walked in it,
// three screens show their headings in it and fit a 360 px phone, and Settings offers every
// language by its own name. The words are read from the catalogue: `say(ns, english)` is the text
// the language gives the key whose English is `english`, so each step reads as it does in English.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { fitProblems, overlapProblems } from './pages/fits.ts';

test.describe.configure({ timeout: 180_000 });

const catalogue = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

function keyOf(object: Record<string, unknown>, text: string, path: string[] = []): string[] | null {
  for (const [key, value] of Object.entries(object)) {
    if (value === text) return [...path, key];
    if (value && typeof value === 'object') {
      const found = keyOf(value as Record<string, unknown>, text, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** `text` as a pattern that any run of spaces (French puts a no-break space before a colon) matches. */
const words = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0]+/g, '\\s+');

function sayer(language: string) {
  return (namespace: string, english: string): string => {
    const path = keyOf(catalogue('en', namespace), english);
    if (!path) throw new Error(`no English "${english}" in ${namespace}`);
    const text = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue(language, namespace));
    if (typeof text !== 'string') throw new Error(`${language}/${namespace}: no ${path.join('.')}`);
    return text;
  };
}

for (const [language, browserLocale, dir] of [
  ['pt', 'pt-BR', 'ltr'],
  ['fr', 'fr-FR', 'ltr'],
  ['ar', 'ar-SA', 'rtl'],
] as const) {
  test.describe(`a browser set to ${browserLocale}`, () => {
    test.use({ locale: browserLocale });
    const say = sayer(language);

    test('gets the language at once, walks the account journey in it, and three screens fit a phone', async ({ page }) => {
      const app = new AppPage(page);
      const member = newMember();
      await page.goto('/');
      // Named as the page names it: Portuguese as written in Brazil.
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? 'pt-BR' : language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('navigation', { name: say('home', 'Features') })).toBeVisible();

      // Create the account.
      await app.header.getByRole('button', { name: say('shell', 'Account'), exact: true }).click();
      await app.dialog.getByRole('button', { name: say('account', 'Create New Account') }).click();
      await app.dialog.getByLabel(say('account', 'Username')).fill(member.username);
      await app.dialog.getByLabel(say('account', 'Password')).fill(member.password);
      await app.dialog.getByLabel(say('account', 'Full name')).fill(member.fullName);
      await app.dialog.getByLabel(say('account', 'Phone number')).fill(member.phoneNumber);
      await app.dialog.getByLabel(say('account', 'Address')).fill(member.address);
      await app.dialog.getByRole('button', { name: new RegExp(words(say('account', 'Service group'))) }).click();
      await page.getByRole('option').nth(2).click();
      await app.dialog.getByRole('button', { name: say('account', 'Create Account'), exact: true }).click();
      const toasts = page.getByRole('region', { name: say('shell', 'Notifications') });
      await expect(toasts).toContainText(say('account', 'Account created'));
      const guide = page.getByRole('dialog', { name: new RegExp(`^${words(say('account', 'Setup Guide: {{step}}').split('{{')[0] ?? '')}`) });
      for (let step = 0; step < 4; step++) await guide.getByRole('button', { name: say('account', 'Next') }).click();
      await guide.getByRole('button', { name: say('account', 'Start Using') }).click();
      await expect(guide).toBeHidden();

      // Sign out, then in.
      await app.header.getByRole('button', { name: say('shell', 'Logout') }).click();
      await expect(toasts).toContainText(say('shell', 'Signed Out'));
      await app.header.getByRole('button', { name: say('shell', 'Account'), exact: true }).click();
      await app.dialog.getByRole('button', { name: say('account', 'Sign In to Existing Account') }).click();
      await app.dialog.getByLabel(say('account', 'Username')).fill(member.username);
      await app.dialog.getByLabel(say('account', 'Password')).fill(member.password);
      await app.dialog.getByRole('button', { name: say('account', 'Sign In'), exact: true }).click();
      await expect(toasts).toContainText(say('account', 'Welcome Back'));

      // Settings offers every language by its own name.
      await app.header.getByRole('button', { name: new RegExp(`^${words(say('shell', 'Account'))}`) }).first().click();
      await app.dialog.getByRole('tab', { name: say('account', 'Settings') }).click();
      await app.dialog.getByRole('button', { name: new RegExp(words(say('shell', 'Language'))) }).click();
      for (const name of ['English', 'Español', 'Português (Brasil)', 'Français', 'العربية']) await expect(page.getByRole('option', { name })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // Three screens, in the language and within a phone's width.
      await page.setViewportSize({ width: 360, height: 740 });
      for (const [path, title] of [
        ['/notes', say('notes', 'Personal Notes')],
        ['/calendar', say('calendar', 'My Calendar')],
        ['/report', say('report', 'Field Service Report')],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
        expect([...(await fitProblems(page)), ...(await overlapProblems(page))], `${language} ${path}`).toEqual([]);
      }
      // A phone number reads left to right whatever the page's direction (the app's rule for
      // every tel: link, read from a link put in the page as the contact lists write theirs).
      const direction = await page.evaluate(() => {
        const link = Object.assign(document.createElement('a'), { href: 'tel:+19105550142', textContent: '+1 910 555 0142' });
        document.querySelector('main')!.append(link);
        return getComputedStyle(link).direction;
      });
      expect(direction).toBe('ltr');

      // What members write keeps its own direction: an English note reads left to right in the
      // Arabic app, an Arabic one right to left in any (dir="auto" on user text).
      if (dir === 'rtl') {
        for (const title of ['Elm Street 4', 'شارع الزيتون ٤']) {
          expect((await page.request.post('/api/notes', { data: { title, content: `${title}: left a tract`, category: 'General' } })).status()).toBe(201);
        }
        await page.goto('/notes');
        const directionOf = (title: string) =>
          page.getByRole('heading', { level: 3, name: title }).evaluate((heading) => getComputedStyle(heading).direction);
        await expect.poll(() => directionOf('Elm Street 4')).toBe('ltr');
        expect(await directionOf('شارع الزيتون ٤')).toBe('rtl');
        expect(await page.getByText('Elm Street 4: left a tract').evaluate((text) => getComputedStyle(text).direction)).toBe('ltr');
      }
    });
  });
}
