// "Download my data" in the account dialog's Settings tab (docs/product/export.md): a member with a
// note downloads all their data as JSON and one area as CSV from the browser, with their session,
// and the section passes an axe scan.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

class DownloadMyData {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  get section() {
    return this.app.dialog.getByRole('region', { name: 'Download my data' });
  }

  async open() {
    await this.app.openAccount();
    await this.app.dialog.getByRole('tab', { name: 'Settings' }).click();
    await expect(this.section).toBeVisible();
  }

  /** Follows a download link and answers the saved file's name and text (the BOM kept). */
  async download(name: string | RegExp) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.section.getByRole('link', { name }).click()]);
    const path = await download.path();
    return { filename: download.suggestedFilename(), bytes: await readFile(path) };
  }
}

test('a member downloads all their data as JSON and their notes as CSV', async ({ page }) => {
  const exporter = new DownloadMyData(page);
  const member = newMember();
  await exporter.app.signUpAndOpen(member);
  // The note comes in through the app's own REST path, with the browser's session.
  const created = await page.request.post('/api/notes', { data: { title: 'Return visit, Señora Peña', content: 'Left the brochure', category: 'General' } });
  expect(created.status()).toBe(201);

  await exporter.open();
  const json = await exporter.download('All my data (JSON)');
  expect(json.filename).toMatch(/^ministry-companion-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(json.bytes.toString('utf8'));
  expect(file.member.username).toBe(member.username);
  expect(file.areas.profile).toMatchObject({ username: member.username, fullName: member.fullName });
  expect(file.areas.profile).not.toHaveProperty('passwordHash');
  expect(file.areas.notes).toEqual([expect.objectContaining({ title: 'Return visit, Señora Peña', content: 'Left the brochure' })]);

  // The area for the CSV is a labelled choice; the link follows it.
  await exporter.section.getByRole('button', { name: /Area for a spreadsheet \(CSV\)/ }).click();
  await page.getByRole('option', { name: 'Notes', exact: true }).click();
  const csv = await exporter.download('Download Notes (CSV)');
  expect(csv.filename).toMatch(/^ministry-companion-notes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('ID,Title,Content,Category,Householder,Address,Time contacted,Literature left,Created,Last changed');
  expect(text).toContain('"Return visit, Señora Peña",Left the brochure,General');
});

test('the Download my data section passes axe (WCAG 2.2 AA)', async ({ page }) => {
  const exporter = new DownloadMyData(page);
  await exporter.app.signUpAndOpen(newMember());
  await exporter.open();
  await expect(exporter.section.getByRole('link', { name: 'All my data (JSON)' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"] section' });
});
