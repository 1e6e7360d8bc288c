// A forgotten password and a lost authenticator app (docs/product/accounts.md, "Forgot password?";
// docs/product/admin.md, "Users" and "Lost phone and recovery codes"): an admin issues a one-time
// reset code after confirming their password, the member redeems it with a new password; another
// admin, or the operator on the server, resets a lost second factor. Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, newMember, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { resetSecondFactorOnServer } from '../../admin.ts';
import { BREACHED_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { SECOND_FACTOR_REQUIRED } from '../../access/messages.ts';
import { MESSAGES } from './messages.ts';
import { RESET_CODE_HOURS, resetCodeHash } from './password-reset.ts';
import { ADMIN_LOGIN, ageConfirmation, enableTotp, forgetLastStep, freshCode, START_TOTP, signedInAdmin, VERIFY_CODE } from './test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  // A small per-account limit, so that the throttle test needs only a few wrong codes.
  t = await createTestApp({ loginLimits: { perAccount: 3, perAddress: 1000, windowSeconds: 60 } });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const PASSWORD = newMember().password;
const gid = (id: number) => Buffer.from(`User:${id}`).toString('base64');

const ISSUE = `mutation ($id: ID!) { adminIssuePasswordResetCode(input: { id: $id }) {
  __typename ... on PasswordResetCodeIssued { code expiresAt user { username } } ... on Error { message }
} }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) {
  __typename ... on PasswordReset { secondFactorRequired user { username } }
  ... on Error { message } ... on ValidationError { fields { path message } }
} }`;
const RESET_FACTOR = `mutation ($id: ID!) { adminResetSecondFactor(input: { id: $id }) {
  __typename ... on SecondFactorReset { user { username } } ... on Error { message }
} }`;
const CONFIRM = 'mutation ($password: String) { confirmPassword(input: { password: $password }) { __typename } }';
const REFUSED = { __typename: 'PasswordConfirmationRequiredError', message: MESSAGES.passwordConfirmationRequired };
const INVALID = { __typename: 'AuthenticationError', message: MESSAGES.resetCodeInvalid };

async function issue(client: Client, userId: number): Promise<string> {
  const answer = (await client.graphql(ISSUE, { id: gid(userId) })).data.adminIssuePasswordResetCode;
  if (answer.__typename !== 'PasswordResetCodeIssued') throw new Error(JSON.stringify(answer));
  return answer.code as string;
}

const reset = async (client: Client, input: { username: string; code: string; newPassword: string }) =>
  (await client.graphql(RESET, { input })).data?.resetPassword;

const signIn = async (username: string, password: string) => (await t.client().rest('POST', '/api/login', { username, password })).status;
const viewerOf = async (client: Client) => (await client.graphql('{ viewer { username } }')).data?.viewer?.username ?? null;

describe('a forgotten password', () => {
  test('an admin issues a one-time code; the member sets a new password with it, every other session ends and they are signed in', async () => {
    const member = await signedInMember(t);
    const issued = (await admin.client.graphql(ISSUE, { id: gid(member.user.id) })).data.adminIssuePasswordResetCode;
    expect(issued).toMatchObject({ __typename: 'PasswordResetCodeIssued', user: { username: member.user.username } });
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const hours = (new Date(issued.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(RESET_CODE_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(RESET_CODE_HOURS);
    // Only the hash is stored, never the code.
    const [row] = await t.db.passwordResetCode.findMany({ where: { userId: member.user.id } });
    expect(row).toMatchObject({ codeHash: resetCodeHash(issued.code), usedAt: null });
    expect(JSON.stringify(row)).not.toContain(issued.code);
    // The admin's own session goes on as it was: issuing changes nothing of theirs.
    expect(await viewerOf(admin.client)).toBe(admin.user.username);

    const device = t.client();
    // Typed with spaces and in lower case, as read aloud: both are ignored.
    const code = ` ${issued.code.toLowerCase().replace(/-/g, ' ')} `;
    const done = await reset(device, { username: member.user.username, code, newPassword: 'lantern orchard wheel' });
    expect(done).toEqual({ __typename: 'PasswordReset', secondFactorRequired: false, user: { username: member.user.username } });
    expect(await viewerOf(device)).toBe(member.user.username);
    // The session signed in with the old password ended; the old password no longer works.
    expect(await viewerOf(member.client)).toBeNull();
    expect(await t.db.session.count({ where: { userId: member.user.id } })).toBe(1);
    expect(await signIn(member.user.username, PASSWORD)).toBe(401);
    expect(await signIn(member.user.username, 'lantern orchard wheel')).toBe(200);
    expect((await t.db.passwordResetCode.findUniqueOrThrow({ where: { id: row!.id } })).usedAt).not.toBeNull();

    // The audit log lists who issued it for whom and when it was used, never the code.
    const entries = await t.db.auditEvent.findMany({ where: { action: { in: ['password-reset-issued', 'password-reset-used'] }, OR: [{ actorId: member.user.id }, { targetId: member.user.id }] }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => [e.action, e.actorName, e.targetName])).toEqual([
      ['password-reset-issued', admin.user.username, member.user.username],
      ['password-reset-used', member.user.username, null],
    ]);
    const everything = JSON.stringify(await t.db.auditEvent.findMany());
    expect(everything).not.toContain(issued.code);
    expect(everything).not.toContain(issued.code.replace(/-/g, ''));
    expect(everything).not.toContain('lantern orchard wheel');
  });

  test('issuing needs the admin’s password given recently; nothing is stored until then', async () => {
    const member = await signedInMember(t);
    const stale = await signedInAdmin(t);
    await ageConfirmation(t, stale.client);
    expect((await stale.client.graphql(ISSUE, { id: gid(member.user.id) })).data.adminIssuePasswordResetCode).toEqual(REFUSED);
    expect(await t.db.passwordResetCode.count({ where: { userId: member.user.id } })).toBe(0);
    expect(await t.db.auditEvent.count({ where: { action: 'password-reset-issued', targetId: member.user.id } })).toBe(0);
    expect((await stale.client.graphql(CONFIRM, { password: PASSWORD })).data.confirmPassword.__typename).toBe('PasswordConfirmed');
    expect((await stale.client.graphql(ISSUE, { id: gid(member.user.id) })).data.adminIssuePasswordResetCode.__typename).toBe('PasswordResetCodeIssued');
  });

  test('a member or a visitor cannot issue a code, and an admin not for their own account', async () => {
    const target = await signedInMember(t);
    const member = await signedInMember(t);
    const byMember = await member.client.graphql(ISSUE, { id: gid(target.user.id) });
    expect(byMember.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const byVisitor = await t.client().graphql(ISSUE, { id: gid(target.user.id) });
    expect(byVisitor.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const own = (await admin.client.graphql(ISSUE, { id: gid(admin.user.id) })).data.adminIssuePasswordResetCode;
    expect(own).toEqual({ __typename: 'ForbiddenError', message: MESSAGES.ownResetCode });
    expect(await t.db.passwordResetCode.count({ where: { userId: { in: [target.user.id, admin.user.id] } } })).toBe(0);
  });

  test('a wrong code, another member’s, an expired one, a used one and a replaced one get one answer and change nothing', async () => {
    const ana = await signedInMember(t);
    const ben = await signedInMember(t);
    const before = (await t.db.user.findUniqueOrThrow({ where: { id: ana.user.id } })).passwordHash;
    const tryAs = (username: string, code: string) => reset(t.client(), { username, code, newPassword: 'copper kettle meadow' });

    const replaced = await issue(admin.client, ana.user.id);
    const anaCode = await issue(admin.client, ana.user.id);
    const benCode = await issue(admin.client, ben.user.id);
    expect(await tryAs(ana.user.username, replaced)).toEqual(INVALID);
    expect(await tryAs(ana.user.username, benCode)).toEqual(INVALID);
    // Each username has three tries here (the throttle test): a made-up code is tried on another.
    expect(await tryAs(ben.user.username, 'ABCD-EFGH-JKMN-PQRS')).toEqual(INVALID);
    expect(await tryAs('nobody_by_that_name', anaCode)).toEqual(INVALID);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: ana.user.id } })).passwordHash).toBe(before);
    expect(await viewerOf(ana.client)).toBe(ana.user.username);

    // Ben's code worked for Ben alone, once.
    expect((await tryAs(ben.user.username, benCode))?.__typename).toBe('PasswordReset');
    expect(await tryAs(ben.user.username, benCode)).toEqual(INVALID);

    // Past its day the code is refused like a wrong one.
    await t.db.passwordResetCode.updateMany({ where: { userId: ana.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const anaTry = await reset(t.client(), { username: ana.user.username, code: anaCode, newPassword: 'copper kettle meadow' });
    expect(anaTry).toEqual(INVALID);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: ana.user.id } })).passwordHash).toBe(before);

    const failures = await t.db.auditEvent.findMany({ where: { action: 'password-reset-failed' }, orderBy: { id: 'asc' } });
    expect(failures.map((e) => e.detail)).toEqual(expect.arrayContaining(['wrong code', 'unknown username', 'used code', 'expired code']));
    for (const code of [replaced, anaCode, benCode]) expect(JSON.stringify(failures)).not.toContain(code);
  });

  test('the new password follows the sign-up rules, breached list included, and a refused one does not spend the code', async () => {
    const member = await signedInMember(t);
    const code = await issue(admin.client, member.user.id);
    const breached = await reset(t.client(), { username: member.user.username, code, newPassword: 'blahblahblah' });
    expect(breached).toMatchObject({ __typename: 'ValidationError', message: BREACHED_PASSWORD_MESSAGE });
    const short = await reset(t.client(), { username: member.user.username, code, newPassword: 'short' });
    expect(short).toMatchObject({ __typename: 'ValidationError', message: 'Password must be at least 8 characters' });
    const missing = await reset(t.client(), { username: member.user.username, code: '', newPassword: 'copper kettle meadow' });
    expect(missing).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.resetRequired });
    expect((await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: member.user.id } })).usedAt).toBeNull();
    expect((await reset(t.client(), { username: member.user.username, code, newPassword: 'copper kettle meadow' }))?.__typename).toBe('PasswordReset');
  });

  test('tries are throttled like sign-ins: past the limit even the right code is refused', async () => {
    const member = await signedInMember(t);
    const code = await issue(admin.client, member.user.id);
    for (let i = 0; i < 3; i += 1) {
      expect(await reset(t.client(), { username: member.user.username, code: `WRNG-CODE-${i}${i}${i}${i}-AAAA`, newPassword: 'copper kettle meadow' })).toEqual(INVALID);
    }
    const throttled = await reset(t.client(), { username: member.user.username, code, newPassword: 'copper kettle meadow' });
    expect(throttled.__typename).toBe('RateLimitError');
    expect((await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: member.user.id } })).usedAt).toBeNull();
    expect(await t.db.auditEvent.count({ where: { action: 'password-reset-failed', actorName: member.user.username, detail: 'too many attempts' } })).toBe(1);
  });

  test('an admin with the authenticator app on still gives a code after a reset: the reset leaves the app on', async () => {
    const other = await signedInAdmin(t);
    const { secret, recoveryCodes } = await enableTotp(other.client);
    const code = await issue(admin.client, other.user.id);
    // An admin's new password is at least 12 characters; the code is not spent by the refusal.
    const short = await reset(t.client(), { username: other.user.username, code, newPassword: 'amber lake7' });
    expect(short).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.adminPasswordLength });

    const device = t.client();
    const done = await reset(device, { username: other.user.username, code, newPassword: 'a fresh admin passphrase' });
    // No account until the code is given.
    expect(done).toEqual({ __typename: 'PasswordReset', secondFactorRequired: true, user: null });
    expect((await device.graphql('{ adminAccess { status } }')).data.adminAccess.status).toBe('code');
    const refused = await device.graphql('{ adminUsers(first: 1) { totalCount } }');
    expect(refused.errors?.[0]).toMatchObject({ message: SECOND_FACTOR_REQUIRED, extensions: { code: 'SECOND_FACTOR_REQUIRED' } });
    expect(await t.db.adminSecondFactor.count({ where: { userId: other.user.id, enabledAt: { not: null } } })).toBe(1);
    expect(await t.db.adminRecoveryCode.count({ where: { userId: other.user.id, usedAt: null } })).toBe(recoveryCodes.length);
    // Signing in with the new password asks for the code too.
    const login = (await t.client().graphql(ADMIN_LOGIN, { input: { username: other.user.username, password: 'a fresh admin passphrase' } })).data.adminLogin;
    expect(login).toMatchObject({ __typename: 'AdminSignedIn', secondFactorRequired: true });
    // With the code, the reset session is an admin's (the step of the code enableTotp gave is let go).
    await forgetLastStep(t, other.user.id);
    expect((await device.graphql(VERIFY_CODE, { code: await freshCode(secret) })).data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
    expect((await device.graphql('{ adminAccess { status } }')).data.adminAccess.status).toBe('granted');
  });

  test('an admin setting another account’s password directly needs the password given recently too', async () => {
    const member = await signedInMember(t);
    const stale = await signedInAdmin(t);
    await ageConfirmation(t, stale.client);
    const UPDATE = 'mutation ($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) { __typename ... on Error { message } } }';
    const set = await stale.client.graphql(UPDATE, { input: { id: gid(member.user.id), password: 'lantern orchard wheel' } });
    expect(set.data.adminUpdateUser).toEqual(REFUSED);
    expect((await stale.client.rest('PUT', `/api/admin/users/${member.user.id}`, { password: 'lantern orchard wheel' })).status).toBe(403);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).passwordHash).toBe(member.user.passwordHash);
  });
});

describe('a lost authenticator app', () => {
  test('another admin resets it after confirming their password; the admin signs in with the password and sets it up again', async () => {
    const lost = await signedInAdmin(t);
    await enableTotp(lost.client);
    const helper = await signedInAdmin(t);
    await ageConfirmation(t, helper.client);
    expect((await helper.client.graphql(RESET_FACTOR, { id: gid(lost.user.id) })).data.adminResetSecondFactor).toEqual(REFUSED);
    expect(await t.db.adminSecondFactor.count({ where: { userId: lost.user.id, enabledAt: { not: null } } })).toBe(1);

    expect((await helper.client.graphql(CONFIRM, { password: PASSWORD })).data.confirmPassword.__typename).toBe('PasswordConfirmed');
    const done = (await helper.client.graphql(RESET_FACTOR, { id: gid(lost.user.id) })).data.adminResetSecondFactor;
    expect(done).toEqual({ __typename: 'SecondFactorReset', user: { username: lost.user.username } });
    expect(await t.db.adminSecondFactor.count({ where: { userId: lost.user.id, enabledAt: { not: null } } })).toBe(0);
    expect(await t.db.adminRecoveryCode.count({ where: { userId: lost.user.id } })).toBe(0);
    // Every session of the account ended, the one a thief may hold included.
    expect(await t.db.session.count({ where: { userId: lost.user.id } })).toBe(0);
    const entry = await t.db.auditEvent.findFirstOrThrow({ where: { action: 'second-factor-reset', targetId: lost.user.id } });
    expect(entry).toMatchObject({ actorName: helper.user.username, targetName: lost.user.username });

    // The admin signs in with the password alone, then sets the app up as the first time.
    const again = t.client();
    const login = (await again.graphql(ADMIN_LOGIN, { input: { username: lost.user.username, password: PASSWORD } })).data.adminLogin;
    expect(login).toMatchObject({ __typename: 'AdminSignedIn', secondFactorRequired: false });
    expect((await again.graphql(START_TOTP)).data.startTotp.__typename).toBe('TotpEnrolment');
    await enableTotp(again);
    expect(await t.db.adminSecondFactor.count({ where: { userId: lost.user.id, enabledAt: { not: null } } })).toBe(1);
  });

  test('the users list says which accounts sign in with the app, to admins only', async () => {
    const withApp = await signedInAdmin(t);
    await enableTotp(withApp.client);
    const withoutApp = await signedInAdmin(t);
    const member = await signedInMember(t);
    const HAS = 'query ($search: String) { adminUsers(first: 5, search: $search) { edges { node { username hasSecondFactor } } } }';
    const flags = async (username: string) => (await admin.client.graphql(HAS, { search: username })).data.adminUsers.edges.map((e: { node: unknown }) => e.node);
    expect(await flags(withApp.user.username)).toEqual([{ username: withApp.user.username, hasSecondFactor: true }]);
    expect(await flags(withoutApp.user.username)).toEqual([{ username: withoutApp.user.username, hasSecondFactor: false }]);
    expect(await flags(member.user.username)).toEqual([{ username: member.user.username, hasSecondFactor: false }]);
    const byMember = await member.client.graphql(`{ viewer { hasSecondFactor } }`);
    expect(byMember.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  test('refused for one’s own app, an account without the app, a member and an admin who owes the code', async () => {
    const lost = await signedInAdmin(t);
    await enableTotp(lost.client);
    const member = await signedInMember(t);
    expect((await admin.client.graphql(RESET_FACTOR, { id: gid(admin.user.id) })).data.adminResetSecondFactor).toEqual({
      __typename: 'ForbiddenError',
      message: MESSAGES.ownFactorReset,
    });
    expect((await admin.client.graphql(RESET_FACTOR, { id: gid(member.user.id) })).data.adminResetSecondFactor).toEqual({
      __typename: 'ConflictError',
      message: MESSAGES.factorNotOnFor,
    });
    const byMember = await member.client.graphql(RESET_FACTOR, { id: gid(lost.user.id) });
    expect(byMember.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    // An admin with the app on, signed in with the password only: no admin power yet.
    const owing = await signedInAdmin(t);
    await enableTotp(owing.client);
    const pending = t.client();
    await pending.graphql(ADMIN_LOGIN, { input: { username: owing.user.username, password: PASSWORD } });
    const byPending = await pending.graphql(RESET_FACTOR, { id: gid(lost.user.id) });
    expect(byPending.errors?.map((e) => e.extensions?.code)).toEqual(['SECOND_FACTOR_REQUIRED']);
    expect(await t.db.adminSecondFactor.count({ where: { userId: lost.user.id, enabledAt: { not: null } } })).toBe(1);
    expect(await t.db.auditEvent.count({ where: { action: 'second-factor-reset', targetId: lost.user.id } })).toBe(0);
  });

  test('with no other admin, the operator resets it on the server (admin:reset-factor), and it is in the audit log', async () => {
    const lost = await signedInAdmin(t);
    await enableTotp(lost.client);
    const member = await signedInMember(t);
    expect(await resetSecondFactorOnServer(t.db, member.user.username)).toBe('not-an-admin');
    expect(await resetSecondFactorOnServer(t.db, admin.user.username)).toBe('not-on');
    expect(await resetSecondFactorOnServer(t.db, lost.user.username)).toBe('reset');
    expect(await t.db.adminSecondFactor.count({ where: { userId: lost.user.id, enabledAt: { not: null } } })).toBe(0);
    expect(await t.db.adminRecoveryCode.count({ where: { userId: lost.user.id } })).toBe(0);
    expect(await t.db.session.count({ where: { userId: lost.user.id } })).toBe(0);
    expect(await t.db.auditEvent.findFirstOrThrow({ where: { action: 'second-factor-reset', targetId: lost.user.id } })).toMatchObject({
      actorId: null,
      address: 'server',
      detail: 'by the operator on the server (admin:reset-factor)',
    });
  });
});
