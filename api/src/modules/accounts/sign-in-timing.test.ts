// A sign-in with an unknown username costs what one with a wrong password costs
// (docs/security.md, 6.3.1): both derive one scrypt key, against a hash of the same cost, so their
// answer times cannot tell a guesser which usernames exist. Shown by the work done, not by a clock:
// every password check of the sign-ins below is recorded with the cost written in its hash.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { hashPassword } from '../../lib/password.ts';
import { MESSAGES } from './inputs.ts';

/** The stored hash of each password check made, in order. */
const checked = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/password.ts')>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checked.push(stored);
      return real.verifyPassword(password, stored);
    },
  };
});

const LOGIN = /* GraphQL */ `
  mutation ($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on Error { message }
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** scrypt's N, r and p as a hash carries them (`scrypt$N$r$p$salt$key`). */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

test('an unknown username and a wrong password get the same answer after the same password work', async () => {
  const { input, user } = await signedInMember(t);
  const stored = (await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
  const signIn = async (username: string) => {
    checked.length = 0;
    const answer = await t.client().graphql(LOGIN, { input: { username, password: 'not the password' } });
    expect(answer.data.login).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.invalidCredentials });
    return [...checked];
  };

  const wrong = await signIn(input.username);
  const unknown = await signIn(`nobody_${randomBytes(4).toString('hex')}`);
  expect(wrong).toEqual([stored]);
  expect(unknown).toHaveLength(1);
  // Not the member's hash, but one of the same cost, as every new password gets.
  expect(unknown[0]).not.toBe(stored);
  expect(costOf(unknown[0]!)).toBe(costOf(stored));
  expect(costOf(unknown[0]!)).toBe(costOf(await hashPassword('any new password')));
});
