// A member's authenticator app (docs/product/accounts.md, "Authenticator app"): with it on, the
// password alone signs nobody in. The session it starts has no account until a current code or a
// recovery code is given; until then every read and write answers 401 naming the code, on GraphQL
// and REST alike, and the sign-in answer tells nothing of the account.
// Sign-ins hash passwords with scrypt on purpose, hence the longer timeouts.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { changeAccount, type Client, createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES, SECOND_FACTOR_REQUIRED } from '../../access/messages.ts';
import { ageConfirmation, enableTotp, forgetLastStep, freshCode } from '../admin/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perAddress: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on SignedIn { secondFactorRequired user { username email phoneNumber } } ... on Error { message } } }';
const VERIFY =
  'mutation ($code: String) { verifySignInCode(input: { code: $code }) { __typename ... on SignedIn { secondFactorRequired user { username } } ... on Error { message } } }';
const STATUS = '{ secondFactor { enabled recoveryCodesLeft } }';
const DISABLE = 'mutation ($code: String) { disableTotp(input: { code: $code }) { __typename ... on Error { message } } }';
const ADD_NOTE = 'mutation { createNote(input: { title: "While owing the code", content: "x" }) { __typename } }';

/** A member with the authenticator app on, and a client that has signed in with the password only. */
async function memberOwingCode() {
  const member = await signedInMember(t);
  const { secret, recoveryCodes } = await enableTotp(member.client);
  const client = t.client();
  const login = await client.graphql(LOGIN, { input: { username: member.user.username, password: member.input.password } });
  return { member, secret, recoveryCodes, client, login };
}

const notesOf = async (userId: number) => t.db.note.count({ where: { userId } });

test('with the app on, the password alone gives no account: reads and writes answer 401 naming the code', { timeout: 60_000 }, async () => {
  const { member, client, login } = await memberOwingCode();
  expect(login.data.login).toEqual({ __typename: 'SignedIn', secondFactorRequired: true, user: null });

  expect((await client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  const status = await client.graphql(STATUS);
  expect(status.errors?.[0]).toMatchObject({ message: SECOND_FACTOR_REQUIRED, extensions: { code: 'SECOND_FACTOR_REQUIRED' } });
  const before = await notesOf(member.user.id);
  const write = await client.graphql(ADD_NOTE);
  expect(write.errors?.[0]?.message).toBe(SECOND_FACTOR_REQUIRED);
  expect(await notesOf(member.user.id)).toBe(before);

  const current = await client.rest('GET', '/api/user/current');
  expect(current).toMatchObject({ status: 401, body: { message: SECOND_FACTOR_REQUIRED } });
  const restWrite = await client.rest('POST', '/api/notes', { title: 'While owing the code', content: 'x' });
  expect(restWrite.status).toBe(401);
  expect(await notesOf(member.user.id)).toBe(before);
});

test('a wrong code is refused and signs nobody in; a right one signs the member in under a new session', { timeout: 60_000 }, async () => {
  const { member, secret, client } = await memberOwingCode();
  const wrong = await client.graphql(VERIFY, { code: '000000' });
  expect(wrong.data.verifySignInCode).toMatchObject({ __typename: 'AuthenticationError', message: MESSAGES.wrongCode });
  expect((await client.graphql('{ viewer { id } }')).data.viewer).toBeNull();

  const owing = client.cookie;
  await forgetLastStep(t, member.user.id);
  const right = await client.graphql(VERIFY, { code: await freshCode(secret) });
  expect(right.data.verifySignInCode).toEqual({ __typename: 'SignedIn', secondFactorRequired: false, user: { username: member.user.username } });
  expect((await client.graphql(STATUS)).data.secondFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });

  // The cookie the code was given with ended: replayed, it is no one.
  const replay = t.client();
  replay.cookie = owing;
  expect((await replay.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  expect((await replay.graphql(STATUS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('over REST: the sign-in answer tells nothing of the account, and a recovery code works once', { timeout: 60_000 }, async () => {
  const member = await signedInMember(t);
  const { recoveryCodes } = await enableTotp(member.client);
  const client = t.client();
  const login = await client.rest('POST', '/api/login', { username: member.user.username, password: member.input.password });
  expect(login).toMatchObject({ status: 200, body: { ok: true, secondFactorRequired: true, message: SECOND_FACTOR_REQUIRED } });
  expect(JSON.stringify(login.body)).not.toContain(member.user.username);
  expect(login.body).not.toHaveProperty('email');

  const empty = await client.rest('POST', '/api/login/second-factor', { code: '' });
  expect(empty).toMatchObject({ status: 400, body: { message: MESSAGES.codeRequired } });
  const done = await client.rest('POST', '/api/login/second-factor', { code: recoveryCodes[0] });
  expect(done).toMatchObject({ status: 200, body: { username: member.user.username } });
  expect((await client.rest('GET', '/api/user/current')).body.username).toBe(member.user.username);

  const again = t.client();
  await again.rest('POST', '/api/login', { username: member.user.username, password: member.input.password });
  const reused = await again.rest('POST', '/api/login/second-factor', { code: recoveryCodes[0] });
  expect(reused).toMatchObject({ status: 401, body: { message: MESSAGES.usedRecoveryCode } });
  expect((await again.rest('GET', '/api/user/current')).status).toBe(401);
});

test('a member without the app signs in with the password alone, as before', { timeout: 60_000 }, async () => {
  const member = await signedInMember(t);
  const client = t.client();
  const login = await client.graphql(LOGIN, { input: { username: member.user.username, password: member.input.password } });
  expect(login.data.login).toMatchObject({ __typename: 'SignedIn', secondFactorRequired: false, user: { username: member.user.username } });
  expect((await client.graphql(STATUS)).data.secondFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  // A session that owes nothing is answered with its own account.
  const verify = await client.graphql(VERIFY, { code: '123456' });
  expect(verify.data.verifySignInCode).toMatchObject({ __typename: 'SignedIn', user: { username: member.user.username } });
});

test('turning the app on ends the member’s other sessions; turning it off needs the password again and a current code', { timeout: 60_000 }, async () => {
  const member = await signedInMember(t);
  const otherDevice = t.client();
  await otherDevice.graphql(LOGIN, { input: { username: member.user.username, password: member.input.password } });
  const { secret } = await enableTotp(member.client);
  expect((await otherDevice.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  expect((await member.client.graphql(STATUS)).data.secondFactor.enabled).toBe(true);

  await ageConfirmation(t, member.client);
  await forgetLastStep(t, member.user.id);
  const stale = await member.client.graphql(DISABLE, { code: await freshCode(secret) });
  expect(stale.data.disableTotp.__typename).toBe('PasswordConfirmationRequiredError');
  const confirmed = await member.client.graphql('mutation ($p: String) { confirmPassword(input: { password: $p }) { __typename } }', {
    p: member.input.password,
  });
  expect(confirmed.data.confirmPassword.__typename).toBe('PasswordConfirmed');
  const wrong = await member.client.graphql(DISABLE, { code: '000000' });
  expect(wrong.data.disableTotp).toMatchObject({ __typename: 'AuthenticationError', message: MESSAGES.wrongCode });
  expect((await member.client.graphql(STATUS)).data.secondFactor.enabled).toBe(true);
  await forgetLastStep(t, member.user.id);
  const off = await member.client.graphql(DISABLE, { code: await freshCode(secret) });
  expect(off.data.disableTotp.__typename).toBe('TotpDisabled');

  const later: Client = t.client();
  const login = await later.graphql(LOGIN, { input: { username: member.user.username, password: member.input.password } });
  expect(login.data.login).toMatchObject({ secondFactorRequired: false, user: { username: member.user.username } });
});

test('an admin resets a member’s lost app: the member’s sessions end, and the password alone signs in again', { timeout: 60_000 }, async () => {
  const { member, client } = await memberOwingCode();
  const admin = await signedInMember(t, { groupNumber: 0 });
  await changeAccount(t, { id: admin.user.id }, { role: 'admin' });
  const reset = await admin.client.graphql(
    'mutation ($id: ID!) { adminResetSecondFactor(input: { id: $id }) { __typename ... on Error { message } } }',
    { id: Buffer.from(`User:${member.user.id}`).toString('base64') },
  );
  expect(reset.data.adminResetSecondFactor.__typename).toBe('SecondFactorReset');
  expect((await member.client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  expect((await client.graphql(VERIFY, { code: '000000' })).data.verifySignInCode.__typename).toBe('AuthenticationError');
  const login = await t.client().graphql(LOGIN, { input: { username: member.user.username, password: member.input.password } });
  expect(login.data.login).toMatchObject({ secondFactorRequired: false, user: { username: member.user.username } });
});

test('a password reset by an admin’s code leaves the app on: the member still gives a code to be signed in', { timeout: 60_000 }, async () => {
  const member = await signedInMember(t);
  const { secret } = await enableTotp(member.client);
  const admin = await signedInMember(t, { groupNumber: 0 });
  await changeAccount(t, { id: admin.user.id }, { role: 'admin' });
  const issued = await admin.client.graphql(
    'mutation ($id: ID!) { adminIssuePasswordResetCode(input: { id: $id }) { __typename ... on PasswordResetCodeIssued { code } } }',
    { id: Buffer.from(`User:${member.user.id}`).toString('base64') },
  );
  const client = t.client();
  const reset = await client.graphql(
    'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on PasswordReset { secondFactorRequired user { username email } } ... on Error { message } } }',
    { input: { username: member.user.username, code: issued.data.adminIssuePasswordResetCode.code, newPassword: 'a brand new passphrase' } },
  );
  expect(reset.data.resetPassword).toEqual({ __typename: 'PasswordReset', secondFactorRequired: true, user: null });
  expect((await client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  await forgetLastStep(t, member.user.id);
  const verified = await client.graphql(VERIFY, { code: await freshCode(secret) });
  expect(verified.data.verifySignInCode.user).toEqual({ username: member.user.username });
});

test('an admin with the app who signs in through the account dialog has no account either until the code', { timeout: 60_000 }, async () => {
  const admin = await signedInMember(t, { groupNumber: 0 });
  await changeAccount(t, { id: admin.user.id }, { role: 'admin' });
  const { secret } = await enableTotp(admin.client);
  const client = t.client();
  const login = await client.graphql(LOGIN, { input: { username: admin.user.username, password: admin.input.password } });
  expect(login.data.login).toEqual({ __typename: 'SignedIn', secondFactorRequired: true, user: null });
  expect((await client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  expect((await client.graphql('{ adminAccess { status } }')).data.adminAccess.status).toBe('code');
  expect((await client.rest('GET', '/api/users/group/0')).status).toBe(401);
  await forgetLastStep(t, admin.user.id);
  const verified = await client.graphql(VERIFY, { code: await freshCode(secret) });
  expect(verified.data.verifySignInCode.user).toEqual({ username: admin.user.username });
  expect((await client.graphql('{ adminAccess { status } }')).data.adminAccess.status).toBe('granted');
});

test('the admin panel’s code step refuses a member owing a code, before spending it', { timeout: 60_000 }, async () => {
  const { member, secret, client } = await memberOwingCode();
  await forgetLastStep(t, member.user.id);
  const code = await freshCode(secret);
  const refused = await client.graphql(
    'mutation ($code: String) { verifyAdminCode(input: { code: $code }) { __typename ... on Error { message } } }',
    { code },
  );
  expect(refused.data.verifyAdminCode).toEqual({ __typename: 'ForbiddenError', message: MESSAGES.adminOnly });
  // The code was not spent: it still signs the member in at the sign-in's code step.
  expect((await client.graphql(VERIFY, { code })).data.verifySignInCode.user).toEqual({ username: member.user.username });
});
