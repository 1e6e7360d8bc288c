// POST /api/import/preview and POST /api/import (docs/product/export.md, "Import"): a file of
// "Download my data" brought into a new account gives the same records; a second import, or an
// import of one's own file, creates nothing; the preview writes nothing; a file that is not an
// export is a 400 that changes nothing; ids of the file never reach another member's rows; a
// refused record is counted with its reason while the others go in. Rows are counted table by
// table before and after, so "nothing written" is proven, not assumed from the status.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { FILE_MESSAGES, IMPORT_AREAS, MAX_IMPORT_BYTES, type ImportSummary } from './import.ts';
import { IMPORT_MESSAGES, RECORD_MESSAGES } from './import-rules.ts';
import { seedEverything } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ExportFile = { exportedAt: string; member: { id: number; username: string }; areas: Record<string, unknown> };

async function exportOf(client: Client): Promise<ExportFile> {
  const res = await client.rest('GET', '/api/export');
  expect(res.status).toBe(200);
  return res.body as ExportFile;
}

const post = (client: Client, path: '/api/import/preview' | '/api/import', file: unknown, headers: Record<string, string> = {}) =>
  client.rest<ImportSummary & { message?: string }>('POST', path, file, headers);

/** Every row of every table a member's import may write, counted: a write anywhere shows. */
async function rowCounts() {
  const db = t.db;
  return Object.fromEntries(
    await Promise.all(
      Object.entries({
        note: db.note,
        hlcContact: db.hlcContact,
        pvgContact: db.pvgContact,
        calendarEvent: db.calendarEvent,
        scripture: db.scripture,
        video: db.video,
        conventionNote: db.conventionNote,
        transcript: db.transcript,
        serviceEntry: db.serviceEntry,
        serviceMonth: db.serviceMonth,
        territory: db.territory,
        territoryHouse: db.territoryHouse,
        territoryCall: db.territoryCall,
        returnVisit: db.returnVisit,
        returnVisitCall: db.returnVisitCall,
      }).map(async ([name, table]) => [name, await (table as { count(): Promise<number> }).count()] as const),
    ),
  );
}

/**
 * A member with a record in every area. The seeded event type and call status are not ones the
 * screens write today: they are set to ones they do, so every record of the file is one the
 * import takes; the own-file test keeps the seeded ones on purpose.
 */
async function memberWithEverything(marker: string, { asTheScreensWrite = true } = {}) {
  const member = await signedInMember(t, { isConductor: true });
  await seedEverything(t.db, member.user.id, marker);
  if (asTheScreensWrite) {
    await t.db.territoryCall.updateMany({ where: { territory: { userId: member.user.id } }, data: { status: 'home' } });
    await t.db.calendarEvent.updateMany({ where: { userId: member.user.id }, data: { type: 'field-service' } });
  }
  // The return visit is linked to the member's note as well as to the territory's house.
  const note = await t.db.note.findFirstOrThrow({ where: { userId: member.user.id, title: `Note ${marker}` } });
  await t.db.returnVisit.updateMany({ where: { userId: member.user.id }, data: { noteId: note.id } });
  return member;
}

/** An area's records without what a new account numbers and dates anew (links are checked apart). */
const comparable = (rows: unknown) =>
  (rows as Record<string, unknown>[]).map(({ id: _i, createdAt: _c, updatedAt: _u, territoryId: _t, houseId: _h, noteId: _n, returnVisitId: _r, ...rest }) => rest);

const countOf = (summary: ImportSummary, area: string) => summary.areas.find((a) => a.area === area);

describe('export, then import into a new account', () => {
  // The file's first test hashes the members' password (deliberately slow) and writes a record in
  // every area three times over: on a busy machine with PostgreSQL that passes the usual 20 s.
  test('gives the same records, and a second import creates nothing', { timeout: 60_000 }, async () => {
    const source = await memberWithEverything('MOVED');
    const file = await exportOf(source.client);
    const target = await signedInMember(t, { isConductor: true });

    const preview = await post(target.client, '/api/import/preview', file);
    expect(preview.status).toBe(200);
    expect(preview.body.imported).toBe(false);
    expect(preview.body.source).toMatchObject({ username: source.user.username, sameAccount: false });
    expect(preview.body.areas.map((a) => a.area)).toEqual(IMPORT_AREAS);
    for (const count of preview.body.areas) {
      const inFile = (file.areas[count.area] as unknown[]).length;
      expect(inFile, count.area).toBeGreaterThan(0);
      expect(count, count.area).toEqual({ area: count.area, inFile, new: inFile, present: 0, refused: 0, refusals: [] });
    }
    expect(Object.fromEntries(preview.body.notImported.map((n) => [n.area, n.reason]))).toMatchObject({
      profile: 'account',
      preferences: 'account',
      songs: 'files',
      experiences: 'group',
      sharedFiles: 'files',
      alertResponses: 'group',
      groupMemberships: 'group',
      assistantUse: 'account',
      problemReports: 'sent',
      publications: 'notSupported',
    });

    const imported = await post(target.client, '/api/import', file);
    expect(imported.status).toBe(200);
    expect({ ...imported.body, imported: false }).toEqual(preview.body);
    expect(imported.body.imported).toBe(true);

    const copy = await exportOf(target.client);
    for (const area of IMPORT_AREAS) expect(comparable(copy.areas[area]), area).toEqual(comparable(file.areas[area]));
    // The house hangs in the new territory, the call on the new house: both the target's own rows.
    const [territory] = await t.db.territory.findMany({ where: { userId: target.user.id }, include: { addresses: true, calls: true } });
    expect(territory!.addresses).toHaveLength(1);
    expect(territory!.calls).toEqual([expect.objectContaining({ houseId: territory!.addresses[0]!.id, date: '2026-03-02' })]);
    // The return visit keeps its links, to the target's own new note and house; its call follows it.
    const visit = await t.db.returnVisit.findFirstOrThrow({ where: { userId: target.user.id }, include: { calls: true, note: true } });
    expect(visit).toMatchObject({ name: 'Visit MOVED', houseId: territory!.addresses[0]!.id, note: { userId: target.user.id, title: 'Note MOVED' } });
    expect(visit.calls).toEqual([expect.objectContaining({ date: '2026-03-02', notes: 'Call MOVED' })]);
    // Calendar dates stay the same text; first dates come along, so lists keep their order.
    expect((copy.areas.calendarEvents as { date: string }[])[0]!.date).toBe('2026-01-01');
    expect((copy.areas.notes as { createdAt: string }[])[0]!.createdAt).toBe((file.areas.notes as { createdAt: string }[])[0]!.createdAt);
    const note = await t.db.note.findFirstOrThrow({ where: { userId: target.user.id, title: 'Note MOVED' } });
    expect(note.clientId).toBe(`import:${source.user.id}.${source.user.username}:notes:${(file.areas.notes as { id: number }[])[0]!.id}`);

    const before = await rowCounts();
    const again = await post(target.client, '/api/import', file);
    expect(again.status).toBe(200);
    for (const count of again.body.areas) expect(count, count.area).toMatchObject({ new: 0, present: count.inFile, refused: 0 });
    expect(await rowCounts()).toEqual(before);
  });

  test('the own file of an account is recognised by its ids: nothing is new', async () => {
    // Also a record the screens would refuse today (the seeded event type): it is there, not refused.
    const me = await memberWithEverything('OWN', { asTheScreensWrite: false });
    const file = await exportOf(me.client);
    // An edited record is still the same record: it is not brought in again beside the edit.
    await t.db.scripture.updateMany({ where: { userId: me.user.id }, data: { text: 'Edited since' } });
    const before = await rowCounts();
    const answer = await post(me.client, '/api/import', file);
    expect(answer.status).toBe(200);
    expect(answer.body.source.sameAccount).toBe(true);
    for (const count of answer.body.areas) expect(count, count.area).toMatchObject({ new: 0, present: count.inFile });
    expect(await rowCounts()).toEqual(before);
  });

  test('the preview writes nothing', async () => {
    const source = await memberWithEverything('PREVIEW');
    const file = await exportOf(source.client);
    const target = await signedInMember(t, { isConductor: true });
    const before = await rowCounts();
    const preview = await post(target.client, '/api/import/preview', file);
    expect(preview.status).toBe(200);
    expect(countOf(preview.body, 'notes')).toMatchObject({ new: 1 });
    expect(await rowCounts()).toEqual(before);
    expect(await t.db.auditEvent.count({ where: { actorId: target.user.id } })).toBe(0);
  });
});

describe('refused records', () => {
  test('are counted with their reason, and the others go in', async () => {
    const me = await signedInMember(t);
    const file: ExportFile = {
      exportedAt: '2026-11-01T10:00:00.000Z',
      member: { id: 999_999, username: 'elsewhere' },
      areas: {
        notes: [
          { id: 1, title: 'Fine note', content: 'Kept', category: 'General' },
          { id: 2, title: 'x'.repeat(201), content: 'Too long a title', category: 'General' },
          { id: 3, title: 'Also fine', content: 'Kept too', category: 'General' },
          'not a record',
        ],
        ideas: [{ id: 4, title: 'Cart idea', content: 'Try the cart', category: 'Ministry Conductor Ideas' }],
        calendarEvents: [
          { id: 1, title: 'Leap day', date: '2026-02-30', time: '10:00', type: 'meeting' },
          { id: 2, title: 'Meeting', date: '2026-03-01', time: '19:00', type: 'meeting' },
        ],
        contacts: [{ id: 1, kind: 'HLC', name: 'Bad email', phoneNumber: '1', email: 'not-an-email' }],
        territoryHouses: [{ id: 7, territoryId: 1, address: 'Orphan house' }],
      },
    };
    const answer = await post(me.client, '/api/import', file);
    expect(answer.status).toBe(200);
    expect(countOf(answer.body, 'notes')).toEqual({
      area: 'notes',
      inFile: 4,
      new: 2,
      present: 0,
      refused: 2,
      // Each reason comes with its key in the screen's catalogue, so the member reads it in their language.
      refusals: [
        { message: 'Title must be at most 200 characters', key: 'tooLong', values: { field: 'title', label: 'Title', max: 200 }, count: 1 },
        { message: IMPORT_MESSAGES.notARecord, key: 'notARecord', values: {}, count: 1 },
      ],
    });
    expect(countOf(answer.body, 'ideas')).toMatchObject({ refused: 1, refusals: [{ message: 'Ministry ideas are for the ministry conductor only', key: 'ideasForConductor', count: 1 }] });
    expect(countOf(answer.body, 'calendarEvents')).toMatchObject({
      new: 1,
      refused: 1,
      refusals: [{ message: 'Date must be a real calendar date written as YYYY-MM-DD', key: 'date', values: {}, count: 1 }],
    });
    expect(countOf(answer.body, 'contacts')).toMatchObject({ refused: 1, refusals: [{ message: 'Please enter a valid email address', key: 'email', count: 1 }] });
    expect(countOf(answer.body, 'territoryHouses')).toMatchObject({ refused: 1, refusals: [{ message: IMPORT_MESSAGES.territoryMissing, key: 'territoryMissing', count: 1 }] });

    const notes = await t.db.note.findMany({ where: { userId: me.user.id }, orderBy: { id: 'asc' } });
    expect(notes.map((n) => n.title)).toEqual(['Fine note', 'Also fine']);
    expect(await t.db.calendarEvent.findMany({ where: { userId: me.user.id }, select: { title: true, date: true } })).toEqual([{ title: 'Meeting', date: '2026-03-01' }]);
  });

  test('a reason the screen has no key for comes in the language of the request; a keyed one keeps its key', async () => {
    const me = await signedInMember(t);
    const file: ExportFile = {
      exportedAt: '2026-11-01T10:00:00.000Z',
      member: { id: 999_999, username: 'elsewhere' },
      areas: {
        contacts: [
          { id: 1, kind: 'Hospital', name: 'Unknown list', phoneNumber: '1', email: 'a@example.org' },
          { id: 2, kind: 'HLC', name: 'Bad email', phoneNumber: '1', email: 'not-an-email' },
        ],
      },
    };
    const french = await post(me.client, '/api/import/preview', file, { 'accept-language': 'fr-FR' });
    expect(countOf(french.body, 'contacts')?.refusals).toEqual([
      { message: 'Le type doit être HLC ou PVG', key: null, values: {}, count: 1 },
      { message: 'Veuillez saisir une adresse e-mail valide', key: 'email', values: {}, count: 1 },
    ]);
    const english = await post(me.client, '/api/import/preview', file);
    expect(countOf(english.body, 'contacts')?.refusals.map((r) => r.message)).toEqual([RECORD_MESSAGES.contactKind, 'Please enter a valid email address']);
  });

  test("ids of the file never reach another member's rows", async () => {
    const other = await memberWithEverything('OTHERS');
    const otherFile = await exportOf(other.client);
    const otherTerritory = await t.db.territory.findFirstOrThrow({ where: { userId: other.user.id }, include: { addresses: true } });
    const me = await signedInMember(t);
    const before = await rowCounts();
    const othersNotes = await t.db.note.findMany({ where: { userId: other.user.id }, orderBy: { id: 'asc' } });

    // A file that names the other member and their real row ids, with a house and a call aimed at
    // their territory and house, which the file itself does not hold.
    const file: ExportFile = {
      ...otherFile,
      areas: {
        notes: otherFile.areas.notes,
        territoryHouses: [{ id: 1, territoryId: otherTerritory.id, address: 'Slipped in' }],
        territoryCalls: [{ id: 1, territoryId: otherTerritory.id, houseId: otherTerritory.addresses[0]!.id, status: 'home', date: '2026-03-03' }],
        returnVisits: [{ id: 1, name: 'Linked', address: '1 Elm', noteId: othersNotes[0]!.id, houseId: otherTerritory.addresses[0]!.id }],
      },
    };
    const answer = await post(me.client, '/api/import', file);
    expect(answer.status).toBe(200);
    expect(answer.body.source.sameAccount).toBe(false);
    expect(countOf(answer.body, 'notes')).toMatchObject({ new: 1 });
    expect(countOf(answer.body, 'territoryHouses')).toMatchObject({ refused: 1, refusals: [{ message: IMPORT_MESSAGES.territoryMissing, count: 1 }] });
    expect(countOf(answer.body, 'territoryCalls')).toMatchObject({ refused: 1 });

    const after = await rowCounts();
    expect(after).toEqual({ ...before, note: before.note! + 1, returnVisit: before.returnVisit! + 1 });
    // The visit's note is the file's note, imported as the member's own; the house was not in the file.
    const visit = await t.db.returnVisit.findFirstOrThrow({ where: { userId: me.user.id }, include: { note: true } });
    expect(visit).toMatchObject({ houseId: null, note: { userId: me.user.id, title: othersNotes[0]!.title } });
    expect(await t.db.note.findMany({ where: { userId: other.user.id } })).toEqual(othersNotes);
    expect(await t.db.note.count({ where: { userId: me.user.id } })).toBe(1);
    expect(await t.db.territoryHouse.count({ where: { territoryId: otherTerritory.id } })).toBe(1);
  });
});

describe('a file that is not an export', () => {
  const tooBig = JSON.stringify({ exportedAt: 'x', member: { id: 1, username: 'x' }, areas: { notes: [] }, padding: 'x'.repeat(MAX_IMPORT_BYTES) });

  test.each([
    ['not JSON', '{"exportedAt": ', FILE_MESSAGES.notJson],
    ['JSON of another shape', JSON.stringify({ notes: [] }), FILE_MESSAGES.notExport],
    ['an area that is not a list', JSON.stringify({ exportedAt: 'x', member: { id: 1, username: 'x' }, areas: { notes: { id: 1 } } }), FILE_MESSAGES.notList('notes')],
    ['larger than the limit', tooBig, FILE_MESSAGES.tooLarge],
  ])('answers 400 for %s and changes nothing', async (_, body, message) => {
    const me = await signedInMember(t);
    const before = await rowCounts();
    for (const path of ['/api/import/preview', '/api/import']) {
      const response = await t.app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: me.client.cookie }, body }));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ message, code: 'VALIDATION' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  test('a visitor gets 401, another site 403, and a body that is not JSON 400', async () => {
    const file = { exportedAt: 'x', member: { id: 1, username: 'x' }, areas: { notes: [{ id: 1, title: 'x', content: 'y' }] } };
    const before = await rowCounts();
    const visitor = await post(t.client(), '/api/import', file);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHENTICATED' });
    const me = await signedInMember(t);
    const crossSite = await post(me.client, '/api/import', file, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const asText = await post(me.client, '/api/import', file, { 'content-type': 'text/plain' });
    expect(asText.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the audit log', () => {
  test('an import is written with the member, the address and the counts by area, never the records', { timeout: 60_000 }, async () => {
    const source = await memberWithEverything('AUDITED');
    const file = await exportOf(source.client);
    const me = await signedInMember(t, { isConductor: true });
    // Two of the file's records refused, one area already partly here: each count shows as it is.
    const notes = [...(file.areas.notes as unknown[]), { id: 90, title: 'x'.repeat(201), content: 'Too long' }];
    await post(me.client, '/api/import/preview', file);
    expect(await t.db.auditEvent.count({ where: { action: 'data-imported', actorId: me.user.id } })).toBe(0);
    const answer = await post(me.client, '/api/import', { ...file, areas: { ...file.areas, notes } });
    expect(answer.status).toBe(200);
    await post(me.client, '/api/import', file);

    const events = await t.db.auditEvent.findMany({ where: { action: 'data-imported', actorId: me.user.id }, orderBy: { id: 'asc' } });
    expect(events).toHaveLength(2);
    const inFile = (area: string) => (file.areas[area] as unknown[]).length;
    const all = IMPORT_AREAS.filter((area) => area !== 'notes').map((area) => `${area} ${inFile(area)}/0/0`);
    expect(events[0]).toMatchObject({
      actorName: me.user.username,
      targetId: null,
      detail: `format: app, added/here/refused: notes 1/0/1, ${all.join(', ')}`,
    });
    expect(events[0]!.address).toBeTruthy();
    expect(events[1]!.detail).toBe(`format: app, added/here/refused: ${IMPORT_AREAS.map((area) => `${area} 0/${inFile(area)}/0`).join(', ')}`);
    expect(JSON.stringify(events)).not.toMatch(/AUDITED|Too long/);
  });

  test('a file refused with a 400 writes no entry', async () => {
    const me = await signedInMember(t);
    expect((await post(me.client, '/api/import', { notes: [] })).status).toBe(400);
    expect(await t.db.auditEvent.count({ where: { action: 'data-imported', actorId: me.user.id } })).toBe(0);
  });
});
