// Scriptures over GraphQL and the REST shim: the Bible Verses screen's operations, the spec's
// validation message (docs/product/scriptures.md), and that every row stays its owner's. Answers and the
// stored rows are both checked.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp, expectSignInFirst } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

const FIELDS = 'id reference text notes favorite createdAt';
const LIST = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      scriptures(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { ${FIELDS} } }
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateScriptureInput!) {
    createScripture(input: $input) {
      __typename
      ... on ScriptureCreated { scripture { ${FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateScriptureInput!) {
    updateScripture(input: $input) {
      __typename
      ... on ScriptureUpdated { scripture { ${FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteScriptureInput!) {
    deleteScripture(input: $input) {
      __typename
      ... on ScriptureDeleted { deletedId }
      ... on Error { message }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on Scripture { reference text } } }`;

const globalId = (id: number) => Buffer.from(`Scripture:${id}`).toString('base64');
const JOHN = { reference: 'John 3:16', text: 'For God loved the world so much…', notes: 'God’s love', favorite: true };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.scripture.findMany({ where: { userId }, orderBy: { id: 'asc' } });

async function create(client: Client, input: Record<string, unknown>) {
  const answer = await client.graphql(CREATE, { input });
  expect(answer.data.createScripture.__typename).toBe('ScriptureCreated');
  return answer.data.createScripture.scripture as { id: string; reference: string };
}

describe('create and list', () => {
  test('createScripture stores the verse for the viewer and returns it', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input: JOHN });
    const [row] = await rowsOf(user.id);
    expect(answer.data.createScripture).toEqual({
      __typename: 'ScriptureCreated',
      scripture: { ...JOHN, id: globalId(row!.id), createdAt: row!.createdAt.toISOString() },
    });
    expect(row).toMatchObject({ ...JOHN, userId: user.id });
  });

  test('trims the fields, stores blank notes as none and favourite as false by default', async () => {
    const { client, user } = await signedInMember(t);
    await create(client, { reference: '  Psalm 83:18 ', text: ' That people may know… ', notes: '   ' });
    expect(await rowsOf(user.id)).toMatchObject([
      { reference: 'Psalm 83:18', text: 'That people may know…', notes: null, favorite: false },
    ]);
  });

  test('viewer.scriptures pages through the viewer’s own verses, newest first', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    await create(other.client, { reference: 'Not mine 1:1', text: 'Someone else’s' });
    for (const n of [1, 2, 3]) await create(client, { reference: `Verse ${n}`, text: `Text ${n}` });

    const first = (await client.graphql(LIST, { first: 2 })).data.viewer.scriptures;
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.map((e: any) => e.node.reference)).toEqual(['Verse 3', 'Verse 2']);

    const rest = (await client.graphql(LIST, { first: 2, after: first.pageInfo.endCursor })).data.viewer.scriptures;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(rest.edges.map((e: any) => e.node.reference)).toEqual(['Verse 1']);
  });

  test('GET /api/scriptures lists the viewer’s own verses; POST creates one from the spec payload', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    await create(other.client, { reference: 'Not mine 1:1', text: 'Someone else’s' });

    const posted = await client.rest('POST', '/api/scriptures', JOHN);
    expect(posted.status).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(posted.body).toMatchObject({ ...JOHN, id: row!.id, userId: user.id });

    await client.rest('POST', '/api/scriptures', { reference: 'Matthew 24:14', text: 'And this good news…' });
    const listed = await client.rest('GET', '/api/scriptures');
    expect(listed.status).toBe(200);
    expect(listed.body.map((s: any) => s.reference)).toEqual(['Matthew 24:14', 'John 3:16']);
  });
});

describe('update and delete', () => {
  test('updateScripture changes only the fields it names; blank notes clear them', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, JOHN);
    const answer = await client.graphql(UPDATE, { input: { id: created.id, favorite: false, notes: '' } });
    expect(answer.data.updateScripture).toMatchObject({
      __typename: 'ScriptureUpdated',
      scripture: { id: created.id, reference: JOHN.reference, text: JOHN.text, notes: null, favorite: false },
    });
    expect(await rowsOf(user.id)).toMatchObject([{ reference: JOHN.reference, notes: null, favorite: false }]);
  });

  test('deleteScripture removes the verse', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, JOHN);
    const answer = await client.graphql(DELETE, { input: { id: created.id } });
    expect(answer.data.deleteScripture).toEqual({ __typename: 'ScriptureDeleted', deletedId: created.id });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('PUT and DELETE /api/scriptures/{id} change and remove the verse', async () => {
    const { client, user } = await signedInMember(t);
    const { body } = await client.rest('POST', '/api/scriptures', JOHN);
    const put = await client.rest('PUT', `/api/scriptures/${body.id}`, { reference: 'John 3:17', favorite: false });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: body.id, reference: 'John 3:17', text: JOHN.text, favorite: false });
    expect(await rowsOf(user.id)).toMatchObject([{ reference: 'John 3:17', favorite: false }]);

    const deleted = await client.rest('DELETE', `/api/scriptures/${body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { ok: true, id: body.id } });
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('validation: reference and text are required', () => {
  const incomplete: [string, Record<string, unknown>][] = [
    ['reference', { text: 'Some text' }],
    ['reference', { reference: '   ', text: 'Some text' }],
    ['text', { reference: 'John 1:1' }],
    ['text', { reference: 'John 1:1', text: '  ' }],
    ['reference', { reference: '', text: '' }],
  ];

  test('createScripture refuses a blank reference or text with the spec message and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    for (const [field, input] of incomplete) {
      const answer = await client.graphql(CREATE, { input });
      expect(answer.data.createScripture, JSON.stringify(input)).toMatchObject({
        __typename: 'ValidationError',
        message: MESSAGES.required,
      });
      expect(answer.data.createScripture.fields).toContainEqual({ path: field, message: MESSAGES.required });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('POST /api/scriptures answers 400 with the spec message and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    for (const [, input] of incomplete) {
      const answer = await client.rest('POST', '/api/scriptures', input);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.required);
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('an update that blanks the reference or text is refused and the row stays as it was', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, JOHN);
    const before = await rowsOf(user.id);
    for (const change of [{ reference: ' ' }, { text: '' }]) {
      const answer = await client.graphql(UPDATE, { input: { id: created.id, ...change } });
      expect(answer.data.updateScripture).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.required });
      const rest = await client.rest('PUT', `/api/scriptures/${before[0]!.id}`, change);
      expect(rest).toMatchObject({ status: 400, body: { message: MESSAGES.required } });
    }
    expect(await rowsOf(user.id)).toEqual(before);
  });
});

describe('every verse is its owner’s', () => {
  test('another member’s verse is not found on GraphQL and nothing changes', async () => {
    const owner = await signedInMember(t);
    const created = await create(owner.client, JOHN);
    const before = await rowsOf(owner.user.id);
    const { client: intruder } = await signedInMember(t, { groupNumber: owner.user.groupNumber });

    const update = await intruder.graphql(UPDATE, { input: { id: created.id, reference: 'Changed 1:1' } });
    expect(update.data.updateScripture).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    const removal = await intruder.graphql(DELETE, { input: { id: created.id } });
    expect(removal.data.deleteScripture).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expect((await intruder.graphql(NODE, { id: created.id })).data.node).toBeNull();
    expect((await intruder.graphql(LIST)).data.viewer.scriptures.totalCount).toBe(0);

    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect((await owner.client.graphql(NODE, { id: created.id })).data.node).toEqual({ id: created.id, ...pick(JOHN) });
  });

  test('another member’s verse is 404 on REST and nothing changes', async () => {
    const owner = await signedInMember(t);
    const { body } = await owner.client.rest('POST', '/api/scriptures', JOHN);
    const before = await rowsOf(owner.user.id);
    const { client: intruder } = await signedInMember(t);

    expect((await intruder.rest('PUT', `/api/scriptures/${body.id}`, { reference: 'Changed 1:1' })).status).toBe(404);
    expect((await intruder.rest('DELETE', `/api/scriptures/${body.id}`)).status).toBe(404);
    expect((await intruder.rest('GET', '/api/scriptures')).body).toEqual([]);
    expect(await rowsOf(owner.user.id)).toEqual(before);
  });

  test('an id of another type or beyond any row is not a scripture', async () => {
    const { client } = await signedInMember(t);
    const userId = Buffer.from('User:1').toString('base64');
    expect((await client.graphql(DELETE, { input: { id: userId } })).data.deleteScripture).toMatchObject({
      __typename: 'ValidationError',
    });
    expect((await client.rest('DELETE', '/api/scriptures/99999999999')).status).toBe(404);
    expect((await client.rest('DELETE', '/api/scriptures/abc')).status).toBe(404);
  });

  test('a visitor is asked to sign in and nothing is stored', async () => {
    const visitor = t.client();
    const before = await t.db.scripture.count();
    expectSignInFirst(await visitor.graphql(CREATE, { input: JOHN }));
    expect((await visitor.graphql(LIST)).data.viewer).toBeNull();
    expect((await visitor.rest('GET', '/api/scriptures')).status).toBe(401);
    expect((await visitor.rest('POST', '/api/scriptures', JOHN)).status).toBe(401);
    expect(await t.db.scripture.count()).toBe(before);
  });
});

function pick({ reference, text }: typeof JOHN) {
  return { reference, text };
}
