// Signed-in devices in the account dialog (docs/product/accounts.md): a member signed in on two
// browsers sees both from the first, the one in use marked "This device", signs the second out,
// and that browser is a visitor on its next page load; then signs out all other devices (after a
// confirmation). The section passes an axe scan.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { API_HEADERS } from './api-headers.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

// Sign-ups and sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

class SignedInDevices {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  get section() {
    return this.app.dialog.getByRole('region', { name: 'Signed-in devices' });
  }

  device(name: string) {
    return this.section.getByRole('listitem').filter({ hasText: name });
  }

  async open() {
    await this.app.openAccount();
    await this.app.dialog.getByRole('tab', { name: 'Account' }).click();
    await expect(this.section).toBeVisible();
  }
}

test('a member sees their signed-in devices and signs out the others', async ({ page, browser, playwright, baseURL }) => {
  // The first browser is Playwright's desktop Chrome (a Windows User-Agent).
  const devices = new SignedInDevices(page);
  const member = newMember();
  await devices.app.signUpAndOpen(member);

  const phoneContext = await browser.newContext({ baseURL, userAgent: ANDROID_CHROME });
  const tablet = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...API_HEADERS, 'user-agent': IPHONE_SAFARI } });
  try {
    const phone = new AppPage(await phoneContext.newPage());
    await phone.goto('/');
    await phone.signIn(member.username, member.password);
    await expect(phone.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
    expect((await tablet.post('/api/login', { data: { username: member.username, password: member.password } })).ok()).toBe(true);

    await devices.open();
    await expect(devices.section.getByRole('listitem')).toHaveCount(3);
    const thisOne = devices.device('Chrome on Windows');
    await expect(thisOne).toContainText('This device');
    await expect(thisOne).toContainText('Signed in');
    await expect(thisOne).toContainText('Last used');
    await expect(thisOne.getByRole('button')).toHaveCount(0);
    const phoneItem = devices.device('Chrome on Android');
    await expect(phoneItem).not.toContainText('This device');
    await expect(devices.device('Safari on iPhone')).toBeVisible();

    await expectNoAxeViolations(page, { include: '[role="dialog"] section' });

    await phoneItem.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
    await expect(devices.app.toastRegion).toContainText('Chrome on Android is signed out.');
    await expect(phoneItem).toHaveCount(0);

    // The phone's next page load finds no session: it is a visitor.
    await phone.page.reload();
    await expect(phone.header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await expect(phone.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);

    await devices.section.getByRole('button', { name: 'Sign out all other devices' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out all other devices' });
    await expect(confirm).toContainText('Sign out 1 other device?');
    await confirm.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(devices.section.getByRole('listitem')).toHaveCount(1);
    await expect(devices.section).toContainText('You are signed in on this device only.');
    expect((await tablet.get('/api/user/current')).status()).toBe(401);
    await expect(devices.app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
  } finally {
    await tablet.dispose();
    await phoneContext.close();
  }
});
