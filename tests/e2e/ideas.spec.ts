// Ministry Ideas (/ministry-conductor, docs/product/ideas.md): only for an account with the conductor flag.
// The flag is set the way an admin's updateMemberRoles sets it, in the server's database
// (makeConductor), since these runs have no admin account.
import { expect, test, type Page } from '@playwright/test';
import { newMember } from './pages/app.ts';
import { IdeasPage, NotesPage, makeConductor } from './pages/notes.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

/** Today's date as the cards write it, read when compared (a run may pass midnight). */
const today = () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date());

async function signUp(page: Page) {
  const ideas = new IdeasPage(page);
  const member = newMember();
  await ideas.app.signUpAndOpen(member);
  return { ideas, member };
}

test('a member without the conductor flag is told the page is for the ministry conductor', async ({ page }) => {
  const { ideas } = await signUp(page);
  await ideas.goto();
  await expect(page.getByRole('heading', { name: 'Ministry Ideas are for the ministry conductor.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Ministry Idea' })).toHaveCount(0);
});

test('a conductor adds, edits and deletes ministry ideas, kept apart from personal notes', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  makeConductor(member.username);

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

  await ideas.form.getByLabel('Description').fill('Saturday mornings at the station');
  await ideas.form.getByRole('button', { name: 'Save Idea' }).click();
  await expect(ideas.app.toastRegion).toContainText('Ministry idea created successfully!');
  await expect(ideas.form).toHaveCount(0);
  const card = ideas.card('Cart witnessing');
  await expect(card).toContainText('Saturday mornings at the station');
  await expect(card.locator('time')).toHaveText(`Created ${today()}`);

  await card.getByRole('button', { name: 'Edit idea: Cart witnessing' }).click();
  await expect(ideas.form.getByLabel('Title')).toHaveValue('Cart witnessing');
  await ideas.form.getByLabel('Title').fill('Cart witnessing at 9');
  await ideas.form.getByRole('button', { name: 'Update Idea' }).click();
  await expect(ideas.app.toastRegion).toContainText('Ministry idea updated successfully!');
  await expect(ideas.card('Cart witnessing at 9')).toBeVisible();

  // Ideas are not personal notes.
  await notes.goto();
  await expect(page.getByRole('heading', { name: 'No notes yet' })).toBeVisible();
  await page.goBack();
  await expect(ideas.card('Cart witnessing at 9')).toBeVisible();

  await ideas.card('Cart witnessing at 9').getByRole('button', { name: 'Delete idea: Cart witnessing at 9' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Ministry Idea' }).getByRole('button', { name: 'Delete' }).click();
  await expect(ideas.app.toastRegion).toContainText('Ministry idea deleted successfully!');
  await expect(page.getByRole('heading', { name: 'No Ministry Ideas Yet' })).toBeVisible();
});

test('the ideas list shows three skeleton cards while it loads', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  makeConductor(member.username);
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
  makeConductor(member.username);
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

test('a failed create, update or delete of an idea says so and changes nothing', async ({ page }) => {
  const { ideas, member } = await signUp(page);
  makeConductor(member.username);
  await ideas.goto();
  await page.getByRole('button', { name: 'Add New Ministry Idea' }).click();
  await ideas.form.getByLabel('Title').fill('Kept idea');
  await ideas.form.getByLabel('Description').fill('Unchanged');
  await ideas.form.getByRole('button', { name: 'Save Idea' }).click();
  await expect(ideas.card('Kept idea')).toBeVisible();

  await page.route('**/graphql', (route) =>
    /use(Create|Update|Delete)IdeaMutation/.test(route.request().postData() ?? '')
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"Unexpected error."}]}' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Add New Ministry Idea' }).click();
  await ideas.form.getByLabel('Title').fill('Lost idea');
  await ideas.form.getByLabel('Description').fill('x');
  await ideas.form.getByRole('button', { name: 'Save Idea' }).click();
  await expect(ideas.app.toastRegion).toContainText('Failed to create ministry idea. Please try again.');
  await expect(ideas.form.getByLabel('Title')).toHaveValue('Lost idea');
  await ideas.form.getByRole('button', { name: 'Cancel' }).click();

  await ideas.card('Kept idea').getByRole('button', { name: 'Edit idea: Kept idea' }).click();
  await ideas.form.getByLabel('Description').fill('Changed');
  await ideas.form.getByRole('button', { name: 'Update Idea' }).click();
  await expect(ideas.app.toastRegion).toContainText('Failed to update ministry idea. Please try again.');
  await ideas.form.getByRole('button', { name: 'Cancel' }).click();
  await expect(ideas.card('Kept idea')).toContainText('Unchanged');

  await ideas.card('Kept idea').getByRole('button', { name: 'Delete idea: Kept idea' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Ministry Idea' }).getByRole('button', { name: 'Delete' }).click();
  await expect(ideas.app.toastRegion).toContainText('Failed to delete ministry idea. Please try again.');
  await expect(ideas.card('Kept idea')).toBeVisible();
});
