// axe-core (WCAG 2.2 AA tags) over the admin area in light and dark: the admin sign-in, every tab
// of the Personalization dialog, the user edit dialog's three tabs, the preview, Create New User,
// the delete confirmation, and the activity dashboard; the authenticator app's views (setup with
// its QR code and secret, the recovery codes, the code step of sign-in) and the dashboard's
// refusals (a visitor asked to sign in, a member told it is for admins only, an admin owing the
// code sent to the panel). Spanish text shows with ?lng=es.
import { expect as baseExpect, test, } from '@playwright/test';
import { AdminApi, AdminPanel, ENV_ADMIN, freshTotp } from './pages/admin.ts';
import { AppPage } from './pages/app.ts';
import { expectNoAxeViolationsInBothThemes } from './pages/axe.ts';
import { problemsAtWidths } from './pages/fits.ts';

test.describe.configure({ timeout: 600_000 });
// Screens load their code and data on first use; on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 120_000 });

const TABS = ['General', 'Branding', 'Vehicle', 'Location', 'Content', 'Account', 'Users', 'Support and Production'];

test(`the admin area has no axe violations (light and dark)`, async ({ page, playwright, baseURL }) => {
  // A member's row to edit, view and ask to delete (the signed-in admin's own row has no Delete).
  const api = await AdminApi.signIn(playwright, baseURL);
  const member = `axerow${Date.now().toString(36)}`;
  await api.createUser({ username: member, password: 'correct horse battery', role: 'user' });
  await api.dispose();
  const app = new AppPage(page);
  const admin = new AdminPanel(page);
  await page.goto('/');
  await expect(app.header).toBeVisible();
  await admin.open();
  await expect(admin.signInDialog).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await admin.signIn(ENV_ADMIN.username, ENV_ADMIN.password);
  await expect(admin.panel).toBeVisible({ timeout: 120_000 });
  await admin.expectNoSetupGuide();
  // Every tab's name stays on one line, at this width and on a phone, where the bar scrolls sideways.
  const tabHeights = () => admin.panel.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().height));
  for (const height of await tabHeights()) expect(height).toBeLessThan(56);
  const scrolls = () => admin.panel.getByRole('tablist').evaluate((bar) => bar.scrollWidth > bar.clientWidth);
  expect(await scrolls()).toBe(false);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const height of await tabHeights()) expect(height).toBeLessThan(56);
  expect(await scrolls()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Each tab, dialog and the dashboard also fit from 320 to 1440 px (docs/product/shell.md, "Layout").
  const misfits: string[] = [];
  for (const tab of TABS) {
    await admin.tab(tab);
    if (tab === 'Users') await expect(admin.panel.getByRole('heading', { name: /accounts?$/ })).toBeVisible();
    if (tab === 'Support and Production') await expect(admin.panel.getByText('App version')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    misfits.push(...(await problemsAtWidths(page, `the ${tab} tab`)));
  }
  await admin.tab('Users');
  await admin.panel.getByLabel('Search users').fill(member);
  const first = admin.panel.getByRole('listitem').filter({ hasText: member });
  await first.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: /^Edit / });
  for (const tab of ['Account', 'Setup & Branding', 'Preferences']) {
    await edit.getByRole('tab', { name: tab }).click();
    await expectNoAxeViolationsInBothThemes(page);
    misfits.push(...(await problemsAtWidths(page, `the user's ${tab} tab`)));
  }
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await first.getByRole('button', { name: /^View / }).click();
  const preview = page.getByRole('dialog', { name: /^What .* sees$/ });
  await expect(preview).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  misfits.push(...(await problemsAtWidths(page, 'the user preview')));
  await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
  await first.getByRole('button', { name: /^Delete / }).click();
  // The confirmation, by its name: a toast is an alert dialog too, and one may still be showing.
  const confirm = page.getByRole('alertdialog', { name: 'Delete this account?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  misfits.push(...(await problemsAtWidths(page, 'the delete confirmation')));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await admin.panel.getByRole('button', { name: 'Create New User' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New User' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  misfits.push(...(await problemsAtWidths(page, 'Create New User')));
  await page.getByRole('dialog', { name: 'Create New User' }).getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin-activity');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  misfits.push(...(await problemsAtWidths(page, 'the dashboard')));
  expect(misfits).toEqual([]);
});

test(`the authenticator app's views and the dashboard's refusals have no axe violations (light and dark)`, async ({ page, browser, playwright, baseURL }) => {
  const stamp = `${Date.now().toString(36)}`;
  const api = await AdminApi.signIn(playwright, baseURL);
  // An admin of this test's own, so that the shared e2e admin never gets the app turned on.
  const second = { username: `axetotp${stamp}`, password: 'axe admin passphrase', role: 'admin' as const };
  const member = { username: `axemember${stamp}`, password: 'correct horse battery', role: 'user' as const };
  await api.createUser(second);
  await api.createUser(member);
  await api.dispose();

  const app = new AppPage(page);
  const admin = new AdminPanel(page);

  // A visitor on the dashboard is asked to sign in.
  await page.goto('/admin-activity');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  // Setting the app up: the QR code, the secret as text and the code that confirms it.
  await page.goto('/');
  await expect(app.header).toBeVisible();
  await admin.open();
  await admin.signIn(second.username, second.password);
  await expect(admin.panel).toBeVisible({ timeout: 120_000 });
  const secret = await admin.startAuthenticatorSetup();
  await expect(admin.panel.getByLabel('Authenticator code')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  // The ten recovery codes, shown once.
  await admin.panel.getByLabel('Authenticator code').fill(await freshTotp(secret));
  await admin.panel.getByRole('button', { name: 'Turn On' }).click();
  await expect(admin.panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolationsInBothThemes(page);
  await admin.panel.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(admin.panel.getByText(/On\. 10 recovery codes left/)).toBeVisible();
  await admin.panel.getByRole('button', { name: 'Sign Out', exact: true }).click();
  // The toast sits over the footer's Admin Panel entry (and waits while the pointer is on it):
  // dismissed, unless its 5 s ran out first on a busy machine (a click on a toast already gone
  // would wait for the test's whole time).
  const signedOut = app.toastRegion.getByRole('alertdialog').filter({ hasText: 'Signed Out' });
  await expect(signedOut).toBeVisible();
  await signedOut.getByRole('button', { name: 'Dismiss' }).click({ timeout: 10_000 }).catch(() => undefined);
  await expect(signedOut).toHaveCount(0);

  // The code step of sign-in, with the refusal of a wrong code shown.
  await admin.open();
  await admin.signIn(second.username, second.password);
  const code = admin.signInDialog.getByLabel('Authenticator code');
  await expect(code).toBeVisible({ timeout: 120_000 });
  await expectNoAxeViolationsInBothThemes(page);
  await code.fill('12345');
  await admin.signInDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.signInDialog.getByRole('alert')).toContainText('That code is not right');
  await expectNoAxeViolationsInBothThemes(page);

  // Still owing the code, the dashboard sends the admin to the panel.
  await page.goto('/admin-activity');
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page);

  // A member on the dashboard: for admins only.
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    const signIn = await memberPage.request.post('/api/login', { data: { username: member.username, password: member.password } });
    expect(signIn.status()).toBe(200);
    await memberPage.goto('/admin-activity');
    await expect(memberPage.getByRole('heading', { name: 'For admins only' })).toBeVisible();
    await expect(memberPage.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(memberPage);
  } finally {
    await memberContext.close();
  }
});

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
