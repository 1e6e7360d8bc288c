// Writes per account (docs/security.md, 2.4.1; docs/decisions.md, "Writes per account"): a member's
// REST writes and GraphQL mutations share one count per account; past the limit a write is
// answered 429 with the product's message and nothing is stored, while reads go on.
// `applyChanges` counts as the number of changes it carries, and a device delivering a full queue
// (500 writes in 10 requests) stays under the default limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WRITE_LIMIT_DEFAULTS } from '../../api/src/config.ts';
import { WRITE_LIMIT_MESSAGE } from '../../api/src/lib/rate-limit.ts';
import { createTestApp, signedInMember, type Client, type TestApp } from './harness.ts';

const LIMIT = 6;
const CREATE_NOTE = 'mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename } }';
const CREATE_TWO = /* GraphQL */ `
  mutation ($a: CreateNoteInput!, $b: CreateNoteInput!) {
    a: createNote(input: $a) { __typename }
    b: createNote(input: $b) { __typename }
  }
`;
const APPLY = 'mutation ($input: ApplyChangesInput!) { applyChanges(input: $input) { __typename ... on ChangesApplied { outcomes { status } } } }';

let batches = 0;
/** `count` queued note creates, as a device sends them. */
function queuedNotes(count: number) {
  batches += 1;
  return Array.from({ length: count }, (_, i) => ({
    clientId: `batch${batches}-${i}`,
    type: 'note',
    action: 'create',
    fields: JSON.stringify({ title: `Queued ${i}`, content: 'Written offline' }),
  }));
}

const note = (title: string) => ({ title, content: 'Left a tract' });
const notesOf = (t: TestApp, userId: number) => t.db.note.count({ where: { userId } });

async function restWrites(client: Client, count: number) {
  for (let i = 0; i < count; i += 1) expect((await client.rest('POST', '/api/notes', note(`Note ${i}`))).status).toBe(201);
}

function expectRateLimited(answer: { status: number; data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect(answer.status).toBe(429);
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors).toEqual([expect.objectContaining({ message: WRITE_LIMIT_MESSAGE, extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })]);
}

describe(`with a limit of ${LIMIT} writes a minute`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeLimits: { perAccount: LIMIT, windowSeconds: 60 } });
  });
  afterAll(() => t.close());

  test('REST: past the limit a write is answered 429 with the message and stores nothing; reads and other members go on', async () => {
    const { client, user } = await signedInMember(t);
    await restWrites(client, LIMIT);
    const refused = await client.rest('POST', '/api/notes', note('One too many'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: WRITE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await notesOf(t, user.id)).toBe(LIMIT);
    expect((await client.rest('GET', '/api/notes')).status).toBe(200);
    const other = await signedInMember(t);
    expect((await other.client.rest('POST', '/api/notes', note('Mine'))).status).toBe(201);
  });

  test('GraphQL: each mutation field counts, with the REST writes; past the limit RATE_LIMITED, 429, nothing stored', async () => {
    const { client, user } = await signedInMember(t);
    await restWrites(client, LIMIT - 2);
    const two = await client.graphql(CREATE_TWO, { a: note('First'), b: note('Second') });
    expect(two.data).toEqual({ a: { __typename: 'NoteCreated' }, b: { __typename: 'NoteCreated' } });
    expectRateLimited(await client.graphql(CREATE_NOTE, { input: note('One too many') }));
    expect(await notesOf(t, user.id)).toBe(LIMIT);
    const read = await client.graphql('{ viewer { username } }');
    expect(read.data.viewer.username).toBe(user.username);
  });

  test('setting the authenticator app up counts too, though it skips the sign-in scope for sessions setting it up', async () => {
    const { client } = await signedInMember(t);
    await restWrites(client, LIMIT);
    expectRateLimited(await client.graphql('mutation { startTotp { __typename } }'));
    expect(await t.db.adminSecondFactor.count({ where: { userId: (await client.rest('GET', '/api/user/current')).body.id } })).toBe(0);
  });

  test('applyChanges counts as its number of changes: a batch past what is left is refused whole', async () => {
    const { client, user } = await signedInMember(t);
    const first = await client.graphql(APPLY, { input: { changes: queuedNotes(LIMIT - 2) } });
    expect(first.data.applyChanges.outcomes).toEqual(Array(LIMIT - 2).fill({ status: 'applied' }));
    expectRateLimited(await client.graphql(APPLY, { input: { changes: queuedNotes(3) } }));
    expect(await notesOf(t, user.id)).toBe(LIMIT - 2);
  });
});

// The burst a device makes when it comes back online with a full queue: its batches go out one
// after the other, with no pause between them.
test('at the default limit, a device delivering 500 queued writes in 10 requests is not refused', async () => {
  const t = await createTestApp({ writeLimits: WRITE_LIMIT_DEFAULTS });
  try {
    const { client, user } = await signedInMember(t);
    for (let request = 0; request < 10; request += 1) {
      const answer = await client.graphql(APPLY, { input: { changes: queuedNotes(50) } });
      expect(answer.status).toBe(200);
      expect(answer.data.applyChanges.outcomes.filter((o: { status: string }) => o.status === 'applied')).toHaveLength(50);
    }
    expect(await notesOf(t, user.id)).toBe(500);
  } finally {
    await t.close();
  }
}, 120_000);
