// Householder records kept for the admin's period (docs/product/privacy.md): a member whose
// householder note and return-visit house were last changed almost 24 months ago sees, on Notes and
// on Territories, that they will be cleared and on which day; saving a change keeps the note, and
// the notices pass an axe scan. The records are made through the app's REST path and then aged in
// the server's database, as two years would leave them.
import { expect, test } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { inServerDatabase } from './pages/database.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

test.describe.configure({ timeout: 180_000 });

/** The day `days` from today, and the instant 24 months before it, as the server stores it. */
function lastChangedFor(days: number) {
  const goes = new Date(Date.now() + days * 86_400_000);
  const changed = new Date(Date.UTC(goes.getUTCFullYear() - 2, goes.getUTCMonth(), goes.getUTCDate(), 12));
  return { goes: goes.toISOString().slice(0, 10), changed: changed.toISOString().replace('Z', '+00:00'), changedDay: changed.toISOString().slice(0, 10) };
}

const longDate = (day: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test('a member sees which householder records will be cleared and when, and keeps a note by saving it', async ({ page }) => {
  const username = `ret${Date.now().toString(36)}`;
  const signUp = await page.request.post('/api/users', {
    headers: API_HEADERS,
    data: { username, password: 'correct horse battery', fullName: 'Rita Ross', phoneNumber: '+1 910 555 0190', address: '4 Elm Road', email: null, groupNumber: 0 },
  });
  expect(signUp.status()).toBe(201);
  const { id } = (await signUp.json()) as { id: number };
  expect((await page.request.put(`/api/users/${id}`, { headers: API_HEADERS, data: { isFirstLogin: false, setupCompleted: true } })).status()).toBe(200);
  const note = await page.request.post('/api/notes', { headers: API_HEADERS, data: { title: 'Mrs Lee', content: 'Likes Psalm 23', householderName: 'Mrs Lee' } });
  expect(note.status()).toBe(201);
  const plain = await page.request.post('/api/notes', { headers: API_HEADERS, data: { title: 'Meeting parts', content: 'Bring the Bible' } });
  expect(plain.status()).toBe(201);
  const territory = await page.request.post('/api/territories', { headers: API_HEADERS, data: { territoryNumber: 'T-7', name: 'Oak Street' } });
  expect(territory.status()).toBe(201);

  const noteAge = lastChangedFor(10);
  const houseAge = lastChangedFor(25);
  inServerDatabase(username, (db, userId) => {
    db.prepare('UPDATE "Note" SET "updatedAt" = ? WHERE "userId" = ?').run(noteAge.changed, userId);
    const { id: territoryId } = db.prepare('SELECT "id" FROM "Territory" WHERE "userId" = ?').get(userId) as { id: number };
    db.prepare(
      `INSERT INTO "TerritoryHouse" ("territoryId", "address", "status", "lastCallDate", "nextVisitDate", "notes", "createdAt", "updatedAt")
       VALUES (?, '1 Oak Street', 'return_visit', ?, NULL, 'Ana, likes the Psalms', ?, ?)`,
    ).run(territoryId, houseAge.changedDay, houseAge.changed, houseAge.changed);
  });

  await page.goto('/notes');
  const notesNotice = page.getByRole('region', { name: '1 householder note will be cleared' });
  await expect(notesNotice).toBeVisible();
  // Only the note that names a householder: the member's own notes are theirs to keep.
  await expect(notesNotice.getByRole('listitem')).toHaveText([`Mrs Lee: on ${longDate(noteAge.goes)}`]);
  await expect(notesNotice).toContainText('kept for 24 months after their last change');
  await expectNoAxeViolations(page, { include: 'main' });

  await page.goto('/territories');
  const housesNotice = page.getByRole('region', { name: '1 house will be cleared' });
  await expect(housesNotice.getByRole('listitem')).toHaveText([`1 Oak Street (T-7 Oak Street): on ${longDate(houseAge.goes)}`]);
  await expectNoAxeViolations(page, { include: 'main' });

  // A change saved to the note starts its period again: the notice is gone.
  const noteId = ((await note.json()) as { id: number }).id;
  expect((await page.request.put(`/api/notes/${noteId}`, { headers: API_HEADERS, data: { title: 'Mrs Lee', content: 'Likes Psalm 23 and 91', householderName: 'Mrs Lee' } })).status()).toBe(200);
  await page.goto('/notes');
  await expect(page.getByRole('heading', { name: 'Personal Notes' })).toBeVisible();
  await expect(page.getByRole('region', { name: /householder note/ })).toHaveCount(0);
});
