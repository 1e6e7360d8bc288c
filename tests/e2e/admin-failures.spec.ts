// The admin area's refusals as a person sees them (docs/product/admin.md), against the real API:
// the admin sign-in refused ("Access Denied" with the server's message) for a member's own
// credentials and for a wrong password; a user edit the server refuses (the field's message and
// "Failed to save account. Please try again."); a delete the server refuses ("Failed to delete
// user account." with its reason); and a logo refused by its bytes whatever its name says. Each
// checks that nothing changed on the server. The accounts are made over the API by the shared
// e2e admin, with names of this run's own.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AdminApi, AdminPanel, type MadeAccount } from './pages/admin.ts';
import { AppPage } from './pages/app.ts';
import { API_HEADERS } from './api-headers.ts';

// Sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 300_000 });
// Screens load their code and data on first use; on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 60_000 });

let counter = 0;
const account = (prefix: string, role: MadeAccount['role'] = 'user'): MadeAccount => {
  counter += 1;
  return { username: `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`, password: 'correct horse battery', role };
};

/** Searches the Users tab and waits for the search to be applied (the list is fetched again for it). */
async function findUser(admin: AdminPanel, username: string) {
  await admin.panel.getByLabel('Search users').fill(username);
  await expect(admin.panel.getByRole('heading', { name: '1 account', exact: true })).toBeVisible();
  const row = admin.panel.getByRole('listitem').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}

/** The shared admin signs in through the Admin Panel. */
async function openPanel(page: Page) {
  const admin = new AdminPanel(page);
  await admin.openAsEnvAdmin();
  return { app: new AppPage(page), admin };
}

test('the admin sign-in refuses a member’s own credentials and a wrong password: Access Denied, with the server’s message', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await AdminApi.signIn(playwright, baseURL);
  const member = account('deniedmember');
  const otherAdmin = account('deniedadmin', 'admin');
  await api.createUser(member);
  await api.createUser(otherAdmin);

  const app = new AppPage(page);
  const admin = new AdminPanel(page);
  await page.goto('/');
  await expect(app.header).toBeVisible();
  await admin.open();

  const toast = app.toastRegion.getByRole('alertdialog');
  for (const [username, password] of [
    [member.username, member.password],
    [otherAdmin.username, 'not the right password'],
  ] as const) {
    await admin.signIn(username, password);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Access Denied');
    await expect(toast).toContainText('Invalid admin credentials');
    await expect(admin.signInDialog.getByRole('alert')).toHaveText('Invalid admin credentials');
    await expect(admin.signInDialog.getByLabel('Password')).toHaveValue('');
    // Dismissed, so that the next refusal shows a toast of its own.
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
  }
  // Nobody was signed in: the panel's tabs never opened and the page still belongs to a visitor.
  await expect(admin.panel).toHaveCount(0);
  const viewer = await page.request.post('/graphql', { data: { query: '{ viewer { id } adminAccess { status } }' }, headers: API_HEADERS });
  expect((await viewer.json()).data).toEqual({ viewer: null, adminAccess: { status: 'none' } });
  await api.dispose();
});

test('a user edit the server refuses shows the field’s message and "Failed to save account. Please try again."', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await AdminApi.signIn(playwright, baseURL);
  const edited = account('editrefused');
  const taken = account('edittaken');
  await api.createUser(edited);
  await api.createUser(taken);

  const { app, admin } = await openPanel(page);
  await admin.tab('Users');
  const row = await findUser(admin, edited.username);
  await row.getByRole('button', { name: `Edit ${edited.username}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${edited.username}` });
  // Another account's username: the server refuses it.
  await edit.getByLabel('Username').fill(taken.username);
  await edit.getByLabel('Full name').fill('Changed Name');
  await edit.getByRole('button', { name: 'Save User' }).click();
  await expect(app.toastRegion).toContainText('Failed to save account. Please try again.');
  await expect(edit.getByRole('alert')).toHaveText('That username is already taken');
  // The dialog stays open with what was typed, and nothing changed on the server.
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Username')).toHaveValue(taken.username);
  expect(await api.findUsers(edited.username)).toEqual([{ username: edited.username, fullName: 'Priscilla Hale', isAdmin: false }]);
  expect(await api.findUsers(taken.username)).toEqual([{ username: taken.username, fullName: 'Priscilla Hale', isAdmin: false }]);
  await api.dispose();
});

test('a delete the server refuses shows "Failed to delete user account." with its reason', async ({ page, playwright, baseURL }) => {
  const api = await AdminApi.signIn(playwright, baseURL);
  const gone = account('deleterefused');
  const id = await api.createUser(gone);

  const { app, admin } = await openPanel(page);
  await admin.tab('Users');
  const row = await findUser(admin, gone.username);
  // Another admin removes the account while this list still shows it.
  await api.deleteUser(id);
  await row.getByRole('button', { name: `Delete ${gone.username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this account?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const toast = app.toastRegion.getByRole('alertdialog').filter({ hasText: 'Failed to delete user account.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Account not found');
  await expect(app.toastRegion).not.toContainText('Account deleted');
  expect(await api.findUsers(gone.username)).toEqual([]);
  await api.dispose();
});

test('a text file named .png is refused as the logo by its bytes, with its message, and the logo stays', async ({ page, playwright, baseURL }) => {
  const api = await AdminApi.signIn(playwright, baseURL);
  const before = (await api.appSettings()).companyLogo;

  const { admin } = await openPanel(page);
  await admin.tab('Branding');
  const chooser = page.waitForEvent('filechooser');
  await admin.panel.getByRole('button', { name: /^(Choose|Replace) Logo$/ }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('This is a text file, not an image.\n') });
  await expect(admin.panel.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG, GIF or WebP image');
  // The file was not taken: no preview of it, and the app's logo is what it was.
  await expect(admin.panel.getByRole('img', { name: 'Current Logo' })).toHaveCount(before ? 1 : 0);
  if (before) await expect(admin.panel.getByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', String(before));
  expect((await api.appSettings()).companyLogo).toBe(before);
  await api.dispose();
});
