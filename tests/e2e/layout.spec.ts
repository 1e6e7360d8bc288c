// The shell's layout at phone and desktop widths, light and dark (docs/product/shell.md, "Layout"):
// nothing wider than the screen, the desktop header on one row (the links that do not fit are in
// More), every bottom-bar label whole, every built screen reachable from the navigation. A
// screenshot of each page and width is kept with the test's results for a person to look at.
import { expect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { fitProblems, layoutProblems, overlapProblems } from './pages/fits.ts';

const WIDTHS = [360, 390, 1024, 1440];
const PAGES = ['/', '/notes', '/service-group'];
const BUILT_SCREENS = [
  ['Calendar', '/calendar'],
  ['Service Group', '/service-group'],
  ['Convention Notes', '/convention-notes'],
  ['Ministry Experiences', '/ministry-experiences'],
  ['Shepherding Call', '/shepherding-call'],
  ['HLC Contacts', '/hlc'],
  ['PVG Contacts', '/pvg'],
  ['Scriptures Explained', '/scriptures-explained'],
  ['Ministry Ideas', '/ministry-conductor'],
] as const;

// The machine that runs these may be busy: a page load can take several seconds.
test.describe.configure({ timeout: 180_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`layout at ${width}px (${colorScheme}): no overflow, one-row header, whole bottom-bar labels`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
      await page.emulateMedia({ colorScheme });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('main h1, main h2').first()).toBeAttached();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        expect(await layoutProblems(page), `${path} at ${width}px`).toEqual([]);
        const name = `${path === '/' ? 'home' : path.slice(1)}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: testInfo.outputPath(name), fullPage: false });
      }
    });
  }
}

// German-length words: the en-XL pseudo-locale makes every message 40 % longer (docs/product/languages.md).
for (const width of [360, 1440]) {
  test(`with every message 40 % longer, nothing runs past the screen or its dialog, and no text over other text, at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const app = new AppPage(page);
    await app.signUpThroughApi(newMember());
    for (const path of [...PAGES, '/calendar', '/report', '/territories', '/return-visits']) {
      await page.goto(`${path}?lng=en-XL`);
      await expect(page.locator('main h1').first()).toBeAttached();
      await expect(page.locator('main [role="status"][aria-busy="true"], main [data-testid$="skeleton"]')).toHaveCount(0);
      expect([...(await layoutProblems(page)), ...(await fitProblems(page)), ...(await overlapProblems(page))], `${path} at ${width}px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`long-${path === '/' ? 'home' : path.slice(1)}-${width}.png`) });
    }
    // A dialog with a form: the account dialog's settings.
    await page.getByRole('banner').getByRole('button', { name: /^Account: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await fitProblems(page), `the account dialog at ${width}px`).toEqual([]);
  });
}

test('signed in with a long name and in Spanish, the 1024px header stays on one row', async ({ page }) => {
  const app = new AppPage(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  await app.signUpAndOpen(newMember({ username: `longername${Date.now().toString(36)}` }));
  expect(await layoutProblems(page)).toEqual([]);
  await page.goto('/?lng=es');
  await expect(app.header.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  // The links that do not fit are in More, so nothing is lost.
  await app.header.getByRole('button', { name: 'Más páginas' }).click();
  await expect(page.getByRole('menuitem', { name: 'Calendario' })).toBeVisible();
});

test('every built screen is reachable from the desktop header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const app = new AppPage(page);
  await app.goto('/');
  await app.header.getByRole('button', { name: 'More pages' }).click();
  for (const [name, path] of BUILT_SCREENS) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', path);
  }
  await page.getByRole('menuitem', { name: 'Service Group', exact: true }).click();
  await expect(page).toHaveURL(/\/service-group$/);
  // The More button shows that the current page is one of its own.
  await expect(app.header.getByRole('button', { name: 'More pages' })).toHaveAttribute('data-current', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('every built screen is reachable from the page menu, whose names do not wrap', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    for (const [name, path] of BUILT_SCREENS) {
      const item = page.getByRole('menuitem', { name, exact: true });
      await expect(item).toHaveAttribute('href', path);
      // One line: a menu item is no taller than its 44 px touch target.
      const box = await item.boundingBox();
      expect(box?.height, name).toBeLessThanOrEqual(46);
    }
    const widest = await page.getByRole('menu').evaluate((menu) => menu.scrollWidth <= menu.clientWidth);
    expect(widest).toBe(true);
    await page.getByRole('menuitem', { name: 'Ministry Experiences', exact: true }).click();
    await expect(page).toHaveURL(/\/ministry-experiences$/);
    await expect(app.header.getByRole('button', { name: 'Menu, current page Ministry Experiences' })).toBeVisible();
  });
});
