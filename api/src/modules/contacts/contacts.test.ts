// Contacts over GraphQL: one Contact type with its kind, one connection with a kind argument, one
// set of mutations, each tried for both lists; each validation rule with its message and the
// stored rows unchanged; the privacy of every contact (another member's id is "not found", a
// visitor is told to sign in).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, expectSignInFirst, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { globalId } from '../../../../tests/api/ids.ts';
import { MESSAGES } from './inputs.ts';
import { CONTACT_KINDS, type ContactKind } from './kinds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTACT_FIELDS = 'id kind name phoneNumber email position hospital notes createdAt updatedAt';
const CREATE = `mutation ($input: CreateContactInput!) {
  result: createContact(input: $input) {
    __typename
    ... on ContactCreated { contact { ${CONTACT_FIELDS} } edge { cursor node { id name } } }
    ... on Error { message }
    ... on ValidationError { fields { path message } }
  }
}`;
const UPDATE = `mutation ($input: UpdateContactInput!) {
  result: updateContact(input: $input) {
    __typename
    ... on ContactUpdated { contact { ${CONTACT_FIELDS} } }
    ... on Error { message }
    ... on ValidationError { fields { path message } }
  }
}`;
const DELETE = `mutation ($input: DeleteContactInput!) {
  result: deleteContact(input: $input) {
    __typename
    ... on ContactDeleted { deletedId }
    ... on Error { message }
  }
}`;
const LIST = `query ($kind: ContactKind!, $first: Int, $after: String) {
  viewer { contacts(kind: $kind, first: $first, after: $after) {
    totalCount
    positions
    defaultPosition
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${CONTACT_FIELDS} } }
  } }
}`;
const USER_LIST = `query ($id: ID!, $kind: ContactKind!) {
  node(id: $id) { ... on User { contacts(kind: $kind, first: 10) { totalCount edges { node { id } } } } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on Contact { ${CONTACT_FIELDS} } } }`;

const valid = { name: 'Anna Berg', phoneNumber: '(910) 555-0123', email: 'anna@example.org' };
const enumOf = (position: string) => position.toUpperCase();

function kindUnderTest(kind: ContactKind) {
  const table = () => (kind === 'hlc' ? t.db.hlcContact : (t.db.pvgContact as unknown as typeof t.db.hlcContact));
  return {
    kind,
    KIND: kind.toUpperCase(),
    label: CONTACT_KINDS[kind].label,
    positions: CONTACT_KINDS[kind].positions as readonly string[],
    table,
    rows: (userId: number) => table().findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    idOf: (rowId: number) => globalId('Contact', `${kind}:${rowId}`),
  };
}

describe.each([kindUnderTest('hlc'), kindUnderTest('pvg')])('$label contacts over GraphQL', (k) => {
  const create = async (client: Client, input: Record<string, unknown>) =>
    (await client.graphql(CREATE, { input: { kind: k.KIND, ...input } })).data.result;
  const update = async (client: Client, input: Record<string, unknown>) => (await client.graphql(UPDATE, { input })).data.result;
  const remove = async (client: Client, id: string) => (await client.graphql(DELETE, { input: { id } })).data.result;
  const list = async (client: Client, variables: Record<string, unknown> = {}) =>
    (await client.graphql(LIST, { kind: k.KIND, first: 10, ...variables })).data.viewer.contacts;
  const seed = (userId: number, fields: Record<string, unknown> = {}) => k.table().create({ data: { ...valid, userId, ...fields } });

  test('creates a contact with the required fields; the position defaults to Member', async () => {
    const { client, user } = await signedInMember(t);
    const result = await create(client, valid);
    expect(result.__typename).toBe('ContactCreated');
    expect(result.contact).toMatchObject({ ...valid, kind: k.KIND, position: 'MEMBER', hospital: null, notes: null });
    expect(result.edge.node).toEqual({ id: result.contact.id, name: valid.name });
    expect(result.edge.cursor).toEqual(expect.any(String));
    const rows = await k.rows(user.id);
    expect(rows).toHaveLength(1);
    expect(k.idOf(rows[0]!.id)).toBe(result.contact.id);
    expect(rows[0]).toMatchObject({ ...valid, position: 'Member', hospital: null, notes: null });
  });

  test('creates a contact with every field; text is trimmed and each position of the list is accepted', async () => {
    const { client, user } = await signedInMember(t);
    for (const position of k.positions) {
      const result = await create(client, {
        name: '  Jonas Ek ',
        phoneNumber: ' 555-0100 ',
        email: ' jonas@example.org ',
        position: enumOf(position),
        hospital: ' Example Medical Center ',
        notes: 'Available evenings',
      });
      expect(result.contact).toMatchObject({
        name: 'Jonas Ek',
        phoneNumber: '555-0100',
        email: 'jonas@example.org',
        position: enumOf(position),
        hospital: 'Example Medical Center',
        notes: 'Available evenings',
      });
    }
    expect((await k.rows(user.id)).map((r) => r.position)).toEqual([...k.positions]);
  });

  test("lists the viewer's contacts of this kind newest first, a page at a time, with the count and the kind's positions", async () => {
    const { client, user } = await signedInMember(t);
    const { user: other } = await signedInMember(t);
    await seed(other.id, { name: 'Not mine' });
    for (const name of ['First', 'Second', 'Third']) await seed(user.id, { name });
    await kindUnderTest(k.kind === 'hlc' ? 'pvg' : 'hlc').table().create({ data: { ...valid, name: 'Other list', userId: user.id } });

    const page1 = await list(client, { first: 2 });
    expect(page1.totalCount).toBe(3);
    expect(page1.positions).toEqual(k.positions.map(enumOf));
    expect(page1.defaultPosition).toBe('MEMBER');
    expect(page1.edges.map((e: any) => e.node.name)).toEqual(['Third', 'Second']);
    expect(page1.pageInfo.hasNextPage).toBe(true);

    const page2 = await list(client, { first: 2, after: page1.pageInfo.endCursor });
    expect(page2.edges.map((e: any) => e.node.name)).toEqual(['First']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(page2.totalCount).toBe(3);
  });

  test('updates the fields given and returns the changed contact; null or blank hospital and notes clear them', async () => {
    const { client, user } = await signedInMember(t);
    const row = await seed(user.id, { hospital: 'Old Hospital', notes: 'Old notes', position: 'Secretary' });
    const id = k.idOf(row.id);

    const renamed = await update(client, { id, name: 'Anna Berg-Lund', email: 'anna.lund@example.org' });
    expect(renamed.contact).toMatchObject({
      id,
      name: 'Anna Berg-Lund',
      email: 'anna.lund@example.org',
      phoneNumber: valid.phoneNumber,
      position: 'SECRETARY',
      hospital: 'Old Hospital',
    });

    const cleared = await update(client, { id, hospital: null, notes: '  ', position: enumOf(k.positions[0]!) });
    expect(cleared.contact).toMatchObject({ hospital: null, notes: null, position: enumOf(k.positions[0]!) });
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
    const id = k.idOf(row.id);
    expect(await remove(client, id)).toEqual({ __typename: 'ContactDeleted', deletedId: id });
    expect((await k.rows(user.id)).map((r) => r.id)).toEqual([keep.id]);
    expect(await remove(client, id)).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound(k.kind) });
  });

  describe('validation: the product message, a ValidationError, and nothing stored', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['missing name', { ...valid, name: undefined }, 'name', MESSAGES.nameRequired],
      ['blank name', { ...valid, name: '   ' }, 'name', MESSAGES.nameRequired],
      ['missing phone number', { ...valid, phoneNumber: undefined }, 'phoneNumber', MESSAGES.phoneNumberRequired],
      ['blank phone number', { ...valid, phoneNumber: '' }, 'phoneNumber', MESSAGES.phoneNumberRequired],
      ['missing email', { ...valid, email: undefined }, 'email', MESSAGES.emailRequired],
      ['blank email', { ...valid, email: ' ' }, 'email', MESSAGES.emailRequired],
      ['malformed email', { ...valid, email: 'anna.example.org' }, 'email', MESSAGES.emailInvalid],
      ['email without a domain', { ...valid, email: 'anna@' }, 'email', MESSAGES.emailInvalid],
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

    test('create: a position of the other list only is refused with the list of this one', async () => {
      const other = k.kind === 'hlc' ? 'VOLUNTEER' : 'CHAIRMAN';
      const { client, user } = await signedInMember(t);
      const result = await create(client, { ...valid, position: other });
      expect(result).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.position(k.kind) });
      expect(await k.rows(user.id)).toEqual([]);
    });

    test('create: a position that is no position at all is refused by the schema', async () => {
      const { client, user } = await signedInMember(t);
      const answer = await client.graphql(CREATE, { input: { kind: k.KIND, ...valid, position: 'ELDER' } });
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.message).toMatch(/ContactPosition/);
      expect(await k.rows(user.id)).toEqual([]);
    });

    test.each([
      ['blank name', { name: ' ' }, MESSAGES.nameRequired],
      ['null phone number', { phoneNumber: null }, MESSAGES.phoneNumberRequired],
      ['blank email', { email: '' }, MESSAGES.emailRequired],
      ['malformed email', { email: 'not-an-email' }, MESSAGES.emailInvalid],
      ['position of the other list', { position: k.kind === 'hlc' ? 'VOLUNTEER' : 'CHAIRMAN' }, MESSAGES.position(k.kind)],
    ])('update: %s leaves the contact as it was', async (_case, change, message) => {
      const { client, user } = await signedInMember(t);
      const row = await seed(user.id);
      const result = await update(client, { id: k.idOf(row.id), name: 'Changed', ...change });
      expect(result).toMatchObject({ __typename: 'ValidationError', message });
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });

    test('an id of another type, or a contact id with no kind, is refused', async () => {
      const { client, user } = await signedInMember(t);
      const row = await seed(user.id);
      for (const id of [globalId('User', user.id), globalId('Contact', row.id), globalId('Contact', `xyz:${row.id}`)]) {
        expect(await update(client, { id, name: 'Changed' })).toMatchObject({ __typename: 'ValidationError', message: 'Not a Contact id' });
      }
      expect(await remove(client, globalId('Note', row.id))).toMatchObject({ __typename: 'ValidationError' });
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });
  });

  describe("another member's contact", () => {
    test('cannot be read, changed or deleted: not found, and nothing changes', async () => {
      const { user: owner } = await signedInMember(t, { groupNumber: 4 });
      const { client: stranger } = await signedInMember(t, { groupNumber: 4 });
      const row = await seed(owner.id, { notes: 'Private' });
      const id = k.idOf(row.id);
      const notFound = { __typename: 'NotFoundError', message: MESSAGES.notFound(k.kind) };

      expect((await stranger.graphql(NODE, { id })).data.node).toBeNull();
      expect((await list(stranger)).totalCount).toBe(0);
      // A member of the same group may see the owner's account, never the owner's contacts.
      const throughOwner = await stranger.graphql(USER_LIST, { id: globalId('User', owner.id), kind: k.KIND });
      expect(throughOwner.data.node).toBeNull();
      expect(throughOwner.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);

      expect(await update(stranger, { id, name: 'Taken over', email: 'x@example.org' })).toEqual(notFound);
      expect(await remove(stranger, id)).toEqual(notFound);
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });

    test('an id with no row is not found either', async () => {
      const { client } = await signedInMember(t);
      const notFound = { __typename: 'NotFoundError', message: MESSAGES.notFound(k.kind) };
      expect(await update(client, { id: k.idOf(2_000_000_000), name: 'X' })).toEqual(notFound);
      expect(await remove(client, k.idOf(2_000_000_000))).toEqual(notFound);
    });

    test('the owner reads it through node(id), with its kind', async () => {
      const { client, user } = await signedInMember(t);
      const row = await seed(user.id);
      const node = (await client.graphql(NODE, { id: k.idOf(row.id) })).data.node;
      expect(node).toMatchObject({ __typename: 'Contact', kind: k.KIND, name: valid.name, email: valid.email });
    });
  });

  describe('a visitor', () => {
    test('is asked to sign in for every change, and nothing is stored or changed', async () => {
      const { user } = await signedInMember(t);
      const row = await seed(user.id);
      const visitor = t.client();
      const before = await k.table().count();
      expectSignInFirst(await visitor.graphql(CREATE, { input: { kind: k.KIND, ...valid } }));
      expectSignInFirst(await visitor.graphql(CREATE, { input: { kind: k.KIND } }));
      expectSignInFirst(await visitor.graphql(UPDATE, { input: { id: k.idOf(row.id), name: 'Changed' } }));
      expectSignInFirst(await visitor.graphql(DELETE, { input: { id: k.idOf(row.id) } }));
      expect(await k.table().count()).toBe(before);
      expect(await k.table().findUnique({ where: { id: row.id } })).toEqual(row);
    });

    test('has no list and cannot read a contact by id', async () => {
      const { user } = await signedInMember(t);
      const row = await seed(user.id);
      const visitor = t.client();
      expect((await visitor.graphql(LIST, { kind: k.KIND, first: 5 })).data.viewer).toBeNull();
      const byId = await visitor.graphql(NODE, { id: k.idOf(row.id) });
      expect(byId.data?.node ?? null).toBeNull();
    });
  });
});
