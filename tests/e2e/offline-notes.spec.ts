// Notes written with no network (docs/product/offline.md):
// kept on the device, replayed when the browser is online again, delivered once.
import { expect, test } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { newMember } from './pages/app.ts';
import { NotesPage } from './pages/notes.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

test('a note saved offline waits on the device and reaches the server once when back online', async ({ page, context }) => {
  const notes = new NotesPage(page);
  await notes.app.signUpThroughApi(newMember());
  await notes.goto();
  await notes.addNote({ title: 'Online note', content: 'Written with a signal' });

  await context.setOffline(true);
  await notes.openNew();
  await notes.fill({ title: 'Porch call on Elm Street', content: 'Left the brochure; return Thursday' });
  await notes.editor.getByRole('button', { name: 'Save Note' }).click();
  await expect(notes.app.toastRegion).toContainText('Note saved offline');
  await expect(notes.editor).toBeHidden();
  const waiting = page.getByRole('region', { name: 'Waiting to sync' });
  await expect(waiting).toContainText('Porch call on Elm Street');
  await expect(waiting).toContainText('Saved offline');

  await context.setOffline(false);
  await expect(notes.card('Porch call on Elm Street')).toBeVisible();
  await expect(waiting).toBeHidden();

  // Exactly one note reached the server, even if the replay had been delivered twice.
  const answer = await page.request.post('/graphql', {
    headers: API_HEADERS,
    data: { query: '{ viewer { notes(first: 20) { edges { node { title } } } } }' },
  });
  const titles = ((await answer.json()).data.viewer.notes.edges as { node: { title: string } }[]).map((e) => e.node.title);
  expect(titles.filter((t) => t === 'Porch call on Elm Street')).toHaveLength(1);
});
