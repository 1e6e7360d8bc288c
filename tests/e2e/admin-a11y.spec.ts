// axe-core (WCAG 2.2 AA tags) over the admin area in light and dark: the admin sign-in, every tab
// of the Personalization dialog, the user edit dialog's three tabs, the preview, Create New User,
// the delete confirmation, and the activity dashboard. Spanish text shows with ?lng=es.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AdminPanel, ENV_ADMIN } from './pages/admin.ts';
import { AppPage } from './pages/app.ts';

test.describe.configure({ timeout: 600_000 });
// Screens load their code and data on first use; on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 120_000 });

async function expectNoViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const TABS = ['General', 'Branding', 'Vehicle', 'Location', 'Content', 'Account', 'Users', 'Support and Production'];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the admin area has no axe violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const app = new AppPage(page);
    const admin = new AdminPanel(page);
    await page.goto('/');
    await expect(app.header).toBeVisible();
    await admin.open();
    await expect(admin.signInDialog).toBeVisible();
    await expectNoViolations(page);
    await admin.signIn(ENV_ADMIN.username, ENV_ADMIN.password);
    await expect(admin.panel).toBeVisible({ timeout: 120_000 });
    await admin.closeSetupGuideIfShown();
    for (const tab of TABS) {
      await admin.tab(tab);
      if (tab === 'Users') await expect(admin.panel.getByRole('heading', { name: /accounts?$/ })).toBeVisible();
      if (tab === 'Support and Production') await expect(admin.panel.getByText('App version')).toBeVisible();
      await expectNoViolations(page);
    }
    await admin.tab('Users');
    const first = admin.panel.getByRole('listitem').first();
    await first.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: /^Edit / });
    for (const tab of ['Account', 'Setup & Branding', 'Preferences']) {
      await edit.getByRole('tab', { name: tab }).click();
      await expectNoViolations(page);
    }
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await first.getByRole('button', { name: /^View / }).click();
    const preview = page.getByRole('dialog', { name: /^What .* sees$/ });
    await expect(preview).toBeVisible();
    await expectNoViolations(page);
    await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
    await first.getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await admin.panel.getByRole('button', { name: 'Create New User' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New User' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('dialog', { name: 'Create New User' }).getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin-activity');
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the admin area speaks Spanish with ?lng=es', async ({ page }) => {
  const app = new AppPage(page);
  await page.goto('/?lng=es');
  await expect(app.header).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Panel de administración' }).click();
  const dialog = page.getByRole('dialog', { name: 'Panel de administración' });
  await expect(dialog.getByRole('button', { name: 'Entrar como administrador' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Entrar como administrador' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escriba el nombre de usuario y la contraseña');
  await page.goto('/admin-activity?lng=es');
  await expect(page.getByRole('heading', { name: 'Panel de actividad de usuarios' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicie sesión' })).toBeVisible();
});
