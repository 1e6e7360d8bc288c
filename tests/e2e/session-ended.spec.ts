// A session ended on another device (here: the member changes their password on a second
// browser) closes this device's live connection with 4401; the open page asks the member to
// sign in again at once, instead of waiting for its next request to be refused
// (docs/operations.md, "Sessions").
import { expect as baseExpect, type APIRequestContext, test } from '@playwright/test';
import { AppPage, newMember, type Member } from './pages/app.ts';
import { NotesPage } from './pages/notes.ts';
import { API_HEADERS } from './api-headers.ts';
import { deviceSettled, deviceText } from './pages/device-store.ts';

// Sign-ups and sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const NEW_PASSWORD = 'a brand new passphrase';

/** The member changes their password through the API, as from another device: every other session ends. */
async function changePasswordElsewhere(other: APIRequestContext, member: Member) {
  try {
    const signedIn = await other.post('/api/login', { data: { username: member.username, password: member.password } });
    expect(signedIn.ok()).toBe(true);
    const user = (await signedIn.json()) as { id: number };
    const changed = await other.put(`/api/users/${user.id}`, { data: { password: NEW_PASSWORD, currentPassword: member.password } });
    expect(changed.ok()).toBe(true);
  } finally {
    await other.dispose();
  }
}

test('a password changed on another device asks this open page to sign in again, and an answer given before that does not sign it back in', async ({ page, playwright, baseURL }) => {
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpThroughApi(member);
  // The notes page's answer leaves the server while the session is live and reaches the page
  // only after the session ended: it shows the member, and must not show them signed in again.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('NotesPageQuery')) return route.continue();
    const response = await route.fetch();
    answered = true;
    await held;
    // The page may have given up on it meanwhile (its query dropped with the member's data).
    await route.fulfill({ response }).catch(() => undefined);
  });
  await app.goto('/notes');
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
  await expect.poll(() => answered).toBe(true);

  await changePasswordElsewhere(await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS }), member);

  const signIn = page.getByRole('dialog', { name: 'Sign In to Existing Account' });
  await expect(signIn).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Personal Notes', level: 1 })).toBeVisible();
  await expect(signIn).toBeVisible();
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);
  // A later read of the page may still be on its way through the route when the test ends: its
  // failure would be reported in whichever test runs next.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a session that ended while the live connection was down is noticed at the next answer, and a sign-in is asked for', async ({ page, playwright, baseURL }) => {
  // The live connection never opens (a proxy that lets no socket through): no 4401 can come.
  await page.routeWebSocket(/\/graphql$/, () => {});
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpAndOpen(member, '/notes');

  await changePasswordElsewhere(await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS }), member);

  // The next answer reads no one signed in (here the next page's, asked for by the app's own
  // navigation): the page says so and asks for a sign-in.
  await page.evaluate(() => {
    history.pushState(null, '', '/scriptures');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('dialog', { name: 'Sign In to Existing Account' })).toBeVisible();
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toHaveCount(0);
});

test('a session ended elsewhere takes the server’s data off this device, and keeps the note the member had begun', async ({ page, playwright, baseURL }) => {
  const notes = new NotesPage(page);
  const member = newMember();
  await notes.app.signUpAndOpen(member, '/notes');
  // The device's saved copy of the server's data holds the account.
  await expect.poll(() => deviceText(page, 'relayStore')).toContain(member.username);
  await notes.openNew();
  await notes.fill({ title: 'Half-written at the door' });
  await expect.poll(() => deviceText(page, 'drafts')).toContain('Half-written at the door');

  await changePasswordElsewhere(await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS }), member);

  await expect(page.getByRole('dialog', { name: 'Sign In to Existing Account' })).toBeVisible();
  await expect.poll(() => deviceText(page, 'relayStore')).not.toContain(member.username);
  // What the member wrote and had not saved is still on the device for their next sign-in.
  expect(await deviceText(page, 'drafts')).toContain('Half-written at the door');

  // Someone else signs in on this phone first: their new note is a form of their own, and their
  // draft of it never takes the place of the member's.
  const other = newMember();
  await notes.app.signUpAndOpen(other, '/notes');
  await notes.openNew();
  // The form's read of its draft is over, and a frame has passed for React to show what it found.
  await deviceSettled(page, 'drafts');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(notes.editor.getByLabel('Title')).toHaveValue('');
  await expect(notes.editor.getByLabel('Content')).toHaveValue('');
  await notes.fill({ title: 'Someone else’s visit' });
  await expect(notes.draftStatus).toHaveText('Draft saved');
  await notes.goto();
  await notes.openNew();
  await expect(notes.editor.getByLabel('Title')).toHaveValue('Someone else’s visit');
  await notes.editor.getByRole('button', { name: 'Cancel' }).click();
  // Their sign-out takes their draft and leaves the member's.
  await notes.app.signOut();
  await expect.poll(() => deviceText(page, 'drafts')).not.toContain('Someone else’s visit');
  expect(await deviceText(page, 'drafts')).toContain('Half-written at the door');

  // The member signs in again and finds the note they had begun.
  await notes.app.signIn(member.username, NEW_PASSWORD);
  await expect(notes.app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
  await notes.goto();
  await notes.openNew();
  await expect(notes.editor.getByLabel('Title')).toHaveValue('Half-written at the door');
});
