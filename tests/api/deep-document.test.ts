// A GraphQL document nested deeper than the parser can follow, but under the token limit, is a
// syntax error of the client's (api/src/lib/parse-guard.ts), never a masked server error; and
// nothing is stored. Found by tests/api/fuzz.test.ts (a list literal some 2000 levels deep).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { NESTED_TOO_DEEPLY } from '../../api/src/lib/parse-guard.ts';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = (await signedInMember(t)).client);
});
afterAll(() => t.close());

/** 3900 `[`: the parser's stack runs out before the 4000th token, closed or not. */
const deep = (closed: boolean) =>
  `mutation { createNote(input: { title: ${'['.repeat(3900)}${closed ? `"x"${']'.repeat(3900)} }) { __typename } }` : ''}`;

const post = (query: string, accept: string) =>
  t.app.fetch(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, 'x-mc-csrf': '1', cookie },
      body: JSON.stringify({ query }),
    }),
  );

test.each([
  { shape: 'unclosed', closed: false, accept: 'application/graphql-response+json', status: 400 },
  { shape: 'closed', closed: true, accept: 'application/graphql-response+json', status: 400 },
  { shape: 'unclosed', closed: false, accept: 'application/json', status: 200 },
])('a $shape list literal 3900 levels deep answers a syntax error ($accept: $status)', async ({ closed, accept, status }) => {
  const response = await post(deep(closed), accept);
  const body = (await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
  expect({ status: response.status, errors: body.errors }).toEqual({
    status,
    errors: [{ message: NESTED_TOO_DEEPLY, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
  });
  expect(await t.db.note.count()).toBe(0);
});
