// An admin requires an authenticator app of every account (docs/product/accounts.md,
// "Authenticator app"): the admin turns on their own first, then the setting; a member signed in
// without one is signed out at once, and at the next sign-in sets the app up before anything else,
// then is signed in. The setting is app-wide, so it is put back off at the end, whatever happens.
import { expect as baseExpect, test } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { AdminApi, AdminPanel, freshTotp } from './pages/admin.ts';
import { AppPage, newMember } from './pages/app.ts';
import { turnOn } from './pages/report.ts';

// Sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test('with the app required, a member without one sets it up at sign-in before anything else', async ({ page, browser, playwright, baseURL }) => {
  const stamp = Date.now().toString(36);
  const api = await AdminApi.signIn(playwright, baseURL);
  const second = { username: `require${stamp}`, password: 'second admin passphrase', role: 'admin' as const };
  await api.createUser(second);
  await api.dispose();

  const memberContext = await browser.newContext();
  const memberApp = new AppPage(await memberContext.newPage());
  const member = newMember();
  await memberApp.signUpAndOpen(member);

  const admin = new AdminPanel(page);
  await page.goto('/');
  await admin.open();
  await admin.signIn(second.username, second.password);
  await expect(admin.panel).toBeVisible({ timeout: 120_000 });
  const secret = await admin.startAuthenticatorSetup();
  await admin.panel.getByLabel('Authenticator code').fill(await freshTotp(secret));
  await admin.panel.getByRole('button', { name: 'Turn On' }).click();
  await admin.panel.getByRole('button', { name: 'I Have Saved Them' }).click();

  try {
    const everyAccount = admin.panel.getByRole('region', { name: 'Every account' });
    await turnOn(everyAccount.getByRole('checkbox', { name: 'Require an authenticator app for every account' }));
    await everyAccount.getByRole('button', { name: 'Save' }).click();
    await expect(new AppPage(page).toastRegion).toContainText('Settings saved');

    // The member, signed in without an app, is signed out at once.
    const signIn = memberApp.page.getByRole('dialog', { name: 'Sign In to Existing Account' });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel('Username').fill(member.username);
    await signIn.getByLabel('Password').fill(member.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signIn.getByText('Your congregation requires an authenticator app.')).toBeVisible({ timeout: 120_000 });
    await expect(memberApp.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);

    const section = signIn.getByRole('region', { name: 'Authenticator app' });
    await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
    await expect(section.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    const memberSecret = (await section.getByText(/^[A-Z2-7]{32}$/).textContent())!.trim();
    await section.getByLabel('Authenticator code').fill(await freshTotp(memberSecret));
    await section.getByRole('button', { name: 'Turn On' }).click();
    await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    // Still no account until the codes are saved.
    await expect(memberApp.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);
    await section.getByRole('button', { name: 'I Have Saved Them' }).click();
    await expect(memberApp.toastRegion).toContainText(`Signed in as ${member.username}`);
    await expect(memberApp.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
    await memberApp.goto('/notes');
    await expect(memberApp.page.getByRole('heading', { name: 'Personal Notes', level: 1 })).toBeVisible();

    // The admin's list marks the member's account as one with the app.
    await admin.tab('Users');
    await admin.panel.getByLabel('Search users').fill(member.username);
    await expect(admin.panel.getByRole('listitem').filter({ hasText: member.username })).toContainText('Authenticator app');
  } finally {
    // Off again for every other spec, through the admin's own session (the code given).
    const off = await page.request.post('/graphql', {
      headers: API_HEADERS,
      data: { query: 'mutation { updateAppSettings(input: { requireSecondFactor: false }) { __typename } }' },
    });
    expect((await off.json()).data.updateAppSettings.__typename).toBe('AppSettingsUpdated');
    await memberContext.close();
  }
});
