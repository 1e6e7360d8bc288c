// The current password asked before a new password, username or email is checked as a sign-in
// attempt of the account (docs/security.md, 6.3.1): wrong guesses count against the same
// per-account limit, past it the answer is 429 with the sign-in lock's message, and the right
// password is then refused too until the window has passed. A session alone cannot find the
// password by asking.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { verifyPassword } from '../../lib/password.ts';

const LIMIT = 5;
const WINDOW_SECONDS = 2;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Error { message }
    }
  }
`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: LIMIT, perAddress: 100, windowSeconds: WINDOW_SECONDS } });
});
afterAll(async () => t.close());

test(`over REST: the ${LIMIT + 1}th wrong current password is 429, then the right one too until the window passes`, async () => {
  const { client, user, input } = await signedInMember(t);
  const guess = (currentPassword: string) => client.rest('PUT', `/api/users/${user.id}`, { password: 'a brand new password', currentPassword });
  for (let i = 0; i < LIMIT; i += 1) expect((await guess(`wrong guess ${i}`)).status).toBe(400);
  const locked = await guess('wrong guess again');
  expect(locked.status).toBe(429);
  expect(locked.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  expect((await guess(input.password)).status).toBe(429);
  const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(await verifyPassword(input.password, stored.passwordHash)).toBe(true);

  // Once the window has passed, the right password changes it.
  let answer = await guess(input.password);
  for (const started = Date.now(); answer.status === 429 && Date.now() - started < 20_000; answer = await guess(input.password)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(answer.status).toBe(200);
});

test('over GraphQL, and for a new username as for a new password: the same count, the same lock', async () => {
  const { client, input } = await signedInMember(t);
  for (let i = 0; i < LIMIT; i += 1) {
    const wrong = await client.graphql(UPDATE_PROFILE, { input: { username: `renamed${i}${Date.now()}`, currentPassword: `wrong ${i}` } });
    expect(wrong.data.updateProfile).toMatchObject({ __typename: 'ValidationError', message: 'The current password is not right' });
  }
  const locked = await client.graphql(UPDATE_PROFILE, { input: { password: 'a brand new password', currentPassword: input.password } });
  expect(locked.data?.updateProfile ?? locked.errors?.[0]).toMatchObject({ message: 'Too many attempts. Please wait a few minutes and try again.' });
  // Signing in to the account is locked as well: it is one count.
  const login = await t.client().rest('POST', '/api/login', { username: input.username, password: input.password });
  expect(login.status).toBe(429);
});
