// The limits on a GraphQL document (api/src/yoga.ts): depth 12, 20 aliases, a cost of 8000. A
// document over any of them is a request error naming the limit (400 to a client that accepts
// application/graphql-response+json, as GraphQL over HTTP says), its fields are never resolved and
// nothing is stored; a document just under each limit is not refused for it. (These matter where documents of
// one's own are allowed at all: the app itself sends persisted operations.)
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = (await signedInMember(t)).client);
});
afterAll(() => t.close());

async function post(query: string) {
  const response = await t.app.fetch(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-mc-csrf': '1', cookie },
      body: JSON.stringify({ query }),
    }),
  );
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string }[] } };
}

/** `levels` fields nested in one another, `leaves` fields at the bottom (names need not exist: the limits are counted first). */
const nested = (levels: number, leaves = 1) =>
  `{ ${'a { '.repeat(levels - 1)}${Array.from({ length: leaves }, (_, i) => `f${i}`).join(' ')}${' }'.repeat(levels - 1)} }`;
const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `v${i}: viewer { id }`).join(' ')} }`;

const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((e) => e.message);

test.each([
  { limit: 'depth', over: nested(13), under: nested(12), message: /Query depth limit of 12 exceeded/ },
  { limit: 'aliases', over: aliased(21), under: aliased(20), message: /Aliases limit of 20 exceeded/ },
  { limit: 'cost', over: nested(12, 120), under: nested(3, 120), message: /Query Cost limit of 8000 exceeded/ },
])('a document over the $limit limit is a 400 naming it; one under it is not refused for it', async ({ over, under, message }) => {
  const notes = await t.db.note.count();
  const refused = await post(over);
  expect(refused.status).toBe(400);
  expect(refused.body.data).toBeUndefined();
  expect(refused.body.errors).toContainEqual({ message: expect.stringMatching(message), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

  const allowed = await post(under);
  expect(messages(allowed.body).some((m) => message.test(m))).toBe(false);
  expect(await t.db.note.count()).toBe(notes);
});

test('twenty aliases of a real field answer', async () => {
  const { status, body } = await post(aliased(20));
  expect(status).toBe(200);
  expect(Object.keys(body.data as object)).toHaveLength(20);
});
