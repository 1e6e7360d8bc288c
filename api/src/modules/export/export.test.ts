// GET /api/export (docs/product/export.md): the member's records in every area, nothing of another
// member and no secret; one area as CSV; the refusals; the audit event. Two members get a record
// in every area, each with a marker of their own, so "nothing of the other" is a plain search of
// the file for the other's marker.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { IDEAS_CATEGORY } from '../notes/index.ts';
import { seedEverything as seed } from './test-helpers.ts';
import { AREA_NAMES, AREAS } from './areas.ts';
import { HEADING_MESSAGES } from './headings.ts';
import { MESSAGES } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seedEverything = (userId: number, marker: string) => seed(t.db, userId, marker);

async function download(client: Client, query = '', headers: Record<string, string> = {}) {
  const response = await t.app.fetch(new Request(`http://localhost/api/export${query}`, { headers: { ...headers, ...(client.cookie ? { cookie: client.cookie } : {}) } }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('GET /api/export as JSON', () => {
  test('holds a record of the member in every area and nothing of another member, no secret', async () => {
    const me = await signedInMember(t, { fullName: 'Ana Núñez' });
    const other = await signedInMember(t);
    await seedEverything(me.user.id, 'MINE');
    await seedEverything(other.user.id, 'THEIRS');

    const { response, text } = await download(me.client);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ministry-companion-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const file = JSON.parse(text);
    expect(Object.keys(file.areas)).toEqual(AREA_NAMES);
    expect(file.member).toEqual({ id: me.user.id, username: me.user.username });
    expect(file.areas.profile).toMatchObject({ id: me.user.id, username: me.user.username, fullName: 'Ana Núñez' });
    for (const name of AREA_NAMES) {
      const value = file.areas[name];
      // Every area holds the member's record (the single ones as an object).
      if (Array.isArray(value)) expect(value, name).toHaveLength(name === 'contacts' ? 2 : 1);
      else expect(value, name).toBeTypeOf('object');
    }
    expect(file.areas.notes[0]).toMatchObject({ title: 'Note MINE', category: 'General' });
    expect(file.areas.ideas[0]).toMatchObject({ title: 'Idea MINE', category: IDEAS_CATEGORY });
    expect(file.areas.contacts.map((c: { kind: string; name: string }) => [c.kind, c.name])).toEqual([
      ['HLC', 'HLC MINE'],
      ['PVG', 'PVG MINE'],
    ]);
    expect(file.areas.territoryHouses[0].address).toBe('House MINE');
    expect(file.areas.songs[0]).toMatchObject({ title: 'Song MINE', originalName: 'song.mp3' });
    // Calendar dates come out as the same calendar dates, whatever the server's zone.
    expect(file.areas.calendarEvents[0]).toMatchObject({ date: '2026-01-01', time: '23:30' });
    expect(file.areas.territories[0].assignedDate).toBe('2026-02-28');
    expect(file.areas.reportEntries[0].date).toBe('2026-03-01');

    expect(text).toContain('MINE');
    expect(text).not.toContain('THEIRS');
    expect(text).not.toContain(other.user.username);
    expect(text).not.toMatch(/passwordHash|passwordChangedAt/);
    expect(text).not.toContain(me.user.passwordHash);
    expect(text).not.toContain('p256dh-MINE');
    expect(text).not.toContain('file-MINE.mp3');
  });

  test('area= narrows the JSON to that area', async () => {
    const me = await signedInMember(t);
    await t.db.note.create({ data: { userId: me.user.id, title: 'Only this', content: 'x' } });
    const { response, text } = await download(me.client, '?area=notes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="ministry-companion-notes-\d{4}-\d{2}-\d{2}\.json"/);
    expect(Object.keys(JSON.parse(text).areas)).toEqual(['notes']);
  });
});

describe('GET /api/export as CSV', () => {
  test('answers one area with a BOM, a header row, RFC 4180 quoting and formulas neutralised', async () => {
    const me = await signedInMember(t);
    await t.db.note.create({ data: { userId: me.user.id, title: 'He said "hello", then left', content: 'Line one\nLine two', category: 'Return Visit' } });
    await t.db.note.create({ data: { userId: me.user.id, title: '=HYPERLINK("http://evil")', content: '+1 555', householderName: '-2', address: '@SUM(A1)' } });
    await t.db.note.create({ data: { userId: me.user.id, title: 'Señora Peña', content: 'Ñandú, café' } });

    const { response, bytes, text } = await download(me.client, '?format=csv&area=notes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ministry-companion-notes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('ID,Title,Content,Category,Householder,Address,Time contacted,Literature left,Created,Last changed');
    const rows = await t.db.note.findMany({ where: { userId: me.user.id }, orderBy: { id: 'asc' } });
    const [first, second, third] = rows;
    expect(text.slice(1)).toBe(
      [
        lines[0],
        `${first!.id},"He said ""hello"", then left","Line one\nLine two",Return Visit,,,,,${first!.createdAt.toISOString()},${first!.updatedAt.toISOString()}`,
        `${second!.id},"'=HYPERLINK(""http://evil"")",'+1 555,General,'-2,'@SUM(A1),,,${second!.createdAt.toISOString()},${second!.updatedAt.toISOString()}`,
        `${third!.id},Señora Peña,"Ñandú, café",General,,,,,${third!.createdAt.toISOString()},${third!.updatedAt.toISOString()}`,
        '',
      ].join('\r\n'),
    );
  });

  test('an empty area is its header row; numbers are not taken for formulas', async () => {
    const me = await signedInMember(t);
    const empty = await download(me.client, '?format=csv&area=videos');
    expect(empty.text).toBe('\uFEFFID,Title,Description,Web address,Duration,Category,Created\r\n');

    await t.db.gpsTracking.create({ data: { userId: me.user.id, sessionId: 's1', latitude: 34.2, longitude: -78.01, accuracy: 5, timestamp: new Date('2026-03-01T10:00:00Z') } });
    const points = await download(me.client, '?format=csv&area=gpsPoints');
    expect(points.text.split('\r\n')[1]).toMatch(/^\d+,s1,34\.2,-78\.01,5,,,,2026-03-01T10:00:00\.000Z,/);
  });
});

describe('the header row', () => {
  test('names each column in words, in the language of the request; the JSON file keeps the fields’ names', async () => {
    const me = await signedInMember(t);
    const spanish = await download(me.client, '?format=csv&area=notes', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.text.slice(1).split('\r\n')[0]).toBe('ID,Título,Contenido,Categoría,Amo de casa,Dirección,Hora de contacto,Publicaciones dejadas,Creado,Último cambio');
    const json = JSON.parse((await download(me.client, '?area=notes', { 'accept-language': 'es' })).text) as { areas: { notes: unknown[] } };
    expect(json.areas.notes).toEqual([]);
    await t.db.note.create({ data: { userId: me.user.id, title: 'Kept', content: 'as named' } });
    const again = JSON.parse((await download(me.client, '?area=notes', { 'accept-language': 'es' })).text) as { areas: { notes: Record<string, unknown>[] } };
    expect(Object.keys(again.areas.notes[0]!)).toEqual([...AREAS.notes.columns]);
  });

  test('every column of every area has its heading', () => {
    const missing = Object.values(AREAS).flatMap((area) => area.columns.filter((column) => !HEADING_MESSAGES[column]));
    expect(missing).toEqual([]);
  });
});

describe('refusals', () => {
  test('a visitor gets 401 with the usual message where a member gets the file', async () => {
    const visitor = t.client();
    const res = await visitor.rest('GET', '/api/export');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHENTICATED' });
    expect(await t.db.auditEvent.count({ where: { action: 'data-exported', actorId: null } })).toBe(0);
    // The same request with a session is the download, so the 401 above is the sign-in rule.
    const me = await signedInMember(t);
    expect((await me.client.rest('GET', '/api/export')).status).toBe(200);
  });

  test.each([
    ['?format=xml', MESSAGES.format],
    ['?area=passwords', MESSAGES.area],
    ['?format=csv&area=__proto__', MESSAGES.area],
    ['?format=csv', MESSAGES.csvNeedsArea],
  ])('answers 400 for %s with a message naming the choices', async (query, message) => {
    const me = await signedInMember(t);
    const res = await me.client.rest('GET', `/api/export${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(await t.db.auditEvent.count({ where: { action: 'data-exported', actorId: me.user.id } })).toBe(0);
  });
});

test('each export is written to the audit log with the member, format and area, never the content', async () => {
  const me = await signedInMember(t);
  await t.db.note.create({ data: { userId: me.user.id, title: 'Private visit', content: 'Confidential' } });
  await download(me.client);
  await download(me.client, '?format=csv&area=notes');
  const events = await t.db.auditEvent.findMany({ where: { action: 'data-exported', actorId: me.user.id }, orderBy: { id: 'asc' } });
  expect(events.map((e) => ({ actorName: e.actorName, targetId: e.targetId, detail: e.detail }))).toEqual([
    { actorName: me.user.username, targetId: null, detail: 'format: json, area: all' },
    { actorName: me.user.username, targetId: null, detail: 'format: csv, area: notes' },
  ]);
  expect(JSON.stringify(events)).not.toMatch(/Private visit|Confidential/);
});

test("every area of the contract is exported, in the contract's order", () => {
  expect(Object.keys(AREAS)).toEqual(AREA_NAMES);
});
