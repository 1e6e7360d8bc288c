// The AI assistant on a server with no AI key (the app-wide server of these specs runs as a fresh
// install does, tests/e2e/serve.ts; docs/product/assistant.md): a member reads that it is not
// available yet, in words without any of the server's settings; an admin also reads where to turn
// it on.
import { expect, test } from '@playwright/test';
import { AdminApi, AdminPanel } from './pages/admin.ts';
import { AppPage, newMember } from './pages/app.ts';

test('without an AI key a member reads that the assistant is not available yet, and an admin how to turn it on', async ({ page, browser, playwright, baseURL }) => {
  const app = new AppPage(page);
  await app.signUpThroughApi(newMember());
  const main = page.getByRole('main');
  await page.goto('/ai-assistant');
  await expect(page.getByRole('heading', { name: 'The AI Assistant is not available yet' })).toBeVisible({ timeout: 30_000 });
  await expect(main).toContainText('Your congregation has not turned it on.');
  await expect(main).not.toContainText('OPENAI');
  await page.goto('/ai-assistant?lng=es');
  await expect(page.getByRole('heading', { name: 'El asistente de IA aún no está disponible' })).toBeVisible({ timeout: 30_000 });
  await expect(main).not.toContainText('OPENAI');

  const stamp = Date.now().toString(36);
  const api = await AdminApi.signIn(playwright, baseURL);
  const admin = { username: `aioff${stamp}`, password: 'assistant admin passphrase', role: 'admin' as const };
  await api.createUser(admin);
  await api.dispose();
  const adminPage = await (await browser.newContext()).newPage();
  const panel = new AdminPanel(adminPage);
  await adminPage.goto('/');
  await panel.open();
  await panel.signIn(admin.username, admin.password);
  await expect(panel.panel).toBeVisible({ timeout: 120_000 });
  await adminPage.goto('/ai-assistant');
  await panel.expectNoSetupGuide();
  await expect(adminPage.getByRole('heading', { name: 'The AI Assistant is not available yet' })).toBeVisible({ timeout: 30_000 });
  await expect(adminPage.getByRole('main')).toContainText('set OPENAI_API_KEY in the server’s environment');
});
