// The account journey (docs/product/accounts.md): a visitor creates an account, signs
// out and in, edits the profile, changes the design, saves preferences and deletes the account.
import { expect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

const CREATE_REQUIRED =
  'Please fill in all required fields: username, password, full name, phone number, address, and service group number.';

test('a visitor creates an account, signs out and in, edits it, and deletes it', async ({ page }) => {
  const app = new AppPage(page);
  const member = newMember({ email: 'maria@example.org' });
  await app.goto('/');

  // Create: the information-sharing notice is shown, group 0 is a valid choice.
  await app.openAccount();
  await app.dialog.getByRole('button', { name: 'Create New Account' }).click();
  await expect(app.dialog).toContainText('shared with the members of your service group');
  await app.closeDialog();
  await app.signUp(member);
  await app.completeSetupGuide();

  await app.signOut();
  await app.signIn(member.username, member.password);
  // Checking the password hash is deliberately slow; on a busy machine it takes a while.
  await expect(app.toastRegion).toContainText('Welcome Back', { timeout: 30_000 });
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();

  // Account tab: the profile change is saved and survives a reload.
  await app.openAccount();
  await app.dialog.getByLabel('Full name').fill('Maria L. Lopez');
  await app.dialog.getByLabel('Phone number').fill('+1 910 555 0199');
  await app.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(app.toastRegion).toContainText('Profile updated');
  await app.closeDialog();
  await page.reload();
  await app.openAccount();
  await expect(app.dialog.getByLabel('Full name')).toHaveValue('Maria L. Lopez');

  // Design tab: the header and the active link take the new colour at once.
  await app.dialog.getByRole('tab', { name: 'Design' }).click();
  await app.dialog.getByLabel('App name').fill('Field Service Helper');
  // Each colour is a palette swatch and a hex field beside it; the hex field takes a typed value.
  await app.dialog.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#1d4ed8');
  await app.dialog.getByRole('textbox', { name: 'Secondary colour', exact: true }).fill('#dbeafe');
  await app.dialog.getByRole('button', { name: 'Save Personalization' }).click();
  await expect(app.toastRegion).toContainText('Settings saved');
  await expect(app.header).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await expect(app.header.getByRole('link', { name: 'Home', exact: true })).toHaveCSS('box-shadow', /rgb\(29, 78, 216\)/);
  await expect(app.header).toContainText('Field Service Helper');

  // The next start paints the page's frame in these colours before the app's script has run: a
  // copy of this device's storage, its scripts refused (a service worker would serve them).
  const { baseURL, viewport } = test.info().project.use;
  const before = await page.context().browser()!.newContext({ baseURL, viewport, storageState: await page.context().storageState(), serviceWorkers: 'block' });
  try {
    const starting = await before.newPage();
    await starting.route('**/assets/*.js', (route) => route.abort());
    await starting.goto('/notes');
    await expect(starting.locator('#root > [data-frame] > div').first()).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  } finally {
    await before.close();
  }

  // Settings tab.
  await app.dialog.getByRole('tab', { name: 'Settings' }).click();
  await app.dialog.getByText('Offline mode').click();
  await app.dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(app.toastRegion).toContainText('Preferences saved');
  await app.closeDialog();
  await page.reload();
  await app.openAccount();
  await app.dialog.getByRole('tab', { name: 'Settings' }).click();
  await expect(app.dialog.getByRole('checkbox', { name: 'Offline mode' })).toBeChecked();

  // Delete, after the spec's confirmation.
  await app.dialog.getByRole('tab', { name: 'Account' }).click();
  await app.dialog.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Account' });
  await expect(confirm).toContainText('Are you sure you want to delete your account? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(app.toastRegion).toContainText('Account deleted');
  await expect(app.header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

  // The account is gone: signing in with it fails with the spec's message.
  await app.signIn(member.username, member.password);
  await expect(app.dialog).toContainText('Invalid username or password');
});

test('the create and sign-in forms show the spec messages for missing fields', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await app.openAccount();
  await app.dialog.getByRole('button', { name: 'Create New Account' }).click();
  await app.fillSignUp({ username: 'someone', password: 'a long password' });
  await app.dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(app.dialog.getByRole('alert')).toHaveText(CREATE_REQUIRED);

  await app.dialog.getByRole('button', { name: 'Back' }).click();
  await app.dialog.getByRole('button', { name: 'Sign In to Existing Account' }).click();
  await app.dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(app.dialog.getByRole('alert')).toHaveText('Please enter username and password');
});

test('a duplicate username is refused with a clear message', async ({ page }) => {
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpAndOpen(member);
  await app.signOut();
  await app.openAccount();
  await app.dialog.getByRole('button', { name: 'Create New Account' }).click();
  await app.fillSignUp(member);
  await app.dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(app.dialog.getByRole('alert')).toHaveText('That username is already taken');
});

test('a new password or email needs the current one, and a common password is refused with a clear message', async ({ page }) => {
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpAndOpen(member);

  await app.openAccount();
  const current = app.dialog.getByLabel('Current password');
  await expect(current).toHaveCount(0);
  await app.dialog.getByLabel('New password').fill('lantern orchard wheel');
  // The field appears with the new password, and a wrong one is refused on it.
  await current.fill('not my password at all');
  await app.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(app.dialog.getByRole('alert')).toHaveText('The current password is not right');
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await app.dialog.getByLabel('New password').fill('Baseball');
  await current.fill(member.password);
  await app.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(app.dialog.getByRole('alert')).toHaveText('That password is one of the most common ones. Choose one that is harder to guess.');

  await app.dialog.getByLabel('New password').fill('lantern orchard wheel');
  await app.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(app.toastRegion).toContainText('Profile updated');
  // Saved: both fields are empty again, and the current-password field has gone.
  await expect(app.dialog.getByLabel('New password')).toHaveValue('');
  await expect(current).toHaveCount(0);

  // A new email needs it too: the field comes back, and the server refuses the change without it.
  await app.dialog.getByLabel('Email', { exact: true }).fill('new-address@example.org');
  await expect(current).toBeVisible();
  await app.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(app.dialog.getByRole('alert')).toHaveText('Enter your current password to change your username or email');
  await current.fill('lantern orchard wheel');
  await app.dialog.getByRole('button', { name: 'Save Changes' }).click();
  // Saved: the email is the account's now, so the field has gone again.
  await expect(current).toHaveCount(0);
  await app.closeDialog();

  await app.signOut();
  await app.signIn(member.username, 'lantern orchard wheel');
  await expect(app.toastRegion).toContainText('Welcome Back', { timeout: 30_000 });
});
