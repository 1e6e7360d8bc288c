// Saved transcripts over GraphQL: a save is the viewer's own and follows them to any device (a
// second client of the same member sees it), a repeated client id saves once, the rules of
// docs/product/transcriber.md refuse bad input with a message and store nothing, and no one
// reads or deletes another member's transcript.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, expectSignInFirst, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { LIMITS, MESSAGES } from './inputs.ts';

const FIELDS = 'id text duration language clientId createdAt';
const LIST = /* GraphQL */ `query { viewer { transcripts(first: 50) { totalCount edges { node { ${FIELDS} } } } } }`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateTranscriptInput!) {
    createTranscript(input: $input) {
      __typename
      ... on TranscriptCreated { transcript { ${FIELDS} } edge { node { id } } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteTranscriptInput!) {
    deleteTranscript(input: $input) { __typename ... on TranscriptDeleted { deletedId } ... on Error { message } }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on Transcript { text } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first member's password hash (deliberately slow) is made here, not in the first test's time.
  await signedInMember(t);
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.transcript.findMany({ where: { userId }, orderBy: { id: 'asc' } });
const list = async (client: Client) => (await client.graphql(LIST)).data.viewer.transcripts;

describe('save and list', () => {
  test('a save is stored for the viewer and listed newest first, on another device too', async () => {
    const { client, user } = await signedInMember(t);
    const first = await client.graphql(CREATE, { input: { text: ' Good morning ', language: 'EN_US', duration: 12, clientId: 'c-1' } });
    expect(first.data.createTranscript).toMatchObject({
      __typename: 'TranscriptCreated',
      transcript: { text: 'Good morning', language: 'EN_US', duration: 12, clientId: 'c-1' },
    });
    await client.graphql(CREATE, { input: { text: 'Buenos días', language: 'ES_MX' } });
    expect(await rowsOf(user.id)).toMatchObject([
      { text: 'Good morning', language: 'en-US', duration: 12 },
      { text: 'Buenos días', language: 'es-MX', duration: 0, clientId: null },
    ]);
    const otherDevice = t.client();
    otherDevice.cookie = (await t.app.deps.sessions.start(user.id)).cookie.split(';')[0]!;
    const listed = await list(otherDevice);
    expect(listed.totalCount).toBe(2);
    expect(listed.edges.map((e: { node: { text: string } }) => e.node.text)).toEqual(['Buenos días', 'Good morning']);
  });

  test('the same client id saves once and answers the first transcript', async () => {
    const { client, user } = await signedInMember(t);
    const input = { text: 'Once', language: 'FR_FR', clientId: 'same' };
    const a = await client.graphql(CREATE, { input });
    const b = await client.graphql(CREATE, { input: { ...input, text: 'Twice' } });
    expect(b.data.createTranscript.transcript.id).toBe(a.data.createTranscript.transcript.id);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});

describe('validation', () => {
  test.each([
    ['blank text', { text: '   ', language: 'EN_US' }, MESSAGES.textRequired],
    ['text too long', { text: 'x'.repeat(LIMITS.text + 1), language: 'EN_US' }, `Text must be at most ${LIMITS.text} characters`],
    ['negative duration', { text: 'Hi', language: 'EN_US', duration: -1 }, 'Duration cannot be negative'],
  ])('%s is refused with a message and nothing is stored', async (_name, input, message) => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input });
    expect(answer.data.createTranscript).toMatchObject({ __typename: 'ValidationError', message });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('a language outside the list is refused by the schema', async () => {
    const { client } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input: { text: 'Hi', language: 'XX_YY' } });
    expect(answer.errors?.[0]?.message).toMatch(/TranscriptLanguage/);
  });
});

describe('owner only', () => {
  test('another member can neither read nor delete a transcript', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const saved = await owner.client.graphql(CREATE, { input: { text: 'Private', language: 'DE_DE' } });
    const id = saved.data.createTranscript.transcript.id;
    expect((await other.client.graphql(NODE, { id })).data.node).toBeNull();
    expect((await list(other.client)).totalCount).toBe(0);
    const refused = await other.client.graphql(DELETE, { input: { id } });
    expect(refused.data.deleteTranscript).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expect(await rowsOf(owner.user.id)).toHaveLength(1);

    const deleted = await owner.client.graphql(DELETE, { input: { id } });
    expect(deleted.data.deleteTranscript).toEqual({ __typename: 'TranscriptDeleted', deletedId: id });
    expect(await rowsOf(owner.user.id)).toEqual([]);
  });

  test('a visitor is asked to sign in', async () => {
    expectSignInFirst(await t.client().graphql(CREATE, { input: { text: 'Hi', language: 'EN_US' } }));
  });
});
