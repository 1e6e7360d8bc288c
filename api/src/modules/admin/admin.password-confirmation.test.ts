// The admin's password typed again before destructive operations (docs/product/admin.md,
// "Password confirmation"). A confirmation is made old by moving the time sealed in the session
// cookie back past the window (ageConfirmation), never by waiting.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, graphqlMember, newMember, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './messages.ts';
import { CONFIRMATION_WINDOW_MS } from '../../access/password-confirmation.ts';
import { ageConfirmation, codeFor, enableTotp, forgetLastStep, freshCode, signedInAdmin } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // A small per-account limit, so that the throttle test needs only a few wrong passwords.
  t = await createTestApp({ loginLimits: { perAccount: 3, perAddress: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const PASSWORD = newMember().password;
const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const CONFIRM = `mutation ($password: String) { confirmPassword(input: { password: $password }) {
  __typename ... on PasswordConfirmed { confirmedUntil user { username } }
  ... on ValidationError { message fields { path message } } ... on Error { message }
} }`;
const DELETE = 'mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { __typename ... on Error { message } } }';
const UPDATE = 'mutation ($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) { __typename ... on Error { message } } }';
const REFUSED = { __typename: 'PasswordConfirmationRequiredError', message: MESSAGES.passwordConfirmationRequired };

async function staleAdmin() {
  const admin = await signedInAdmin(t);
  await ageConfirmation(t, admin.client);
  return admin;
}

async function confirm(client: Client, password = PASSWORD) {
  return (await client.graphql(CONFIRM, { password })).data.confirmPassword;
}

describe('with a confirmation older than the window', () => {
  test('deleting a user and changing a role are refused and nothing changes; after confirmPassword they go through', async () => {
    const admin = await staleAdmin();
    const member = await signedInMember(t, { fullName: 'Kept Name' });
    const id = gid('User', member.user.id);

    expect((await admin.client.graphql(DELETE, { id })).data.adminDeleteUser).toEqual(REFUSED);
    // The role and the other fields of the same edit are refused together.
    expect((await admin.client.graphql(UPDATE, { input: { id, role: 'admin', fullName: 'Changed' } })).data.adminUpdateUser).toEqual(REFUSED);
    // The member paths an admin could use for the same change are refused too.
    const roles = await admin.client.graphql(`mutation { updateMemberRoles(input: { id: "${id}", role: "admin" }) { __typename } }`);
    expect(roles.data.updateMemberRoles.__typename).toBe('PasswordConfirmationRequiredError');
    const own = await admin.client.graphql(`mutation { deleteAccount(input: { id: "${id}" }) { __typename } }`);
    expect(own.data.deleteAccount.__typename).toBe('PasswordConfirmationRequiredError');
    expect(await t.db.user.findUnique({ where: { id: member.user.id }, select: { role: true, fullName: true } })).toEqual({
      role: 'user',
      fullName: 'Kept Name',
    });

    // An edit that leaves the role alone needs no confirmation.
    const edit = await admin.client.graphql(UPDATE, { input: { id, fullName: 'Edited', role: 'user' } });
    expect(edit.data.adminUpdateUser.__typename).toBe('AdminUserUpdated');

    const confirmed = await confirm(admin.client);
    expect(confirmed.__typename).toBe('PasswordConfirmed');
    const until = new Date(confirmed.confirmedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(CONFIRMATION_WINDOW_MS - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(CONFIRMATION_WINDOW_MS);

    expect((await admin.client.graphql(UPDATE, { input: { id, role: 'admin' } })).data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).role).toBe('admin');
    expect((await admin.client.graphql(DELETE, { id })).data.adminDeleteUser.__typename).toBe('AdminUserDeleted');
    expect(await t.db.user.findUnique({ where: { id: member.user.id } })).toBeNull();

    // The confirmation itself grows old the same way.
    await ageConfirmation(t, admin.client);
    const other = await signedInMember(t);
    expect((await admin.client.graphql(DELETE, { id: gid('User', other.user.id) })).data.adminDeleteUser).toEqual(REFUSED);
  });

  test('removing congregation content and turning off the authenticator app are refused until confirmed', async () => {
    const admin = await signedInAdmin(t);
    const { secret } = await enableTotp(admin.client);
    const video = await admin.client.graphql(
      'mutation { addCongregationVideo(input: { title: "Kept", url: "https://example.org/v" }) { ... on CongregationVideoAdded { video { id } } } }',
    );
    const scripture = await admin.client.graphql(
      'mutation { addCongregationScripture(input: { reference: "Psalm 83:18", text: "Kept" }) { ... on CongregationScriptureAdded { scripture { id } } } }',
    );
    await ageConfirmation(t, admin.client);
    const removeVideo = `mutation { removeCongregationVideo(input: { id: "${video.data.addCongregationVideo.video.id}" }) { __typename ... on Error { message } } }`;
    const removeScripture = `mutation { removeCongregationScripture(input: { id: "${scripture.data.addCongregationScripture.scripture.id}" }) { __typename ... on Error { message } } }`;
    const disable = 'mutation ($code: String) { disableTotp(input: { code: $code }) { __typename ... on Error { message } } }';
    await forgetLastStep(t, admin.user.id);

    expect((await admin.client.graphql(removeVideo)).data.removeCongregationVideo).toEqual(REFUSED);
    expect((await admin.client.graphql(removeScripture)).data.removeCongregationScripture).toEqual(REFUSED);
    expect((await admin.client.graphql(disable, { code: codeFor(secret) })).data.disableTotp).toEqual(REFUSED);
    expect(await t.db.congregationVideo.count()).toBe(1);
    expect(await t.db.congregationScripture.count()).toBe(1);
    expect(await t.db.adminSecondFactor.count({ where: { userId: admin.user.id, enabledAt: { not: null } } })).toBe(1);

    expect((await confirm(admin.client)).__typename).toBe('PasswordConfirmed');
    expect((await admin.client.graphql(removeVideo)).data.removeCongregationVideo.__typename).toBe('CongregationVideoRemoved');
    expect((await admin.client.graphql(removeScripture)).data.removeCongregationScripture.__typename).toBe('CongregationScriptureRemoved');
    expect((await admin.client.graphql(disable, { code: await freshCode(secret) })).data.disableTotp.__typename).toBe('TotpDisabled');
  });

  test('turning the authenticator app on is refused until confirmed, and no secret is made', async () => {
    const admin = await staleAdmin();
    const start = 'mutation { startTotp { __typename ... on Error { message } } }';
    expect((await admin.client.graphql(start)).data.startTotp).toEqual(REFUSED);
    expect(await t.db.adminSecondFactor.count({ where: { userId: admin.user.id } })).toBe(0);
    expect((await confirm(admin.client)).__typename).toBe('PasswordConfirmed');
    expect((await admin.client.graphql(start)).data.startTotp.__typename).toBe('TotpEnrolment');
  });

  test('creating an account with the admin role is refused before the account is made; a member account is not', async () => {
    const admin = await staleAdmin();
    const create = 'mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { __typename ... on Error { message } } }';
    const made = (username: string, role: string) => ({ input: { ...graphqlMember({ username }), email: undefined, role } });
    expect((await admin.client.graphql(create, made('new_admin_stale', 'admin'))).data.adminCreateUser).toEqual(REFUSED);
    expect(await t.db.user.count({ where: { username: 'new_admin_stale' } })).toBe(0);
    const rest = await admin.client.rest('POST', '/api/admin/users', { ...newMember({ username: 'new_admin_rest' }), email: undefined, role: 'admin' });
    expect(rest.status).toBe(403);
    expect(await t.db.user.count({ where: { username: 'new_admin_rest' } })).toBe(0);
    expect((await admin.client.graphql(create, made('new_member_stale', 'user'))).data.adminCreateUser.__typename).toBe('AdminUserCreated');
    expect((await confirm(admin.client)).__typename).toBe('PasswordConfirmed');
    expect((await admin.client.graphql(create, made('new_admin_stale', 'admin'))).data.adminCreateUser.__typename).toBe('AdminUserCreated');
    expect((await t.db.user.findUniqueOrThrow({ where: { username: 'new_admin_stale' } })).role).toBe('admin');
  });

  test('REST: DELETE and a role change in PUT answer 403 with the message, then go through after the confirmation', async () => {
    const admin = await staleAdmin();
    const member = await signedInMember(t, { fullName: 'Kept Name' });
    const refused = { message: MESSAGES.passwordConfirmationRequired, code: 'PASSWORD_CONFIRMATION_REQUIRED' };

    const deleted = await admin.client.rest('DELETE', `/api/admin/users/${member.user.id}`);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 403, body: refused });
    const put = await admin.client.rest('PUT', `/api/admin/users/${member.user.id}`, { role: 'admin', fullName: 'Changed' });
    expect({ status: put.status, body: put.body }).toEqual({ status: 403, body: refused });
    expect(await t.db.user.findUnique({ where: { id: member.user.id }, select: { role: true, fullName: true } })).toEqual({
      role: 'user',
      fullName: 'Kept Name',
    });

    expect((await confirm(admin.client)).__typename).toBe('PasswordConfirmed');
    expect((await admin.client.rest('PUT', `/api/admin/users/${member.user.id}`, { role: 'admin' })).status).toBe(200);
    expect((await admin.client.rest('DELETE', `/api/admin/users/${member.user.id}`)).status).toBe(200);
    expect(await t.db.user.findUnique({ where: { id: member.user.id } })).toBeNull();
  });
});

test('setting another account’s password by the member paths needs the confirmation too; an admin’s has 12 characters', async () => {
  const admin = await staleAdmin();
  const member = await signedInMember(t);
  const { passwordHash } = await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } });
  const PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on Error { message } } }';
  const input = { id: gid('User', member.user.id), password: 'a brand new passphrase' };

  expect((await admin.client.graphql(PROFILE, { input })).data.updateProfile).toEqual(REFUSED);
  const put = await admin.client.rest('PUT', `/api/users/${member.user.id}`, { password: 'a brand new passphrase' });
  expect(put.status).toBe(403);
  expect(put.body.code).toBe('PASSWORD_CONFIRMATION_REQUIRED');
  expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).passwordHash).toBe(passwordHash);

  expect((await confirm(admin.client)).__typename).toBe('PasswordConfirmed');
  expect((await admin.client.graphql(PROFILE, { input })).data.updateProfile.__typename).toBe('ProfileUpdated');
  expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).passwordHash).not.toBe(passwordHash);

  // Another admin's password, and the admin's own by the member path, are at least 12 characters.
  const other = await signedInAdmin(t);
  const short = await admin.client.rest('PUT', `/api/users/${other.user.id}`, { password: 'elevenchars' });
  expect(short.status).toBe(400);
  expect(short.body.message).toBe(MESSAGES.adminPasswordLength);
  const own = await admin.client.graphql(PROFILE, { input: { password: 'elevenchars', currentPassword: PASSWORD } });
  expect(own.data.updateProfile).toEqual({ __typename: 'ValidationError', message: MESSAGES.adminPasswordLength });
});

test('signing in is a confirmation: an admin who just signed in deletes at once', async () => {
  const admin = await signedInAdmin(t);
  await ageConfirmation(t, admin.client);
  const client = t.client();
  const login = await client.graphql(
    'mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename } }',
    { input: { username: admin.user.username, password: PASSWORD } },
  );
  expect(login.data.adminLogin.__typename).toBe('AdminSignedIn');
  const member = await signedInMember(t);
  expect((await client.graphql(DELETE, { id: gid('User', member.user.id) })).data.adminDeleteUser.__typename).toBe('AdminUserDeleted');
});

test('a confirmation starts a new session: the cookie the password was typed with no longer works', async () => {
  const admin = await staleAdmin();
  const before = admin.client.cookie;
  expect((await confirm(admin.client)).__typename).toBe('PasswordConfirmed');
  expect(admin.client.cookie).not.toBe(before);
  expect((await admin.client.rest('GET', '/api/admin/users')).status).toBe(200);
  const replay = t.client();
  replay.cookie = before;
  expect((await replay.rest('GET', '/api/user/current')).status).toBe(401);
  expect(await t.db.session.count({ where: { userId: admin.user.id } })).toBe(1);
});

test('a wrong password is refused beside the field, audited as a failed confirmation, and counts toward the sign-in throttle', async () => {
  const admin = await staleAdmin();
  const member = await signedInMember(t);

  const wrong = await confirm(admin.client, 'not the password');
  expect(wrong).toEqual({
    __typename: 'ValidationError',
    message: MESSAGES.wrongPassword,
    fields: [{ path: 'password', message: MESSAGES.wrongPassword }],
  });
  // Still refused: the wrong password recorded nothing.
  expect((await admin.client.graphql(DELETE, { id: gid('User', member.user.id) })).data.adminDeleteUser).toEqual(REFUSED);
  const events = await t.db.auditEvent.findMany({ where: { actorId: admin.user.id, action: 'password-confirmation-failed' } });
  expect(events.map((e) => ({ action: e.action, actorName: e.actorName, detail: e.detail }))).toEqual([
    { action: 'password-confirmation-failed', actorName: admin.user.username, detail: 'wrong password' },
  ]);
  const log = await admin.client.graphql('{ adminAuditLog(first: 5, action: PASSWORD_CONFIRMATION_FAILED) { edges { node { action actorName } } } }');
  expect(log.data.adminAuditLog.edges).toEqual([{ node: { action: 'PASSWORD_CONFIRMATION_FAILED', actorName: admin.user.username } }]);

  // Three attempts on the account (this test app's limit): the next sign-in is throttled, the right password too.
  for (let i = 0; i < 2; i += 1) expect((await confirm(admin.client, 'still wrong')).__typename).toBe('ValidationError');
  expect((await confirm(admin.client)).__typename).toBe('RateLimitError');
  const signIn = await t.client().rest('POST', '/api/login', { username: admin.user.username, password: PASSWORD });
  expect(signIn.status).toBe(429);
  expect(await t.db.user.count({ where: { id: member.user.id } })).toBe(1);
});

test('a member confirms their own password (for their authenticator app); a visitor and a blank password are refused', async () => {
  const member = await signedInMember(t);
  expect((await confirm(member.client)).__typename).toBe('PasswordConfirmed');
  const visitor = await t.client().graphql(CONFIRM, { password: PASSWORD });
  expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const admin = await signedInAdmin(t);
  expect(await confirm(admin.client, '')).toEqual({
    __typename: 'ValidationError',
    message: MESSAGES.passwordRequired,
    fields: [{ path: 'password', message: MESSAGES.passwordRequired }],
  });
});
