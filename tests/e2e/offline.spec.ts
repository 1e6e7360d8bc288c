// Offline behaviour of the shell (spec 01 sections 2.7, 4 and DESIGN.md section 7): the banner and
// the connection indicator, and the app shell served by the service worker with no network.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app.ts';

test('losing and regaining the connection shows the offline banner, then Back Online', async ({ page, context }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await context.setOffline(true);
  await expect(page.getByText("You're Offline")).toBeVisible();
  await expect(page.getByText('Some features limited, data will sync when reconnected')).toBeVisible();
  await expect(page.getByText('Offline Mode Active')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Back Online', { exact: true })).toBeVisible();
  await expect(page.getByText('All features restored')).toBeVisible();
  await expect(page.getByText('Offline Mode Active')).toBeHidden();
  // The banner hides after 5 s. (Which quality the indicator shows next depends on the network
  // information Chromium reports after its offline emulation; connection.test.ts covers the rules.)
  await expect(page.getByText('Back Online', { exact: true })).toBeHidden({ timeout: 8000 });
});

// fixme: with the Relay store now restored from IndexedDB before the first render, this journey
// timed out in the last run and is being looked into (issue 8 stays open).
test.fixme('once visited, the app opens with no network', async ({ page, context }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the worker; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(app.header).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notes' }).first()).toBeVisible();
});
