// An admin signs a user out on every device, or everyone at once (docs/product/admin.md, "Users"):
// the sessions end on HTTP and their open sockets close with 4401, the admin's own session goes on,
// the act is in the audit log, and a refused or unknown request ends nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { socketClient, until } from '../../../../tests/api/sockets.ts';
import { ageConfirmation, signedInAdmin } from './test-helpers.ts';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const END_USER = `mutation ($id: ID!) { adminEndUserSessions(input: { id: $id }) {
  __typename ... on UserSessionsEnded { endedCount user { username } } ... on Error { message } } }`;
const END_ALL = 'mutation { adminEndAllSessions { __typename ... on AllSessionsEnded { endedCount } ... on Error { message } } }';
const CONFIRM = 'mutation ($password: String) { confirmPassword(input: { password: $password }) { __typename } }';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

/** Another signed-in device of `userId`. */
async function device(userId: number): Promise<Client> {
  const client = t.client();
  client.cookie = (await t.app.deps.sessions.start(userId)).cookie.split(';')[0]!;
  return client;
}

const signedIn = async (client: Client) => (await client.rest('GET', '/api/user/current')).status === 200;

/** An open graphql-ws connection on `cookie`; the close codes it receives. */
async function openSocket(cookie: string) {
  const closes: number[] = [];
  let opened = false;
  const client = socketClient(base, { cookie }, {
    lazy: false,
    on: { connected: () => (opened = true), closed: (event) => void closes.push((event as { code: number }).code) },
  });
  await until(() => opened, 3000);
  return { closes, dispose: () => client.dispose() };
}

describe('one user', () => {
  test('every device of the member is signed out and its socket closed with 4401; others go on', async () => {
    const admin = await signedInAdmin(t);
    const member = await signedInMember(t);
    const bystander = await signedInMember(t);
    const phone = await device(member.user.id);
    const socket = await openSocket(phone.cookie);
    try {
      const answer = await admin.client.graphql(END_USER, { id: gid('User', member.user.id) });
      expect(answer.data.adminEndUserSessions).toEqual({ __typename: 'UserSessionsEnded', endedCount: 2, user: { username: member.user.username } });
      expect(await signedIn(member.client)).toBe(false);
      expect(await signedIn(phone)).toBe(false);
      expect(await until(() => socket.closes.length > 0, 3000)).toBe(true);
      expect(socket.closes).toEqual([4401]);
      expect(await signedIn(admin.client)).toBe(true);
      expect(await signedIn(bystander.client)).toBe(true);
      expect(await t.db.auditEvent.findFirst({ where: { action: 'sessions-ended', targetId: member.user.id } })).toMatchObject({
        actorId: admin.user.id,
        detail: '2 sessions',
      });
    } finally {
      await socket.dispose();
    }
  });

  test('an admin signing themself out keeps the session they act from', async () => {
    const admin = await signedInAdmin(t);
    const tablet = await device(admin.user.id);
    const answer = await admin.client.graphql(END_USER, { id: gid('User', admin.user.id) });
    expect(answer.data.adminEndUserSessions).toMatchObject({ __typename: 'UserSessionsEnded', endedCount: 1 });
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(admin.client)).toBe(true);
  });

  test('an unknown account is NotFoundError and a member may not: nothing ends', async () => {
    const admin = await signedInAdmin(t);
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    const sessions = await t.db.session.count();
    const unknown = await admin.client.graphql(END_USER, { id: gid('User', 999_999) });
    expect(unknown.data.adminEndUserSessions).toEqual({ __typename: 'NotFoundError', message: 'Account not found' });
    const refused = await member.client.graphql(END_USER, { id: gid('User', other.user.id) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notAUser = await admin.client.graphql(END_USER, { id: gid('Note', 1) });
    expect(notAUser.status).toBe(200);
    expect(notAUser.data.adminEndUserSessions.__typename).toBe('ValidationError');
    expect(await t.db.session.count()).toBe(sessions);
    expect(await signedIn(other.client)).toBe(true);
  });
});

describe('everyone', () => {
  test('needs the password given recently; then every session but the admin’s own ends', async () => {
    const admin = await signedInAdmin(t);
    const adminPhone = await device(admin.user.id);
    const members = await Promise.all([signedInMember(t), signedInMember(t)]);
    const socket = await openSocket(members[0]!.client.cookie);
    try {
      // A sign-in counts as the password given: move it back past the window first.
      await ageConfirmation(t, admin.client);
      const unconfirmed = await admin.client.graphql(END_ALL);
      expect(unconfirmed.data.adminEndAllSessions.__typename).toBe('PasswordConfirmationRequiredError');
      for (const { client } of members) expect(await signedIn(client)).toBe(true);

      expect((await admin.client.graphql(CONFIRM, { password: admin.input.password })).data.confirmPassword.__typename).toBe(
        'PasswordConfirmed',
      );
      const sessionsBefore = await t.db.session.count();
      const answer = await admin.client.graphql(END_ALL);
      expect(answer.data.adminEndAllSessions).toEqual({ __typename: 'AllSessionsEnded', endedCount: sessionsBefore - 1 });
      expect(await t.db.session.count()).toBe(1);
      for (const { client } of members) expect(await signedIn(client)).toBe(false);
      expect(await signedIn(adminPhone)).toBe(false);
      expect(await signedIn(admin.client)).toBe(true);
      expect(await until(() => socket.closes.length > 0, 3000)).toBe(true);
      expect(socket.closes).toEqual([4401]);
      expect(await t.db.auditEvent.findFirst({ where: { action: 'sessions-ended', targetId: null }, orderBy: { id: 'desc' } })).toMatchObject({
        actorId: admin.user.id,
        detail: `every account: ${sessionsBefore - 1} sessions`,
      });
    } finally {
      await socket.dispose();
    }
  });
});
