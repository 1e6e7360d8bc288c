// The page's heading before the script (docs/product/architecture.md, "The frame before the
// script"): the server sends each page with a fixed heading already written into the frame, in
// the member's language, and it is the heading the page itself then shows.
import { expect, test, type Page } from '@playwright/test';
import { PAGE_HEADINGS } from '../../web/src/app/page-headings.ts';
import { AppPage, newMember } from './pages/app.ts';

const unescapeHtml = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[entity]!);

/** The heading the server wrote into the frame of a page it sent. */
function headingIn(html: string) {
  const found = /<header data-frame-heading=""><h1>(.*?)<\/h1><p>(.*?)<\/p><\/header>/.exec(html);
  expect(found, 'the page is sent with its heading in the frame').not.toBeNull();
  return { title: unescapeHtml(found![1]!), subtitle: unescapeHtml(found![2]!), lang: /<html lang="([^"]*)"/.exec(html)?.[1] };
}

/** Opens `path` and answers the heading in the page the browser was sent. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  return headingIn(await response!.text());
}

/** The heading the page shows once its script has run, and no frame left. */
async function expectShown(page: Page, heading: { title: string; subtitle: string }) {
  await expect(page.locator('main h1').first()).toHaveText(heading.title);
  await expect(page.locator('main h1 + p').first()).toHaveText(heading.subtitle);
  await expect(page.locator('[data-frame]')).toHaveCount(0);
}

// A browser with the app installed is given its pages by the service worker, from the copy of the
// app on the device (its scripts included); these tests look at what the server sends.
test.use({ serviceWorkers: 'block' });

test('every page with a fixed heading is sent with it, and shows the same words once it has loaded', async ({ page }) => {
  await new AppPage(page).signUpThroughApi(newMember());
  for (const path of Object.keys(PAGE_HEADINGS)) {
    await test.step(path, async () => {
      const heading = await open(page, path);
      expect(heading.lang).toBe('en');
      await expectShown(page, heading);
    });
  }
});

test('the heading is painted before any script has run', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/notes');
  await expect(page.getByText('Personal Notes', { exact: true })).toBeVisible();
  await expect(page.getByText('Capture thoughts, experiences, and ministry insights', { exact: true })).toBeVisible();
});

test('it is written in the language the app will show: the one chosen, else the browser’s; a language named in the address is for that page', async ({ browser }) => {
  const notesIn = {
    es: { title: 'Notas personales', subtitle: 'Anota pensamientos, experiencias e ideas para el ministerio', lang: 'es' },
    en: { title: 'Personal Notes', subtitle: 'Capture thoughts, experiences, and ministry insights', lang: 'en' },
  };
  // A browser in Spanish: the page is sent in Spanish, and the app shows the same words.
  const spanish = await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
  const page = await spanish.newPage();
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpThroughApi(member);
  expect(await open(page, '/notes')).toEqual(notesIn.es);
  await expectShown(page, notesIn.es);

  // English named in the address: that page is sent and shown in English, the next one in Spanish again.
  const named = await open(page, '/calendar?lng=en');
  expect(named.title).toBe('My Calendar');
  await expectShown(page, named);
  expect(await open(page, '/notes')).toEqual(notesIn.es);
  await expectShown(page, notesIn.es);

  // English chosen in Settings: every page after is sent in English.
  const chooseLanguage = async (label: RegExp, option: string) => {
    await app.header.getByRole('button', { name: new RegExp(`: ${member.username}$`) }).click();
    await app.dialog.getByRole('tab', { name: /^(Settings|Ajustes)$/ }).click();
    await app.dialog.getByRole('button', { name: label }).click();
    const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && !!response.request().postData()?.includes('UpdatePreferencesMutation'));
    await page.getByRole('option', { name: option }).click();
    expect((await saved).ok()).toBe(true);
  };
  await chooseLanguage(/Idioma/, 'English');
  expect(await open(page, '/notes')).toEqual(notesIn.en);
  await expectShown(page, notesIn.en);

  // "Same as this device": the browser's language again.
  await chooseLanguage(/Language/, 'Same as this device');
  expect(await open(page, '/notes')).toEqual(notesIn.es);
  await expectShown(page, notesIn.es);
  await spanish.close();
});

test('every page is sent in the browser’s language, with its direction, whether or not it has a fixed heading', async ({ browser }) => {
  for (const [locale, lang, dir] of [
    ['pt-BR', 'pt-BR', 'ltr'],
    ['fr-FR', 'fr', 'ltr'],
    ['ar-SA', 'ar', 'rtl'],
  ] as const) {
    await test.step(locale, async () => {
      const context = await browser.newContext({ locale, serviceWorkers: 'block' });
      const page = await context.newPage();
      const descriptions = { 'pt-BR': /grupo de serviço/, fr: /groupe de prédication/, ar: /فريق الخدمة/ };
      // Home has no fixed heading: the frame keeps the app's mark, named in the language, laid out its way.
      const home = await (await page.goto('/'))!.text();
      expect(home).toContain(`<html lang="${lang}" dir="${dir}"`);
      expect(/<meta name="description" content="([^"]*)"/.exec(home)?.[1]).toMatch(descriptions[lang]);
      await new AppPage(page).signUpThroughApi(newMember());
      const heading = await open(page, '/notes');
      expect(heading.lang).toBe(lang);
      await expectShown(page, heading);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await context.close();
    });
  }
});
