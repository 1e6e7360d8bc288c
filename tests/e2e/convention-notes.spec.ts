// Regional Convention Notes (docs/product/convention-notes.md): the required-field messages beside
// the fields with focus kept in the dialog, the draft that autosaves after a pause, survives a
// reload and is gone once the note is saved, the note card and the Scripture References panel,
// edit, delete after a confirmation, the empty state, axe scans with the dialog open, and the
// screen in Spanish with ?lng=es.
import { expect, test } from '@playwright/test';
import { newMember } from './pages/app.ts';
import { ConventionNotesPage } from './pages/convention-notes.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

const NOTE = {
  title: 'Keep Your Eyes on the Prize',
  speaker: 'Brother Adams',
  date: '2025-07-11',
  session: 'Friday Morning',
  scriptures: 'Hebrews 12:1, 2; Philippians 3:14',
  content: 'Run with endurance, looking to Jesus as our example.',
};

test('a member writes a convention note from a restored draft, edits it and deletes it', async ({ page }) => {
  const screen = new ConventionNotesPage(page);
  await screen.app.signUpThroughApi(newMember());
  await screen.goto();
  await expect(screen.emptyState).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');

  // Every required field names itself; nothing is saved without them.
  await screen.openNew();
  await screen.editor.getByRole('button', { name: 'Save Note' }).click();
  for (const message of ['Title is required', 'Speaker is required', 'Content is required', 'Date is required', 'Session is required']) {
    await expect(screen.editor).toContainText(message);
  }

  // The draft: saved 1.5 s after the last edit (the indicator says so), kept across a reload.
  await screen.fill(NOTE);
  await expect(screen.draftStatus).toHaveText('Saving draft…');
  await expect(screen.draftStatus).toHaveText('Draft saved');
  await page.reload();
  await screen.openNew();
  await screen.expectFields(NOTE);
  await expect(screen.editor).toContainText('Your unsaved draft was restored.');
  await expectNoAxeViolations(page);

  await screen.editor.getByRole('button', { name: 'Save Note' }).click();
  await expect(screen.app.toastRegion).toContainText('Convention note added');
  await expect(screen.editor).toBeHidden();

  const card = screen.card(NOTE.title);
  await expect(card).toContainText('Speaker: Brother Adams');
  await expect(card).toContainText('Friday Morning');
  await expect(card.locator('time')).toHaveAttribute('datetime', '2025-07-11');
  await expect(card).toContainText(NOTE.content);
  await expect(screen.scriptureReferences.getByRole('listitem')).toHaveText(['Hebrews 12:1, 2', 'Philippians 3:14']);

  // The saved note's draft is gone: a new note starts empty, and stays so after a reload.
  await page.reload();
  await screen.openNew();
  await expect(screen.field('Title')).toHaveValue('');
  await expect(screen.field('Content')).toHaveValue('');
  await expect(screen.editor).not.toContainText('Your unsaved draft was restored.');
  await screen.editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(screen.editor).toBeHidden();

  await expectNoAxeViolations(page);

  // Edit: the dialog opens with the note, and Update Note saves the change.
  await card.getByRole('button', { name: `Edit ${NOTE.title}` }).click();
  await expect(screen.editor).toHaveAccessibleName('Edit Convention Note');
  await screen.expectFields(NOTE);
  await screen.fill({ title: 'Look to the Reward', session: 'Saturday Afternoon', scriptures: 'Colossians 3:23, 24' });
  await screen.editor.getByRole('button', { name: 'Update Note' }).click();
  await expect(screen.app.toastRegion).toContainText('Convention note updated');
  const edited = screen.card('Look to the Reward');
  await expect(edited).toContainText('Saturday Afternoon');
  await expect(screen.card(NOTE.title)).toHaveCount(0);
  await expect(screen.scriptureReferences.getByRole('listitem')).toHaveText(['Colossians 3:23, 24']);

  await screen.delete('Look to the Reward');
  await expect(screen.app.toastRegion).toContainText('Convention note deleted');
  await expect(screen.emptyState).toBeVisible();
  await page.reload();
  await expect(screen.emptyState).toBeVisible();
});

test('a visitor is asked to sign in', async ({ page }) => {
  const screen = new ConventionNotesPage(page);
  await screen.goto();
  await expect(page.getByRole('heading', { name: 'Sign in to keep your convention notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Note', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(screen.app.dialog).toBeVisible();
});

// Spec 02 sections 4 and 9: the indicator says saving after each edit, saved once 1.5 s have
// passed (shown 2 s), error when the draft cannot be stored (shown 3 s), then idle. The page's
// clock is paused and moved by hand, so the timings are checked without waiting for them.
test('the draft indicator goes saving, saved for 2 s, error for 3 s, then idle', async ({ page }) => {
  const screen = new ConventionNotesPage(page);
  await page.clock.install();
  await screen.app.signUpThroughApi(newMember());
  await screen.goto();
  await screen.openNew();
  await expect(screen.draftStatus).toHaveText('Drafts save automatically');
  await page.clock.pauseAt(Date.now() + 60_000);

  await screen.fill({ title: 'Loyal Love' });
  await expect(screen.draftStatus).toHaveText('Saving draft…');
  await page.clock.runFor(1_400);
  await expect(screen.draftStatus).toHaveText('Saving draft…');
  await page.clock.runFor(100);
  await expect(screen.draftStatus).toHaveText('Draft saved');
  await page.clock.runFor(1_900);
  await expect(screen.draftStatus).toHaveText('Draft saved');
  await page.clock.runFor(100);
  await expect(screen.draftStatus).toHaveText('Drafts save automatically');

  // The device refuses to store anything more (a full disk, a private window).
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The disk is full', 'QuotaExceededError');
    };
  });
  await screen.fill({ speaker: 'Brother Chen' });
  await page.clock.runFor(1_500);
  await expect(screen.draftStatus).toHaveText('Could not save the draft');
  await page.clock.runFor(2_900);
  await expect(screen.draftStatus).toHaveText('Could not save the draft');
  await page.clock.runFor(100);
  await expect(screen.draftStatus).toHaveText('Drafts save automatically');
});

// A refused save keeps focus inside the full-screen dialog, on the first field in error, and
// every empty required field carries aria-invalid and its own message; Escape still closes it.
test('an invalid save keeps focus in the dialog and marks each empty field', async ({ page }) => {
  const screen = new ConventionNotesPage(page);
  await screen.app.signUpThroughApi(newMember());
  await screen.goto();
  await screen.openNew();
  await screen.fill({ title: NOTE.title });
  await screen.editor.getByRole('button', { name: 'Save Note' }).click();

  const speaker = screen.field('Speaker');
  await expect(speaker).toBeFocused();
  await expect(speaker).toHaveAttribute('aria-invalid', 'true');
  await expect(speaker).toHaveAccessibleDescription('Speaker is required');
  await expect(screen.field('Content')).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.field('Content')).toHaveAccessibleDescription('Content is required');
  await expect(screen.field('Title')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(screen.editor).toContainText('Date is required');
  await expect(screen.editor).toContainText('Session is required');
  await expectNoAxeViolations(page);

  // Filling a field clears its message; the others keep theirs.
  await speaker.fill(NOTE.speaker);
  await expect(speaker).not.toHaveAttribute('aria-invalid', 'true');
  await expect(screen.field('Content')).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.press('Escape');
  await expect(screen.editor).toBeHidden();
  await expect(screen.emptyState).toBeVisible();
});

test('Regional Convention Notes speaks Spanish with ?lng=es', async ({ page }) => {
  const screen = new ConventionNotesPage(page);
  await screen.app.signUpAndOpen(newMember(), '/convention-notes?lng=es');
  await expect(page.getByRole('heading', { name: 'Notas de la asamblea regional', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Todavía no hay notas de la asamblea' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir nota', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Añadir nota de la asamblea' });
  await expect(editor.getByRole('status')).toHaveText('Los borradores se guardan solos');
  await editor.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(editor.getByLabel('Título', { exact: true })).toHaveAccessibleDescription('El título es obligatorio');
  await editor.getByLabel('Título', { exact: true }).fill(NOTE.title);
  await editor.getByLabel('Orador', { exact: true }).fill(NOTE.speaker);
  await editor.getByLabel('Fecha', { exact: true }).fill(NOTE.date);
  await editor.getByRole('button', { name: /Sesión/ }).click();
  await page.getByRole('option', { name: 'Viernes por la mañana', exact: true }).click();
  await editor.getByLabel('Textos bíblicos (opcional)').fill(NOTE.scriptures);
  await editor.getByLabel('Contenido', { exact: true }).fill(NOTE.content);
  await editor.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(page.getByText('Nota de la asamblea añadida')).toBeVisible();

  const card = page.getByRole('listitem', { name: NOTE.title, exact: true });
  await expect(card).toContainText('Orador: Brother Adams');
  await expect(card).toContainText('Viernes por la mañana');
  // The day of the talk in Spanish, and still that day whatever the time zone.
  await expect(card.locator('time')).toHaveText(/^11 jul\.? 2025$/);
  await expect(page.getByRole('complementary', { name: 'Textos bíblicos citados' }).getByRole('listitem')).toHaveText([
    'Hebrews 12:1, 2',
    'Philippians 3:14',
  ]);
});

// Right to left (the ar-XB pseudo-locale: English text, mirrored layout): the heading starts at the
// right edge and the header's buttons sit to its left, as the logical CSS properties lay them out.
test('Regional Convention Notes mirrors its layout right to left', async ({ page }) => {
  await page.goto('/convention-notes?lng=ar-XB');
  const heading = page.getByRole('heading', { name: 'Regional Convention Notes', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const home = page.getByRole('main').getByRole('link', { name: 'Home', exact: true });
  const [h, link] = [await heading.boundingBox(), await home.boundingBox()];
  expect(h && link && link.x + link.width <= h.x).toBe(true);
});
