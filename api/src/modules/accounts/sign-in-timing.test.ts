// A sign-in with an unknown username costs what one with a wrong password costs
// (docs/security.md, 6.3.8): both check a password against a hash of the same cost, so their
// answer times cannot tell a guesser which usernames exist. Without that check the unknown
// username is answered several times sooner (no key is derived). The two kinds of attempt are
// timed in turn, so a busy machine slows both alike, and their medians are compared with a wide
// margin; the margin is far from what the missing check gives (over 3×, at the test's cost).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

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
  // Every attempt is checked: no limit is reached by the attempts timed here.
  t = await createTestApp({ loginLimits: { perAccount: 1000, perAddress: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('an unknown username and a wrong password get the same answer in times a client cannot tell apart', async () => {
  const { input } = await signedInMember(t);
  const attempt = async (username: string) => {
    const started = process.hrtime.bigint();
    const answer = await t.client().graphql(LOGIN, { input: { username, password: 'not the password' } });
    const took = Number(process.hrtime.bigint() - started) / 1e6;
    expect(answer.data.login).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.invalidCredentials });
    return took;
  };
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let round = 0; round < 25; round++) {
    const nobody = `nobody_${randomBytes(4).toString('hex')}`;
    // The order alternates so neither always goes first; the first rounds warm both paths up.
    let unknownTook: number;
    let wrongTook: number;
    if (round % 2) {
      unknownTook = await attempt(nobody);
      wrongTook = await attempt(input.username);
    } else {
      wrongTook = await attempt(input.username);
      unknownTook = await attempt(nobody);
    }
    if (round < 5) continue;
    unknown.push(unknownTook);
    wrong.push(wrongTook);
  }
  const ratio = median(unknown) / median(wrong);
  expect(ratio, `median unknown ${median(unknown).toFixed(2)} ms, wrong password ${median(wrong).toFixed(2)} ms`).toBeGreaterThan(0.6);
  expect(ratio).toBeLessThan(1 / 0.6);
});
