// Bible Verses and Scriptures Explained (docs/product/scriptures.md): a member adds verses
// (favourites marked), edits one, deletes them after a confirmation and sees the empty state;
// /scriptures-simple is the same screen; Scriptures Explained opens the study resources in a new
// tab. Each screen passes an axe scan with its content shown, and speaks Spanish with ?lng=es
// (docs/product/scriptures.md).
import { expect, test } from '@playwright/test';
import { newMember } from './pages/app.ts';
import { ScripturesPage } from './pages/scriptures.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { fitProblems } from './pages/fits.ts';

const REQUIRED = 'Please fill in both reference and text fields.';

test('a member adds, edits and deletes scriptures', async ({ page }) => {
  const screen = new ScripturesPage(page);
  await screen.app.signUpThroughApi(newMember());
  await screen.goto();
  await expect(screen.emptyState).toBeVisible();

  // Reference and text are both required; nothing is added without them. The message stands
  // beside the field in error, focus moves there, and it is not repeated in a toast.
  await screen.fill({ reference: 'John 3:16', text: '   ' });
  await screen.form.getByRole('button', { name: 'Add Scripture' }).click();
  const text = screen.form.getByLabel('Text', { exact: true });
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toBeFocused();
  await expect(text).toHaveAccessibleDescription(REQUIRED);
  await expect(screen.form.getByLabel('Reference')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REQUIRED)).toHaveCount(1); // beside the field, not again in a toast
  await expectNoAxeViolations(page);
  // The dialog stays open with what was typed.
  await expect(screen.form.getByLabel('Reference')).toHaveValue('John 3:16');
  // Typing in the field clears its message.
  await text.fill('For God loved the world');
  await expect(text).not.toHaveAttribute('aria-invalid', 'true');
  await text.fill('');

  await screen.add({
    reference: 'John 3:16',
    text: 'For God loved the world so much that he gave his only-begotten Son.',
    notes: 'God’s love',
    favorite: true,
  });
  await screen.add({ reference: 'Psalm 83:18', text: 'May people know that you, whose name is Jehovah…' });

  // Newest first; only the favourite is marked.
  await expect(screen.items.getByRole('heading')).toHaveText(['Psalm 83:18', 'John 3:16']);
  await expect(screen.item('John 3:16')).toContainText('Favorite');
  await expect(screen.item('John 3:16')).toContainText('God’s love');
  await expect(screen.item('Psalm 83:18')).not.toContainText('Favorite');
  // Delete is an icon, lighter than Edit.
  await expect(screen.item('John 3:16').getByRole('button', { name: 'Delete John 3:16' })).toHaveText('');

  await expectNoAxeViolations(page);

  // On a phone the member's verses come first, with no form on the page: Add a verse opens it
  // in a dialog that fits the screen, Reference focused; Cancel closes it with nothing added.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(screen.item('Psalm 83:18')).toBeInViewport();
  await expect(screen.form).toHaveCount(0);
  await screen.openAdd();
  await expect(screen.form.getByLabel('Reference')).toBeFocused();
  await expect(screen.form.getByRole('button', { name: 'Add Scripture' })).toBeInViewport();
  expect(await fitProblems(page)).toEqual([]);
  await screen.form.getByRole('button', { name: 'Cancel' }).click();
  await expect(screen.form).toHaveCount(0);
  await expect(screen.items).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Edit: the form takes the verse, and Update Scripture saves the change.
  await screen.item('Psalm 83:18').getByRole('button', { name: 'Edit Psalm 83:18' }).click();
  await expect(screen.form).toHaveAccessibleName('Edit Scripture');
  await expect(screen.form.getByLabel('Reference')).toHaveValue('Psalm 83:18');
  await screen.fill({ text: 'That people may know that you, whose name is Jehovah, you alone are the Most High.', favorite: true });
  await screen.form.getByRole('button', { name: 'Update Scripture' }).click();
  await expect(screen.app.toastRegion).toContainText('Scripture updated');
  await expect(screen.item('Psalm 83:18')).toContainText('you alone are the Most High');
  await expect(screen.item('Psalm 83:18')).toContainText('Favorite');
  await expect(screen.form).toHaveCount(0);

  // /scriptures-simple is the same screen, with the saved verses.
  await screen.goto('/scriptures-simple');
  await expect(screen.item('Psalm 83:18')).toContainText('you alone are the Most High');
  await expect(screen.item('John 3:16')).toBeVisible();

  await screen.delete('John 3:16');
  await expect(screen.app.toastRegion).toContainText('Scripture deleted');
  await screen.delete('Psalm 83:18');
  await expect(screen.emptyState).toBeVisible();
  await page.reload();
  await expect(screen.emptyState).toBeVisible();
});

test('Scriptures Explained opens each study resource in a new tab and leads back', async ({ page }) => {
  const screen = new ScripturesPage(page);
  await screen.app.goto('/scriptures');
  await page.getByRole('link', { name: 'Scriptures Explained' }).click();
  await expect(page).toHaveURL(/\/scriptures-explained$/);
  await expect(page.getByRole('heading', { name: 'Scriptures Explained', level: 1 })).toBeVisible();

  const resources = {
    'Scripture Explanations': /^https:\/\/www\.jw\.org\/en\//,
    'Online Bible': /^https:\/\/www\.jw\.org\/en\/library\/bible\/$/,
    'Study Bible': /^https:\/\/wol\.jw\.org\/en\/wol\/binav\/r1\/lp-e$/,
  };
  for (const [label, href] of Object.entries(resources)) {
    const link = page.getByRole('link', { name: `${label} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Back to Bible Verses/ }).click();
  await expect(page).toHaveURL(/\/scriptures$/);
});

test('a visitor is asked to sign in', async ({ page }) => {
  const screen = new ScripturesPage(page);
  await screen.goto();
  await expect(page.getByRole('heading', { name: 'Sign in to keep your Bible verses' })).toBeVisible();
  await expect(screen.form).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(screen.app.dialog).toBeVisible();
});

// docs/product/scriptures.md: the scripture list is kept 10 s. Coming back sooner shows it without asking
// the server; coming back later asks again. The page's clock is moved, not waited for.
test('the scripture list is fetched again only after 10 seconds', async ({ page }) => {
  const screen = new ScripturesPage(page);
  await page.clock.install();
  await screen.app.signUpAndOpen(newMember());
  // In-app navigation (the router's own history), so the page and its store stay loaded.
  const visit = async (path: string) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  };
  // The page's code loads on its first visit, before the clock stops: React waits for code on the
  // page's clock, which would stand still too.
  await visit('/scriptures');
  await expect(screen.emptyState).toBeVisible({ timeout: 60_000 });
  await visit('/');
  // The clock stands still from here, so only fastForward moves it: on a busy machine the real
  // seconds between two visits would otherwise add to the 5 s and cross the 10 s line. The jump
  // makes the list read above older than 10 s.
  await page.clock.pauseAt(Date.now() + 60_000);
  let fetches = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('ScripturesPageQuery')) fetches += 1;
  });

  await visit('/scriptures');
  // The first answer may be slow on a loaded machine; the clock standing still does not mind.
  await expect(screen.emptyState).toBeVisible({ timeout: 60_000 });
  expect(fetches).toBe(1);

  await visit('/');
  await page.clock.fastForward(5_000);
  await visit('/scriptures');
  await expect(screen.emptyState).toBeVisible();
  // Counted after the next navigation, so that a request the visit made has surely been seen.
  await visit('/');
  expect(fetches).toBe(1);

  await page.clock.fastForward(6_000);
  await visit('/scriptures');
  await expect.poll(() => fetches).toBe(2);
});

test('Bible Verses and Scriptures Explained speak Spanish with ?lng=es', async ({ page }) => {
  const screen = new ScripturesPage(page);
  await screen.app.signUpAndOpen(newMember(), '/scriptures?lng=es');
  await expect(page.getByRole('heading', { name: 'Versículos bíblicos', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Todavía no hay versículos' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir un versículo' }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: 'Añadir un versículo' });
  await form.getByRole('button', { name: 'Añadir versículo' }).click();
  await expect(form.getByLabel('Referencia')).toHaveAccessibleDescription('Rellena la referencia y el texto.');
  await form.getByLabel('Referencia').fill('Juan 3:16');
  await form.getByLabel('Texto', { exact: true }).fill('Porque Dios amó tanto al mundo…');
  await form.getByText('Favorito', { exact: true }).click();
  await form.getByRole('button', { name: 'Añadir versículo' }).click();
  await expect(page.getByText('Versículo añadido')).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Juan 3:16', exact: true });
  await expect(item).toContainText('Favorito');
  await expect(item.getByRole('button', { name: 'Editar Juan 3:16' })).toBeVisible();

  await page.getByRole('link', { name: 'Textos bíblicos explicados' }).click();
  await expect(page.getByRole('heading', { name: 'Textos bíblicos explicados', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'La Biblia en línea (se abre en una pestaña nueva)' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Volver a Versículos bíblicos/ })).toBeVisible();
});
