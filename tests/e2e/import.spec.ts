// "Import my data" in the account dialog's Settings tab (docs/product/export.md, "Import"): a member
// downloads their export, a second member imports it after seeing the preview, then imports it
// again and sees nothing new; the section passes axe with a preview and a result on screen, in the
// light and dark themes.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { expectNoAxeViolationsInBothThemes } from './pages/axe.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

class MyDataSections {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  get download() {
    return this.app.dialog.getByRole('region', { name: 'Download my data' });
  }
  get import() {
    return this.app.dialog.getByRole('region', { name: 'Import my data' });
  }
  get areas() {
    return this.import.getByRole('table', { name: 'Records by area' });
  }
  get notImported() {
    return this.import.getByRole('table', { name: 'Not imported' });
  }

  async open() {
    await this.app.openAccount();
    await this.app.dialog.getByRole('tab', { name: 'Settings' }).click();
    await expect(this.import).toBeVisible();
  }

  /** Follows "All my data (JSON)" and answers the saved file as a file to choose. */
  async downloadAll(): Promise<ChosenFile> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.download.getByRole('link', { name: 'All my data (JSON)' }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.concat(chunks) };
  }

  /** Chooses `file` through the browser's file chooser, as a member picks it. */
  async choose(file: ChosenFile) {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.import.getByRole('button', { name: 'Choose a file' }).click()]);
    await chooser.setFiles(file);
    await expect(this.areas).toBeVisible();
  }

  /** The numbers of an area's row: in the file, new (or added), already here, refused. */
  row(area: string) {
    return this.areas.getByRole('row', { name: new RegExp(`^${area}\\b`) });
  }
}

async function signedUp(page: Page) {
  const sections = new MyDataSections(page);
  const member = newMember();
  await sections.app.signUpAndOpen(member);
  return { sections, member };
}

const expectNoViolations = (page: Page) => expectNoAxeViolationsInBothThemes(page, { include: '[role="dialog"] section' });

test("a new account imports another member's export after the preview, and a second import adds nothing", async ({ browser }) => {
  // The first member, in a context of their own: their records come in through the app's REST
  // paths with the browser's session, then the file is downloaded from the section.
  const firstContext = await browser.newContext();
  const first = await signedUp(await firstContext.newPage());
  const request = first.sections.page.request;
  expect((await request.post('/api/notes', { data: { title: 'Return visit, Señora Peña', content: 'Left the brochure', category: 'General' } })).status()).toBe(201);
  expect((await request.post('/api/calendar-events', { data: { title: 'Cart witnessing', date: '2026-02-28', time: '09:30', type: 'field-service' } })).status()).toBe(201);
  await first.sections.open();
  const file = await first.sections.downloadAll();
  await firstContext.close();

  const secondContext = await browser.newContext();
  const { sections } = await signedUp(await secondContext.newPage());
  await sections.open();
  // Offline the section says a connection is needed, and no file can be chosen until it is back.
  await secondContext.setOffline(true);
  await expect(sections.import).toContainText('Importing needs a connection.');
  await expect(sections.import.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  await secondContext.setOffline(false);
  await expect(sections.import.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  await sections.choose(file);
  await expect(sections.import.getByRole('status')).toHaveText('2 records would be added. Nothing is saved until you choose Import.');
  await expect(sections.import).toContainText(`exported by ${JSON.parse(file.buffer.toString('utf8')).member.username}`);
  await expect(sections.row('Notes').getByRole('cell')).toHaveText(['1', '1', '0', '0']);
  await expect(sections.row('Calendar events').getByRole('cell')).toHaveText(['1', '1', '0', '0']);
  await expect(sections.notImported.getByRole('row', { name: /^Profile/ })).toContainText('Settings of the account itself');

  await sections.import.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(sections.import.getByRole('status')).toHaveText('Imported: 2 records were added. The screens show the imported records when you open them.');
  await expect(sections.areas.getByRole('columnheader', { name: 'Added' })).toBeVisible();
  await sections.import.getByRole('button', { name: 'Done' }).click();
  await expect(sections.import.getByRole('button', { name: 'Choose a file' })).toBeFocused();

  // The same file again: everything is already here, and importing it adds nothing.
  await sections.choose(file);
  await expect(sections.import.getByRole('status')).toHaveText('0 records would be added. Nothing is saved until you choose Import.');
  await expect(sections.row('Notes').getByRole('cell')).toHaveText(['1', '0', '1', '0']);
  await sections.import.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(sections.import.getByRole('status')).toHaveText('Imported: 0 records were added. The screens show the imported records when you open them.');
  await expect(sections.row('Calendar events').getByRole('cell')).toHaveText(['1', '0', '1', '0']);

  const notes = await sections.page.request.get('/api/notes');
  expect((await notes.json()).map((n: { title: string }) => n.title)).toEqual(['Return visit, Señora Peña']);
  await secondContext.close();
});

/** The backup of Organized the API tests use, written by hand from Organized's definition of its backup. */
const organizedBackup: ChosenFile = {
  name: 'Organized-backup-2024-11-03T18:42:10.json',
  mimeType: 'application/json',
  buffer: readFileSync(new URL('../../api/src/modules/export/fixtures/organized-backup.json', import.meta.url)),
};

test('a backup of Organized comes in through the screen, and a second import adds nothing', async ({ page }) => {
  const { sections } = await signedUp(page);
  await sections.open();
  await sections.choose(organizedBackup);
  await expect(sections.import.getByRole('status')).toHaveText('8 records would be added. Nothing is saved until you choose Import.');
  await expect(sections.import).toContainText(`${organizedBackup.name}: a backup of Organized from`);
  await expect(sections.row('Report: time entries').getByRole('cell')).toHaveText(['7', '5', '0', '2']);
  await expect(sections.row('Report: months').getByRole('cell')).toHaveText(['2', '2', '0', '0']);
  await expect(sections.import.getByRole('listitem')).toHaveText([
    'Report: time entries: Date must be a real calendar date written as YYYY-MM-DD (1 record)',
    'Report: time entries: Time must be from 1 minute to 24 hours (1 record)',
  ]);
  await expect(sections.notImported.getByRole('row', { name: /^user_bible_studies/ })).toContainText('This app has no place for them');
  await expect(sections.notImported.getByRole('row', { name: /^persons/ })).toContainText('Records of the congregation');

  await sections.import.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(sections.import.getByRole('status')).toHaveText('Imported: 8 records were added. The screens show the imported records when you open them.');
  await sections.import.getByRole('button', { name: 'Done' }).click();

  await sections.choose(organizedBackup);
  await expect(sections.import.getByRole('status')).toHaveText('0 records would be added. Nothing is saved until you choose Import.');
  await expect(sections.row('Report: time entries').getByRole('cell')).toHaveText(['7', '0', '5', '2']);
  await sections.import.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(sections.import.getByRole('status')).toContainText('Imported: 0 records were added.');
  // October's four entries came in once: the day's two, the day's credit and the month's own hour.
  const october = await page.request.get('/api/report/2024-10');
  expect(((await october.json()) as { entries: { date: string }[] }).entries.map((e) => e.date).sort()).toEqual(['2024-10-01', '2024-10-05', '2024-10-12', '2024-10-12']);
});

test('a Spanish member reads why records were refused in Spanish', async ({ page }) => {
  const { sections } = await signedUp(page);
  await sections.app.goto('/?lng=es');
  await sections.app.header.getByRole('button', { name: /^Cuenta/ }).click();
  await sections.app.dialog.getByRole('tab', { name: 'Ajustes' }).click();
  const section = sections.app.dialog.getByRole('region', { name: 'Importar mis datos' });
  const choose = async (file: ChosenFile) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), section.getByRole('button', { name: 'Elegir un archivo' }).click()]);
    await chooser.setFiles(file);
    await expect(section.getByRole('table', { name: 'Registros por área' })).toBeVisible();
  };
  await choose(organizedBackup);
  await expect(section.getByRole('listitem')).toHaveText([
    'Informe: registros de tiempo: La fecha debe ser una fecha real escrita como AAAA-MM-DD (1 registro)',
    'Informe: registros de tiempo: El tiempo debe ser de 1 minuto a 24 horas (1 registro)',
  ]);
  await section.getByRole('button', { name: 'Cancelar' }).click();
  // A text field's reason names the field in Spanish too, with its limit.
  const file = {
    exportedAt: '2026-11-01T10:00:00.000Z',
    member: { id: 424242, username: 'elsewhere' },
    areas: { notes: [{ id: 2, title: 'x'.repeat(201), content: 'Too long a title', category: 'General' }] },
  };
  await choose({ name: 'ministry-companion-export-2026-11-01.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(section.getByRole('listitem')).toHaveText('Notas: Título: como máximo 200 caracteres (1 registro)');
});

test('the Import my data section passes axe with a preview and a result (light and dark)', async ({ page }) => {
  const { sections } = await signedUp(page);
  await sections.open();
  await expectNoViolations(page);
  // A file with a refused record and an area that is not imported, so every part is on screen.
  const file = {
    exportedAt: '2026-11-01T10:00:00.000Z',
    member: { id: 424242, username: 'elsewhere' },
    areas: {
      profile: { username: 'elsewhere' },
      notes: [
        { id: 1, title: 'From the other server', content: 'Kept', category: 'General' },
        { id: 2, title: 'x'.repeat(201), content: 'Too long a title', category: 'General' },
      ],
    },
  };
  await sections.choose({ name: 'ministry-companion-export-2026-11-01.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(sections.import.getByRole('listitem')).toHaveText('Notes: Title must be at most 200 characters (1 record)');
  await expectNoViolations(page);
  await sections.import.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(sections.import.getByRole('status')).toContainText('Imported: 1 record was added.');
  await expectNoViolations(page);
});
