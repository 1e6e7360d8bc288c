// The official-site page against the stand-in site (tests/e2e/stand-ins/official-site.ts): the
// frame shows the site's home, the section buttons point it at the library, the Bible and the
// publications, Back to App leads home; with no network the fallback offers the site in a new
// tab. The frame is allowed by the app's Content-Security-Policy (frame-src is the site's origin):
// the browser reports no violation. axe (WCAG 2.2 AA) on the page.
import { expect, test } from '@playwright/test';
import { OfficialSitePage, watchCsp } from './pages/weather.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

test('the site is framed, and the section buttons point the frame at each section', async ({ page }) => {
  const csp = watchCsp(page);
  const site = new OfficialSitePage(page);
  await site.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'JW.org' })).toBeVisible();
  await expect(site.frame.getByRole('heading', { name: 'Official Site Home' })).toBeVisible();
  await expect(page.getByText('Loading the site…')).toBeHidden();
  for (const [button, heading] of [
    ['Library', 'Official Site Library'],
    ['Bible', 'Official Site Bible'],
    ['Publications', 'Official Site Publications'],
    ['Home', 'Official Site Home'],
  ] as const) {
    await site.section(button).click();
    await expect(site.frame.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('with no network the page offers the site in a new tab, and frames it again when back online', async ({ page, context }) => {
  const site = new OfficialSitePage(page);
  await site.goto();
  await expect(site.frame.getByRole('heading', { name: 'Official Site Home' })).toBeVisible();
  await site.section('Library').click();
  await expect(site.frame.getByRole('heading', { name: 'Official Site Library' })).toBeVisible();
  await context.setOffline(true);
  await expect(site.fallback).toBeVisible();
  await expect(site.fallback).toContainText('You are offline');
  const newTab = site.fallback.getByRole('link', { name: /Open in a new tab/ });
  await expect(newTab).toHaveAttribute('target', '_blank');
  await expect(newTab).toHaveAttribute('href', /\/en\/library\/$/);
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(site.fallback).toBeHidden();
  await expect(site.frame.getByRole('heading', { name: 'Official Site Library' })).toBeVisible();
});

test('a site that cannot be reached while the browser says online shows the fallback within 8 s, not the browser’s error page', async ({ page }) => {
  const site = new OfficialSitePage(page);
  await site.goto();
  await expect(site.frame.getByRole('heading', { name: 'Official Site Home' })).toBeVisible();
  // The site's host stops answering (a captive portal, a filtered network): every request to it
  // fails, the frame's own navigation too, whose load event the browser fires for its error page.
  const siteOrigin = new URL((await site.frameElement.getAttribute('src'))!).origin;
  await page.route(`${siteOrigin}/**`, (route) => route.abort('connectionrefused'));
  await site.section('Library').click();
  await expect(site.fallback).toBeVisible();
  await expect(site.frameElement).toHaveCount(0);
  await expect(site.fallback.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('target', '_blank');
});
