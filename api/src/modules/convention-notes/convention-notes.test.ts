// Regional convention notes over GraphQL and the REST shim: create, list, update and delete, the
// spec's required-field messages (docs/product/convention-notes.md), the client id that makes an offline replay
// delivered twice create one note, and that every row stays its owner's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp, expectSignInFirst } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

const FIELDS = 'id title speaker content scriptures date session clientId';
const LIST = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      conventionNotes(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { ${FIELDS} } }
      }
    }
  }
`;
const result = (success: string) => /* GraphQL */ `
  __typename
  ... on ${success} { conventionNote { ${FIELDS} } }
  ... on Error { message }
  ... on ValidationError { fields { path message } }
`;
const CREATE = `mutation ($input: CreateConventionNoteInput!) { createConventionNote(input: $input) { ${result('ConventionNoteCreated')} } }`;
const UPDATE = `mutation ($input: UpdateConventionNoteInput!) { updateConventionNote(input: $input) { ${result('ConventionNoteUpdated')} } }`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteConventionNoteInput!) {
    deleteConventionNote(input: $input) {
      __typename
      ... on ConventionNoteDeleted { deletedId }
      ... on Error { message }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on ConventionNote { title } } }`;

const globalId = (id: number) => Buffer.from(`ConventionNote:${id}`).toString('base64');
const NOTE = {
  title: 'Keep Your Eyes on the Prize',
  speaker: 'Brother Adams',
  content: 'Run with endurance; look to Jesus as our example.',
  scriptures: 'Hebrews 12:1, 2; Philippians 3:14',
  date: '2025-07-11',
  session: 'Friday Morning',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.conventionNote.findMany({ where: { userId }, orderBy: { id: 'asc' } });

async function create(client: Client, input: Record<string, unknown>) {
  const answer = await client.graphql(CREATE, { input });
  expect(answer.data.createConventionNote.__typename).toBe('ConventionNoteCreated');
  return answer.data.createConventionNote.conventionNote as { id: string; title: string };
}

describe('create, list, update and delete', () => {
  test('createConventionNote stores the note for the viewer and returns it', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input: NOTE });
    const [row] = await rowsOf(user.id);
    expect(answer.data.createConventionNote).toEqual({
      __typename: 'ConventionNoteCreated',
      conventionNote: { ...NOTE, id: globalId(row!.id), clientId: null },
    });
    expect(row).toMatchObject({ ...NOTE, userId: user.id, clientId: null });
  });

  test('scriptures are optional and stored as none when blank', async () => {
    const { client, user } = await signedInMember(t);
    await create(client, { ...NOTE, scriptures: '  ' });
    await create(client, { ...NOTE, scriptures: undefined });
    expect((await rowsOf(user.id)).map((r) => r.scriptures)).toEqual([null, null]);
  });

  test('viewer.conventionNotes pages through the viewer’s own notes, newest first', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    await create(other.client, { ...NOTE, title: 'Not mine' });
    for (const n of [1, 2, 3]) await create(client, { ...NOTE, title: `Talk ${n}` });

    const first = (await client.graphql(LIST, { first: 2 })).data.viewer.conventionNotes;
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.map((e: any) => e.node.title)).toEqual(['Talk 3', 'Talk 2']);
    const rest = (await client.graphql(LIST, { first: 2, after: first.pageInfo.endCursor })).data.viewer.conventionNotes;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(rest.edges.map((e: any) => e.node.title)).toEqual(['Talk 1']);
  });

  test('updateConventionNote replaces the note’s fields', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, NOTE);
    const change = { ...NOTE, title: 'Look to the Reward', scriptures: '', session: 'Saturday Afternoon' };
    const answer = await client.graphql(UPDATE, { input: { id: created.id, ...change } });
    expect(answer.data.updateConventionNote).toMatchObject({
      __typename: 'ConventionNoteUpdated',
      conventionNote: { id: created.id, title: 'Look to the Reward', scriptures: null, session: 'Saturday Afternoon' },
    });
    expect(await rowsOf(user.id)).toMatchObject([{ title: 'Look to the Reward', scriptures: null, session: 'Saturday Afternoon' }]);
  });

  test('deleteConventionNote removes the note', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, NOTE);
    expect((await client.graphql(DELETE, { input: { id: created.id } })).data.deleteConventionNote).toEqual({
      __typename: 'ConventionNoteDeleted',
      deletedId: created.id,
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('the REST paths: GET, POST and PUT answer ok with the note, DELETE removes it', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    await create(other.client, { ...NOTE, title: 'Not mine' });

    const posted = await client.rest('POST', '/api/convention-notes', NOTE);
    expect(posted.status).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(posted.body).toMatchObject({ ok: true, ...NOTE, id: row!.id, userId: user.id });

    const put = await client.rest('PUT', `/api/convention-notes/${row!.id}`, { ...NOTE, speaker: 'Brother Baker' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ok: true, id: row!.id, speaker: 'Brother Baker' });

    const listed = await client.rest('GET', '/api/convention-notes');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id: row!.id, speaker: 'Brother Baker' });

    expect(await client.rest('DELETE', `/api/convention-notes/${row!.id}`)).toMatchObject({
      status: 200,
      body: { ok: true, id: row!.id },
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('client id: a replay delivered twice makes one note', () => {
  test('a second createConventionNote with the same clientId returns the first note', async () => {
    const { client, user } = await signedInMember(t);
    const clientId = 'c0ffee-1234_abcd';
    const first = await create(client, { ...NOTE, clientId });
    const second = await create(client, { ...NOTE, title: 'Sent again', clientId });
    expect(second).toEqual(first);
    expect(await rowsOf(user.id)).toMatchObject([{ title: NOTE.title, clientId }]);
  });

  test('POST /api/convention-notes with the same clientId returns the first note', async () => {
    const { client, user } = await signedInMember(t);
    const payload = { ...NOTE, clientId: 'offline-note-7' };
    const [a, b] = await Promise.all([
      client.rest('POST', '/api/convention-notes', payload),
      client.rest('POST', '/api/convention-notes', payload),
    ]);
    expect(a.body.ok && b.body.ok).toBe(true);
    expect(a.body.id).toBe(b.body.id);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test('the same clientId from two members makes a note for each', async () => {
    const clientId = 'shared-id-1';
    const one = await signedInMember(t);
    const two = await signedInMember(t);
    await create(one.client, { ...NOTE, clientId });
    await create(two.client, { ...NOTE, clientId });
    expect(await rowsOf(one.user.id)).toHaveLength(1);
    expect(await rowsOf(two.user.id)).toHaveLength(1);
  });

  test('a malformed clientId is refused', async () => {
    const { client, user } = await signedInMember(t);
    for (const clientId of ['', 'has space', 'x'.repeat(101)]) {
      expect((await client.graphql(CREATE, { input: { ...NOTE, clientId } })).data.createConventionNote).toMatchObject({
        __typename: 'ValidationError',
        message: MESSAGES.clientId,
      });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('validation: title, speaker, content, date and session are required', () => {
  const REQUIRED = ['title', 'speaker', 'content', 'date', 'session'] as const;
  const incomplete = REQUIRED.flatMap((field) =>
    [undefined, '', '   '].map((value) => [field, { ...NOTE, [field]: value }] as const),
  );

  test('createConventionNote refuses each missing field with “<Field> is required” and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    for (const [field, input] of incomplete) {
      const answer = await client.graphql(CREATE, { input });
      expect(answer.data.createConventionNote, JSON.stringify(input)).toMatchObject({
        __typename: 'ValidationError',
        message: MESSAGES[field],
      });
      expect(answer.data.createConventionNote.fields).toContainEqual({ path: field, message: MESSAGES[field] });
    }
    // Every field missing at once: each one is named.
    const empty = (await client.graphql(CREATE, { input: {} })).data.createConventionNote;
    expect(empty.fields.map((f: any) => f.message)).toEqual(REQUIRED.map((f) => MESSAGES[f]));
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('a date that is not a calendar day (YYYY-MM-DD) is refused', async () => {
    const { client, user } = await signedInMember(t);
    for (const date of ['July 11', '2025-02-30', '2025-7-11', '11/07/2025']) {
      const answer = await client.graphql(CREATE, { input: { ...NOTE, date } });
      expect(answer.data.createConventionNote).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.dateFormat });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('POST and PUT /api/convention-notes answer 400 with the spec messages and nothing changes', async () => {
    const { client, user } = await signedInMember(t);
    for (const [field, input] of incomplete) {
      expect(await client.rest('POST', '/api/convention-notes', input)).toMatchObject({
        status: 400,
        body: { message: MESSAGES[field] },
      });
    }
    expect(await rowsOf(user.id)).toEqual([]);

    const { body } = await client.rest('POST', '/api/convention-notes', NOTE);
    const before = await rowsOf(user.id);
    for (const [field, input] of incomplete) {
      expect(await client.rest('PUT', `/api/convention-notes/${body.id}`, input)).toMatchObject({
        status: 400,
        body: { message: MESSAGES[field] },
      });
    }
    expect(await rowsOf(user.id)).toEqual(before);
  });

  test('updateConventionNote refuses a blanked field and the note stays as it was', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, NOTE);
    const before = await rowsOf(user.id);
    for (const [field, input] of incomplete) {
      const answer = await client.graphql(UPDATE, { input: { id: created.id, ...input } });
      expect(answer.data.updateConventionNote).toMatchObject({ __typename: 'ValidationError', message: MESSAGES[field] });
    }
    expect(await rowsOf(user.id)).toEqual(before);
  });
});

describe('every note is its owner’s', () => {
  test('another member’s note is not found on GraphQL and REST, and nothing changes', async () => {
    const owner = await signedInMember(t);
    const created = await create(owner.client, NOTE);
    const before = await rowsOf(owner.user.id);
    const rowId = before[0]!.id;
    const { client: intruder } = await signedInMember(t, { groupNumber: owner.user.groupNumber });

    const update = await intruder.graphql(UPDATE, { input: { id: created.id, ...NOTE, title: 'Changed' } });
    expect(update.data.updateConventionNote).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    const removal = await intruder.graphql(DELETE, { input: { id: created.id } });
    expect(removal.data.deleteConventionNote).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expect((await intruder.graphql(NODE, { id: created.id })).data.node).toBeNull();
    expect((await intruder.graphql(LIST)).data.viewer.conventionNotes.totalCount).toBe(0);

    expect(await intruder.rest('PUT', `/api/convention-notes/${rowId}`, { ...NOTE, title: 'Changed' })).toMatchObject({
      status: 404,
      body: { message: MESSAGES.notFound },
    });
    expect((await intruder.rest('DELETE', `/api/convention-notes/${rowId}`)).status).toBe(404);
    expect((await intruder.rest('GET', '/api/convention-notes')).body).toEqual([]);

    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect((await owner.client.graphql(NODE, { id: created.id })).data.node).toEqual({ id: created.id, title: NOTE.title });
  });

  test('a visitor is asked to sign in and nothing is stored', async () => {
    const visitor = t.client();
    const before = await t.db.conventionNote.count();
    expectSignInFirst(await visitor.graphql(CREATE, { input: NOTE }));
    expect((await visitor.graphql(LIST)).data.viewer).toBeNull();
    for (const [method, path] of [
      ['GET', '/api/convention-notes'],
      ['POST', '/api/convention-notes'],
      ['PUT', '/api/convention-notes/1'],
      ['DELETE', '/api/convention-notes/1'],
    ] as const) {
      const answer = await visitor.rest(method, path, method === 'GET' || method === 'DELETE' ? undefined : NOTE);
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    expect(await t.db.conventionNote.count()).toBe(before);
  });
});
