// axe-core (WCAG 2.2 AA tags) over the shell's own screens: home for a visitor and a member, the
// account dialog's forms and tabs, the setup guide, and the 404 page, in light and dark themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

async function expectNoViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shell has no axe violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const app = new AppPage(page);
    await app.goto('/');
    await expect(page.getByText('You are looking at sample data.')).toBeVisible();
    await expectNoViolations(page);

    await app.openAccount();
    await expectNoViolations(page);
    await app.dialog.getByRole('button', { name: 'Create New Account' }).click();
    await expectNoViolations(page);
    await app.closeDialog();

    await app.signUp(newMember());
    const guide = page.getByRole('dialog', { name: /Setup Guide/ });
    await expect(guide).toBeVisible();
    await expectNoViolations(page);
    await app.completeSetupGuide();
    await expectNoViolations(page);

    await app.openAccount();
    for (const tab of ['Account', 'Design', 'Settings']) {
      await app.dialog.getByRole('tab', { name: tab }).click();
      await expectNoViolations(page);
    }
    await app.closeDialog();

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoViolations(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the mobile header, menu and bottom bar have no axe violations', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expectNoViolations(page);
    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
  });
});
