// The legacy /api/hlc-contacts and /api/pvg-contacts paths of docs/api.md on the REST shim:
// the spec's fields in and out, { message } with a 4xx for every refusal, and the stored rows.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';
import { CONTACT_KINDS, type ContactKind } from './kinds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_IN_FIRST = { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' };
const valid = { name: 'Anna Berg', phoneNumber: '(910) 555-0123', email: 'anna@example.org' };

function kindUnderTest(kind: ContactKind) {
  const table = () => (kind === 'hlc' ? t.db.hlcContact : (t.db.pvgContact as unknown as typeof t.db.hlcContact));
  return {
    kind,
    label: CONTACT_KINDS[kind].label,
    path: `/api${CONTACT_KINDS[kind].restPath}`,
    positions: CONTACT_KINDS[kind].positions as readonly string[],
    table,
    rows: (userId: number) => table().findMany({ where: { userId }, orderBy: { id: 'asc' } }),
  };
}

describe.each([kindUnderTest('hlc'), kindUnderTest('pvg')])('$path', (k) => {
  const seed = (userId: number, fields: Record<string, unknown> = {}) =>
    k.table().create({ data: { ...valid, userId, ...fields } });
  const notFound = () => ({ message: MESSAGES.notFound(k.kind), code: 'NOT_FOUND' });

  test('POST stores the spec fields for the signed-in member and answers 201 with the contact', async () => {
    const { client, user } = await signedInMember(t);
    const payload = { ...valid, position: k.positions[0], hospital: 'Example Medical Center', notes: 'Call after 6 pm' };
    // The owner comes from the session, never from the body.
    const answer = await client.rest('POST', k.path, { ...payload, userId: user.id + 1000 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ ...payload, userId: user.id, id: expect.any(Number) });
    const rows = await k.rows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...payload, id: answer.body.id });
  });

  test('POST without a position stores Member', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.rest('POST', k.path, { ...valid, position: '', hospital: '', notes: '' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ position: 'Member', hospital: null, notes: null });
    expect((await k.rows(user.id))[0]).toMatchObject({ position: 'Member' });
  });

  test("GET lists only the member's own contacts, newest first", async () => {
    const { client, user } = await signedInMember(t);
    const { user: other } = await signedInMember(t);
    await seed(other.id, { name: 'Not mine' });
    await seed(user.id, { name: 'Older' });
    await seed(user.id, { name: 'Newer' });
    const answer = await client.rest('GET', k.path);
    expect(answer.status).toBe(200);
    expect(answer.body.map((c: { name: string }) => c.name)).toEqual(['Newer', 'Older']);
    expect(answer.body[0]).toMatchObject({ ...valid, name: 'Newer', position: 'Member', hospital: null, notes: null, userId: user.id });
  });

  test('PUT changes the contact and answers it', async () => {
    const { client, user } = await signedInMember(t);
    const row = await seed(user.id, { hospital: 'Old Hospital' });
    const change = { ...valid, name: 'Anna Lund', position: k.positions[1], hospital: '', notes: 'Speaks Swedish' };
    const answer = await client.rest('PUT', `${k.path}/${row.id}`, change);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: row.id, name: 'Anna Lund', position: k.positions[1], hospital: null, notes: 'Speaks Swedish' });
    expect(await k.table().findUnique({ where: { id: row.id } })).toMatchObject({
      name: 'Anna Lund',
      position: k.positions[1],
      hospital: null,
      notes: 'Speaks Swedish',
    });
  });

  test('DELETE removes the contact and answers its id', async () => {
    const { client, user } = await signedInMember(t);
    const row = await seed(user.id);
    const answer = await client.rest('DELETE', `${k.path}/${row.id}`);
    expect(answer).toMatchObject({ status: 200, body: { ok: true, id: row.id } });
    expect(await k.rows(user.id)).toEqual([]);
    expect(await client.rest('DELETE', `${k.path}/${row.id}`)).toMatchObject({ status: 404, body: notFound() });
  });

  describe('bad input: 400 with the spec message, nothing stored or changed', () => {
    test.each([
      ['no name', { ...valid, name: '' }, MESSAGES.nameRequired],
      ['no phone number', { ...valid, phoneNumber: null }, MESSAGES.phoneNumberRequired],
      ['no email', { name: valid.name, phoneNumber: valid.phoneNumber }, MESSAGES.emailRequired],
      ['an invalid email', { ...valid, email: 'anna at example' }, MESSAGES.emailInvalid],
      ['a position outside the list', { ...valid, position: 'Elder' }, MESSAGES.position(k.kind)],
      ['a number for a name', { ...valid, name: 42 }, MESSAGES.nameRequired],
    ])('POST with %s', async (_case, body, message) => {
      const { client, user } = await signedInMember(t);
      const answer = await client.rest('POST', k.path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message, code: 'VALIDATION' });
      expect(await k.rows(user.id)).toEqual([]);
    });

    test.each([
      ['an emptied name', { ...valid, name: '  ' }, MESSAGES.nameRequired],
      ['an invalid email', { ...valid, email: '@example.org' }, MESSAGES.emailInvalid],
      ['a position outside the list', { ...valid, position: 'Bishop' }, MESSAGES.position(k.kind)],
    ])('PUT with %s', async (_case, body, message) => {
      const { client, user } = await signedInMember(t);
      const row = await seed(user.id);
      const answer = await client.rest('PUT', `${k.path}/${row.id}`, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message, code: 'VALIDATION' });
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });

    test('a body that is not JSON', async () => {
      const { client, user } = await signedInMember(t);
      const answer = await client.rest('POST', k.path, undefined, { 'content-type': 'application/json' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('The request body is not valid JSON');
      expect(await k.rows(user.id)).toEqual([]);
    });
  });

  test("another member's contact: 404 on PUT and DELETE, absent from GET, and unchanged", async () => {
    const { user: owner } = await signedInMember(t);
    const { client: stranger } = await signedInMember(t);
    const row = await seed(owner.id);
    expect(await stranger.rest('PUT', `${k.path}/${row.id}`, { ...valid, name: 'Taken' })).toMatchObject({ status: 404, body: notFound() });
    expect(await stranger.rest('DELETE', `${k.path}/${row.id}`)).toMatchObject({ status: 404, body: notFound() });
    expect((await stranger.rest('GET', k.path)).body).toEqual([]);
    expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
  });

  test('an id that cannot name a row is 404', async () => {
    const { client } = await signedInMember(t);
    for (const id of ['abc', '99999999999', '2000000000']) {
      expect((await client.rest('PUT', `${k.path}/${id}`, valid)).status).toBe(404);
      expect((await client.rest('DELETE', `${k.path}/${id}`)).status).toBe(404);
    }
  });

  test('a visitor gets 401 on every path, before the body is looked at, and nothing changes', async () => {
    const { user } = await signedInMember(t);
    const row = await seed(user.id);
    const visitor = t.client();
    const before = await k.table().count();
    expect(await visitor.rest('GET', k.path)).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await visitor.rest('POST', k.path, valid)).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await visitor.rest('POST', k.path, { name: '' })).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await visitor.rest('PUT', `${k.path}/${row.id}`, valid)).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await visitor.rest('DELETE', `${k.path}/${row.id}`)).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await k.table().count()).toBe(before);
    expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
  });
});
