// HLC and PVG contacts over GraphQL (spec 02 sections 3, 5 and 7): each operation for both kinds,
// each validation rule with its message and the stored rows unchanged, and the privacy of every
// contact (another member's id is "not found", a visitor is told to sign in).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';
import { CONTACT_KINDS, type ContactKind } from './kinds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const CONTACT_FIELDS = 'id name phoneNumber email position hospital notes createdAt updatedAt';

/** The GraphQL documents and table of one kind: the names differ only by the prefix. */
function kindUnderTest(kind: ContactKind) {
  const { label, model, relation } = CONTACT_KINDS[kind];
  const prefix = label.charAt(0) + label.slice(1).toLowerCase();
  const table = () => (kind === 'hlc' ? t.db.hlcContact : (t.db.pvgContact as unknown as typeof t.db.hlcContact));
  return {
    kind,
    label,
    model,
    positions: CONTACT_KINDS[kind].positions as readonly string[],
    table,
    rows: (userId: number) => table().findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    CREATE: `mutation ($input: Create${prefix}ContactInput!) {
      result: create${prefix}Contact(input: $input) {
        __typename
        ... on ${prefix}ContactCreated { contact { ${CONTACT_FIELDS} } edge { cursor node { id name } } }
        ... on Error { message }
        ... on ValidationError { fields { path message } }
      }
    }`,
    UPDATE: `mutation ($input: Update${prefix}ContactInput!) {
      result: update${prefix}Contact(input: $input) {
        __typename
        ... on ${prefix}ContactUpdated { contact { ${CONTACT_FIELDS} } }
        ... on Error { message }
        ... on ValidationError { fields { path message } }
      }
    }`,
    DELETE: `mutation ($input: Delete${prefix}ContactInput!) {
      result: delete${prefix}Contact(input: $input) {
        __typename
        ... on ${prefix}ContactDeleted { deletedId }
        ... on Error { message }
      }
    }`,
    LIST: `query ($first: Int, $after: String) {
      viewer { contacts: ${relation}(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { ${CONTACT_FIELDS} } }
      } }
    }`,
    USER_LIST: `query ($id: ID!) {
      node(id: $id) { ... on User { contacts: ${relation}(first: 10) { totalCount edges { node { id } } } } }
    }`,
    NODE: `query ($id: ID!) { node(id: $id) { __typename ... on Contact { ${CONTACT_FIELDS} } } }`,
  };
}

const valid = { name: 'Anna Berg', phoneNumber: '(910) 555-0123', email: 'anna@example.org' };

describe.each([kindUnderTest('hlc'), kindUnderTest('pvg')])('$label contacts over GraphQL', (k) => {
  const create = async (client: Client, input: Record<string, unknown>) => (await client.graphql(k.CREATE, { input })).data.result;
  const update = async (client: Client, input: Record<string, unknown>) => (await client.graphql(k.UPDATE, { input })).data.result;
  const remove = async (client: Client, id: string) => (await client.graphql(k.DELETE, { input: { id } })).data.result;
  const seed = (userId: number, fields: Record<string, unknown> = {}) =>
    k.table().create({ data: { ...valid, userId, ...fields } });

  test('creates a contact with the required fields; the position defaults to Member', async () => {
    const { client, user } = await signedInMember(t);
    const result = await create(client, valid);
    expect(result.__typename).toBe(`${k.label.charAt(0)}${k.label.slice(1).toLowerCase()}ContactCreated`);
    expect(result.contact).toMatchObject({ ...valid, position: 'Member', hospital: null, notes: null });
    expect(result.edge.node).toEqual({ id: result.contact.id, name: valid.name });
    expect(result.edge.cursor).toEqual(expect.any(String));
    const rows = await k.rows(user.id);
    expect(rows).toHaveLength(1);
    expect(globalId(k.model, rows[0]!.id)).toBe(result.contact.id);
    expect(rows[0]).toMatchObject({ ...valid, position: 'Member', hospital: null, notes: null });
  });

  test('creates a contact with every field; text is trimmed and each position of the list is accepted', async () => {
    const { client, user } = await signedInMember(t);
    for (const position of k.positions) {
      const result = await create(client, {
        name: '  Jonas Ek ',
        phoneNumber: ' 555-0100 ',
        email: ' jonas@example.org ',
        position,
        hospital: ' Example Medical Center ',
        notes: 'Available evenings',
      });
      expect(result.contact).toMatchObject({
        name: 'Jonas Ek',
        phoneNumber: '555-0100',
        email: 'jonas@example.org',
        position,
        hospital: 'Example Medical Center',
        notes: 'Available evenings',
      });
    }
    expect((await k.rows(user.id)).map((r) => r.position)).toEqual([...k.positions]);
  });

  test("lists the viewer's contacts newest first, a page at a time, with the total count", async () => {
    const { client, user } = await signedInMember(t);
    const { user: other } = await signedInMember(t);
    await seed(other.id, { name: 'Not mine' });
    for (const name of ['First', 'Second', 'Third']) await seed(user.id, { name });

    const page1 = (await client.graphql(k.LIST, { first: 2 })).data.viewer.contacts;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e: any) => e.node.name)).toEqual(['Third', 'Second']);
    expect(page1.pageInfo.hasNextPage).toBe(true);

    const page2 = (await client.graphql(k.LIST, { first: 2, after: page1.pageInfo.endCursor })).data.viewer.contacts;
    expect(page2.edges.map((e: any) => e.node.name)).toEqual(['First']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(page2.totalCount).toBe(3);
  });

  test('updates the fields given and returns the changed contact; null hospital and notes clear them', async () => {
    const { client, user } = await signedInMember(t);
    const row = await seed(user.id, { hospital: 'Old Hospital', notes: 'Old notes', position: 'Secretary' });
    const id = globalId(k.model, row.id);

    const renamed = await update(client, { id, name: 'Anna Berg-Lund', email: 'anna.lund@example.org' });
    expect(renamed.contact).toMatchObject({
      id,
      name: 'Anna Berg-Lund',
      email: 'anna.lund@example.org',
      phoneNumber: valid.phoneNumber,
      position: 'Secretary',
      hospital: 'Old Hospital',
    });

    const cleared = await update(client, { id, hospital: null, notes: '  ', position: k.positions[0] });
    expect(cleared.contact).toMatchObject({ hospital: null, notes: null, position: k.positions[0] });
    expect(await k.table().findUnique({ where: { id: row.id } })).toMatchObject({
      name: 'Anna Berg-Lund',
      email: 'anna.lund@example.org',
      hospital: null,
      notes: null,
      position: k.positions[0],
    });
  });

  test('deletes a contact and answers its id; it is then not found', async () => {
    const { client, user } = await signedInMember(t);
    const row = await seed(user.id);
    const keep = await seed(user.id, { name: 'Keep me' });
    const id = globalId(k.model, row.id);
    expect(await remove(client, id)).toEqual({ __typename: `${k.label.charAt(0)}${k.label.slice(1).toLowerCase()}ContactDeleted`, deletedId: id });
    expect((await k.rows(user.id)).map((r) => r.id)).toEqual([keep.id]);
    expect(await remove(client, id)).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound(k.kind) });
  });

  describe('validation: the spec message, a ValidationError, and nothing stored', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['missing name', { ...valid, name: undefined }, 'name', MESSAGES.nameRequired],
      ['blank name', { ...valid, name: '   ' }, 'name', MESSAGES.nameRequired],
      ['missing phone number', { ...valid, phoneNumber: undefined }, 'phoneNumber', MESSAGES.phoneNumberRequired],
      ['blank phone number', { ...valid, phoneNumber: '' }, 'phoneNumber', MESSAGES.phoneNumberRequired],
      ['missing email', { ...valid, email: undefined }, 'email', MESSAGES.emailRequired],
      ['blank email', { ...valid, email: ' ' }, 'email', MESSAGES.emailRequired],
      ['malformed email', { ...valid, email: 'anna.example.org' }, 'email', MESSAGES.emailInvalid],
      ['email without a domain', { ...valid, email: 'anna@' }, 'email', MESSAGES.emailInvalid],
      ['position outside the list', { ...valid, position: 'Elder' }, 'position', MESSAGES.position(k.kind)],
      ['name too long', { ...valid, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      ['notes too long', { ...valid, notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
    ];

    test.each(cases)('create: %s', async (_case, input, path, message) => {
      const { client, user } = await signedInMember(t);
      const result = await create(client, input);
      expect(result).toMatchObject({ __typename: 'ValidationError', message });
      expect(result.fields).toContainEqual({ path, message });
      expect(await k.rows(user.id)).toEqual([]);
    });

    test('create: the other kind’s own positions are outside this list', async () => {
      const other = k.kind === 'hlc' ? 'Volunteer' : 'Chairman';
      const { client, user } = await signedInMember(t);
      const result = await create(client, { ...valid, position: other });
      expect(result).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.position(k.kind) });
      expect(await k.rows(user.id)).toEqual([]);
    });

    test.each([
      ['blank name', { name: ' ' }, MESSAGES.nameRequired],
      ['null phone number', { phoneNumber: null }, MESSAGES.phoneNumberRequired],
      ['blank email', { email: '' }, MESSAGES.emailRequired],
      ['malformed email', { email: 'not-an-email' }, MESSAGES.emailInvalid],
      ['position outside the list', { position: 'Pastor' }, MESSAGES.position(k.kind)],
    ])('update: %s leaves the contact as it was', async (_case, change, message) => {
      const { client, user } = await signedInMember(t);
      const row = await seed(user.id);
      const result = await update(client, { id: globalId(k.model, row.id), name: 'Changed', ...change });
      expect(result).toMatchObject({ __typename: 'ValidationError', message });
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });

    test('an id of another type is refused', async () => {
      const { client, user } = await signedInMember(t);
      const row = await seed(user.id);
      const result = await update(client, { id: globalId('User', user.id), name: 'Changed' });
      expect(result).toMatchObject({ __typename: 'ValidationError', message: `Not a ${k.model} id` });
      expect(await remove(client, globalId('Note', row.id))).toMatchObject({ __typename: 'ValidationError' });
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });
  });

  describe("another member's contact", () => {
    test('cannot be read, changed or deleted: not found, and nothing changes', async () => {
      const { user: owner } = await signedInMember(t, { groupNumber: 4 });
      const { client: stranger } = await signedInMember(t, { groupNumber: 4 });
      const row = await seed(owner.id, { notes: 'Private' });
      const id = globalId(k.model, row.id);
      const notFound = { __typename: 'NotFoundError', message: MESSAGES.notFound(k.kind) };

      expect((await stranger.graphql(k.NODE, { id })).data.node).toBeNull();
      expect((await stranger.graphql(k.LIST, { first: 10 })).data.viewer.contacts.totalCount).toBe(0);
      // A member of the same group may see the owner's account, never the owner's contacts.
      const throughOwner = await stranger.graphql(k.USER_LIST, { id: globalId('User', owner.id) });
      expect(throughOwner.data.node.contacts).toEqual({ totalCount: 0, edges: [] });

      expect(await update(stranger, { id, name: 'Taken over', email: 'x@example.org' })).toEqual(notFound);
      expect(await remove(stranger, id)).toEqual(notFound);
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });

    test('an id with no row is not found either', async () => {
      const { client } = await signedInMember(t);
      const notFound = { __typename: 'NotFoundError', message: MESSAGES.notFound(k.kind) };
      expect(await update(client, { id: globalId(k.model, 2_000_000_000), name: 'X' })).toEqual(notFound);
      expect(await remove(client, globalId(k.model, 2_000_000_000))).toEqual(notFound);
    });

    test('the owner reads it through node(id)', async () => {
      const { client, user } = await signedInMember(t);
      const row = await seed(user.id);
      const node = (await client.graphql(k.NODE, { id: globalId(k.model, row.id) })).data.node;
      expect(node).toMatchObject({ __typename: k.model, name: valid.name, email: valid.email });
    });
  });

  describe('a visitor', () => {
    test('is asked to sign in for every change, and nothing is stored or changed', async () => {
      const { user } = await signedInMember(t);
      const row = await seed(user.id);
      const visitor = t.client();
      const signIn = { __typename: 'AuthenticationError', message: 'Please sign in to continue' };
      const before = await k.table().count();

      expect(await create(visitor, valid)).toEqual(signIn);
      expect(await update(visitor, { id: globalId(k.model, row.id), name: 'Changed' })).toEqual(signIn);
      expect(await remove(visitor, globalId(k.model, row.id))).toEqual(signIn);
      expect(await k.table().count()).toBe(before);
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });

    test('has no list and cannot read a contact by id', async () => {
      const { user } = await signedInMember(t);
      const row = await seed(user.id);
      const visitor = t.client();
      expect((await visitor.graphql(k.LIST, { first: 5 })).data.viewer).toBeNull();
      expect((await visitor.graphql(k.NODE, { id: globalId(k.model, row.id) })).data.node).toBeNull();
    });
  });
});
