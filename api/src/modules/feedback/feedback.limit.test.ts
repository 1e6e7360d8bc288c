// The footer forms' limit per address: the three forms counted together, a refusal answered 429
// (REST, with Retry-After) or RateLimitError (GraphQL) with nothing stored, and a form refused for
// a missing field not counted. Its own file: the limit is read from the environment when the app
// first counts, and every in-process request comes from one address.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/api/harness.ts';
import { FEEDBACK_LIMIT_MESSAGE } from './limiter.ts';

let t: TestApp;
const saved = process.env.FEEDBACK_LIMIT_PER_ADDRESS;
beforeAll(async () => {
  process.env.FEEDBACK_LIMIT_PER_ADDRESS = '3';
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  if (saved === undefined) delete process.env.FEEDBACK_LIMIT_PER_ADDRESS;
  else process.env.FEEDBACK_LIMIT_PER_ADDRESS = saved;
});

test('an address may send three forms here; the fourth is refused and not stored', async () => {
  const visitor = t.client();
  const total = async () =>
    (await t.db.problemReport.count()) + (await t.db.suggestion.count()) + (await t.db.customAppRequest.count());

  // A form refused for a missing field does not count.
  expect((await visitor.rest('POST', '/api/suggestions', { name: 'Ann' })).status).toBe(400);

  expect((await visitor.rest('POST', '/api/contact', { name: 'Ann', email: 'ann@example.org', description: 'An app' })).status).toBe(201);
  expect((await visitor.rest('POST', '/api/suggestions', { name: 'Ann', suggestion: 'More songs' })).status).toBe(201);
  expect((await visitor.rest('POST', '/api/problem-report', { name: 'Ann', description: 'It froze' })).status).toBe(201);
  expect(await total()).toBe(3);

  const refused = await visitor.rest('POST', '/api/problem-report', { name: 'Ann', description: 'Again' });
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ message: FEEDBACK_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

  // A signed-in member at the same address shares the count, over GraphQL too.
  const gql = await visitor.graphql(
    `mutation { sendSuggestion(input: { name: "Ann", suggestion: "Later" }) { __typename ... on RateLimitError { message retryAfterSeconds } } }`,
  );
  expect(gql.data.sendSuggestion).toMatchObject({ __typename: 'RateLimitError', message: FEEDBACK_LIMIT_MESSAGE });
  expect(await total()).toBe(3);
});
