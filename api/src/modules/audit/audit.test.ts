// The audit log on SQLite and PostgreSQL: failed and successful sign-ins, role changes, admin
// edits and deletions, alerts, settings and the second factor are recorded with actor, target
// and address, never a password or an alert's message; only an admin who has given the second
// factor reads the log, filtered by action or username.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { enableTotp, forgetLastStep, freshCode, freshSession, signedInAdmin } from '../admin/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gid = (id: number) => Buffer.from(`User:${id}`).toString('base64');
const LOG = /* GraphQL */ `
  query ($action: AuditAction, $username: String) {
    adminAuditLog(first: 50, action: $action, username: $username) {
      totalCount
      edges { node { action actorName targetName address detail createdAt } }
    }
  }
`;
const eventsOf = async (where: Record<string, unknown> = {}) => t.db.auditEvent.findMany({ where, orderBy: { id: 'asc' } });

describe('what is recorded', () => {
  test('a member refused an admin operation, another member’s account or another group: once a minute per operation', async () => {
    const { client, user } = await signedInMember(t, { groupNumber: 3 });
    const other = await signedInMember(t, { groupNumber: 5 });
    for (let i = 0; i < 3; i += 1) expect((await client.graphql('{ adminUsers(first: 1) { totalCount } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hijack = await client.graphql(`mutation { updateProfile(input: { id: "${gid(other.user.id)}", fullName: "Hijacked" }) { __typename } }`);
    expect(hijack.data.updateProfile.__typename).toBe('ForbiddenError');
    expect((await client.rest('GET', '/api/users/group/5')).status).toBe(403);
    // The log is written after the answer: wait for the three entries.
    const refused = async () => eventsOf({ action: 'access-refused', actorId: user.id });
    for (let i = 0; i < 50 && (await refused()).length < 3; i += 1) await new Promise((r) => setTimeout(r, 20));
    // Each is written after its answer, so two may be stored in either order.
    expect((await refused()).map((e) => [e.detail, e.address]).sort()).toEqual(
      [
        ['Query.adminUsers', '127.0.0.1'],
        [`another member's account (${other.user.id})`, '127.0.0.1'],
        ['members of service group 5', '127.0.0.1'],
      ].sort(),
    );
    // A visitor's refusal is a missing sign-in: nothing is written.
    const before = await t.db.auditEvent.count();
    expectSignInFirst(await t.client().graphql('{ adminUsers(first: 1) { totalCount } }'));
    expect(await t.db.auditEvent.count()).toBe(before);
  });

  test('the once-a-minute rule is per app: another app on its own database writes its own refusal', async () => {
    const other = await createTestApp();
    try {
      // Each database numbers its accounts from 1: the other app signs up members until one has
      // the id of the member refused here.
      const here = await signedInMember(t, { groupNumber: 3 });
      let there = await signedInMember(other, { groupNumber: 3 });
      while (there.user.id < here.user.id) there = await signedInMember(other, { groupNumber: 3 });
      expect(there.user.id).toBe(here.user.id);
      const refusedIn = (app: TestApp, actorId: number) => app.db.auditEvent.findMany({ where: { action: 'access-refused', actorId } });
      expect((await here.client.graphql('{ adminUsers(first: 1) { totalCount } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (let i = 0; i < 50 && (await refusedIn(t, here.user.id)).length < 1; i += 1) await new Promise((r) => setTimeout(r, 20));
      // The same account id and operation on the other app, within the minute.
      expect((await there.client.graphql('{ adminUsers(first: 1) { totalCount } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (let i = 0; i < 50 && (await refusedIn(other, there.user.id)).length < 1; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect((await refusedIn(t, here.user.id)).map((e) => e.detail)).toEqual(['Query.adminUsers']);
      expect((await refusedIn(other, there.user.id)).map((e) => e.detail)).toEqual(['Query.adminUsers']);
    } finally {
      await other.close();
    }
  });

  test('a failed and a successful sign-in: the username typed, the address, never the password', async () => {
    const { input } = await signedInMember(t, { username: 'audit_signin' });
    const visitor = t.client();
    expect((await visitor.rest('POST', '/api/login', { username: 'audit_signin', password: 'not my password 123' })).status).toBe(401);
    expect((await visitor.rest('POST', '/api/login', { username: 'nobody_here', password: 'whatever 12345' })).status).toBe(401);
    expect((await visitor.rest('POST', '/api/login', { username: 'audit_signin', password: input.password })).status).toBe(200);

    const events = await eventsOf({ OR: [{ actorName: 'audit_signin' }, { actorName: 'nobody_here' }] });
    expect(events.map((e) => [e.action, e.actorName, e.detail])).toEqual([
      ['sign-in-failed', 'audit_signin', 'wrong password'],
      ['sign-in-failed', 'nobody_here', 'unknown username'],
      ['sign-in', 'audit_signin', null],
    ]);
    expect(events.every((e) => e.address === '127.0.0.1')).toBe(true);
    expect(events[2]!.actorId).not.toBeNull();
    const all = JSON.stringify(await eventsOf());
    expect(all).not.toContain('not my password');
    expect(all).not.toContain(input.password);
  });

  test('an admin changing a role, editing and deleting an account; the actor and the target', async () => {
    const admin = await signedInAdmin(t, { username: 'audit_admin' });
    const member = await signedInMember(t, { username: 'audit_target' });
    const UPDATE = 'mutation ($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) { __typename } }';
    expect((await admin.client.graphql(UPDATE, { input: { id: gid(member.user.id), isElder: true } })).data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
    expect(
      (await admin.client.graphql(UPDATE, { input: { id: gid(member.user.id), email: 'new@example.org', password: 'a brand new secret' } })).data.adminUpdateUser
        .__typename,
    ).toBe('AdminUserUpdated');
    const DELETE = 'mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { __typename } }';
    expect((await admin.client.graphql(DELETE, { id: gid(member.user.id) })).data.adminDeleteUser.__typename).toBe('AdminUserDeleted');

    const events = await eventsOf({ targetName: 'audit_target' });
    expect(events.map((e) => [e.action, e.actorName, e.detail])).toEqual([
      ['role-changed', 'audit_admin', 'isElder: true'],
      ['account-updated', 'audit_admin', 'email, password'],
      ['account-deleted', 'audit_admin', null],
    ]);
    expect(JSON.stringify(events)).not.toContain('a brand new secret');
  });

  test('an alert sent (not its message) and app settings changed (their names)', async () => {
    const sender = await signedInMember(t, { username: 'audit_sender', groupNumber: 4 });
    const SEND = 'mutation ($input: SendStatusAlertInput!) { sendStatusAlert(input: $input) { __typename } }';
    expect((await sender.client.graphql(SEND, { input: { status: 'RED', message: 'Fell on the steps at 12 Oak Street' } })).data.sendStatusAlert.__typename).toBe(
      'StatusAlertSent',
    );
    const admin = await signedInAdmin(t, { username: 'audit_settings' });
    const SETTINGS = 'mutation ($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) { __typename } }';
    expect((await admin.client.graphql(SETTINGS, { input: { appName: 'Leland Companion', footerText: 'Hello' } })).data.updateAppSettings.__typename).toBe(
      'AppSettingsUpdated',
    );
    const [alert] = await eventsOf({ actorName: 'audit_sender' });
    expect(alert).toMatchObject({ action: 'alert-sent', detail: 'red, group 4' });
    expect(JSON.stringify(await eventsOf())).not.toContain('Oak Street');
    const [settings] = await eventsOf({ actorName: 'audit_settings', action: 'settings-changed' });
    expect(settings).toMatchObject({ detail: 'appName, footerText' });
  });

  test('the second factor turned on, a wrong code, a right one and a recovery code, then sign-out', async () => {
    const admin = await signedInAdmin(t, { username: 'audit_totp' });
    const { secret, recoveryCodes } = await enableTotp(admin.client);
    const pending = await freshSession(t, admin.user.id);
    const VERIFY = 'mutation ($code: String) { verifyAdminCode(input: { code: $code }) { __typename } }';
    await pending.graphql(VERIFY, { code: '000000' });
    await forgetLastStep(t, admin.user.id);
    const right = await freshCode(secret);
    expect((await pending.graphql(VERIFY, { code: right })).data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
    const other = await freshSession(t, admin.user.id);
    expect((await other.graphql(VERIFY, { code: recoveryCodes[0] })).data.verifyAdminCode.__typename).toBe('AdminCodeAccepted');
    expect((await pending.graphql('mutation { logout { ok } }')).data.logout.ok).toBe(true);
    const events = await eventsOf({ actorName: 'audit_totp' });
    expect(events.map((e) => [e.action, e.detail])).toEqual([
      ['second-factor-enabled', null],
      ['second-factor-failed', 'wrong'],
      ['second-factor-given', 'authenticator code'],
      ['second-factor-given', 'recovery code'],
      ['signed-out', null],
    ]);
    // Never a code: not the wrong one, the right one or the recovery code.
    for (const code of ['000000', right, recoveryCodes[0]!]) expect(JSON.stringify(events)).not.toContain(code);
  });
});

describe('who reads it', () => {
  test('an admin reads it newest first and filters it; a member, a visitor and an admin owing the code are refused', async () => {
    const admin = await signedInAdmin(t, { username: 'audit_reader' });
    const all = await admin.client.graphql(LOG);
    expect(all.errors).toBeUndefined();
    const actions = all.data.adminAuditLog.edges.map((e: { node: { action: string } }) => e.node.action);
    expect(actions.length).toBeGreaterThan(5);
    const times = all.data.adminAuditLog.edges.map((e: { node: { createdAt: string } }) => e.node.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const failed = await admin.client.graphql(LOG, { action: 'SIGN_IN_FAILED', username: 'nobody_here' });
    expect(failed.data.adminAuditLog).toMatchObject({
      totalCount: 1,
      edges: [{ node: { action: 'SIGN_IN_FAILED', actorName: 'nobody_here', address: '127.0.0.1' } }],
    });
    const bad = await admin.client.graphql(LOG, { action: 'LAUNCH_ROCKETS' });
    expect(bad.errors?.[0]?.message).toContain('LAUNCH_ROCKETS');

    const member = await signedInMember(t, { username: 'audit_curious' });
    const refused = await member.client.graphql(LOG);
    expect(refused.data?.adminAuditLog ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expectSignInFirst(await t.client().graphql(LOG));

    const guarded = await signedInAdmin(t, { username: 'audit_guarded' });
    await enableTotp(guarded.client);
    const owing = await (await freshSession(t, guarded.user.id)).graphql(LOG);
    expect(owing.data?.adminAuditLog ?? null).toBeNull();
    expect(owing.errors?.[0]?.extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
  });
});
