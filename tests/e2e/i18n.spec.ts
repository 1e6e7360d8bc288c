// Languages (docs/product/languages.md): the account journey walked in Spanish, the language
// chosen in Settings (applied at once, remembered, and "Same as this device" following the
// browser), and a right-to-left layout with the pseudo-locale ar-XB.
import { expect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

test('a visitor walks the account journey in Spanish: create, sign out, sign in, settings', async ({ page }) => {
  const app = new AppPage(page);
  const member = newMember();
  await page.goto('/?lng=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Está viendo datos de ejemplo.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Funciones' }).getByRole('link', { name: 'Calendario' })).toBeVisible();

  // Create the account.
  await app.header.getByRole('button', { name: 'Cuenta', exact: true }).click();
  await app.dialog.getByRole('button', { name: 'Crear una cuenta nueva' }).click();
  await expect(app.dialog).toContainText('se comparten con los miembros de su grupo de servicio');
  await app.dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(app.dialog.getByRole('alert')).toContainText('Complete todos los campos obligatorios');
  await app.dialog.getByLabel('Nombre de usuario').fill(member.username);
  await app.dialog.getByLabel('Contraseña').fill(member.password);
  await app.dialog.getByLabel('Nombre completo').fill(member.fullName);
  await app.dialog.getByLabel('Número de teléfono').fill(member.phoneNumber);
  await app.dialog.getByLabel('Dirección').fill(member.address);
  await app.dialog.getByRole('button', { name: /Grupo de servicio/ }).click();
  // Group 2: the Spanish service-group spec counts the members of group 3 exactly.
  await page.getByRole('option', { name: 'Grupo de servicio 2', exact: true }).click();
  await app.dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  const toasts = page.getByRole('region', { name: 'Notificaciones' });
  await expect(toasts).toContainText('Cuenta creada');

  // The setup guide, in Spanish too.
  const guide = page.getByRole('dialog', { name: /Guía de configuración/ });
  await expect(guide).toBeVisible();
  for (let step = 0; step < 4; step++) await guide.getByRole('button', { name: 'Siguiente' }).click();
  await guide.getByRole('button', { name: 'Empezar' }).click();
  await expect(guide).toBeHidden();
  await expect(page.getByText('Grupo de servicio 2', { exact: true })).toBeVisible();

  // Sign out, then in.
  await app.header.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(toasts).toContainText('Sesión cerrada');
  await app.header.getByRole('button', { name: 'Cuenta', exact: true }).click();
  await app.dialog.getByRole('button', { name: 'Iniciar sesión en una cuenta existente' }).click();
  await app.dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(app.dialog.getByRole('alert')).toHaveText('Escriba el nombre de usuario y la contraseña');
  await app.dialog.getByLabel('Nombre de usuario').fill(member.username);
  await app.dialog.getByLabel('Contraseña').fill(member.password);
  await app.dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(toasts).toContainText('Bienvenido de nuevo');

  // Settings.
  await app.header.getByRole('button', { name: `Cuenta: ${member.username}` }).click();
  await app.dialog.getByRole('tab', { name: 'Ajustes' }).click();
  await app.dialog.getByText('Modo sin conexión').click();
  await app.dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(toasts).toContainText('Preferencias guardadas');
});

test('the language chosen in Settings applies at once, is remembered, and "Same as this device" follows the browser', async ({ page }) => {
  const app = new AppPage(page);
  await app.signUpAndOpen(newMember());

  await app.openAccount();
  await app.dialog.getByRole('tab', { name: 'Settings' }).click();
  await app.dialog.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  // At once: the open dialog and the header are in Spanish without a reload.
  await expect(app.dialog.getByRole('tab', { name: 'Ajustes' })).toBeVisible();
  await expect(app.header.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(app.header.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();

  await app.header.getByRole('button', { name: /^Cuenta:/ }).click();
  await app.dialog.getByRole('tab', { name: 'Ajustes' }).click();
  await app.dialog.getByRole('button', { name: /Idioma/ }).click();
  // The device then holds no choice of its own and takes the account's after a reload: the
  // account's answer must be in before the page is reloaded, as it is for a member who does not
  // reload within the same instant.
  const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && !!response.request().postData()?.includes('UpdatePreferencesMutation'));
  await page.getByRole('option', { name: 'Igual que este dispositivo' }).click();
  // The test browser speaks English.
  await expect(app.header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(app.header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`right to left with the pseudo-locale at ${width}px: dir=rtl, the header starts on the right, no overflow`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?lng=ar-XB');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const header = page.getByRole('banner');
    const first = header.getByRole('link').first();
    const box = await first.boundingBox();
    const headerBox = await header.boundingBox();
    expect(box && headerBox).toBeTruthy();
    if (!box || !headerBox) return;
    // The app name, the header's first item, sits at the right-hand end.
    expect(box.x + box.width).toBeGreaterThan(headerBox.width - 40);
    const actions = await header.getByRole('button', { name: /theme/ }).boundingBox();
    expect(actions && actions.x < box.x).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
