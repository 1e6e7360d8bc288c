// The admin area in Chromium against the real API (docs/product/admin.md): the admin sign-in
// refuses a member; an admin changes the app name and footer text and a member's open page
// shows them without a reload; edits a user's flags, previews, creates and deletes users; a
// second admin turns on the authenticator app and signs in with a code computed here exactly
// as a phone's app computes it. The shared e2e admin never gets the app turned on: other specs
// sign in as it with a password only.
import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { AdminPanel, ENV_ADMIN, freshTotp, nextTotp, totp } from './pages/admin.ts';
import { AppPage, newMember } from './pages/app.ts';
import { API_HEADERS } from './api-headers.ts';

// Sign-ups and sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 600_000 });
// Screens load their code and data on first use; on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 120_000 });

/** Ticks an unticked checkbox from the keyboard: the visible box over the input takes a pointer's click. */
async function turnOn(checkbox: Locator) {
  await expect(checkbox).not.toBeChecked();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

// The app name and footer text are app-wide and the e2e database is shared by every spec: the
// fresh install's values are put back after this file, as the admin would through the panel.
test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS });
  try {
    const gql = async (query: string, variables: Record<string, unknown>) => (await request.post('/graphql', { data: { query, variables } })).json();
    const signedIn = await gql('mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename } }', { input: ENV_ADMIN });
    baseExpect(signedIn.data.adminLogin.__typename).toBe('AdminSignedIn');
    const reset = await gql('mutation ($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) { __typename } }', {
      input: { appName: 'My Ministry Companion', footerText: 'Your complete toolkit for ministry work', enableRegistration: true },
    });
    baseExpect(reset.data.updateAppSettings.__typename).toBe('AppSettingsUpdated');
  } finally {
    await request.dispose();
  }
});

test('an admin personalises the app for everyone, manages users, and signs in with an authenticator code', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  // A member with the page open in their own browser.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const memberApp = new AppPage(memberPage);
  const member = newMember();
  await memberApp.signUpAndOpen(member);

  const app = new AppPage(page);
  const admin = new AdminPanel(page);
  await page.goto('/');
  await expect(app.header).toBeVisible();

  // The sign-in: both fields asked for, a member's own right password refused, none shown.
  await admin.open();
  await admin.signInDialog.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(admin.signInDialog.getByRole('alert')).toHaveText('Please enter both username and password');
  await admin.signIn(member.username, member.password);
  await expect(admin.signInDialog.getByRole('alert')).toHaveText('Invalid admin credentials', { timeout: 120_000 });
  await expect(admin.signInDialog.getByLabel('Password')).toHaveValue('');
  await expect(page.getByText(member.password)).toHaveCount(0);
  await admin.signIn(ENV_ADMIN.username, ENV_ADMIN.password);
  await expect(app.toastRegion).toContainText('Admin Access Granted', { timeout: 120_000 });
  await expect(admin.panel).toBeVisible();
  await admin.expectNoSetupGuide();

  // App name and footer text reach the member's open page, no reload.
  await admin.tab('General');
  await admin.panel.getByLabel('App name').fill(`Congregation ${stamp}`);
  await admin.panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(app.toastRegion).toContainText('Settings saved');
  // The toast opened under the pointer and stays while it rests there (docs/product/shell.md):
  // the hand moves away before the next click, as it would.
  await page.mouse.move(0, 0);

  // Registration closed: a visitor's sign-up form says so; opened again, the form is back.
  const registration = admin.panel.getByRole('checkbox', { name: 'Visitors may create their own accounts' });
  await expect(registration).toBeChecked();
  await registration.press('Space');
  await expect(registration).not.toBeChecked();
  await admin.panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(app.toastRegion).toContainText('Settings saved');
  await page.mouse.move(0, 0);
  const visitorContext = await browser.newContext();
  const visitor = new AppPage(await visitorContext.newPage());
  await visitor.page.goto('/');
  await visitor.openAccount();
  await visitor.dialog.getByRole('button', { name: 'Create New Account' }).click();
  await expect(visitor.dialog.getByRole('status')).toHaveText("Registration is closed. Ask your congregation's administrator to create your account.");
  await expect(visitor.dialog.getByLabel('Username')).toHaveCount(0);
  await turnOn(registration);
  await admin.panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(app.toastRegion).toContainText('Settings saved');
  await page.mouse.move(0, 0);
  await visitor.page.reload();
  await visitor.openAccount();
  await visitor.dialog.getByRole('button', { name: 'Create New Account' }).click();
  await expect(visitor.dialog.getByLabel('Username')).toBeVisible();
  await visitorContext.close();

  await admin.tab('Branding');
  await admin.panel.getByLabel('Footer text').fill(`Serving together ${stamp}`);
  await admin.panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(app.toastRegion).toContainText('Settings saved');
  await expect(memberApp.header.getByRole('link', { name: new RegExp(`Congregation ${stamp}`) })).toBeVisible();
  await expect(memberPage.getByRole('contentinfo')).toContainText(`Serving together ${stamp}`);
  await admin.tab('Location');
  await admin.panel.getByLabel('Latitude').fill('95');
  await admin.panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.panel.getByText('Latitude must be a number from -90 to 90')).toBeVisible();

  // Edit the member's flags, then preview what they see.
  await admin.tab('Users');
  await admin.panel.getByLabel('Search users').fill(member.username);
  const row = admin.panel.getByRole('listitem').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${member.username}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${member.username}` });
  await turnOn(edit.getByRole('checkbox', { name: 'First Login Required' }));
  await turnOn(edit.getByRole('checkbox', { name: /Ministry conductor/ }));
  await turnOn(edit.getByRole('checkbox', { name: /Group overseer/ }));
  await edit.getByRole('button', { name: 'Save User' }).click();
  await expect(app.toastRegion).toContainText('Account updated');
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Conductor');
  await row.getByRole('button', { name: `View ${member.username}` }).click();
  const preview = page.getByRole('dialog', { name: `What ${member.username} sees` });
  await expect(preview).toContainText('Setup');
  await expect(preview.getByRole('definition').nth(0)).toHaveText('Complete');
  await expect(preview.getByRole('definition').nth(1)).toHaveText('Required');
  // The sample tiles are tiles, not a bulleted list.
  expect(await preview.getByRole('list', { name: 'Sample tiles' }).getByRole('listitem').first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe('none');
  await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(preview).toBeHidden();
  const stored = await page.request.get('/api/admin/users');
  const row2 = ((await stored.json()) as { username: string; isConductor: boolean; isFirstLogin: boolean; isGroupOverseer: boolean }[]).find(
    (u) => u.username === member.username,
  );
  expect(row2).toMatchObject({ isConductor: true, isFirstLogin: true, isGroupOverseer: true });

  // Create a second admin (it will use the authenticator app) and a user to delete.
  const second = { username: `totp${stamp}`, password: 'second admin passphrase' };
  const createUser = async (username: string, password: string, role: 'Admin' | 'Member') => {
    await admin.panel.getByRole('button', { name: 'Create New User' }).click();
    const d = page.getByRole('dialog', { name: 'Create New User' });
    await d.getByLabel('Username').fill(username);
    await d.getByLabel('Password').fill(password);
    await d.getByLabel('Full name').fill('Second Person');
    await d.getByLabel('Phone number').fill('+1 910 555 0199');
    await d.getByLabel('Address').fill('3 Elm Street');
    await d.getByRole('button', { name: /Service group/ }).click();
    await page.getByRole('option', { name: 'Group 2', exact: true }).click();
    await d.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
    await d.getByRole('button', { name: 'Create User' }).click();
    await expect(app.toastRegion).toContainText('Account created', { timeout: 120_000 });
    await expect(d).toBeHidden();
  };
  await createUser(second.username, second.password, 'Admin');
  await createUser(`gone${stamp}`, 'to be deleted soon', 'Member');
  await admin.panel.getByLabel('Search users').fill(stamp);
  await expect(admin.panel.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(2);
  // The second admin's setup counts as done, so its own guide stays away.
  await admin.panel.getByRole('button', { name: `Edit ${second.username}` }).click();
  const editSecond = page.getByRole('dialog', { name: `Edit ${second.username}` });
  await turnOn(editSecond.getByRole('checkbox', { name: 'Setup Completed' }));
  await editSecond.getByRole('button', { name: 'Save User' }).click();
  await expect(editSecond).toBeHidden();
  // Delete is a bin icon; the signed-in admin's own row has none.
  await expect(admin.panel.getByRole('button', { name: `Delete gone${stamp}` })).toHaveText('');
  await admin.panel.getByLabel('Search users').fill(ENV_ADMIN.username);
  const ownRow = admin.panel.getByRole('listitem').filter({ hasText: ENV_ADMIN.username });
  await expect(ownRow.getByRole('button', { name: `Edit ${ENV_ADMIN.username}` })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await admin.panel.getByLabel('Search users').fill(stamp);
  await admin.panel.getByRole('button', { name: `Delete gone${stamp}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this account?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(app.toastRegion).toContainText('Account deleted');
  await expect(admin.panel.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(1);

  // The second admin signs in through the panel and turns the authenticator app on.
  await admin.panel.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(app.toastRegion).toContainText('Signed Out');
  // Toasts stay while the pointer rests on them (docs/product/shell.md), and the click
  // above left it where they now stand, over the footer: it moves away, as a hand would.
  await page.mouse.move(0, 0);
  await admin.open();
  await admin.signIn(second.username, second.password);
  await expect(admin.panel).toBeVisible({ timeout: 120_000 });
  const secret = await admin.startAuthenticatorSetup();
  await admin.panel.getByLabel('Authenticator code').fill(await freshTotp(secret));
  await admin.panel.getByRole('button', { name: 'Turn On' }).click();
  const codes = admin.panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await admin.panel.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(admin.panel.getByText(/On\. 10 recovery codes left/)).toBeVisible();
  await admin.panel.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(app.toastRegion).toContainText('Signed Out');
  // As above: the pointer leaves the toast that opened under it.
  await page.mouse.move(0, 0);

  // Signing in again asks for the code; a wrong one is refused; the next step's code, once that
  // step has begun, opens it (only the current step's code is accepted, and the enrolment's is spent).
  await admin.open();
  await admin.signIn(second.username, second.password);
  const code = admin.signInDialog.getByLabel('Authenticator code');
  await expect(code).toBeVisible({ timeout: 120_000 });
  const wrong = totp(secret, 5);
  await code.fill([totp(secret), totp(secret, 1)].includes(wrong) ? '000000' : wrong);
  await admin.signInDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.signInDialog.getByRole('alert')).toContainText('That code is not right');
  await code.fill(await nextTotp(secret));
  await admin.signInDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(app.toastRegion).toContainText('Admin Access Granted');
  await expect(admin.panel).toBeVisible();
  await memberContext.close();
});

test('the activity dashboard is for admins only and counts a new sign-in live', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const memberApp = new AppPage(memberPage);
  const member = newMember();
  await memberApp.signUpAndOpen(member);
  await memberPage.goto('/admin-activity');
  await expect(memberPage.getByRole('heading', { name: 'For admins only' })).toBeVisible();

  const app = new AppPage(page);
  const admin = new AdminPanel(page);
  await page.goto('/');
  await expect(app.header).toBeVisible();
  await app.signIn(ENV_ADMIN.username, ENV_ADMIN.password);
  await expect(app.header.getByRole('button', { name: `Account: ${ENV_ADMIN.username}` })).toBeVisible({ timeout: 120_000 });
  await admin.expectNoSetupGuide();
  await page.goto('/admin-activity');
  const signIns = page.getByRole('list', { name: 'Statistics' }).getByRole('listitem').filter({ hasText: 'Sign-ins in the last 24 hours' });
  await expect(signIns).toBeVisible();
  const before = Number((await signIns.locator('span').first().textContent())!.replace(/\D/g, ''));
  await expect(page.getByRole('table')).toContainText(member.username);

  // The member signs out and in again in their own browser: the open dashboard counts it.
  await memberPage.goto('/');
  await expect(memberApp.header).toBeVisible();
  await memberApp.signOut();
  await memberApp.signIn(member.username, member.password);
  await expect(memberApp.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible({ timeout: 120_000 });
  await expect(signIns.locator('span').first()).toHaveText(String(before + 1), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Recent Activity' }).locator('..').getByRole('listitem').first()).toContainText(
    `${member.username} signed in`,
  );
  await page.getByRole('button', { name: 'Back to Admin Panel' }).click();
  await expect(admin.panel).toBeVisible();

  // Opened again from the panel: the device knows access is granted, so the route starts the
  // dashboard's query with the page's (route-table.test.ts), and the dashboard asks for nothing
  // more as it shows: one read at most, none when the device's store still holds the last one.
  const dashboardRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('AdminActivityPageDashboardQuery')) dashboardRequests.push(request.url());
  });
  await admin.tab('Support and Production');
  await admin.panel.getByRole('link', { name: 'Open User Activity Dashboard' }).click();
  await expect(admin.panel).toBeHidden();
  await expect(page.getByRole('table')).toContainText(member.username);
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  expect(dashboardRequests.length).toBeLessThanOrEqual(1);
  await memberContext.close();
});

test('an admin signs a member out on every device: the member’s open page asks them to sign in again', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const memberApp = new AppPage(await memberContext.newPage());
  const member = newMember();
  await memberApp.signUpAndOpen(member);
  await expect(memberApp.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();

  const admin = new AdminPanel(page);
  const app = new AppPage(page);
  await admin.openAsEnvAdmin();
  await admin.tab('Users');
  await admin.panel.getByLabel('Search users').fill(member.username);
  const row = admin.panel.getByRole('listitem').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Sign out ${member.username} on every device` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign this account out everywhere?' });
  await expect(confirm).toContainText('will need their password to sign in again');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(app.toastRegion).toContainText(`${member.username} was signed out on 1 device.`);

  // The member's socket was closed with 4401: their page asks for a sign-in, and their data is gone from the header.
  await expect(memberApp.page.getByRole('dialog', { name: 'Sign In to Existing Account' })).toBeVisible();
  await expect(memberApp.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);
  // The admin is still signed in.
  await expect(admin.panel).toBeVisible();
  await memberContext.close();
});
