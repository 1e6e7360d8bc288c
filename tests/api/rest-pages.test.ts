// Bounded REST lists (api/src/lib/rest-page.ts, docs/api.md): every GET list of the REST shim
// answers a plain array of at most REST_PAGE_SIZE rows, `?page=` and `?limit=` choose another
// page, and the Link header names the next and previous ones.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REST_PAGE_SIZE } from '../../api/src/lib/rest-page.ts';
import { changeAccount, createTestApp, signedUpClient, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The rel → address pairs of a Link header. */
function links(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="(\w+)"/.exec(part.trim());
    if (match) out[match[2]!] = match[1]!;
  }
  return out;
}

describe('GET /api/notes with more notes than a page', () => {
  const total = REST_PAGE_SIZE + 5;
  let member: Awaited<ReturnType<typeof signedUpClient>>;
  let newestFirst: number[];

  beforeAll(async () => {
    member = await signedUpClient(t);
    const start = Date.UTC(2024, 0, 1);
    await t.db.note.createMany({
      data: Array.from({ length: total }, (_, i) => ({
        userId: member.user.id,
        title: `Door ${i}`,
        content: 'Visited',
        createdAt: new Date(start + i * 60_000),
      })),
    });
    newestFirst = (
      await t.db.note.findMany({ where: { userId: member.user.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true } })
    ).map((n) => n.id);
  });

  test('answers the newest page as a plain array, with the next page in the Link header', async () => {
    const res = await member.client.rest('GET', '/api/notes');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(REST_PAGE_SIZE);
    expect(res.body.map((n: { id: number }) => n.id)).toEqual(newestFirst.slice(0, REST_PAGE_SIZE));
    expect(links(res.headers.get('link'))).toEqual({ next: '/api/notes?page=2' });
  });

  test('the next page holds the rest, points back, and has no next', async () => {
    const res = await member.client.rest('GET', '/api/notes?page=2');
    expect(res.body.map((n: { id: number }) => n.id)).toEqual(newestFirst.slice(REST_PAGE_SIZE));
    expect(links(res.headers.get('link'))).toEqual({ prev: '/api/notes?page=1' });
  });

  test('following the Link header with a small limit walks every note once, filters kept', async () => {
    const seen: number[] = [];
    let address: string | undefined = '/api/notes?search=door&limit=40';
    let pages = 0;
    while (address) {
      const res: { status: number; body: { id: number }[]; headers: Headers } = await member.client.rest('GET', address);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(40);
      seen.push(...res.body.map((n: { id: number }) => n.id));
      address = links(res.headers.get('link')).next;
      if (address) expect(address).toContain('search=door');
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(total / 40));
    expect(seen).toEqual(newestFirst);
  });

  test('a limit above the page size is cut to it', async () => {
    const res = await member.client.rest('GET', `/api/notes?limit=${REST_PAGE_SIZE * 10}`);
    expect(res.body).toHaveLength(REST_PAGE_SIZE);
  });

  test('a page past the end is an empty array', async () => {
    const res = await member.client.rest('GET', '/api/notes?page=50');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(links(res.headers.get('link')).next).toBeUndefined();
  });

  test.each(['page=0', 'page=abc', 'limit=0', 'limit=-3', 'page=1.5'])('?%s answers 400', async (query) => {
    const res = await member.client.rest('GET', `/api/notes?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});

describe('every REST list is bounded', () => {
  test('with two rows stored, ?limit=1 answers one row and a next page', async () => {
    const admin = await signedUpClient(t, { groupNumber: 4 });
    await changeAccount(t, { id: admin.user.id }, { role: 'admin' });
    await signedUpClient(t, { groupNumber: 4 });
    const userId = admin.user.id;
    const two = <T>(row: (i: number) => T) => [row(1), row(2)];
    await t.db.scripture.createMany({ data: two((i) => ({ userId, reference: `John 3:${i}`, text: 'text' })) });
    await t.db.video.createMany({ data: two((i) => ({ userId, title: `Video ${i}`, url: `https://example.org/${i}` })) });
    await t.db.conventionNote.createMany({
      data: two((i) => ({ userId, title: `Talk ${i}`, speaker: 'S', content: 'C', date: '2024-07-01', session: 'Morning' })),
    });
    await t.db.calendarEvent.createMany({
      data: two((i) => ({ userId, title: `Event ${i}`, date: `2024-07-0${i}`, time: '10:00', type: 'ministry' })),
    });
    await t.db.hlcContact.createMany({ data: two((i) => ({ userId, name: `H ${i}`, phoneNumber: '1', email: 'h@example.org' })) });
    await t.db.pvgContact.createMany({ data: two((i) => ({ userId, name: `P ${i}`, phoneNumber: '1', email: 'p@example.org' })) });
    await t.db.ministryExperience.createMany({
      data: two((i) => ({ userId, userName: 'A', groupNumber: 4, title: `E ${i}`, content: 'C' })),
    });
    await t.db.shepherdingCallRequest.createMany({
      data: two((i) => ({ userId, requestorName: 'A', groupNumber: 4, requestType: 'visit', description: `D ${i}` })),
    });

    const lists = [
      '/api/scriptures',
      '/api/videos',
      '/api/convention-notes',
      '/api/calendar-events',
      '/api/hlc-contacts',
      '/api/pvg-contacts',
      '/api/my-ministry-experiences',
      '/api/shepherding-calls',
      '/api/users/group/4',
      '/api/service-group-members',
      '/api/admin/users',
      '/api/users',
    ];
    for (const path of lists) {
      const full = await admin.client.rest('GET', path);
      expect(full.status, path).toBe(200);
      expect(full.body.length, path).toBeGreaterThanOrEqual(2);
      const first = await admin.client.rest('GET', `${path}?limit=1`);
      expect(first.body, path).toEqual([full.body[0]]);
      expect(links(first.headers.get('link')).next, path).toBe(`${path}?limit=1&page=2`);
      const second = await admin.client.rest('GET', links(first.headers.get('link')).next!);
      expect(second.body, path).toEqual([full.body[1]]);
    }
  });
});
