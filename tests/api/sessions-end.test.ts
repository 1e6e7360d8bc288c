// Sessions end: a cookie kept from before sign-out, a password change, account deletion, a role
// change or a new sign-in on the same browser reads and writes nothing on REST or GraphQL; open
// graphql-ws sockets of an ended session are closed with 4401 (4205 when the browser was given a
// new session, so that it reconnects) and hear no further alert of the group; idle and absolute
// expiry apply, after SESSION_IDLE_DAYS and SESSION_MAX_DAYS as configured.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { usePushSender } from '../../api/src/modules/push/sender.ts';
import { send } from '../../api/src/modules/service-group/test-documents.ts';
import { SESSION_ENDED_CLOSE_CODE, SESSION_RENEWED_CLOSE_CODE } from '../../api/src/live-sockets.ts';
import { MAX_SESSIONS_PER_ACCOUNT, SESSION_CACHE_MS } from '../../api/src/access/session.ts';
import { createTestApp, signedInMember, type Client, type TestApp } from './harness.ts';
import { globalId } from './ids.ts';

/**
 * A session's row and user, once read, answer its requests for SESSION_CACHE_MS
 * (access/session.ts): a change made to its row straight in the database, standing for days gone
 * by, shows once that moment has gone by too.
 */
const pastTheKeptRead = () => new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 10));


let t: TestApp;
let base: string;
const sockets: WsClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, async () => undefined);
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await t.close();
});

const VIEWER = '{ viewer { id } }';
const LOGOUT = 'mutation { logout { ok } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }';
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`;
const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`;
const ROLES = `mutation ($input: UpdateMemberRolesInput!) { updateMemberRoles(input: $input) { __typename } }`;
const NOTE = { title: 'Replayed', content: 'Written with an old cookie', category: 'General' };

/** Another session of the same user, as when they sign in on a second device. */
async function secondDevice(_client: Client, userId: number): Promise<Client> {
  return replaying((await t.app.deps.sessions.start(userId)).cookie.split(';')[0]!);
}

/** A client that sends exactly this cookie, as an attacker replaying it would. */
function replaying(cookie: string): Client {
  const other = t.client();
  other.cookie = cookie;
  return other;
}

async function expectSignedOut(client: Client) {
  expect((await client.rest('GET', '/api/user/current')).status).toBe(401);
  expect((await client.rest('POST', '/api/notes', NOTE)).status).toBe(401);
  const viewer = await client.graphql(VIEWER);
  expect(viewer.data?.viewer ?? null).toBeNull();
  const write = await client.graphql(UPDATE_PROFILE, { input: { fullName: 'Replayed Name' } });
  expect(write.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

const SUBSCRIPTION = 'subscription { groupStatusChanged { change alert { id message } } }';

function listen(cookie: string) {
  const closes: number[] = [];
  const events: any[] = [];
  class WebSocketWithHeaders extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: base, cookie } });
    }
  }
  const client = createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocketWithHeaders,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => void closes.push((event as { code: number }).code) },
  });
  sockets.push(client);
  client.subscribe({ query: SUBSCRIPTION }, { next: (e) => void events.push(e), error: () => undefined, complete: () => undefined });
  return { events, closes };
}

const until = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

const heard = (listener: { events: any[] }, alertId: string) =>
  listener.events.some((e) => e.data?.groupStatusChanged?.alert?.id === alertId);

async function sendUntilHeard(sender: Client, listener: { events: any[] }) {
  for (let attempt = 1; attempt <= 25; attempt += 1) {
    const result = await send(sender, { status: 'GREEN', message: `warm-up ${attempt}` });
    if (await until(() => heard(listener, result.alert.id), 200)) return;
  }
  throw new Error('the subscription never heard an alert');
}

describe('HTTP', () => {
  test('a cookie replayed after sign-out reads and writes nothing (GraphQL and REST sign-out)', async () => {
    const { client, user } = await signedInMember(t);
    const kept = client.cookie;
    expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
    expect((await client.graphql(LOGOUT)).data.logout.ok).toBe(true);
    await expectSignedOut(replaying(kept));
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(0);

    const device = await secondDevice(client, user.id);
    const keptToo = device.cookie;
    expect((await device.rest('POST', '/api/logout')).status).toBe(200);
    await expectSignedOut(replaying(keptToo));
  });

  test('sign-out ends that session only; a password change ends the others', async () => {
    const { client, user, input } = await signedInMember(t);
    const phone = await secondDevice(client, user.id);
    const tablet = await secondDevice(client, user.id);
    await phone.graphql(LOGOUT);
    expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
    const change = { password: 'a brand new password', currentPassword: input.password };
    expect((await client.graphql(UPDATE_PROFILE, { input: change })).data.updateProfile.__typename).toBe(
      'ProfileUpdated',
    );
    expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
    await expectSignedOut(tablet);
  });

  test('a password change renews the session making it: a copy of its cookie taken before is worthless', async () => {
    const { client, user, input } = await signedInMember(t);
    const copied = client.cookie;
    const change = { password: 'a brand new password', currentPassword: input.password };
    expect((await client.graphql(UPDATE_PROFILE, { input: change })).data.updateProfile.__typename).toBe('ProfileUpdated');
    expect(client.cookie).not.toBe(copied);
    expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
    await expectSignedOut(replaying(copied));
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(1);

    // Over REST too, and "Sign out all other devices" afterwards leaves only the renewed session.
    const copiedAgain = client.cookie;
    const rest = await client.rest('PUT', `/api/users/${user.id}`, { password: 'a third new password', currentPassword: change.password });
    expect(rest.status).toBe(200);
    expect(client.cookie).not.toBe(copiedAgain);
    await expectSignedOut(replaying(copiedAgain));
    expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
  });

  test('signing in on a browser already signed in ends the session it had, whoever signs in', async () => {
    const { client, user, input } = await signedInMember(t);
    const other = await signedInMember(t);
    const first = client.cookie;
    // The same member again, over GraphQL: a new session, and the old cookie is worth nothing.
    expect((await client.graphql(LOGIN, { input: { username: input.username, password: input.password } })).data.login.__typename).toBe('SignedIn');
    expect(client.cookie).not.toBe(first);
    await expectSignedOut(replaying(first));
    // Another member, over REST, on the same browser: the first member's session ends too.
    const second = client.cookie;
    expect((await client.rest('POST', '/api/login', { username: other.input.username, password: other.input.password })).status).toBe(200);
    await expectSignedOut(replaying(second));
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await client.rest('GET', '/api/user/current')).body).toMatchObject({ id: other.user.id });
  });

  test('an admin role change ends all the member’s sessions', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const { client, user } = await signedInMember(t);
    const answer = await admin.client.graphql(ROLES, { input: { id: globalId('User', user.id), role: 'admin' } });
    expect(answer.data.updateMemberRoles.__typename).toBe('MemberRolesUpdated');
    await expectSignedOut(client);
    expect((await admin.client.rest('GET', '/api/user/current')).status).toBe(200);
  });

  test('a session ends when idle for SESSION_IDLE_DAYS and SESSION_MAX_DAYS after sign-in', async () => {
    const idle = await signedInMember(t);
    const day = 24 * 60 * 60 * 1000;
    expect((await idle.client.rest('GET', '/api/user/current')).status).toBe(200);
    await t.db.session.updateMany({ where: { userId: idle.user.id }, data: { lastSeenAt: new Date(Date.now() - 31 * day) } });
    await pastTheKeptRead();
    await expectSignedOut(idle.client);

    const old = await signedInMember(t);
    await t.db.session.updateMany({ where: { userId: old.user.id }, data: { lastSeenAt: new Date(Date.now() - 29 * day) } });
    expect((await old.client.rest('GET', '/api/user/current')).status).toBe(200);
    await t.db.session.updateMany({ where: { userId: old.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await pastTheKeptRead();
    await expectSignedOut(old.client);
  });

  test(`a sign-in past ${MAX_SESSIONS_PER_ACCOUNT} sessions ends the least recently used one, and only that one`, async () => {
    const { client, user, input } = await signedInMember(t);
    const minute = 60_000;
    // The first session (the member's own) was used just now; the others are older, one a minute apart.
    const others: Client[] = [];
    for (let i = 1; i < MAX_SESSIONS_PER_ACCOUNT; i += 1) others.push(await secondDevice(client, user.id));
    const rows = await t.db.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
    for (const [i, row] of rows.entries()) {
      await t.db.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(Date.now() - (i === 0 ? 0 : (MAX_SESSIONS_PER_ACCOUNT - i + 1) * minute)) } });
    }
    const oldest = others[0]!;
    expect((await oldest.rest('GET', '/api/user/current')).status).toBe(200);
    await t.db.session.update({ where: { id: rows[1]!.id }, data: { lastSeenAt: new Date(Date.now() - 10 * MAX_SESSIONS_PER_ACCOUNT * minute) } });

    const newest = t.client();
    expect((await newest.rest('POST', '/api/login', { username: input.username, password: input.password })).status).toBe(200);
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(MAX_SESSIONS_PER_ACCOUNT);
    await expectSignedOut(oldest);
    for (const kept of [client, newest, ...others.slice(1)]) expect((await kept.rest('GET', '/api/user/current')).status).toBe(200);
  });
});

describe('graphql-ws', () => {
  test('a password change closes the other sessions’ sockets with 4401 and its own with 4205; the old cookies hear nothing further', async () => {
    const ana = await signedInMember(t, { groupNumber: 7, fullName: 'Ana Socket' });
    const ben = await signedInMember(t, { groupNumber: 7, fullName: 'Ben Sender' });
    const anaPhone = await secondDevice(ana.client, ana.user.id);
    const own = listen(ana.client.cookie);
    const phone = listen(anaPhone.cookie);
    await sendUntilHeard(ben.client, own);
    await sendUntilHeard(ben.client, phone);

    const changed = await ana.client.graphql(UPDATE_PROFILE, { input: { password: 'another new password', currentPassword: ana.input.password } });
    expect(changed.data.updateProfile.__typename).toBe('ProfileUpdated');
    expect(await until(() => phone.closes.length > 0, 3000)).toBe(true);
    expect(phone.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);

    // The device that made the change was given a new session: its socket is told to reconnect,
    // and one opened with the new cookie hears the group; the old cookie's never again.
    expect(await until(() => own.closes.length > 0, 3000)).toBe(true);
    expect(own.closes).toEqual([SESSION_RENEWED_CLOSE_CODE]);
    const renewed = listen(ana.client.cookie);
    await sendUntilHeard(ben.client, renewed);
    const after = await send(ben.client, { status: 'RED', message: 'After the change' });
    expect(await until(() => heard(renewed, after.alert.id), 3000)).toBe(true);
    expect(heard(phone, after.alert.id)).toBe(false);
    expect(heard(own, after.alert.id)).toBe(false);

    // The replayed cookie cannot open a socket again.
    const again = listen(anaPhone.cookie);
    expect(await until(() => again.closes.length > 0, 3000)).toBe(true);
    expect(again.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
  });

  test('deleting the account closes its sockets with 4401; the group’s alerts no longer reach them', async () => {
    const cara = await signedInMember(t, { groupNumber: 8, fullName: 'Cara Leaving' });
    const dan = await signedInMember(t, { groupNumber: 8, fullName: 'Dan Sender' });
    const caraPhone = await secondDevice(cara.client, cara.user.id);
    const socket = listen(caraPhone.cookie);
    await sendUntilHeard(dan.client, socket);

    expect((await cara.client.graphql(DELETE, { input: {} })).data.deleteAccount.__typename).toBe('AccountDeleted');
    expect(await until(() => socket.closes.length > 0, 3000)).toBe(true);
    expect(socket.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
    const after = await send(dan.client, { status: 'RED', message: 'After the deletion' });
    await new Promise((r) => setTimeout(r, 300));
    expect(heard(socket, after.alert.id)).toBe(false);
  });

  test('an admin role change closes all the member’s sockets with 4401; other members’ sockets stay open', async () => {
    const admin = await signedInMember(t, { role: 'admin', groupNumber: 5, fullName: 'Lea Admin' });
    const max = await signedInMember(t, { groupNumber: 5, fullName: 'Max Promoted' });
    const ned = await signedInMember(t, { groupNumber: 5, fullName: 'Ned Sender' });
    const maxPhone = await secondDevice(max.client, max.user.id);
    const own = listen(max.client.cookie);
    const phone = listen(maxPhone.cookie);
    const bystander = listen(ned.client.cookie);
    await sendUntilHeard(ned.client, own);
    await sendUntilHeard(ned.client, phone);
    await sendUntilHeard(ned.client, bystander);

    const answer = await admin.client.graphql(ROLES, { input: { id: globalId('User', max.user.id), role: 'admin' } });
    expect(answer.data.updateMemberRoles.__typename).toBe('MemberRolesUpdated');
    expect(await until(() => own.closes.length > 0 && phone.closes.length > 0, 3000)).toBe(true);
    expect(own.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
    expect(phone.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);

    const after = await send(ned.client, { status: 'RED', message: 'After the role change' });
    expect(await until(() => heard(bystander, after.alert.id), 3000)).toBe(true);
    expect(heard(own, after.alert.id)).toBe(false);
    expect(heard(phone, after.alert.id)).toBe(false);
    expect(bystander.closes).toEqual([]);

    // The member's old cookie cannot open a socket again.
    const again = listen(max.client.cookie);
    expect(await until(() => again.closes.length > 0, 3000)).toBe(true);
    expect(again.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
  });

  test('signing in again on the same browser closes the old session’s socket with 4205, not 4401', async () => {
    const gus = await signedInMember(t, { groupNumber: 6, fullName: 'Gus Again' });
    const hal = await signedInMember(t, { groupNumber: 6, fullName: 'Hal Sender' });
    const socket = listen(gus.client.cookie);
    await sendUntilHeard(hal.client, socket);
    expect((await gus.client.rest('POST', '/api/login', { username: gus.input.username, password: gus.input.password })).status).toBe(200);
    expect(await until(() => socket.closes.length > 0, 3000)).toBe(true);
    expect(socket.closes).toEqual([SESSION_RENEWED_CLOSE_CODE]);
  });

  test('a socket open past its session’s absolute end hears no further alert and is closed with 4401', async () => {
    const ivy = await signedInMember(t, { groupNumber: 9, fullName: 'Ivy Open' });
    const jon = await signedInMember(t, { groupNumber: 9, fullName: 'Jon Sender' });
    const socket = listen(ivy.client.cookie);
    await sendUntilHeard(jon.client, socket);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.app.deps.config.sessionMaxDays + 1) * 24 * 60 * 60 * 1000 });
    try {
      // Signed in at the new date, so that the sender's own session is current.
      const kim = await signedInMember(t, { groupNumber: 9, fullName: 'Kim Sender' });
      const after = await send(kim.client, { status: 'RED', message: 'After the end' });
      expect(await until(() => socket.closes.length > 0, 3000)).toBe(true);
      expect(socket.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
      expect(heard(socket, after.alert.id)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  test('signing out closes that session’s socket with 4401', async () => {
    const eve = await signedInMember(t, { groupNumber: 6, fullName: 'Eve Out' });
    const fay = await signedInMember(t, { groupNumber: 6, fullName: 'Fay Sender' });
    const socket = listen(eve.client.cookie);
    await sendUntilHeard(fay.client, socket);
    await eve.client.rest('POST', '/api/logout');
    expect(await until(() => socket.closes.length > 0, 3000)).toBe(true);
    expect(socket.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
  });
});

describe('configured SESSION_IDLE_DAYS and SESSION_MAX_DAYS', () => {
  // Far from the defaults (30 and 180), so a rule that kept them would let these sessions live.
  const IDLE_DAYS = 7;
  const MAX_DAYS = 20;
  const DAY = 24 * 60 * 60 * 1000;
  const MINUTE = 60_000;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ sessionIdleDays: IDLE_DAYS, sessionMaxDays: MAX_DAYS });
  });
  afterAll(() => limited.close());

  test('a session unused for longer than the configured idle days ends; one unused for a little less lives', async () => {
    expect(limited.app.deps.config).toMatchObject({ sessionIdleDays: IDLE_DAYS, sessionMaxDays: MAX_DAYS });
    const idle = await signedInMember(limited);
    expect((await idle.client.rest('GET', '/api/user/current')).status).toBe(200);
    await limited.db.session.updateMany({ where: { userId: idle.user.id }, data: { lastSeenAt: new Date(Date.now() - IDLE_DAYS * DAY - MINUTE) } });
    await pastTheKeptRead();
    await expectSignedOut(idle.client);

    const recent = await signedInMember(limited);
    await limited.db.session.updateMany({ where: { userId: recent.user.id }, data: { lastSeenAt: new Date(Date.now() - IDLE_DAYS * DAY + MINUTE) } });
    expect((await recent.client.rest('GET', '/api/user/current')).status).toBe(200);
    expect((await recent.client.graphql(VIEWER)).data.viewer.id).toBe(globalId('User', recent.user.id));
  });

  test('a new session’s absolute end is its sign-in time plus the configured max days', async () => {
    const { input, user } = await signedInMember(limited);
    const client = limited.client();
    const before = Date.now();
    const login = await client.rest('POST', '/api/login', { username: input.username, password: input.password });
    const after = Date.now();
    expect(login.status).toBe(200);
    const row = await limited.db.session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: 'desc' } });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(after);
    expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + MAX_DAYS * DAY);
    expect(limited.app.deps.sessions.absoluteEnd(row.createdAt.getTime())).toBe(row.expiresAt.getTime());
    // The browser keeps the cookie as long, and no longer.
    const maxAge = Number(/Max-Age=(\d+)/.exec(login.headers.getSetCookie().find((c) => c.startsWith('mc_session='))!)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(MAX_DAYS * 24 * 60 * 60 - 2);
    expect(maxAge).toBeLessThanOrEqual(MAX_DAYS * 24 * 60 * 60);
  });

  test('a session ends the configured max days after sign-in even when it was used within the idle days', async () => {
    const { client, user } = await signedInMember(limited);
    const row = await limited.db.session.findFirstOrThrow({ where: { userId: user.id } });
    const signedInAt = row.createdAt.getTime();
    const lastSeen = async () => (await limited.db.session.findFirstOrThrow({ where: { id: row.id } })).lastSeenAt.getTime();
    try {
      // Used every IDLE_DAYS - 1 days, so it is never idle.
      for (let day = IDLE_DAYS - 1; day < MAX_DAYS; day += IDLE_DAYS - 1) {
        vi.useFakeTimers({ toFake: ['Date'], now: signedInAt + day * DAY });
        expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
      }
      vi.setSystemTime(signedInAt + MAX_DAYS * DAY - MINUTE);
      expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
      expect(await lastSeen()).toBe(signedInAt + MAX_DAYS * DAY - MINUTE);

      // Two minutes after its last use, far within the idle days, but past the absolute end.
      vi.setSystemTime(signedInAt + MAX_DAYS * DAY + MINUTE);
      await expectSignedOut(client);
    } finally {
      vi.useRealTimers();
    }
  });
});
