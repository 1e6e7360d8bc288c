// Personal notes and ministry ideas over GraphQL: each operation of docs/product/notes.md,
// the owner-only rule, the conductor rule and the offline queue's client id, checked in the
// answers and in the stored rows.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAccount, type Client, createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { enumNameOf } from '../../lib/enums.ts';
import { IDEAS_CATEGORY, MESSAGES, NOTE_CATEGORIES } from './inputs.ts';

/** GraphQL names the categories (RETURN_VISIT); the rows keep the stored strings ("Return Visit"). */
const IDEAS = enumNameOf(IDEAS_CATEGORY);

const NOTE_FIELDS = /* GraphQL */ `
  id title content category householderName address timeContacted literatureLeft clientId createdAt updatedAt
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateNoteInput!) {
    createNote(input: $input) {
      __typename
      ... on NoteCreated { note { ${NOTE_FIELDS} } edge { cursor node { id } } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateNoteInput!) {
    updateNote(input: $input) {
      __typename
      ... on NoteUpdated { note { ${NOTE_FIELDS} } edge { cursor node { id title } } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteNoteInput!) {
    deleteNote(input: $input) {
      __typename
      ... on NoteDeleted { deletedId }
      ... on Error { message }
    }
  }
`;
const LIST = /* GraphQL */ `
  query ($first: Int, $after: String, $category: NoteCategory, $search: String) {
    viewer {
      notes(first: $first, after: $after, category: $category, search: $search) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id title category } }
      }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on Note { title } } }`;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const rowIdOf = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function create(client: Client, input: Record<string, unknown>) {
  return (await client.graphql(CREATE, { input })).data.createNote;
}
async function createOk(client: Client, input: Record<string, unknown>) {
  const result = await create(client, input);
  expect(result.__typename).toBe('NoteCreated');
  return result.note as { id: string; title: string; createdAt: string };
}
async function list(client: Client, variables: Record<string, unknown> = {}) {
  const answer = await client.graphql(LIST, { first: 50, ...variables });
  return answer;
}
const titles = async (client: Client, variables: Record<string, unknown> = {}) =>
  (await list(client, variables)).data.viewer.notes.edges.map((e: { node: { title: string } }) => e.node.title);
const rowsOf = (userId: number) => t.db.note.findMany({ where: { userId }, orderBy: { id: 'asc' } });

describe('createNote', () => {
  test('stores the note with the General category and no householder fields, and answers the node and its edge', async () => {
    const { client, user } = await signedInMember(t);
    const result = await create(client, { title: ' Visit notes ', content: 'Talked about hope.' });

    expect(result.__typename).toBe('NoteCreated');
    expect(result.note).toMatchObject({
      title: 'Visit notes',
      content: 'Talked about hope.',
      category: 'GENERAL',
      householderName: null,
      address: null,
      timeContacted: null,
      literatureLeft: null,
      clientId: null,
    });
    expect(result.edge.node.id).toBe(result.note.id);
    expect(result.edge.cursor).toEqual(expect.any(String));
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ id: rowIdOf(result.note.id), userId: user.id, title: 'Visit notes', category: 'General', householderName: null });
  });

  test('keeps the category and the householder fields, the time as a time of day', async () => {
    const { client, user } = await signedInMember(t);
    const note = await createOk(client, {
      title: 'Return visit',
      content: 'Wants the brochure on family life.',
      category: 'RETURN_VISIT',
      householderName: 'Mrs. Green',
      address: '4 Elm Street',
      timeContacted: '14:30',
      literatureLeft: 'Enjoy Life Forever!',
    });
    expect(note).toMatchObject({ category: 'RETURN_VISIT', householderName: 'Mrs. Green', timeContacted: '14:30' });
    expect(await rowsOf(user.id)).toMatchObject([
      { category: 'Return Visit', householderName: 'Mrs. Green', address: '4 Elm Street', timeContacted: '14:30', literatureLeft: 'Enjoy Life Forever!' },
    ]);
  });

  test('accepts each of the eight categories', async () => {
    const { client, user } = await signedInMember(t);
    for (const category of NOTE_CATEGORIES) {
      const note = await createOk(client, { title: category, content: 'x', category: enumNameOf(category) });
      expect(note).toMatchObject({ category: enumNameOf(category) });
    }
    expect((await rowsOf(user.id)).map((n) => n.category)).toEqual([...NOTE_CATEGORIES]);
  });

  test('a category outside the list is refused by the schema, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    for (const category of ['Shopping', 'Return Visit', '']) {
      const answer = await client.graphql(CREATE, { input: { title: 'x', content: 'x', category } });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/NoteCategory/);
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test.each([
    [{ content: 'no title' }, 'title', MESSAGES.titleRequired],
    [{ title: '   ', content: 'blank title' }, 'title', MESSAGES.titleRequired],
    [{ title: 'no content' }, 'content', MESSAGES.contentRequired],
    [{ title: 'blank content', content: ' \n ' }, 'content', MESSAGES.contentRequired],
    [{ title: 'x', content: 'x', timeContacted: 'half past two' }, 'timeContacted', MESSAGES.timeContacted],
    [{ title: 'x'.repeat(201), content: 'x' }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'x', content: 'x', householderName: 'x'.repeat(201) }, 'householderName', 'Householder name must be at most 200 characters'],
  ])('refuses %j with a ValidationError and stores nothing', async (input, path, message) => {
    const { client, user } = await signedInMember(t);
    const result = await create(client, input);
    expect(result).toMatchObject({ __typename: 'ValidationError', message });
    expect(result.fields).toContainEqual({ path, message });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('asks a visitor to sign in and stores nothing', async () => {
    const before = await t.db.note.count();
    expectSignInFirst(await t.client().graphql(CREATE, { input: { title: 'x', content: 'y' } }));
    expect(await t.db.note.count()).toBe(before);
  });
});

describe('client id (offline replay)', () => {
  test('a create delivered twice with the same client id makes one note and answers it both times', async () => {
    const { client, user } = await signedInMember(t);
    const input = { title: 'Written offline', content: 'On the bus', clientId: 'offline_1700000000000' };
    const first = await createOk(client, input);
    const second = await createOk(client, { ...input, title: 'Edited copy' });
    expect(second.id).toBe(first.id);
    expect(second.title).toBe('Written offline');
    expect(await rowsOf(user.id)).toMatchObject([{ clientId: 'offline_1700000000000', title: 'Written offline' }]);
  });

  test('two deliveries at the same moment still make one note', async () => {
    const { client, user } = await signedInMember(t);
    const input = { title: 'Raced', content: 'twice', clientId: 'offline_race' };
    const [a, b] = await Promise.all([create(client, input), create(client, input)]);
    expect([a.__typename, b.__typename]).toEqual(['NoteCreated', 'NoteCreated']);
    expect(a.note.id).toBe(b.note.id);
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(1);
  });

  test('the same client id from two users makes two notes, each its owner’s', async () => {
    const one = await signedInMember(t);
    const two = await signedInMember(t);
    const a = await createOk(one.client, { title: 'A', content: 'a', clientId: 'shared-id' });
    const b = await createOk(two.client, { title: 'B', content: 'b', clientId: 'shared-id' });
    expect(a.id).not.toBe(b.id);
    expect(await rowsOf(two.user.id)).toMatchObject([{ title: 'B' }]);
  });
});

describe('viewer.notes', () => {
  test('lists the viewer’s notes newest first, page by page, with the total count', async () => {
    const { client } = await signedInMember(t);
    for (let i = 1; i <= 5; i++) await createOk(client, { title: `Note ${i}`, content: 'x' });
    await createOk((await signedInMember(t)).client, { title: 'Someone else’s', content: 'x' });

    const page1 = (await list(client, { first: 2 })).data.viewer.notes;
    expect(page1.totalCount).toBe(5);
    expect(page1.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['Note 5', 'Note 4']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await list(client, { first: 2, after: page1.pageInfo.endCursor })).data.viewer.notes;
    expect(page2.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['Note 3', 'Note 2']);
    const page3 = (await list(client, { first: 2, after: page2.pageInfo.endCursor })).data.viewer.notes;
    expect(page3.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['Note 1']);
    expect(page3.pageInfo.hasNextPage).toBe(false);
  });

  test('search ignores case and looks in the title, the content and the householder name only', async () => {
    const { client } = await signedInMember(t);
    await createOk(client, { title: 'Bible study with Ana', content: 'Chapter 3' });
    await createOk(client, { title: 'Return visit', content: 'Left a BIBLE tract' });
    await createOk(client, { title: 'Door 12', content: 'Not home', householderName: 'Mr. Biblewicz' });
    await createOk(client, { title: 'Territory 4', content: 'Street done', address: '1 Bible Lane', literatureLeft: 'Bible' });
    await createOk(client, { title: 'Café Ñandú', content: 'Sign on the ÉGLISE' });

    expect(await titles(client, { search: 'bible' })).toEqual(['Door 12', 'Return visit', 'Bible study with Ana']);
    expect(await titles(client, { search: '  BiBlE  ' })).toEqual(['Door 12', 'Return visit', 'Bible study with Ana']);
    // Letters beyond ASCII fold too, the same on SQLite and PostgreSQL.
    expect(await titles(client, { search: 'ñandú' })).toEqual(['Café Ñandú']);
    expect(await titles(client, { search: 'église' })).toEqual(['Café Ñandú']);
    expect(await titles(client, { search: 'nothing like this' })).toEqual([]);
    const searched = (await list(client, { search: 'bible', first: 1 })).data.viewer.notes;
    expect(searched.totalCount).toBe(3);
    expect(searched.pageInfo.hasNextPage).toBe(true);
  });

  // The total is counted in the database only when the page cannot tell it: a first page shorter
  // than it asked for holds every row and gives it for free. Each shape below must answer the same
  // total either way: a page with room to spare, one exactly full, one a row short of the list, a
  // last page after a cursor (whose length is not the total), a search, and the count alone.
  test('totalCount is the whole list on every page, whether or not the page holds every row', async () => {
    const { client } = await signedInMember(t);
    for (let i = 1; i <= 4; i++) await createOk(client, { title: `Note ${i}`, content: i % 2 ? 'odd' : 'even' });
    await createOk(client, { title: 'Study', content: 'x', category: 'BIBLE_STUDY' });
    const totalOf = async (variables: Record<string, unknown>) => (await list(client, variables)).data.viewer.notes.totalCount;

    expect(await totalOf({ first: 50 })).toBe(5);
    expect(await totalOf({ first: 5 })).toBe(5);
    expect(await totalOf({ first: 4 })).toBe(5);
    const first = (await list(client, { first: 3 })).data.viewer.notes;
    const last = (await list(client, { first: 3, after: first.pageInfo.endCursor })).data.viewer.notes;
    expect(last.edges).toHaveLength(2);
    expect(last.totalCount).toBe(5);
    expect(await totalOf({ first: 50, search: 'odd' })).toBe(2);
    expect(await totalOf({ first: 50, category: 'BIBLE_STUDY' })).toBe(1);
    const countOnly = await client.graphql(/* GraphQL */ `{ viewer { notes(first: 1) { totalCount } } }`);
    expect(countOnly.data.viewer.notes.totalCount).toBe(5);
  });

  test('search never finds another user’s notes', async () => {
    const mine = await signedInMember(t);
    const theirs = await signedInMember(t);
    await createOk(theirs.client, { title: 'Secret householder', content: 'x' });
    expect(await titles(mine.client, { search: 'secret' })).toEqual([]);
  });

  test('filters by category and refuses an unknown one', async () => {
    const { client } = await signedInMember(t);
    await createOk(client, { title: 'Study', content: 'x', category: 'BIBLE_STUDY' });
    await createOk(client, { title: 'Plain', content: 'x' });
    expect(await titles(client, { category: 'BIBLE_STUDY' })).toEqual(['Study']);
    const bad = await list(client, { category: 'Shopping' });
    expect(bad.data ?? null).toBeNull();
    expect(bad.errors?.[0]?.message).toMatch(/NoteCategory/);
  });

  test('another user’s notes field and a visitor are refused', async () => {
    const { user } = await signedInMember(t);
    const other = await signedInMember(t);
    const answer = await other.client.graphql(/* GraphQL */ `query ($id: ID!) { node(id: $id) { ... on User { notes { totalCount } } } }`, {
      id: globalId('User', user.id),
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list(t.client())).data.viewer).toBeNull();
  });
});

describe('updateNote', () => {
  test('changes what is sent, keeps what is absent, clears a householder field sent null, and answers the node', async () => {
    const { client, user } = await signedInMember(t);
    const note = await createOk(client, {
      title: 'Door 4',
      content: 'First call',
      householderName: 'Mr. Brown',
      address: '4 Oak Street',
      timeContacted: '10:15',
      literatureLeft: 'Tract',
    });
    const result = (await client.graphql(UPDATE, {
      input: { id: note.id, title: 'Door 4, again', category: 'RETURN_VISIT', address: null, literatureLeft: '' },
    })).data.updateNote;

    expect(result.__typename).toBe('NoteUpdated');
    expect(result.note).toMatchObject({
      id: note.id,
      title: 'Door 4, again',
      content: 'First call',
      category: 'RETURN_VISIT',
      householderName: 'Mr. Brown',
      address: null,
      timeContacted: '10:15',
      literatureLeft: null,
    });
    expect(result.edge.node).toEqual({ id: note.id, title: 'Door 4, again' });
    expect(await rowsOf(user.id)).toMatchObject([
      { title: 'Door 4, again', content: 'First call', category: 'Return Visit', householderName: 'Mr. Brown', address: null, literatureLeft: null },
    ]);
  });

  test.each([
    [{ title: '' }, 'title', MESSAGES.titleRequired],
    [{ content: '   ' }, 'content', MESSAGES.contentRequired],
    [{ timeContacted: '25:00' }, 'timeContacted', MESSAGES.timeContacted],
  ])('refuses %j and leaves the row as it was', async (fields, path, message) => {
    const { client, user } = await signedInMember(t);
    const note = await createOk(client, { title: 'Kept', content: 'Kept too' });
    const before = await rowsOf(user.id);
    const result = (await client.graphql(UPDATE, { input: { id: note.id, ...fields } })).data.updateNote;
    expect(result).toMatchObject({ __typename: 'ValidationError', message });
    expect(result.fields).toContainEqual({ path, message });
    expect(await rowsOf(user.id)).toEqual(before);
  });

  test('refuses an id that is not a note id, or not an id at all, without a server error', async () => {
    const { client, user } = await signedInMember(t);
    const result = (await client.graphql(UPDATE, { input: { id: globalId('User', user.id), title: 'x' } })).data.updateNote;
    expect(result).toMatchObject({ __typename: 'ValidationError', message: 'Not a Note id' });
    for (const id of [globalId('Note', 'abc'), globalId('Note', '99999999999')]) {
      const answer = await client.graphql(UPDATE, { input: { id, title: 'x' } });
      expect(answer.data.updateNote).toMatchObject({ __typename: 'ValidationError', message: 'Not a Note id' });
    }
    // Not base64 at all: the relay plugin refuses it before the input reaches the mutation.
    const garbage = await client.graphql(UPDATE, { input: { id: 'nonsense', title: 'x' } });
    expect(garbage.status).toBe(200);
    expect(garbage.errors?.[0]?.message).toBe('Invalid global ID: nonsense');
  });
});

describe('deleteNote', () => {
  test('removes the note and answers its id', async () => {
    const { client, user } = await signedInMember(t);
    const keep = await createOk(client, { title: 'Keep', content: 'x' });
    const gone = await createOk(client, { title: 'Gone', content: 'x' });
    const result = (await client.graphql(DELETE, { input: { id: gone.id } })).data.deleteNote;
    expect(result).toEqual({ __typename: 'NoteDeleted', deletedId: gone.id });
    expect((await rowsOf(user.id)).map((n) => n.id)).toEqual([rowIdOf(keep.id)]);
    expect(await titles(client)).toEqual(['Keep']);
    const again = (await client.graphql(DELETE, { input: { id: gone.id } })).data.deleteNote;
    expect(again).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
  });
});

describe('another user’s note', () => {
  test('cannot be read, changed or deleted: not found, and nothing changes', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const note = await createOk(owner.client, { title: 'Private', content: 'Only mine', householderName: 'Mrs. Lee' });
    const before = await rowsOf(owner.user.id);

    expect((await other.client.graphql(NODE, { id: note.id })).data.node).toBeNull();
    expect((await owner.client.graphql(NODE, { id: note.id })).data.node).toEqual({ id: note.id, title: 'Private' });
    const updated = (await other.client.graphql(UPDATE, { input: { id: note.id, title: 'Taken' } })).data.updateNote;
    expect(updated).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    const deleted = (await other.client.graphql(DELETE, { input: { id: note.id } })).data.deleteNote;
    expect(deleted).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expect(await titles(other.client)).toEqual([]);
    expect(await rowsOf(owner.user.id)).toEqual(before);
  });

  test('a visitor is asked to sign in and nothing changes', async () => {
    const owner = await signedInMember(t);
    const note = await createOk(owner.client, { title: 'Mine', content: 'x' });
    const visitor = t.client();
    expectSignInFirst(await visitor.graphql(UPDATE, { input: { id: note.id, title: 'x' } }));
    expectSignInFirst(await visitor.graphql(DELETE, { input: { id: note.id } }));
    expect((await visitor.graphql(NODE, { id: note.id })).data.node).toBeNull();
    expect(await rowsOf(owner.user.id)).toMatchObject([{ title: 'Mine' }]);
  });
});

describe('ministry ideas (the conductor flag)', () => {
  async function conductor() {
    const member = await signedInMember(t);
    await changeAccount(t, { id: member.user.id }, { isConductor: true });
    return member;
  }

  test('a conductor keeps ideas apart from the Personal Notes list', async () => {
    const { client, user } = await conductor();
    await createOk(client, { title: 'A note', content: 'x' });
    const idea = await createOk(client, { title: 'Cart witnessing', content: 'Saturday at the station', category: IDEAS });
    expect(idea).toMatchObject({ category: IDEAS });
    expect(await titles(client, { category: IDEAS })).toEqual(['Cart witnessing']);
    expect(await titles(client)).toEqual(['A note']);
    expect(await t.db.note.count({ where: { userId: user.id, category: IDEAS_CATEGORY } })).toBe(1);

    const updated = (await client.graphql(UPDATE, { input: { id: idea.id, title: 'Cart witnessing, 9 am', category: IDEAS } })).data.updateNote;
    expect(updated.note).toMatchObject({ title: 'Cart witnessing, 9 am', content: 'Saturday at the station' });
    expect((await client.graphql(DELETE, { input: { id: idea.id } })).data.deleteNote.__typename).toBe('NoteDeleted');
    expect(await titles(client, { category: IDEAS })).toEqual([]);
  });

  test.each([
    [{ title: '', content: 'x' }, 'title'],
    [{ title: 'x', content: '' }, 'content'],
  ])('a blank idea %j gets the ideas message', async (fields, path) => {
    const { client, user } = await conductor();
    const result = await create(client, { ...fields, category: IDEAS });
    expect(result).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.ideaRequired });
    expect(result.fields).toContainEqual({ path, message: MESSAGES.ideaRequired });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('a member without the flag can neither create, read, change nor delete ideas', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, { title: 'Idea', content: 'x', category: IDEAS });
    expect(created).toEqual({ __typename: 'ForbiddenError', message: MESSAGES.ideasForConductor });
    expect(await rowsOf(user.id)).toEqual([]);

    const listed = await list(client, { category: IDEAS });
    expect(listed.errors?.[0]).toMatchObject({ message: MESSAGES.ideasForConductor, extensions: { code: 'FORBIDDEN' } });

    const note = await createOk(client, { title: 'Plain', content: 'x' });
    const moved = (await client.graphql(UPDATE, { input: { id: note.id, category: IDEAS } })).data.updateNote;
    expect(moved).toEqual({ __typename: 'ForbiddenError', message: MESSAGES.ideasForConductor });
    expect(await rowsOf(user.id)).toMatchObject([{ category: 'General' }]);
  });

  test('ideas written while a conductor are closed once the flag is removed', async () => {
    const { client, user } = await conductor();
    const idea = await createOk(client, { title: 'Old idea', content: 'x', category: IDEAS });
    await changeAccount(t, { id: user.id }, { isConductor: false });

    expect((await client.graphql(NODE, { id: idea.id })).data.node).toBeNull();
    expect(await titles(client)).toEqual([]);
    const updated = (await client.graphql(UPDATE, { input: { id: idea.id, title: 'Changed' } })).data.updateNote;
    expect(updated).toEqual({ __typename: 'ForbiddenError', message: MESSAGES.ideasForConductor });
    const deleted = (await client.graphql(DELETE, { input: { id: idea.id } })).data.deleteNote;
    expect(deleted).toEqual({ __typename: 'ForbiddenError', message: MESSAGES.ideasForConductor });
    expect(await rowsOf(user.id)).toMatchObject([{ title: 'Old idea' }]);
  });

  test('viewer.isConductor tells the client whether to show Ministry Ideas', async () => {
    const plain = await signedInMember(t);
    const flagged = await conductor();
    const ask = async (client: Client) => (await client.graphql(`{ viewer { isConductor } }`)).data.viewer.isConductor;
    expect(await ask(plain.client)).toBe(false);
    expect(await ask(flagged.client)).toBe(true);
  });
});
