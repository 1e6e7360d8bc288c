// A member's authenticator app (docs/product/accounts.md, "Authenticator app"): turned on in the
// Account tab (the QR code, the key as text, a first code, the ten recovery codes shown once);
// from then on signing in asks for a code after the password, and the member is signed in only
// once a right one is given. A recovery code works in its place. The code step passes an axe scan.
import { expect as baseExpect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { freshTotp, totp } from './pages/admin.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

// Sign-ups and sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test('a member turns the authenticator app on, and then signs in with the password and a code', async ({ page }) => {
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpAndOpen(member);

  await app.openAccount();
  const section = app.dialog.getByRole('region', { name: 'Authenticator app' });
  await expect(section).toContainText('Off.');
  await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(section.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await section.getByText(/^[A-Z2-7]{32}$/).textContent())!.trim();
  await section.getByLabel('Authenticator code').fill(await freshTotp(secret));
  await section.getByRole('button', { name: 'Turn On' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await section.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(section.getByText(/On\. 10 recovery codes left/)).toBeVisible();
  await app.closeDialog();
  await app.signOut();

  // The password alone signs nobody in: the code is asked for, and the header stays a visitor's.
  await app.signIn(member.username, member.password);
  const code = app.dialog.getByLabel('Authenticator code');
  await expect(code).toBeVisible({ timeout: 120_000 });
  await expect(app.header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  const wrong = totp(secret, 5);
  await code.fill([totp(secret), totp(secret, 1), totp(secret, -1)].includes(wrong) ? '000000' : wrong);
  await app.dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(app.dialog.getByRole('alert')).toContainText('That code is not right');
  await expect(app.header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

  await code.fill(recovery);
  await app.dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(app.toastRegion).toContainText(`Signed in as ${member.username}`);
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();

  // Signed in: the Account tab shows the app on, one recovery code spent.
  await app.openAccount();
  await expect(app.dialog.getByRole('region', { name: 'Authenticator app' }).getByText(/On\. 9 recovery codes left/)).toBeVisible();
});
