import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedUpClient, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('a new member is signed in and reads themselves as viewer', async () => {
  const { client, input } = await signedUpClient(t);
  const answer = await client.graphql('{ viewer { username groupNumber } }');
  expect(answer.data.viewer).toEqual({ username: input.username, groupNumber: 3 });
});
