// What's new and the first-login prompt (docs/product/feedback.md): the dialog shows once per
// release on a device that used the app before (a first visit records the releases silently),
// never by itself over the service-group page, and a release a member dismissed does not return on
// their other devices; the first-login prompt clears the account's flag; axe on both, light and dark.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { API_HEADERS } from './api-headers.ts';
import { expectNoAxeViolationsInBothThemes } from './pages/axe.ts';

// The machine that runs these may be busy: sign-ups and page loads can take several seconds.
test.describe.configure({ timeout: 300_000 });

const SEEN_KEY = 'ministry-seen-updates';

/** This device used the app before the current release: it keeps an (empty) seen list. */
async function usedBefore(context: BrowserContext) {
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, '[]');
  }, SEEN_KEY);
}

const whatsNew = (page: Page) => page.getByRole('dialog', { name: "What's New" });
const firstLoginPrompt = (page: Page) => page.getByRole('region', { name: 'Welcome! Make the app your own' });

async function graphql(page: Page, query: string) {
  const answer = await page.request.post('/graphql', { data: { query }, headers: API_HEADERS });
  return (await answer.json()).data;
}

/** A new member's setup guide opens by itself: close it without finishing. */
async function closeSetupGuide(page: Page) {
  const guide = page.getByRole('dialog', { name: /Setup Guide/ });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Close' }).click();
  await expect(guide).toBeHidden();
  return guide;
}

test('a first visit records the releases without showing them', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SEEN_KEY)).toBe('["2.0.0"]');
  await expect(whatsNew(page)).toHaveCount(0);
});

test('what’s new shows once per release, never by itself over the service-group page', async ({ page, context }) => {
  await usedBefore(context);
  const app = new AppPage(page);

  await app.goto('/service-group');
  // Nothing more will come: the page has loaded what it decides with and the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(whatsNew(page)).toHaveCount(0);

  await app.goto('/');
  const dialog = whatsNew(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Version 2.0.0');
  await expect(dialog.getByRole('heading', { name: 'Your ministry companion, rebuilt' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  // The original app's 2.1.0 announcement stays off.
  await expect(dialog).not.toContainText('2.1.0');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(app.header).toBeVisible();
  // Nothing more will come: the page has loaded what it decides with and the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(whatsNew(page)).toHaveCount(0);
});

test('a release a member dismissed does not show on their other devices', async ({ browser, baseURL }) => {
  const member = newMember();
  const first = await browser.newContext({ baseURL });
  await usedBefore(first);
  const page = await first.newPage();
  const app = new AppPage(page);
  await app.goto('/');
  await whatsNew(page).getByRole('button', { name: 'Got it' }).click();
  await app.signUp(member);
  await app.completeSetupGuide();
  // The device's list reaches the account.
  await expect.poll(async () => (await graphql(page, '{ viewer { seenReleases } }')).viewer.seenReleases).toEqual(['2.0.0']);
  await first.close();

  // Another device that used the app before, signed in from its first page.
  const second = await browser.newContext({ baseURL });
  await usedBefore(second);
  expect((await second.request.post('/api/login', { data: { username: member.username, password: member.password } })).ok()).toBe(true);
  const other = await second.newPage();
  await new AppPage(other).goto('/');
  await expect(other.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
  await other.waitForLoadState('networkidle');
  await expect(whatsNew(other)).toHaveCount(0);
  await second.close();
});

test('the first-login prompt offers the setup guide and clears the flag on the server', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await app.signUp(newMember());
  const guide = await closeSetupGuide(page);

  const prompt = firstLoginPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Start setup' }).click();
  await expect(guide).toBeVisible();
  await expect(prompt).toBeHidden();
  await guide.getByRole('button', { name: 'Close' }).click();

  expect((await graphql(page, '{ viewer { isFirstLogin } }')).viewer.isFirstLogin).toBe(false);
  await page.reload();
  await expect(app.header).toBeVisible();
  // Nothing more will come: the page has loaded what it decides with and the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(prompt).toHaveCount(0);
});

test('Not now clears the first-login flag too', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await app.signUp(newMember());
  await closeSetupGuide(page);
  const prompt = firstLoginPrompt(page);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  expect((await graphql(page, '{ viewer { isFirstLogin } }')).viewer.isFirstLogin).toBe(false);
  await page.reload();
  await expect(app.header).toBeVisible();
  // Nothing more will come: the page has loaded what it decides with and the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(prompt).toHaveCount(0);
});

test(`what’s new and the first-login prompt have no axe violations (light and dark)`, async ({ page, context }) => {
  await usedBefore(context);
  const app = new AppPage(page);
  await app.goto('/');
  await expect(whatsNew(page)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await whatsNew(page).getByRole('button', { name: 'Got it' }).click();

  await app.signUp(newMember());
  await closeSetupGuide(page);
  await expect(firstLoginPrompt(page)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('what’s new in Spanish', async ({ page, context }) => {
  await usedBefore(context);
  await page.goto('/?lng=es');
  const dialog = page.getByRole('dialog', { name: 'Novedades' });
  await expect(dialog).toContainText('Versión 2.0.0');
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
});
