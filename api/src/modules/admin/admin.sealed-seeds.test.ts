// The authenticator seeds are kept sealed under the data key (docs/operations.md, "Keys and
// secrets"): the database holds no seed in the clear, a sealed seed opens only on its own row and
// with its own key, and seeds stored in the clear before are sealed at start.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/api/harness.ts';
import { openSecret, sealingKeyOf, sealSecret } from '../../lib/sealed-secret.ts';
import { MESSAGES } from './messages.ts';
import { sealPlainSecondFactorSeeds, unreadableSecondFactorSeeds } from '../../access/second-factor.ts';
import { START_TOTP, VERIFY_CODE, enableTotp, forgetLastStep, freshCode, freshSession, signedInAdmin } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perAddress: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const rowOf = (userId: number) => t.db.adminSecondFactor.findUniqueOrThrow({ where: { userId } });

test('the seed is sealed from the moment it is made, and the codes of the app still work', async () => {
  const { client, user } = await signedInAdmin(t);
  const started = await client.graphql(START_TOTP);
  const pending = started.data.startTotp.secret as string;
  const stored = await rowOf(user.id);
  expect(stored.pendingSecret).toMatch(/^v1\./);
  expect(stored.pendingSecret).not.toContain(pending);
  expect(openSecret(t.app.deps.config.sealingKey, stored.pendingSecret!, `second-factor:${user.id}`)).toBe(pending);

  // Starting over makes a new seed; the one confirmed is the one the app shows.
  const { secret } = await enableTotp(client);
  const enabled = await rowOf(user.id);
  expect(enabled.secret).toMatch(/^v1\./);
  expect(enabled.secret).not.toContain(secret);
  expect(JSON.stringify(enabled)).not.toContain(secret);

  await forgetLastStep(t, user.id);
  const later = await freshSession(t, user.id);
  const verified = await later.graphql(VERIFY_CODE, { code: await freshCode(secret) });
  expect(verified.data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
}, 120_000);

test('a sealed seed copied onto another admin’s row does not open there: their code is refused, their recovery code works', async () => {
  const victim = await signedInAdmin(t);
  const { secret: victimSecret } = await enableTotp(victim.client);
  const other = await signedInAdmin(t);
  const { recoveryCodes } = await enableTotp(other.client);
  // Someone who can write to the database puts the victim's sealed seed on their own row.
  const copied = (await rowOf(victim.user.id)).secret;
  await t.db.adminSecondFactor.update({ where: { userId: other.user.id }, data: { secret: copied, lastUsedStep: null } });

  const session = await freshSession(t, other.user.id);
  const refused = await session.graphql(VERIFY_CODE, { code: await freshCode(victimSecret) });
  expect(refused.data.verifyAdminCode).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.wrongCode });
  const recovered = await session.graphql(VERIFY_CODE, { code: recoveryCodes[0] });
  expect(recovered.data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
}, 120_000);

test('under another data key the seed does not open: the code is refused, a recovery code still works', async () => {
  const elsewhere = await createTestApp({ sealingKey: sealingKeyOf('another data key, not the one that sealed'.padEnd(40, '!')) });
  try {
    const admin = await signedInAdmin(elsewhere);
    const { secret, recoveryCodes } = await enableTotp(admin.client);
    // The row as a database restored without its own key holds it: sealed under another key.
    const foreign = sealSecret(t.app.deps.config.sealingKey, secret, `second-factor:${admin.user.id}`);
    await elsewhere.db.adminSecondFactor.update({ where: { userId: admin.user.id }, data: { secret: foreign, lastUsedStep: null } });

    // The start says so.
    expect(await unreadableSecondFactorSeeds(elsewhere.db, elsewhere.app.deps.config.sealingKey)).toBe(1);
    const session = await freshSession(elsewhere, admin.user.id);
    const refused = await session.graphql(VERIFY_CODE, { code: await freshCode(secret) });
    expect(refused.data.verifyAdminCode).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.wrongCode });
    const recovered = await session.graphql(VERIFY_CODE, { code: recoveryCodes[0] });
    expect(recovered.data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
  } finally {
    await elsewhere.close();
  }
}, 120_000);

test('seeds stored in the clear before sealing are sealed at start, once, and keep working', async () => {
  const admin = await signedInAdmin(t);
  const { secret } = await enableTotp(admin.client);
  // The row as it was stored before seeds were sealed (the copied seed of the test above is the
  // one this database holds that its key does not open for its row).
  const unreadable = await unreadableSecondFactorSeeds(t.db, t.app.deps.config.sealingKey);
  await t.db.adminSecondFactor.update({ where: { userId: admin.user.id }, data: { secret, lastUsedStep: null } });

  const sealed = await sealPlainSecondFactorSeeds(t.db, t.app.deps.config.sealingKey);
  expect(sealed).toBeGreaterThanOrEqual(1);
  const row = await rowOf(admin.user.id);
  expect(row.secret).toMatch(/^v1\./);
  expect(row.secret).not.toContain(secret);
  expect(await sealPlainSecondFactorSeeds(t.db, t.app.deps.config.sealingKey)).toBe(0);
  expect(await unreadableSecondFactorSeeds(t.db, t.app.deps.config.sealingKey)).toBe(unreadable);

  const session = await freshSession(t, admin.user.id);
  const verified = await session.graphql(VERIFY_CODE, { code: await freshCode(secret) });
  expect(verified.data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
}, 120_000);
