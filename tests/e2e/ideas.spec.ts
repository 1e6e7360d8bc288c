// Ministry Ideas (/ministry-conductor, docs/product/ideas.md): only for an account with the conductor flag.
// Ideas are written on the device first, as notes are: one written with no connection is kept and
// sent later; one the server refuses waits with its message until discarded.
// The flag is set the way an admin's updateMemberRoles sets it, in the server's database
// (makeConductor), since these runs have no admin account.
import { expect, test, type Page } from '@playwright/test';
import { newMember } from './pages/app.ts';
import { IdeasPage, NotesPage, makeConductor } from './pages/notes.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { API_HEADERS } from './api-headers.ts';
import { readDevice } from './pages/device-store.ts';

/** Today's date as the cards write it, read when compared (a run may pass midnight). */
const today = () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date());

async function addIdea(ideas: IdeasPage, title: string, text: string) {
  await ideas.page.getByRole('button', { name: 'Add New Ministry Idea' }).click();
  await ideas.form.getByLabel('Title').fill(title);
  await ideas.form.getByLabel('Description').fill(text);
  await ideas.form.getByRole('button', { name: 'Save Idea' }).click();
}

/** The titles of the member's ideas as the server has them, in alphabetical order. */
async function serverIdeas(page: Page): Promise<string[]> {
  const query = '{ viewer { notes(first: 50, category: MINISTRY_CONDUCTOR_IDEAS) { edges { node { title } } } } }';
  const body = await (await page.request.post('/graphql', { headers: API_HEADERS, data: { query } })).json();
  return body.data.viewer.notes.edges.map((e: { node: { title: string } }) => e.node.title).sort();
}

async function signUp(page: Page) {
  const ideas = new IdeasPage(page);
  const member = newMember();
  await ideas.app.signUpAndOpen(member);
  return { ideas, member };
}

test('a member without the conductor flag is told the page is for the ministry conductor', async ({ page }) => {
  const { ideas } = await signUp(page);
  // The list, started with the page, is refused for a member who is not the conductor; its answer
  // comes first here, and it must not read as "no one is signed in".
  let listAnswered!: () => void;
  const refused = new Promise<void>((resolve) => (listAnswered = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('IdeasPageQuery')) await refused;
    if (!body.includes('IdeaListQuery')) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response });
    listAnswered();
  });
  await ideas.goto();
  await expect(page.getByRole('heading', { name: 'Ministry Ideas are for the ministry conductor.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Ministry Idea' })).toHaveCount(0);
});

test('a conductor adds, edits and deletes ministry ideas, kept apart from personal notes', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  await makeConductor(page, member.username);

  // The Ministry Ideas shortcut appears on Personal Notes for a conductor.
  const notes = new NotesPage(page);
  await notes.goto();
  await notes.ministryCard.getByRole('link', { name: 'Ministry Ideas' }).click();
  await expect(page).toHaveURL(/\/ministry-conductor$/);
  await expect(page.getByRole('heading', { name: 'No Ministry Ideas Yet' })).toBeVisible();

  // Both fields are required, with the spec's message.
  await page.getByRole('button', { name: 'Add New Ministry Idea' }).click();
  await expect(ideas.form).toBeVisible();
  await ideas.form.getByLabel('Title').fill('Cart witnessing');
  await ideas.form.getByRole('button', { name: 'Save Idea' }).click();
  await expect(ideas.form.getByRole('alert')).toHaveText('Please fill in both title and description.');

  // The new idea reaches the server only once its Edit form is open: the record takes the
  // server's id under the open form, which stays an Edit form.
  let deliver = () => {};
  const delivery = new Promise<void>((resolve) => (deliver = resolve));
  let delivered = false;
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('syncApplyChangesMutation')) return route.continue();
    await delivery;
    await route.continue();
    delivered = true;
  });
  await ideas.form.getByLabel('Description').fill('Saturday mornings at the station');
  await ideas.form.getByRole('button', { name: 'Save Idea' }).click();
  await expect(ideas.app.toastRegion).toContainText('Ministry idea added');
  await expect(ideas.form).toHaveCount(0);
  const card = ideas.card('Cart witnessing');
  await expect(card).toContainText('Saturday mornings at the station');
  await expect(card.locator('time')).toHaveText(`Created ${today()}`);

  await card.getByRole('button', { name: 'Edit idea: Cart witnessing' }).click();
  await expect(ideas.form.getByLabel('Title')).toHaveValue('Cart witnessing');
  deliver();
  await expect.poll(() => delivered).toBe(true);
  // Delivered and settled on the device: the outbox is empty once the answer is applied.
  await expect.poll(() => readDevice(page, 'outbox', 'rows')).toEqual([]);
  await expect(ideas.form.getByRole('heading', { name: 'Edit Ministry Idea' })).toBeVisible();
  await ideas.form.getByLabel('Title').fill('Cart witnessing at 9');
  await ideas.form.getByRole('button', { name: 'Update Idea' }).click();
  await expect(ideas.app.toastRegion).toContainText('Ministry idea updated');
  await expect(ideas.card('Cart witnessing at 9')).toBeVisible();
  await expect.poll(() => serverIdeas(page)).toEqual(['Cart witnessing at 9']);

  // Ideas are not personal notes.
  await notes.goto();
  await expect(page.getByRole('heading', { name: 'No notes yet' })).toBeVisible();
  await page.goBack();
  await expect(ideas.card('Cart witnessing at 9')).toBeVisible();

  await ideas.card('Cart witnessing at 9').getByRole('button', { name: 'Delete idea: Cart witnessing at 9' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Ministry Idea' }).getByRole('button', { name: 'Delete' }).click();
  await expect(ideas.app.toastRegion).toContainText('Ministry idea deleted');
  await expect(page.getByRole('heading', { name: 'No Ministry Ideas Yet' })).toBeVisible();
});

test('the ideas list shows three skeleton cards while it loads', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  await makeConductor(page, member.username);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('IdeaListQuery')) await held;
    return route.continue();
  });
  await ideas.goto();
  await expect(page.getByRole('status').filter({ hasText: 'Loading ministry ideas…' })).toBeAttached();
  await expect(page.getByTestId('idea-skeleton')).toHaveCount(3);
  release();
  await expect(page.getByRole('heading', { name: 'No Ministry Ideas Yet' })).toBeVisible();
});

test('Ministry Ideas with ideas present has no axe violations', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  await makeConductor(page, member.username);
  await ideas.goto();
  for (const [title, text] of [
    ['Letter writing', 'Tuesday afternoons at the hall'],
    ['Telephone witnessing', 'For the rainy days'],
  ]) {
    await page.getByRole('button', { name: 'Add New Ministry Idea' }).click();
    await ideas.form.getByLabel('Title').fill(title!);
    await ideas.form.getByLabel('Description').fill(text!);
    await ideas.form.getByRole('button', { name: 'Save Idea' }).click();
    await expect(ideas.card(title!)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add New Ministry Idea' }).click();
  await expectNoAxeViolations(page);
});

test('an idea written with no connection shows at once, says it was saved offline, and reaches the server once', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  await makeConductor(page, member.username);
  await ideas.goto();
  await addIdea(ideas, 'Kept idea', 'Written with a signal');
  await expect(ideas.app.toastRegion).toContainText('Ministry idea added');

  await page.context().setOffline(true);
  await addIdea(ideas, 'Written in the car park', 'Return visits on Elm Street first');
  await expect(ideas.app.toastRegion).toContainText('Ministry idea saved offline');
  await expect(ideas.card('Written in the car park')).toBeVisible();
  await expect(ideas.card('Kept idea')).toBeVisible();

  await page.context().setOffline(false);
  await expect.poll(() => serverIdeas(page), { timeout: 20_000 }).toEqual(['Kept idea', 'Written in the car park']);
  await expect.poll(() => readDevice(page, 'outbox', 'rows')).toEqual([]);
  await page.reload();
  await expect(ideas.card('Written in the car park')).toContainText('Return visits on Elm Street first');
  expect(await serverIdeas(page)).toEqual(['Kept idea', 'Written in the car park']);
});

test('a reload while the server’s answer to a delivered idea is on its way shows the idea once', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  await makeConductor(page, member.username);
  await ideas.goto();
  await addIdea(ideas, 'Kept idea', 'Written with a signal');
  await expect(ideas.app.toastRegion).toContainText('Ministry idea added');
  await page.context().setOffline(true);
  // The write's own try with no signal, over before the link comes back: a try made offline that
  // were still under way then could reach the server before the route below is in its path.
  const triedOffline = page.waitForEvent('requestfailed', (r) => (r.postData() ?? '').includes('syncApplyChangesMutation'));
  await addIdea(ideas, 'Written in the car park', 'Return visits on Elm Street first');
  await expect(ideas.card('Written in the car park')).toBeVisible();
  await triedOffline;

  // The first delivery reaches the server and its answer never comes back; the ones after the
  // reload wait until released, so the page shows the server's list beside the queued write.
  let delivered!: () => void;
  const reached = new Promise<void>((resolve) => (delivered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let deliveries = 0;
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('syncApplyChangesMutation')) return route.continue();
    deliveries += 1;
    if (deliveries > 1) return released.then(() => route.continue()).catch(() => undefined);
    await route.fetch().catch(() => null);
    delivered();
  });
  await page.context().setOffline(false);
  await reached;
  expect(await serverIdeas(page)).toEqual(['Kept idea', 'Written in the car park']);
  const listAnswered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('IdeaListQuery'));
  await page.reload();
  await listAnswered;
  // The server's idea, not the device's copy of it beside it.
  await expect(ideas.card('Written in the car park')).toHaveAttribute('aria-labelledby', /^idea-(?!local:)/);
  await expect(page.getByRole('article')).toHaveCount(2);

  release();
  await expect.poll(() => readDevice(page, 'outbox', 'rows')).toEqual([]);
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(await serverIdeas(page)).toEqual(['Kept idea', 'Written in the car park']);
});

test('an idea the server refuses is kept on the device with its message until discarded', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  await makeConductor(page, member.username);
  await ideas.goto();
  await addIdea(ideas, 'Far too long', 'x'.repeat(20_001));
  await expect(ideas.card('Far too long')).toBeVisible();
  const pending = page.getByRole('button', { name: /1 not saved/ });
  await pending.click();
  const panel = page.getByRole('dialog', { name: 'Waiting to sync' });
  await expect(panel).toContainText('Not saved: Content must be at most 20000 characters');
  await panel.getByRole('button', { name: 'Discard: Far too long' }).click();
  await expect(pending).toBeHidden();
  await expect(ideas.card('Far too long')).toBeHidden();
  expect(await serverIdeas(page)).toEqual([]);
});
