// An admin whose password confirmation has grown old deletes a user: the server refuses, the
// "Confirm your password" dialog opens with the focus in its field, a wrong password is shown
// beside the field, Cancel changes nothing, and the right password deletes the user (the delete
// is tried again once). axe (WCAG 2.2 AA tags) over the dialog, with its error too.
import { expect as baseExpect, test, } from '@playwright/test';
import { AdminApi, AdminPanel, ageAdminConfirmation, ENV_ADMIN } from './pages/admin.ts';
import { AppPage } from './pages/app.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

test.describe.configure({ timeout: 600_000 });
// Sign-in hashes on purpose and screens load their code on first use; a busy machine is slow.
const expect = baseExpect.configure({ timeout: 120_000 });

test('deleting a user after the confirmation has gone stale asks for the password, then deletes', async ({ page, playwright, baseURL }) => {
  const api = await AdminApi.signIn(playwright, baseURL);
  const username = `stale${Date.now().toString(36)}`;
  await api.createUser({ username, password: 'a member password', role: 'user' });

  const app = new AppPage(page);
  const admin = new AdminPanel(page);
  await admin.openAsEnvAdmin();
  // Signing in was a confirmation; make it eleven minutes old.
  await ageAdminConfirmation(page.context());

  await admin.tab('Users');
  await admin.panel.getByLabel('Search users').fill(username);
  const deleteButton = admin.panel.getByRole('button', { name: `Delete ${username}` });
  await deleteButton.click();
  await page.getByRole('alertdialog', { name: 'Delete this account?' }).getByRole('button', { name: 'Delete' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Password' });
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  // Cancel: the dialog goes and the account stays.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await api.findUsers(username)).map((u) => u.username)).toEqual([username]);

  // Again, with a wrong password first: the message is beside the field, and the account stays.
  await deleteButton.click();
  await page.getByRole('alertdialog', { name: 'Delete this account?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeVisible();
  await field.fill('not my password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/That password is not right/);
  await expectNoAxeViolations(page);
  expect((await api.findUsers(username)).map((u) => u.username)).toEqual([username]);

  await field.fill(ENV_ADMIN.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.toastRegion).toContainText('Account deleted');
  await expect(deleteButton).toBeHidden();
  expect(await api.findUsers(username)).toEqual([]);
  await api.dispose();
});
