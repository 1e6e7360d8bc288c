// An authenticator app required of every account (docs/product/accounts.md, "Authenticator app"):
// turning it on needs a recent password and the admin's own app, and signs out every account
// without one; such an account's next sign-in (or sign-up) holds a session with no account, where
// only setting the app up is let through; once it is on, the session is signed in, and nobody can
// turn theirs off while it is required.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { changeAccount, createTestApp, newMember, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { SECOND_FACTOR_SETUP_REQUIRED } from '../../access/messages.ts';
import { MESSAGES } from '../admin/messages.ts';
import { ageConfirmation, CONFIRM_TOTP, enableTotp, forgetLastStep, freshCode, START_TOTP } from '../admin/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perAddress: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on SignedIn { secondFactorRequired secondFactorSetupRequired user { username } } ... on Error { message } } }';
const REQUIRE = 'mutation ($on: Boolean) { updateAppSettings(input: { requireSecondFactor: $on }) { __typename ... on Error { message } } }';
const DISABLE = 'mutation ($code: String) { disableTotp(input: { code: $code }) { __typename ... on Error { message } } }';
const required = async () => (await t.db.appSettings.findUnique({ where: { id: 1 } }))?.requireSecondFactor ?? false;

async function admin() {
  const made = await signedInMember(t, { groupNumber: 0 });
  await changeAccount(t, { id: made.user.id }, { role: 'admin' });
  return made;
}

test('turning it on needs the admin’s own app and a recent password; then it signs out everyone without one', { timeout: 90_000 }, async () => {
  const without = await admin();
  const refused = await without.client.graphql(REQUIRE, { on: true });
  expect(refused.data.updateAppSettings).toEqual({ __typename: 'ConflictError', message: MESSAGES.ownFactorFirst });
  expect(await required()).toBe(false);

  const withApp = await admin();
  const { secret } = await enableTotp(withApp.client);
  const member = await signedInMember(t);
  const memberWithApp = await signedInMember(t);
  await enableTotp(memberWithApp.client);
  await ageConfirmation(t, withApp.client);
  const stale = await withApp.client.graphql(REQUIRE, { on: true });
  expect(stale.data.updateAppSettings.__typename).toBe('PasswordConfirmationRequiredError');
  expect(await required()).toBe(false);
  expect((await member.client.graphql('{ viewer { id } }')).data.viewer).not.toBeNull();

  await withApp.client.graphql('mutation ($p: String) { confirmPassword(input: { password: $p }) { __typename } }', { p: withApp.input.password });
  expect((await withApp.client.graphql(REQUIRE, { on: true })).data.updateAppSettings.__typename).toBe('AppSettingsUpdated');
  expect(await required()).toBe(true);
  // Everyone without the app is signed out; those with it stay.
  expect((await member.client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  expect((await without.client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  expect((await memberWithApp.client.graphql('{ viewer { id } }')).data.viewer).not.toBeNull();
  expect((await withApp.client.graphql('{ viewer { id } }')).data.viewer).not.toBeNull();

  // While it is required nobody turns theirs off, even with a right code.
  await forgetLastStep(t, withApp.user.id);
  const off = await withApp.client.graphql(DISABLE, { code: await freshCode(secret) });
  expect(off.data.disableTotp).toEqual({ __typename: 'ConflictError', message: MESSAGES.factorRequired });
  expect(await t.db.adminSecondFactor.count({ where: { userId: withApp.user.id, enabledAt: { not: null } } })).toBe(1);

  // A member without the app signs in: no account, only the setup is let through.
  const client = t.client();
  const login = await client.graphql(LOGIN, { input: { username: member.user.username, password: member.input.password } });
  expect(login.data.login).toEqual({ __typename: 'SignedIn', secondFactorRequired: false, secondFactorSetupRequired: true, user: null });
  expect((await client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  const read = await client.graphql('{ secondFactor { enabled } }');
  expect(read.errors?.[0]).toMatchObject({ message: SECOND_FACTOR_SETUP_REQUIRED, extensions: { code: 'SECOND_FACTOR_SETUP_REQUIRED' } });
  const before = await t.db.note.count({ where: { userId: member.user.id } });
  const write = await client.graphql('mutation { createNote(input: { title: "Before the app", content: "x" }) { __typename } }');
  expect(write.errors?.[0]?.message).toBe(SECOND_FACTOR_SETUP_REQUIRED);
  expect(await client.rest('GET', '/api/user/current')).toMatchObject({ status: 401, body: { message: SECOND_FACTOR_SETUP_REQUIRED } });
  expect((await client.rest('POST', '/api/notes', { title: 'Before the app', content: 'x' })).status).toBe(401);
  expect(await t.db.note.count({ where: { userId: member.user.id } })).toBe(before);

  // Setting it up asks for the password again when it was given too long ago, and may be given.
  await ageConfirmation(t, client);
  expect((await client.graphql(START_TOTP)).data.startTotp.__typename).toBe('PasswordConfirmationRequiredError');
  const wrongPassword = await client.graphql('mutation { confirmPassword(input: { password: "not it at all" }) { __typename } }');
  expect(wrongPassword.data.confirmPassword.__typename).toBe('ValidationError');
  const failed = await t.db.auditEvent.findFirstOrThrow({ where: { action: 'password-confirmation-failed' }, orderBy: { id: 'desc' } });
  expect(failed.actorId).toBe(member.user.id);
  const again = await client.graphql('mutation ($p: String) { confirmPassword(input: { password: $p }) { __typename } }', { p: member.input.password });
  expect(again.data.confirmPassword.__typename).toBe('PasswordConfirmed');
  expect((await client.graphql('{ viewer { id } }')).data.viewer).toBeNull();

  // Setting it up signs the session in.
  const started = await client.graphql(START_TOTP);
  expect(started.data.startTotp.__typename).toBe('TotpEnrolment');
  const confirmed = await client.graphql(
    'mutation ($code: String) { confirmTotp(input: { code: $code }) { __typename ... on TotpEnabled { recoveryCodes user { username } } ... on Error { message } } }',
    { code: await freshCode(started.data.startTotp.secret) },
  );
  expect(confirmed.data.confirmTotp).toMatchObject({ __typename: 'TotpEnabled', user: { username: member.user.username } });
  expect(confirmed.data.confirmTotp.recoveryCodes).toHaveLength(10);
  expect((await client.graphql('{ viewer { username } }')).data.viewer).toEqual({ username: member.user.username });

  // Over REST a sign-in that owes the setup says so, and nothing of the account.
  const other = await signedInMember(t);
  await t.db.session.deleteMany({ where: { userId: other.user.id } });
  const restLogin = await t.client().rest('POST', '/api/login', { username: other.user.username, password: other.input.password });
  expect(restLogin).toMatchObject({ status: 200, body: { ok: true, secondFactorSetupRequired: true, message: SECOND_FACTOR_SETUP_REQUIRED } });
  expect(JSON.stringify(restLogin.body)).not.toContain(other.user.username);

  // An admin without the app signing in through the admin panel sets it up first too.
  const otherAdmin = await admin();
  await t.db.session.deleteMany({ where: { userId: otherAdmin.user.id } });
  const adminClient = t.client();
  const adminLogin = await adminClient.graphql(
    'mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename ... on AdminSignedIn { secondFactorRequired secondFactorSetupRequired user { username } } } }',
    { input: { username: otherAdmin.user.username, password: otherAdmin.input.password } },
  );
  expect(adminLogin.data.adminLogin).toEqual({ __typename: 'AdminSignedIn', secondFactorRequired: false, secondFactorSetupRequired: true, user: null });
  expect((await adminClient.graphql('{ adminUsers(first: 1) { totalCount } }')).errors?.[0]?.message).toBe(SECOND_FACTOR_SETUP_REQUIRED);
  const adminRest = await t.client().rest('POST', '/api/admin/login', { username: otherAdmin.user.username, password: otherAdmin.input.password });
  expect(adminRest.body).toEqual({ ok: true, secondFactorRequired: false, secondFactorSetupRequired: true });

  // A sign-up while it is required makes the account and asks for the setup too.
  const signUp = t.client();
  const created = await signUp.graphql(
    'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { __typename ... on AccountCreated { secondFactorSetupRequired user { username } } ... on Error { message } } }',
    { input: { ...newMember(), groupNumber: 'NONE' } },
  );
  expect(created.data.createAccount).toEqual({ __typename: 'AccountCreated', secondFactorSetupRequired: true, user: null });
  expect((await signUp.graphql(CONFIRM_TOTP, { code: '000000' })).data.confirmTotp).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.noEnrolment });

  // Turned off again, the password alone signs in, and a session that was setting it up is signed in.
  expect((await withApp.client.graphql(REQUIRE, { on: false })).data.updateAppSettings.__typename).toBe('AppSettingsUpdated');
  expect((await adminClient.graphql('{ viewer { username } }')).data.viewer).toEqual({ username: otherAdmin.user.username });
  const after = await t.client().graphql(LOGIN, { input: { username: other.user.username, password: other.input.password } });
  expect(after.data.login).toMatchObject({ secondFactorSetupRequired: false, user: { username: other.user.username } });
});
