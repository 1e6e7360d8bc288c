// The legacy /api/notes paths of docs/api.md on the REST shim: the spec's payloads and
// answers (the offline replay reads `ok`), { message } with a 4xx for every refusal, and the
// stored rows afterwards.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAccount, type Client, createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { IDEAS_CATEGORY, MESSAGES } from './inputs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.note.findMany({ where: { userId }, orderBy: { id: 'asc' } });
const SIGN_IN_FIRST = { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' };
const NOT_FOUND = { message: MESSAGES.notFound, code: 'NOT_FOUND' };

/** What the spec's client sends on create: optional householder fields absent when empty. */
async function post(client: Client, body: Record<string, unknown>) {
  const res = await client.rest('POST', '/api/notes', body);
  return res;
}

describe('POST /api/notes', () => {
  test('creates the note and answers 201 with it and ok: true', async () => {
    const { client, user } = await signedInMember(t);
    const res = await post(client, { title: 'Door 7', content: 'Interested in the Bible', category: 'Territory', householderName: 'Mr. Ray' });
    expect(res.status).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(res.body).toEqual({
      ok: true,
      id: row!.id,
      userId: user.id,
      clientId: null,
      title: 'Door 7',
      content: 'Interested in the Bible',
      category: 'Territory',
      householderName: 'Mr. Ray',
      address: null,
      timeContacted: null,
      literatureLeft: null,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    });
  });

  test('a replay with the same clientId answers the first note (200) and makes no second one', async () => {
    const { client, user } = await signedInMember(t);
    const body = { title: 'Offline', content: 'Saved on the road', category: 'General', clientId: 'offline_42' };
    const first = await post(client, body);
    const second = await post(client, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ ok: true, id: first.body.id, clientId: 'offline_42' });
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test.each([
    [{ content: 'x' }, MESSAGES.titleRequired],
    [{ title: 'x', content: '' }, MESSAGES.contentRequired],
    [{ title: 'x', content: 'x', category: 'Groceries' }, MESSAGES.category],
    [{ title: 'x', content: 'x', timeContacted: '7pm' }, MESSAGES.timeContacted],
    [{ title: 42, content: 'x' }, 'Title must be text'],
  ])('answers 400 with the message for %j and stores nothing', async (body, message) => {
    const { client, user } = await signedInMember(t);
    const res = await post(client, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('answers 400 for a body that is not JSON', async () => {
    const { client, user } = await signedInMember(t);
    const res = await client.rest('POST', '/api/notes', undefined, { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('answers 403 when a member without the conductor flag posts an idea', async () => {
    const { client, user } = await signedInMember(t);
    const res = await post(client, { title: 'Idea', content: 'x', category: IDEAS_CATEGORY });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: MESSAGES.ideasForConductor, code: 'FORBIDDEN' });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('a visitor gets 401 and nothing is stored', async () => {
    const before = await t.db.note.count();
    const res = await post(t.client(), { title: 'x', content: 'y' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(SIGN_IN_FIRST);
    expect(await t.db.note.count()).toBe(before);
  });
});

describe('GET /api/notes', () => {
  test('lists only the viewer’s notes, newest first, with search and category filters', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    await post(other.client, { title: 'Not mine', content: 'Bible' });
    await post(client, { title: 'Bible study', content: 'x', category: 'Bible Study' });
    await post(client, { title: 'Meeting', content: 'Read the BIBLE text', category: 'Meeting' });
    await post(client, { title: 'Door 3', content: 'x' });

    const all = await client.rest('GET', '/api/notes');
    expect(all.status).toBe(200);
    expect(all.body.map((n: { title: string }) => n.title)).toEqual(['Door 3', 'Meeting', 'Bible study']);
    const searched = await client.rest('GET', '/api/notes?search=bible');
    expect(searched.body.map((n: { title: string }) => n.title)).toEqual(['Meeting', 'Bible study']);
    const study = await client.rest('GET', '/api/notes?category=Bible%20Study');
    expect(study.body.map((n: { title: string }) => n.title)).toEqual(['Bible study']);
  });

  test('includes ideas for a conductor (the client filters them) and never for anyone else', async () => {
    const conductor = await signedInMember(t);
    await changeAccount(t, { id: conductor.user.id }, { isConductor: true });
    await post(conductor.client, { title: 'Idea', content: 'x', category: IDEAS_CATEGORY });
    await post(conductor.client, { title: 'Note', content: 'x' });
    const listed = await conductor.client.rest('GET', '/api/notes');
    expect(listed.body.map((n: { title: string }) => n.title)).toEqual(['Note', 'Idea']);

    await changeAccount(t, { id: conductor.user.id }, { isConductor: false });
    const after = await conductor.client.rest('GET', '/api/notes');
    expect(after.body.map((n: { title: string }) => n.title)).toEqual(['Note']);
    const asked = await conductor.client.rest('GET', `/api/notes?category=${encodeURIComponent(IDEAS_CATEGORY)}`);
    expect(asked.status).toBe(403);
  });

  test('a visitor gets 401', async () => {
    const res = await t.client().rest('GET', '/api/notes');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(SIGN_IN_FIRST);
  });
});

describe('PATCH and PUT /api/notes/{id}', () => {
  test.each(['PATCH', 'PUT'])('%s changes the sent fields, clears householder fields sent null, answers the note with ok', async (method) => {
    const { client, user } = await signedInMember(t);
    const created = await post(client, {
      title: 'Door 9',
      content: 'First',
      householderName: 'Ms. Kay',
      address: '9 Pine',
      timeContacted: '09:45',
      literatureLeft: 'Tract',
    });
    // What the spec's client sends on update: every field, the empty householder ones as null.
    const res = await client.rest(method, `/api/notes/${created.body.id}`, {
      title: 'Door 9',
      content: 'Second call',
      category: 'Return Visit',
      householderName: 'Ms. Kay',
      address: null,
      timeContacted: null,
      literatureLeft: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      id: created.body.id,
      content: 'Second call',
      category: 'Return Visit',
      householderName: 'Ms. Kay',
      address: null,
      timeContacted: null,
      literatureLeft: null,
    });
    expect(await rowsOf(user.id)).toMatchObject([{ content: 'Second call', address: null, timeContacted: null, householderName: 'Ms. Kay' }]);
  });

  test('answers 400 for a blank title and leaves the row as it was', async () => {
    const { client, user } = await signedInMember(t);
    const created = await post(client, { title: 'Kept', content: 'x' });
    const before = await rowsOf(user.id);
    const res = await client.rest('PATCH', `/api/notes/${created.body.id}`, { title: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MESSAGES.titleRequired });
    expect(await rowsOf(user.id)).toEqual(before);
  });
});

describe('DELETE /api/notes/{id}', () => {
  test('removes the note and answers { ok: true }', async () => {
    const { client, user } = await signedInMember(t);
    const created = await post(client, { title: 'Gone', content: 'x' });
    const res = await client.rest('DELETE', `/api/notes/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, id: created.body.id });
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await client.rest('DELETE', `/api/notes/${created.body.id}`)).status).toBe(404);
  });
});

describe('another user’s note over REST', () => {
  test('PATCH, PUT and DELETE answer 404 and nothing changes; GET does not list it', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const created = await post(owner.client, { title: 'Private', content: 'Mine' });
    const before = await rowsOf(owner.user.id);

    for (const method of ['PATCH', 'PUT']) {
      const res = await other.client.rest(method, `/api/notes/${created.body.id}`, { title: 'Taken' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(NOT_FOUND);
    }
    const deleted = await other.client.rest('DELETE', `/api/notes/${created.body.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toMatchObject(NOT_FOUND);
    expect((await other.client.rest('GET', '/api/notes')).body).toEqual([]);
    expect(await rowsOf(owner.user.id)).toEqual(before);
  });

  test('an id that cannot name a row is 404; a visitor is 401 before anything else', async () => {
    const { client } = await signedInMember(t);
    expect((await client.rest('PATCH', '/api/notes/abc', { title: 'x' })).status).toBe(404);
    expect((await client.rest('DELETE', '/api/notes/99999999999')).status).toBe(404);
    const visitor = await t.client().rest('DELETE', '/api/notes/1');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject(SIGN_IN_FIRST);
  });
});
