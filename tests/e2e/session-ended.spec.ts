// A session ended on another device (here: the member changes their password on a second
// browser) closes this device's live connection with 4401; the open page asks the member to
// sign in again at once, instead of waiting for its next request to be refused
// (docs/operations.md, "Sessions").
import { expect as baseExpect, test } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { API_HEADERS } from './api-headers.ts';

// Sign-ups and sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test('a password changed on another device asks this open page to sign in again', async ({ page, playwright, baseURL }) => {
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpAndOpen(member);
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();

  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS });
  try {
    const signedIn = await other.post('/api/login', { data: { username: member.username, password: member.password } });
    expect(signedIn.ok()).toBe(true);
    const user = (await signedIn.json()) as { id: number };
    const changed = await other.put(`/api/users/${user.id}`, { data: { password: 'a brand new passphrase', currentPassword: member.password } });
    expect(changed.ok()).toBe(true);
  } finally {
    await other.dispose();
  }

  await expect(page.getByRole('dialog', { name: 'Sign In to Existing Account' })).toBeVisible();
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);
});
