// axe-core (WCAG 2.2 AA tags) over the shell's own screens: home for a visitor and a member, the
// account dialog's forms and tabs, the setup guide, and the 404 page, in light and dark themes.
import { expect, test, } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './pages/axe.ts';

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

test(`the shell has no axe violations (light and dark)`, async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await expect(page.getByText('You are looking at sample data.')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  await app.openAccount();
  await expectNoAxeViolationsInBothThemes(page);
  await app.dialog.getByRole('button', { name: 'Create New Account' }).click();
  await expectNoAxeViolationsInBothThemes(page);
  await app.closeDialog();

  await app.signUp(newMember());
  const guide = page.getByRole('dialog', { name: /Setup Guide/ });
  await expect(guide).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await app.completeSetupGuide();
  await expectNoAxeViolationsInBothThemes(page);

  await app.openAccount();
  for (const tab of ['Account', 'Design', 'Settings']) {
    await app.dialog.getByRole('tab', { name: tab }).click();
    await expectNoAxeViolationsInBothThemes(page);
  }
  await app.closeDialog();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the mobile header, menu and bottom bar have no axe violations', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expectNoAxeViolations(page);
    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
