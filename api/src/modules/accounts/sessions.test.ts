// Signed-in devices: a member lists only their own sessions, signs out another device (its cookie
// is worth nothing at once, its open socket is closed with 4401) or all the others, and can never
// reach anyone else's session.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '../../live-sockets.ts';
import { changeAccount, type Client, createTestApp, newMember, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { globalId } from '../../../../tests/api/ids.ts';
import { MESSAGES } from './sessions.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

let t: TestApp;
let base: string;
const sockets: WsClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await t.close();
});

const SESSIONS = '{ viewer { id sessions { id device createdAt lastSeenAt current } } }';
const END = `mutation ($input: EndSessionInput!) {
  endSession(input: $input) {
    __typename
    ... on SessionEnded { endedSessionId viewer { sessions { id current } } }
    ... on Error { message }
  }
}`;
const END_OTHERS = `mutation {
  endOtherSessions {
    __typename
    ... on OtherSessionsEnded { endedSessionIds viewer { sessions { id current device } } }
  }
}`;

interface Listed {
  id: string;
  device: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

async function sessionsOf(client: Client): Promise<Listed[]> {
  const answer = await client.graphql(SESSIONS);
  expect(answer.errors).toBeUndefined();
  return answer.data.viewer.sessions;
}

/** A member signed up from one browser, then signed in from others, each a client with its cookie. */
async function memberOnDevices(...userAgents: string[]) {
  const input = newMember();
  const devices: Client[] = [];
  for (const [index, userAgent] of userAgents.entries()) {
    const client = t.client();
    const answer =
      index === 0
        ? await client.rest('POST', '/api/users', input, { 'user-agent': userAgent })
        : await client.rest('POST', '/api/login', { username: input.username, password: input.password }, { 'user-agent': userAgent });
    expect(answer.status).toBeLessThan(300);
    devices.push(client);
  }
  const user = await t.db.user.findUniqueOrThrow({ where: { username: input.username } });
  return { user, input, devices };
}

async function expectSignedOut(client: Client) {
  expect((await client.rest('GET', '/api/user/current')).status).toBe(401);
  const answer = await client.graphql('mutation { endOtherSessions { __typename } }');
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await client.graphql('{ viewer { id } }')).data.viewer).toBeNull();
}

describe('the list', () => {
  test('shows the member’s own sessions only, with their devices, the one in use marked current', async () => {
    const { user, devices } = await memberOnDevices(ANDROID_CHROME, IPHONE_SAFARI);
    const [android, iphone] = devices as [Client, Client];
    const someoneElse = await memberOnDevices(WINDOWS_FIREFOX);
    // The phone was used last: it comes first.
    await t.db.session.updateMany({ where: { userId: user.id, device: 'Safari on iPhone' }, data: { lastSeenAt: new Date(Date.now() + 1000) } });

    const fromAndroid = await sessionsOf(android);
    expect(fromAndroid.map((s) => [s.device, s.current])).toEqual([
      ['Safari on iPhone', false],
      ['Chrome on Android', true],
    ]);
    expect(fromAndroid.every((s) => !Number.isNaN(Date.parse(s.createdAt)) && !Number.isNaN(Date.parse(s.lastSeenAt)))).toBe(true);
    const fromIphone = await sessionsOf(iphone);
    expect(fromIphone.map((s) => [s.device, s.current])).toEqual([
      ['Safari on iPhone', true],
      ['Chrome on Android', false],
    ]);
    expect(fromIphone.map((s) => s.id)).toEqual(fromAndroid.map((s) => s.id));

    const theirs = await sessionsOf(someoneElse.devices[0]!);
    expect(theirs.map((s) => [s.device, s.current])).toEqual([['Firefox on Windows', true]]);
    expect(theirs.some((s) => fromAndroid.some((mine) => mine.id === s.id))).toBe(false);
  });

  test('the id names no row: it is not the session id the cookie carries', async () => {
    const { user, devices } = await memberOnDevices(ANDROID_CHROME);
    const [row] = await t.db.session.findMany({ where: { userId: user.id } });
    const [listed] = await sessionsOf(devices[0]!);
    expect(Buffer.from(listed!.id, 'base64').toString()).not.toContain(row!.id);
  });

  test('nobody else reaches a member’s sessions: not through node(id:), not through their User', async () => {
    const owner = await signedInMember(t, { groupNumber: 4 });
    const sameGroup = await signedInMember(t, { groupNumber: 4 });
    const admin = await signedInMember(t, { role: 'admin' });
    const [session] = await sessionsOf(owner.client);

    for (const other of [sameGroup.client, admin.client]) {
      const byNode = await other.graphql('query ($id: ID!) { node(id: $id) { id ... on Session { device } } }', { id: session!.id });
      expect(byNode.data.node).toBeNull();
      const byUser = await other.graphql('query ($id: ID!) { node(id: $id) { ... on User { sessions { id } } } }', {
        id: globalId('User', owner.user.id),
      });
      expect(byUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(byUser.data ?? null)).not.toContain(session!.id);
    }
    const own = await owner.client.graphql('query ($id: ID!) { node(id: $id) { id ... on Session { current } } }', { id: session!.id });
    expect(own.data.node).toEqual({ id: session!.id, current: true });
  });

  test('a session begun without a known browser (or before devices were kept) has no device', async () => {
    const { devices } = await memberOnDevices('curl/8.5.0');
    const member = await signedInMember(t);
    expect((await sessionsOf(devices[0]!)).map((s) => s.device)).toEqual([null]);
    expect((await sessionsOf(member.client)).map((s) => s.device)).toEqual([null]);
  });

  test('a GraphQL sign-in records the device of its request', async () => {
    const input = newMember();
    await t.client().rest('POST', '/api/users', input);
    const response = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', 'user-agent': WINDOWS_FIREFOX },
        body: JSON.stringify({
          query: 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }',
          variables: { input: { username: input.username, password: input.password } },
        }),
      }),
    );
    expect(((await response.json()) as any).data.login.__typename).toBe('SignedIn');
    const user = await t.db.user.findUniqueOrThrow({ where: { username: input.username } });
    const rows = await t.db.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => r.device)).toEqual([null, 'Firefox on Windows']);
  });
});

test('the admin sign-in of the REST shim records the device of its request too', async () => {
  const input = newMember();
  await t.client().rest('POST', '/api/users', input);
  const user = await changeAccount(t, { username: input.username }, { role: 'admin' });
  const answer = await t.client().rest('POST', '/api/admin/login', { username: input.username, password: input.password }, { 'user-agent': WINDOWS_FIREFOX });
  expect(answer.status).toBe(200);
  const rows = await t.db.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
  expect(rows.map((r) => r.device)).toEqual([null, 'Firefox on Windows']);
});

describe('endSession', () => {
  test('signs out another device: its cookie answers 401 / UNAUTHENTICATED at once; this one stays', async () => {
    const { user, devices } = await memberOnDevices(WINDOWS_FIREFOX, ANDROID_CHROME);
    const [computer, phone] = devices as [Client, Client];
    const phoneSession = (await sessionsOf(computer)).find((s) => !s.current)!;

    const answer = await computer.graphql(END, { input: { id: phoneSession.id } });
    expect(answer.data.endSession.__typename).toBe('SessionEnded');
    expect(answer.data.endSession.endedSessionId).toBe(phoneSession.id);
    expect(answer.data.endSession.viewer.sessions).toEqual([{ id: expect.any(String), current: true }]);

    await expectSignedOut(phone);
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(1);
    expect((await computer.rest('GET', '/api/user/current')).status).toBe(200);
  });

  test('the session in use is refused: signing out is for that', async () => {
    const { user, devices } = await memberOnDevices(WINDOWS_FIREFOX, ANDROID_CHROME);
    const current = (await sessionsOf(devices[0]!)).find((s) => s.current)!;
    const answer = await devices[0]!.graphql(END, { input: { id: current.id } });
    expect(answer.data.endSession).toEqual({ __typename: 'ForbiddenError', message: MESSAGES.current });
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(2);
    expect((await devices[0]!.rest('GET', '/api/user/current')).status).toBe(200);
  });

  test('another member’s session is not found and nothing ends', async () => {
    const mine = await memberOnDevices(WINDOWS_FIREFOX);
    const theirs = await memberOnDevices(ANDROID_CHROME, IPHONE_SAFARI);
    const theirSession = (await sessionsOf(theirs.devices[0]!)).find((s) => !s.current)!;
    const before = await t.db.session.count();

    for (const id of [theirSession.id, globalId('Session', 'no-such-session'), globalId('User', mine.user.id)]) {
      const answer = await mine.devices[0]!.graphql(END, { input: { id } });
      expect(answer.data.endSession.__typename).toBe(id === globalId('User', mine.user.id) ? 'ValidationError' : 'NotFoundError');
    }
    expect(await t.db.session.count()).toBe(before);
    for (const device of theirs.devices) expect((await device.rest('GET', '/api/user/current')).status).toBe(200);
    expect((await sessionsOf(theirs.devices[0]!)).length).toBe(2);
  });
});

describe('endOtherSessions', () => {
  test('signs out every other device and keeps the one in use, under a new id', async () => {
    const { user, devices } = await memberOnDevices(WINDOWS_FIREFOX, ANDROID_CHROME, IPHONE_SAFARI);
    const [computer, ...others] = devices as [Client, ...Client[]];
    const bystander = await memberOnDevices(WINDOWS_FIREFOX, ANDROID_CHROME);
    const listed = await sessionsOf(computer);

    const copied = computer.cookie;
    const answer = await computer.graphql(END_OTHERS);
    expect(answer.data.endOtherSessions.__typename).toBe('OtherSessionsEnded');
    expect([...answer.data.endOtherSessions.endedSessionIds].sort()).toEqual(
      listed.filter((s) => !s.current).map((s) => s.id).sort(),
    );
    // The device in use goes on under a new id: a copy of its cookie taken before is worthless.
    const [kept] = answer.data.endOtherSessions.viewer.sessions;
    expect(answer.data.endOtherSessions.viewer.sessions).toEqual([{ id: kept.id, current: true, device: 'Firefox on Windows' }]);
    expect(kept.id).not.toBe(listed.find((s) => s.current)!.id);
    expect(computer.cookie).not.toBe(copied);
    const replayed = t.client();
    replayed.cookie = copied;
    await expectSignedOut(replayed);

    for (const other of others) await expectSignedOut(other);
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(1);
    expect((await computer.rest('GET', '/api/user/current')).status).toBe(200);
    for (const device of bystander.devices) expect((await device.rest('GET', '/api/user/current')).status).toBe(200);
  });
});

describe('graphql-ws', () => {
  /** A socket signed in with `cookie`: resolves once the server has accepted (and registered) it. */
  async function openSocket(cookie: string) {
    class WebSocketWithHeaders extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: base, cookie } });
      }
    }
    let connected!: () => void;
    let closed!: (code: number) => void;
    const isConnected = new Promise<void>((resolve) => (connected = resolve));
    const closeCode = new Promise<number>((resolve) => (closed = resolve));
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocketWithHeaders,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: { connected: () => connected(), closed: (event) => closed((event as { code: number }).code) },
    });
    sockets.push(client);
    await isConnected;
    return { client, closeCode };
  }

  const viewerOver = (client: WsClient) =>
    new Promise<unknown>((resolve, reject) => {
      let result: unknown;
      client.subscribe({ query: '{ viewer { username } }' }, { next: (r) => void (result = r), error: reject, complete: () => resolve(result) });
    });

  test('signing out a device closes its open socket with 4401; the socket of the device in use stays', async () => {
    const { input, devices } = await memberOnDevices(WINDOWS_FIREFOX, ANDROID_CHROME);
    const [computer, phone] = devices as [Client, Client];
    const phoneSocket = await openSocket(phone.cookie);
    const computerSocket = await openSocket(computer.cookie);
    const phoneSession = (await sessionsOf(computer)).find((s) => !s.current)!;

    expect((await computer.graphql(END, { input: { id: phoneSession.id } })).data.endSession.__typename).toBe('SessionEnded');
    expect(await phoneSocket.closeCode).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await viewerOver(computerSocket.client)).toEqual({ data: { viewer: { username: input.username } } });
  });

  test('signing out all other devices closes their sockets with 4401', async () => {
    const { devices } = await memberOnDevices(WINDOWS_FIREFOX, ANDROID_CHROME, IPHONE_SAFARI);
    const [computer, ...others] = devices as [Client, ...Client[]];
    const otherSockets = await Promise.all(others.map((other) => openSocket(other.cookie)));
    expect((await computer.graphql(END_OTHERS)).data.endOtherSessions.__typename).toBe('OtherSessionsEnded');
    expect(await Promise.all(otherSockets.map((s) => s.closeCode))).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
  });
});
