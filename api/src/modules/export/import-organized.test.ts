// A backup file of Organized brought in (docs/product/export.md, "A backup of Organized"): the
// fixture is written by hand from the app's own definitions of its backup (name, exported, version,
// data.user_field_service_reports of daily and monthly records). The preview writes nothing, the
// import writes what the preview counted under the signed-in member only, a second import adds
// nothing, and a backup not written as Organized writes one is a 400 that changes nothing. Rows
// are counted before and after, so "nothing written" is proven, not assumed from the status.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import type { ImportSummary } from './import.ts';
import { ORGANIZED_MESSAGES } from './import-organized.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const backup = readFileSync(new URL('./fixtures/organized-backup.json', import.meta.url), 'utf8');

const post = (client: Client, path: '/api/import/preview' | '/api/import', body: string) =>
  t.app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: client.cookie }, body }));

async function summaryOf(client: Client, path: '/api/import/preview' | '/api/import', body = backup) {
  const response = await post(client, path, body);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportSummary;
}

const countOf = (summary: ImportSummary, area: string) => summary.areas.find((a) => a.area === area);

async function rowsOf(userId: number) {
  const [entries, months, notes] = await Promise.all([
    t.db.serviceEntry.findMany({ where: { userId }, orderBy: [{ date: 'asc' }, { credit: 'asc' }], select: { date: true, minutes: true, credit: true, note: true } }),
    t.db.serviceMonth.findMany({ where: { userId }, orderBy: { month: 'asc' }, select: { month: true, bibleStudies: true, participated: true, sentAt: true } }),
    t.db.note.findMany({ where: { userId }, select: { title: true, content: true } }),
  ]);
  return { entries, months, notes };
}

const allRows = () => Promise.all([t.db.serviceEntry.count(), t.db.serviceMonth.count(), t.db.note.count(), t.db.returnVisit.count()]);

describe('a backup of Organized', () => {
  test('preview, import, import again: the reports come in once, refused days with their reason', async () => {
    const me = await signedInMember(t);
    const before = await allRows();

    const preview = await summaryOf(me.client, '/api/import/preview');
    expect(await allRows()).toEqual(before);
    expect(preview.imported).toBe(false);
    expect(preview.source).toEqual({ format: 'organized', username: '', exportedAt: '2024-11-03T18:42:10.512Z', sameAccount: false });
    expect(countOf(preview, 'reportEntries')).toEqual({
      area: 'reportEntries',
      inFile: 7,
      new: 5,
      present: 0,
      refused: 2,
      refusals: [
        { message: 'Date must be a real calendar date written as YYYY-MM-DD', key: 'date', values: {}, count: 1 },
        { message: 'Time must be from 1 minute to 24 hours', key: 'duration', values: {}, count: 1 },
      ],
    });
    expect(countOf(preview, 'reportMonths')).toMatchObject({ inFile: 2, new: 2, refused: 0 });
    expect(countOf(preview, 'notes')).toMatchObject({ inFile: 1, new: 1 });
    expect(preview.notImported).toEqual([
      { area: 'assignments', inFile: 1, reason: 'congregation' },
      { area: 'app_settings', inFile: 1, reason: 'account' },
      { area: 'persons', inFile: 1, reason: 'congregation' },
      { area: 'sched', inFile: 0, reason: 'congregation' },
      { area: 'sources', inFile: 0, reason: 'congregation' },
      { area: 'week_type', inFile: 1, reason: 'congregation' },
      { area: 'user_bible_studies', inFile: 1, reason: 'noPlace' },
    ]);

    const imported = await summaryOf(me.client, '/api/import');
    expect(imported).toEqual({ ...preview, imported: true });
    expect(await rowsOf(me.user.id)).toEqual({
      entries: [
        { date: '2024-09-01', minutes: 720, credit: false, note: null },
        { date: '2024-10-01', minutes: 60, credit: false, note: null },
        { date: '2024-10-05', minutes: 150, credit: false, note: null },
        { date: '2024-10-12', minutes: 75, credit: false, note: null },
        { date: '2024-10-12', minutes: 60, credit: true, note: null },
      ],
      months: [
        { month: '2024-09', bibleStudies: 3, participated: true, sentAt: new Date('2024-10-01T08:00:00.000Z') },
        { month: '2024-10', bibleStudies: 2, participated: true, sentAt: new Date('2024-11-01T08:30:00.000Z') },
      ],
      notes: [{ title: '2024-10', content: 'Cart witnessing at the station' }],
    });
    const [entriesBefore, monthsBefore, notesBefore, visitsBefore] = before;
    expect(await allRows()).toEqual([entriesBefore! + 5, monthsBefore! + 2, notesBefore! + 1, visitsBefore]);

    const [event] = await t.db.auditEvent.findMany({ where: { action: 'data-imported', actorId: me.user.id } });
    expect(event).toMatchObject({ actorName: me.user.username, detail: 'format: organized, added/here/refused: notes 1/0/0, reportEntries 5/0/2, reportMonths 2/0/0' });

    const again = await summaryOf(me.client, '/api/import');
    expect(countOf(again, 'reportEntries')).toMatchObject({ new: 0, present: 5, refused: 2 });
    expect(countOf(again, 'reportMonths')).toMatchObject({ new: 0, present: 2 });
    expect(countOf(again, 'notes')).toMatchObject({ new: 0, present: 1 });
    expect(await allRows()).toEqual([entriesBefore! + 5, monthsBefore! + 2, notesBefore! + 1, visitsBefore]);
  });

  test.each([
    ['its reports are not a list', { name: 'Organized', exported: '2024-11-03T18:42:10.512Z', version: '3.0.0', data: { user_field_service_reports: { report_date: '2024/10' } } }],
    ['its data is not an object', { name: 'Organized', exported: '2024-11-03T18:42:10.512Z', version: '3.0.0', data: [] }],
    ['it has no date of export', { name: 'Organized', version: '3.0.0', data: { user_field_service_reports: [] } }],
  ])('answers 400 when %s, and changes nothing', async (_, file) => {
    const me = await signedInMember(t);
    const before = await allRows();
    for (const path of ['/api/import/preview', '/api/import'] as const) {
      const response = await post(me.client, path, JSON.stringify(file));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ message: ORGANIZED_MESSAGES.shape, code: 'VALIDATION' });
    }
    expect(await allRows()).toEqual(before);
    expect(await t.db.auditEvent.count({ where: { action: 'data-imported', actorId: me.user.id } })).toBe(0);
  });
});
