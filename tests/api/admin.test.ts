// The first admin: from ADMIN_USERNAME/ADMIN_PASSWORD at start (api/src/main.ts), or the
// admin:create command, both through api/src/admin.ts.
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ensureAdminFromEnv, upsertAdmin } from '../../api/src/admin.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { BREACHED_PASSWORD_MESSAGE, COMMON_PASSWORD_MESSAGE, CONTEXT_PASSWORD_MESSAGE } from '../../api/src/lib/common-passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  delete process.env.ADMIN_USERNAME;
  delete process.env.ADMIN_PASSWORD;
});

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on SignedIn { user { username isAdmin } } } }';

test('ADMIN_USERNAME and ADMIN_PASSWORD create an admin who can sign in', async () => {
  process.env.ADMIN_USERNAME = 'overseer';
  process.env.ADMIN_PASSWORD = 'a long admin passphrase';
  await ensureAdminFromEnv(t.db);
  const answer = await t.client().graphql(LOGIN, { input: { username: 'overseer', password: 'a long admin passphrase' } });
  expect(answer.data.login).toEqual({ __typename: 'SignedIn', user: { username: 'overseer', isAdmin: true } });
  // A second start changes nothing.
  await ensureAdminFromEnv(t.db);
  expect(await t.db.user.count({ where: { username: 'overseer' } })).toBe(1);
});

test('a short admin password is refused and no admin is made', async () => {
  await expect(upsertAdmin(t.db, 'shorty', 'short')).rejects.toThrow('at least 12 characters');
  expect(await t.db.user.count({ where: { username: 'shorty' } })).toBe(0);
});

test('a common admin password, a breached one, or one built on the app’s words, is refused and no admin is made', async () => {
  await expect(upsertAdmin(t.db, 'common', 'administrator')).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
  await expect(upsertAdmin(t.db, 'breached', 'qwertyqwerty')).rejects.toThrow(BREACHED_PASSWORD_MESSAGE);
  await expect(upsertAdmin(t.db, 'context', 'Ministry Companion 1')).rejects.toThrow(CONTEXT_PASSWORD_MESSAGE);
  expect(await t.db.user.count({ where: { username: { in: ['common', 'breached', 'context'] } } })).toBe(0);
});

test('admin:create promotes an existing member and sets the password', async () => {
  await t.client().rest('POST', '/api/users', {
    username: 'promoted',
    password: 'member password',
    fullName: 'P',
    phoneNumber: '1',
    address: 'A',
    groupNumber: 2,
  });
  expect(await upsertAdmin(t.db, 'promoted', 'a brand new admin passphrase')).toBe('updated');
  const row = await t.db.user.findUniqueOrThrow({ where: { username: 'promoted' } });
  expect(row.role).toBe('admin');
  const old = await t.client().graphql(LOGIN, { input: { username: 'promoted', password: 'member password' } });
  expect(old.data.login.__typename).toBe('AuthenticationError');
});
