// A session ended on another device (here: the member changes their password on a second
// browser) closes this device's live connection with 4401; the open page asks the member to
// sign in again at once, instead of waiting for its next request to be refused
// (docs/operations.md, "Sessions").
import { expect as baseExpect, type APIRequestContext, type Page, test } from '@playwright/test';
import { AppPage, newMember, type Member } from './pages/app.ts';
import { NotesPage } from './pages/notes.ts';
import { API_HEADERS } from './api-headers.ts';

// Sign-ups and sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

/** The member changes their password through the API, as from another device: every other session ends. */
async function changePasswordElsewhere(other: APIRequestContext, member: Member) {
  try {
    const signedIn = await other.post('/api/login', { data: { username: member.username, password: member.password } });
    expect(signedIn.ok()).toBe(true);
    const user = (await signedIn.json()) as { id: number };
    const changed = await other.put(`/api/users/${user.id}`, { data: { password: 'a brand new passphrase', currentPassword: member.password } });
    expect(changed.ok()).toBe(true);
  } finally {
    await other.dispose();
  }
}

/** Every row of a table of the app's IndexedDB database (web/src/offline/db.ts), as JSON. */
function storedOnDevice(page: Page, table: 'relayStore' | 'drafts') {
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('ministry-companion');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(all.result));
          };
        };
      }),
    table,
  );
}

test('a password changed on another device asks this open page to sign in again', async ({ page, playwright, baseURL }) => {
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpAndOpen(member);
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();

  await changePasswordElsewhere(await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS }), member);

  await expect(page.getByRole('dialog', { name: 'Sign In to Existing Account' })).toBeVisible();
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);
});

test('a session ended elsewhere takes the server’s data off this device, and keeps the note the member had begun', async ({ page, playwright, baseURL }) => {
  const notes = new NotesPage(page);
  const member = newMember();
  await notes.app.signUpAndOpen(member, '/notes');
  // The device's saved copy of the server's data holds the account.
  await expect.poll(() => storedOnDevice(page, 'relayStore')).toContain(member.username);
  await notes.openNew();
  await notes.fill({ title: 'Half-written at the door' });
  await expect.poll(() => storedOnDevice(page, 'drafts')).toContain('Half-written at the door');

  await changePasswordElsewhere(await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS }), member);

  await expect(page.getByRole('dialog', { name: 'Sign In to Existing Account' })).toBeVisible();
  await expect.poll(() => storedOnDevice(page, 'relayStore')).not.toContain(member.username);
  // What the member wrote and had not saved is still on the device for their next sign-in.
  expect(await storedOnDevice(page, 'drafts')).toContain('Half-written at the door');
});
