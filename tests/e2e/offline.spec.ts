// Offline behaviour of the shell (docs/product/offline.md): the banner and
// the connection indicator, and the app shell served by the service worker with no network.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app.ts';
import { signUpMember } from './pages/service-group.ts';

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

// A member's device keeps what it last saw (a visitor's sample data is not kept, so a visitor
// offline is told the page needs a connection the first time).
test('once visited, the app opens with no network', async ({ page, context }) => {
  await signUpMember(context.request, { fullName: 'Olga Ortiz', groupNumber: 1 });
  const app = new AppPage(page);
  await app.goto('/');
  await expect(app.header.getByRole('button', { name: /^Account: / })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the worker; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(app.header).toBeVisible();
  await expect(app.header.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notes' }).first()).toBeVisible();
});
