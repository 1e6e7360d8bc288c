// Admin sign-in and the authenticator-app second factor: only the admin role passes, with one
// message for every refusal; with the app on, admin operations answer 401 until a code is given
// in the session; a code is accepted only in its own 30-second step and once (a replay of the
// same step is refused), and so is a recovery code, stored salted (codes stored as a bare SHA-256 before that still work, once).
// Sign-ins hash passwords with scrypt on purpose, hence the longer timeouts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { COMMON_PASSWORD_MESSAGE, CONTEXT_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { SECOND_FACTOR_REQUIRED } from '../../access/messages.ts';
import { MESSAGES } from './messages.ts';
import { hashRecoveryCodes } from '../../access/second-factor.ts';
import {
  ADMIN_LOGIN,
  CONFIRM_TOTP,
  START_TOTP,
  VERIFY_CODE,
  codeFor,
  enableTotp,
  forgetLastStep,
  freshCode,
  freshSession,
  roomInStep,
  signedInAdmin,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perAddress: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const USERS = 'query { adminUsers(first: 5) { totalCount edges { node { username } } } }';

test('admin sign-in lets only an admin through, with one message for every refusal', async () => {
  const admin = await signedInAdmin(t);
  const member = await signedInMember(t);
  const password = admin.input.password;

  const empty = await t.client().graphql(ADMIN_LOGIN, { input: { username: '', password: '' } });
  expect(empty.data.adminLogin).toMatchObject({ __typename: 'ValidationError', message: 'Please enter both username and password' });
  const rest = await t.client().rest('POST', '/api/admin/login', { username: admin.user.username });
  expect(rest).toMatchObject({ status: 400, body: { message: 'Please enter both username and password' } });

  // A member with their own right password is refused, and a member signed in stays who they were.
  const asMember = await member.client.graphql(ADMIN_LOGIN, { input: { username: member.user.username, password } });
  expect(asMember.data.adminLogin).toEqual({ __typename: 'AuthenticationError', message: 'Invalid admin credentials' });
  const still = await member.client.graphql('{ viewer { username } }');
  expect(still.data.viewer.username).toBe(member.user.username);

  const wrong = await t.client().rest('POST', '/api/admin/login', { username: admin.user.username, password: 'not the password' });
  expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid admin credentials' } });
  const unknown = await t.client().rest('POST', '/api/admin/login', { username: 'nobody-here', password: 'whatever pass' });
  expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid admin credentials' } });

  const visitor = t.client();
  const ok = await visitor.rest('POST', '/api/admin/login', { username: admin.user.username, password });
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ ok: true, secondFactorRequired: false, user: { username: admin.user.username, role: 'admin' } });
  expect(JSON.stringify(ok.body)).not.toMatch(/password/i);
  expect((await visitor.graphql(USERS)).data.adminUsers.totalCount).toBeGreaterThanOrEqual(2);
  const signIns = await t.db.activityEvent.count({ where: { kind: 'sign-in', userId: admin.user.id } });
  expect(signIns).toBe(1);
}, 300_000);

test('enrolment gives a QR code and the secret, a wrong first code is refused, a right one gives ten recovery codes', async () => {
  const { client, user } = await signedInAdmin(t);
  const started = await client.graphql(START_TOTP);
  const { secret, uri, qrCodeDataUrl } = started.data.startTotp;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(uri).toContain(`secret=${secret}`);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

  const wrong = await client.graphql(CONFIRM_TOTP, { code: '000000' === codeFor(secret) ? '111111' : '000000' });
  expect(wrong.data.confirmTotp.__typename).toBe('ValidationError');
  expect((await t.db.adminSecondFactor.findUniqueOrThrow({ where: { userId: user.id } })).enabledAt).toBeNull();

  const confirmed = await client.graphql(CONFIRM_TOTP, { code: await freshCode(secret) });
  const codes = confirmed.data.confirmTotp.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  const stored = await t.db.adminRecoveryCode.findMany({ where: { userId: user.id } });
  expect(stored).toHaveLength(10);
  // Only hashes are kept.
  for (const code of codes) expect(stored.some((row) => row.codeHash.includes(code.replace(/-/g, '')))).toBe(false);
  // The session that turned it on has given its code: it stays an admin's.
  expect((await client.graphql(USERS)).data.adminUsers.totalCount).toBeGreaterThan(0);
  const again = await client.graphql(START_TOTP);
  expect(again.data.startTotp.__typename).toBe('ConflictError');
});

test('with the app on, sign-in asks for the code and admin operations answer 401 until it is given', async () => {
  const admin = await signedInAdmin(t);
  const { secret } = await enableTotp(admin.client);
  const visitor = t.client();
  const login = await visitor.graphql(ADMIN_LOGIN, { input: { username: admin.user.username, password: admin.input.password } });
  expect(login.data.adminLogin).toMatchObject({ __typename: 'AdminSignedIn', secondFactorRequired: true, user: null });
  // The password alone signs nobody in: no account, not even as a member.
  expect((await visitor.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  expect((await visitor.rest('GET', '/api/user/current')).status).toBe(401);
  const restLogin = await t.client().rest('POST', '/api/admin/login', { username: admin.user.username, password: admin.input.password });
  expect(restLogin.body).toEqual({ ok: true, secondFactorRequired: true, secondFactorSetupRequired: false });

  const refused = await visitor.graphql(USERS);
  expect(refused.status).toBe(401);
  expect(refused.errors?.[0]).toMatchObject({ message: SECOND_FACTOR_REQUIRED, extensions: { code: 'SECOND_FACTOR_REQUIRED' } });
  const rest = await visitor.rest('GET', '/api/admin/users');
  expect(rest).toMatchObject({ status: 401, body: { message: SECOND_FACTOR_REQUIRED } });
  const access = await visitor.graphql('{ adminAccess { status secondFactorEnabled } }');
  expect(access.data.adminAccess).toEqual({ status: 'code', secondFactorEnabled: true });

  const wrong = await visitor.graphql(VERIFY_CODE, { code: codeFor(secret, 5) });
  expect(wrong.data.verifyAdminCode.__typename).toBe('AuthenticationError');
  expect((await visitor.graphql(USERS)).status).toBe(401);

  // The enrolment's own step is forgotten so that this test does not depend on the clock moving.
  await forgetLastStep(t, admin.user.id);
  const code = await freshCode(secret);
  const accepted = await visitor.rest('POST', '/api/admin/second-factor', { code });
  expect(accepted).toMatchObject({ status: 200, body: { ok: true } });
  expect((await visitor.graphql(USERS)).data.adminUsers.totalCount).toBeGreaterThan(0);
  expect((await visitor.graphql('{ adminAccess { status } }')).data.adminAccess.status).toBe('granted');

  // The same code again, from another new session, is a replay.
  const other = await freshSession(t, admin.user.id);
  const replayed = await other.rest('POST', '/api/admin/second-factor', { code });
  expect(replayed).toMatchObject({ status: 401, body: { message: 'That code was already used. Wait for the next code and try again.' } });
  expect((await other.rest('GET', '/api/admin/users')).status).toBe(401);
}, 120_000);

test('a code is accepted only in its own 30-second step, and only once', async () => {
  const admin = await signedInAdmin(t);
  const { secret } = await enableTotp(admin.client);
  await forgetLastStep(t, admin.user.id);
  const pending = await freshSession(t, admin.user.id);
  await roomInStep();
  const current = codeFor(secret);
  // The codes of the steps just before and after (a phone's clock a little off) are wrong codes.
  for (const offset of [-1, 1]) {
    const other = codeFor(secret, offset);
    if (other === current) continue;
    const answer = await pending.graphql(VERIFY_CODE, { code: other });
    expect(answer.data.verifyAdminCode, `step ${offset}`).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.wrongCode });
  }
  expect((await pending.rest('GET', '/api/admin/users')).status).toBe(401);
  expect((await pending.graphql(VERIFY_CODE, { code: current })).data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
  const again = await freshSession(t, admin.user.id);
  const replayed = await again.graphql(VERIFY_CODE, { code: current });
  expect(replayed.data.verifyAdminCode).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.replayedCode });
  expect((await again.rest('GET', '/api/admin/users')).status).toBe(401);
});

test('giving the code starts a new session: the cookie it was given with no longer works', async () => {
  const admin = await signedInAdmin(t);
  const { secret } = await enableTotp(admin.client);
  await forgetLastStep(t, admin.user.id);
  const pending = await freshSession(t, admin.user.id);
  const before = pending.cookie;
  const accepted = await pending.graphql(VERIFY_CODE, { code: await freshCode(secret) });
  expect(accepted.data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
  expect(pending.cookie).not.toBe(before);
  expect((await pending.rest('GET', '/api/admin/users')).status).toBe(200);
  const replay = t.client();
  replay.cookie = before;
  expect((await replay.rest('GET', '/api/user/current')).status).toBe(401);
  expect((await replay.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  // One row for each of the admin's two live sessions: the renewed one and the enrolling one.
  expect(await t.db.session.count({ where: { userId: admin.user.id } })).toBe(2);
});

test('a recovery code works once', async () => {
  const admin = await signedInAdmin(t);
  const { recoveryCodes } = await enableTotp(admin.client);
  const first = await freshSession(t, admin.user.id);
  const used = await first.graphql(VERIFY_CODE, { code: recoveryCodes[3]!.toUpperCase() });
  expect(used.data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
  expect((await first.rest('GET', '/api/admin/users')).status).toBe(200);

  const second = await freshSession(t, admin.user.id);
  const twice = await second.graphql(VERIFY_CODE, { code: recoveryCodes[3] });
  expect(twice.data.verifyAdminCode).toEqual({ __typename: 'AuthenticationError', message: 'That recovery code was already used' });
  expect((await second.rest('GET', '/api/admin/users')).status).toBe(401);
  expect((await second.graphql('{ adminAccess { status recoveryCodesLeft } }')).data.adminAccess.status).toBe('code');
  expect((await first.graphql('{ adminAccess { recoveryCodesLeft } }')).data.adminAccess.recoveryCodesLeft).toBe(9);
});

const sha256 = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/-/g, '')).digest('hex');
const VERIFIED = { __typename: 'AdminCodeAccepted' };

test('a recovery code is stored as a salted scrypt hash, never as its SHA-256', async () => {
  const admin = await signedInAdmin(t);
  const { recoveryCodes } = await enableTotp(admin.client);
  const stored = (await t.db.adminRecoveryCode.findMany({ where: { userId: admin.user.id } })).map((row) => row.codeHash);
  expect(stored).toHaveLength(10);
  for (const code of recoveryCodes) expect(stored).not.toContain(sha256(code));
  for (const codeHash of stored) expect(codeHash).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
});

test('the same recovery code for two admins is stored differently, and works for each once', async () => {
  const one = await signedInAdmin(t);
  const two = await signedInAdmin(t);
  const { recoveryCodes } = await enableTotp(one.client);
  await enableTotp(two.client);
  const saltOf = (codeHash: string) => codeHash.split('$')[1];
  const [oneRow] = await t.db.adminRecoveryCode.findMany({ where: { userId: one.user.id } });
  const [twoRow] = await t.db.adminRecoveryCode.findMany({ where: { userId: two.user.id } });
  expect(saltOf(oneRow!.codeHash)).not.toBe(saltOf(twoRow!.codeHash));

  // The second admin is given the first one's code, stored as the app stores it.
  const code = recoveryCodes[0]!;
  const [codeHash] = await hashRecoveryCodes([code]);
  const oneStored = (await t.db.adminRecoveryCode.findMany({ where: { userId: one.user.id } })).map((row) => row.codeHash);
  expect(oneStored).not.toContain(codeHash);
  await t.db.adminRecoveryCode.deleteMany({ where: { userId: two.user.id } });
  await t.db.adminRecoveryCode.create({ data: { userId: two.user.id, codeHash: codeHash! } });

  for (const admin of [one, two]) {
    expect((await (await freshSession(t, admin.user.id)).graphql(VERIFY_CODE, { code })).data.verifyAdminCode).toMatchObject(VERIFIED);
    const again = await (await freshSession(t, admin.user.id)).graphql(VERIFY_CODE, { code });
    expect(again.data.verifyAdminCode).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.usedRecoveryCode });
  }
});

test('a recovery code stored as a bare SHA-256 before salting still works, once', async () => {
  const admin = await signedInAdmin(t);
  await enableTotp(admin.client);
  const written = 'c0de-4a11-2b3c';
  await t.db.adminRecoveryCode.create({ data: { userId: admin.user.id, codeHash: sha256(written) } });
  const first = await freshSession(t, admin.user.id);
  expect((await first.graphql(VERIFY_CODE, { code: written.toUpperCase() })).data.verifyAdminCode).toMatchObject(VERIFIED);
  expect((await first.rest('GET', '/api/admin/users')).status).toBe(200);
  const second = await freshSession(t, admin.user.id);
  const twice = await second.graphql(VERIFY_CODE, { code: written });
  expect(twice.data.verifyAdminCode).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.usedRecoveryCode });
  const wrong = await second.graphql(VERIFY_CODE, { code: 'c0de-4a11-2b3d' });
  expect(wrong.data.verifyAdminCode).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.wrongCode });
  expect((await second.rest('GET', '/api/admin/users')).status).toBe(401);
});

test('turning the authenticator app on ends the admin’s other sessions, and keeps the one that did it', async () => {
  const admin = await signedInAdmin(t);
  const laptop = await freshSession(t, admin.user.id);
  expect((await laptop.rest('GET', '/api/user/current')).status).toBe(200);
  await enableTotp(admin.client);
  expect((await laptop.rest('GET', '/api/user/current')).status).toBe(401);
  expect((await admin.client.rest('GET', '/api/admin/users')).status).toBe(200);
});

test('an admin owing the code acts as a member elsewhere too, and turning the app off needs a code', async () => {
  const admin = await signedInAdmin(t);
  const { secret } = await enableTotp(admin.client);
  const member = await signedInMember(t, { groupNumber: 6 });
  const pending = await freshSession(t, admin.user.id);
  // Another module's admin-only field refuses with the same 401.
  const roles = await pending.graphql(
    'mutation ($input: UpdateMemberRolesInput!) { updateMemberRoles(input: $input) { __typename } }',
    { input: { id: Buffer.from(`User:${member.user.id}`).toString('base64'), isConductor: true } },
  );
  expect(roles.status).toBe(401);
  expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).isConductor).toBe(false);

  const DISABLE = 'mutation ($code: String) { disableTotp(input: { code: $code }) { __typename ... on Error { message } } }';
  expect((await pending.graphql(DISABLE, { code: codeFor(secret, 1) })).status).toBe(401);
  await forgetLastStep(t, admin.user.id);
  const wrong = await admin.client.graphql(DISABLE, { code: '12345' });
  expect(wrong.data.disableTotp.__typename).toBe('AuthenticationError');
  const copied = admin.client.cookie;
  const off = await admin.client.graphql(DISABLE, { code: await freshCode(secret) });
  expect(off.data.disableTotp.__typename).toBe('TotpDisabled');
  expect(await t.db.adminRecoveryCode.count({ where: { userId: admin.user.id } })).toBe(0);
  // Turning it off ended the admin's other sessions; the one that did it goes on, under a new id:
  // a copy of its cookie taken before is worthless.
  expect((await pending.rest('GET', '/api/user/current')).status).toBe(401);
  expect((await admin.client.rest('GET', '/api/user/current')).status).toBe(200);
  expect(admin.client.cookie).not.toBe(copied);
  const replayed = t.client();
  replayed.cookie = copied;
  expect((await replayed.rest('GET', '/api/user/current')).status).toBe(401);
  // With the app off, a new session is an admin's at once.
  expect((await (await freshSession(t, admin.user.id)).rest('GET', '/api/admin/users')).status).toBe(200);
});

test('the admin changes their own password with the current one, and keeps the code given', async () => {
  const admin = await signedInAdmin(t);
  await enableTotp(admin.client);
  const CHANGE =
    'mutation ($input: ChangeAdminPasswordInput!) { changeAdminPassword(input: $input) { __typename ... on Error { message } } }';
  const wrong = await admin.client.graphql(CHANGE, { input: { currentPassword: 'nope nope', newPassword: 'a new admin passphrase' } });
  expect(wrong.data.changeAdminPassword).toMatchObject({ __typename: 'ValidationError', message: 'The current password is not right' });
  const short = await admin.client.graphql(CHANGE, { input: { currentPassword: admin.input.password, newPassword: 'short' } });
  expect(short.data.changeAdminPassword.__typename).toBe('ValidationError');
  for (const [newPassword, message] of [
    ['administrator', COMMON_PASSWORD_MESSAGE],
    ['kingdom hall keys 12', CONTEXT_PASSWORD_MESSAGE],
  ] as const) {
    const refused = await admin.client.graphql(CHANGE, { input: { currentPassword: admin.input.password, newPassword } });
    expect(refused.data.changeAdminPassword, newPassword).toMatchObject({ __typename: 'ValidationError', message });
  }
  const ok = await admin.client.graphql(CHANGE, { input: { currentPassword: admin.input.password, newPassword: 'a new admin passphrase' } });
  expect(ok.data.changeAdminPassword.__typename).toBe('AdminPasswordChanged');
  expect((await admin.client.rest('GET', '/api/admin/users')).status).toBe(200);
  const login = await t.client().rest('POST', '/api/admin/login', { username: admin.user.username, password: 'a new admin passphrase' });
  expect(login).toMatchObject({ status: 200, body: { secondFactorRequired: true } });
}, 300_000);
