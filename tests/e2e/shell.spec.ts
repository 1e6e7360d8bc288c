// The shell: theme persistence, the mobile layout, and the 404 page (spec 01 sections 2.1, 2.2, 4).
import { expect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';

test('the theme choice survives a reload', async ({ page }) => {
  const app = new AppPage(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await app.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await app.header.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(app.header.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('without a saved choice the system preference decides', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('home shows a 24-hour clock, the date and a caption', async ({ page }) => {
  // The page renders with the fake clock running, then it is paused so each tick is exact.
  await page.clock.install({ time: new Date(2026, 10, 22, 18, 30, 0) });
  await page.goto('/');
  await expect(page.locator('time')).toBeVisible();
  await page.clock.pauseAt(new Date(2026, 10, 22, 18, 30, 5));
  await page.clock.runFor(1000);
  await expect(page.locator('time')).toHaveText('18:30:06');
  await expect(page.getByText('Time for family worship')).toBeVisible();
  await expect(page.getByText('Sunday, November 22, 2026')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.locator('time')).toHaveText('18:30:08');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the dropdown shows the current page and the bottom bar navigates', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = app.header.getByRole('button', { name: /Menu, current page Home/ });
    await expect(menu).toBeVisible();
    // Narrow screens show the first word of the app name only.
    await expect(app.header.getByText('My', { exact: true })).toBeVisible();

    const bottom = page.getByRole('navigation', { name: 'Quick' });
    for (const label of ['Home', 'Favorites', 'GPS', 'Notes', 'Scripture', 'Videos']) {
      await expect(bottom.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(bottom.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await bottom.getByRole('link', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(app.header.getByRole('button', { name: /Menu, current page Notes/ })).toBeVisible();

    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Activity' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('signed in, the dropdown offers Admin Activity, Setup Guide and Logout, the bottom bar Admin and Logout', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await app.signUp(newMember());
    await app.completeSetupGuide();

    const bottom = page.getByRole('navigation', { name: 'Quick' });
    // All eight items fit on the phone's width, none pushed off the edge.
    for (const item of [...['Home', 'Favorites', 'GPS', 'Notes', 'Scripture', 'Videos'].map((name) => bottom.getByRole('link', { name })), bottom.getByRole('button', { name: 'Admin' }), bottom.getByRole('button', { name: 'Logout' })]) {
      await expect(item).toBeInViewport({ ratio: 1 });
    }

    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Activity' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Setup Guide' }).click();
    await expect(page.getByRole('dialog', { name: /Setup Guide/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(app.toastRegion).toContainText('Signed Out');
    await expect(bottom.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
