// Two API processes behind one PostgreSQL database and one Redis, as a scaled-out deployment runs:
// a member subscribed on instance A (this process) hears the alert another member posts on
// instance B (a child process, tests/api/instance.ts), through the pubsub's Redis event target. Runs
// in the PostgreSQL pass of npm test (Redis at REDIS_URL, default 127.0.0.1:6379); skipped when
// DATABASE_URL is not a postgres URL, and skipped with a printed reason when Redis does not answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildApp, type App } from '../../api/src/server.ts';
import { ANY_DOCUMENT } from '../../api/src/lib/persisted-operations.ts';
import { usePushSender } from '../../api/src/modules/push/sender.ts';
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import { createTestDatabase, newMember, type TestDatabase } from './harness.ts';
import { globalId } from './ids.ts';
import { isReachable, skipReason } from './reachable.ts';
import { bundledEntry } from './bundled-entry.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = isPostgresUrl(databaseUrl) && (await isReachable(redisUrl, 6379));
if (isPostgresUrl(databaseUrl) && !redisUp) skipReason('The two-instance test', redisUrl);

/** Starts tests/api/instance.ts (bundled) and resolves with the base URL it prints. */
async function startInstance(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--enable-source-maps', await bundledEntry('instance')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, base: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`instance B exited with ${code}`)));
  });
}

describe.skipIf(!redisUp)('two API processes sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  const apps: App[] = [];
  let instanceB: ChildProcess | undefined;
  const dataDirs: string[] = [];
  const sockets: WsClient[] = [];
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The harness gives this file a schema of its own; the second instance opens its own pool on it.
    const schema = /^"([^"]+)"\./.exec(database.table('User'))![1]!;
    const sessionSecret = randomBytes(32).toString('base64url');
    const [dirA, dirB] = [mkdtempSync(join(tmpdir(), 'mc-instance-')), mkdtempSync(join(tmpdir(), 'mc-instance-'))];
    dataDirs.push(dirA, dirB);
    // Sign-ups and sign-ins are counted in Redis, which every run on this machine shares: the walk
    // of endings below signs one account in several times, so the limits are opened up for it.
    const loginLimits = { perAccount: 1000, perAddress: 10_000, perDevice: 1000, windowSeconds: 60 };
    const signUpLimits = { perAddress: 10_000, windowSeconds: 60 };
    const app = buildApp({
      db: database.db,
      config: { dataDir: dirA, databaseUrl: database.url, redisUrl, sessionSecret, graphqlDocuments: ANY_DOCUMENT, loginLimits, signUpLimits },
    });
    usePushSender(app.deps, async () => undefined);
    apps.push(app);
    baseA = await app.start(0, '127.0.0.1');
    const b = await startInstance({
      DATABASE_URL: database.url,
      TEST_PG_SCHEMA: schema,
      REDIS_URL: redisUrl,
      SESSION_SECRET: sessionSecret,
      DATA_DIR: dirB,
      LOGIN_LIMIT_PER_ACCOUNT: String(loginLimits.perAccount),
      LOGIN_LIMIT_PER_ADDRESS: String(loginLimits.perAddress),
      LOGIN_LIMIT_PER_DEVICE: String(loginLimits.perDevice),
      LOGIN_LIMIT_WINDOW_SECONDS: String(loginLimits.windowSeconds),
      SIGNUP_LIMIT_PER_ADDRESS: String(signUpLimits.perAddress),
      SIGNUP_LIMIT_WINDOW_SECONDS: String(signUpLimits.windowSeconds),
    });
    instanceB = b.child;
    baseB = b.base;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    for (const app of apps) await app.stop();
    if (instanceB && instanceB.exitCode === null) {
      const exited = new Promise((resolve) => instanceB!.once('exit', resolve));
      instanceB.kill('SIGTERM');
      await exited;
    }
    await database.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A member of `groupNumber`, already let into it (as every member an upgrade leaves is). */
  async function signUp(base: string, groupNumber: number, fullName: string): Promise<string> {
    const member = newMember({ groupNumber, fullName });
    const response = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    expect(response.status).toBe(201);
    await database.db.user.update({ where: { username: member.username as string }, data: { groupApproved: true } });
    return response.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
  }

  async function sendAlert(base: string, cookie: string, message: string): Promise<string> {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie },
      body: JSON.stringify({
        query: 'mutation ($input: SendStatusAlertInput!) { sendStatusAlert(input: $input) { __typename ... on StatusAlertSent { alert { id } } } }',
        variables: { input: { status: 'RED', message } },
      }),
    });
    const body = (await response.json()) as any;
    expect(body.data.sendStatusAlert.__typename).toBe('StatusAlertSent');
    return body.data.sendStatusAlert.alert.id;
  }

  function listen(base: string, cookie: string) {
    class WebSocketWithCookie extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin: base } });
      }
    }
    const client = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocketWithCookie, retryAttempts: 0 });
    sockets.push(client);
    const events: any[] = [];
    client.subscribe(
      { query: 'subscription { groupStatusChanged { change alert { id message senderName } serviceGroup { number } } }' },
      { next: (e) => void events.push(e), error: (e) => void events.push({ error: e }), complete: () => {} },
    );
    return events;
  }

  const until = async (condition: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    return condition();
  };

  /** Signs `username` in on `base`: a session of its own (another device). */
  async function signIn(base: string, username: string, password: string): Promise<string> {
    const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
  }

  async function graphql(base: string, cookie: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as any).data;
  }

  /** Whether `cookie` is signed in on `base`; asking reads the session there, which keeps that read a moment. */
  const signedInOn = async (base: string, cookie: string) => (await fetch(`${base}/api/user/current`, { headers: { cookie } })).status === 200;

  test('a session ended on one instance is over on the other before that answer returns, though the other had just read it', async () => {
    const password = 'correct horse battery';
    const member = newMember({ groupNumber: 3 });
    const created = await fetch(`${baseA}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(member) });
    expect(created.status).toBe(201);
    const username = member.username as string;

    // Signing out on A.
    const first = await signIn(baseA, username, password);
    expect(await signedInOn(baseB, first)).toBe(true);
    expect((await fetch(`${baseA}/api/logout`, { method: 'POST', headers: { cookie: first, 'x-mc-csrf': '1' } })).status).toBeLessThan(300);
    expect(await signedInOn(baseB, first)).toBe(false);

    // A device signed out from another (Account, devices).
    const phone = await signIn(baseA, username, password);
    const laptop = await signIn(baseA, username, password);
    expect(await signedInOn(baseB, laptop)).toBe(true);
    const sessions = (await graphql(baseA, phone, '{ viewer { sessions { id current } } }')).viewer.sessions as { id: string; current: boolean }[];
    const laptopId = sessions.find((s) => !s.current)!.id;
    const ended = await graphql(baseA, phone, 'mutation ($input: EndSessionInput!) { endSession(input: $input) { __typename } }', { input: { id: laptopId } });
    expect(ended.endSession.__typename).toBe('SessionEnded');
    expect(await signedInOn(baseB, laptop)).toBe(false);

    // A new password ends the member's other sessions.
    const tablet = await signIn(baseA, username, password);
    expect(await signedInOn(baseB, tablet)).toBe(true);
    const changed = await graphql(baseA, phone, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }', {
      input: { currentPassword: password, password: 'a brand new passphrase' },
    });
    expect(changed.updateProfile.__typename).toBe('ProfileUpdated');
    expect(await signedInOn(baseB, tablet)).toBe(false);

    // A new role, given by an admin on A.
    const watch = await signIn(baseA, username, 'a brand new passphrase');
    expect(await signedInOn(baseB, watch)).toBe(true);
    const admin = newMember();
    expect((await fetch(`${baseA}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).status).toBe(201);
    await database.db.user.update({ where: { username: admin.username as string }, data: { role: 'admin' } });
    const adminCookie = await signIn(baseA, admin.username as string, password);
    const memberId = (await database.db.user.findUniqueOrThrow({ where: { username } })).id;
    const promoted = await graphql(baseA, adminCookie, 'mutation ($input: UpdateMemberRolesInput!) { updateMemberRoles(input: $input) { __typename } }', {
      input: { id: globalId('User', memberId), role: 'admin' },
    });
    expect(promoted.updateMemberRoles.__typename).toBe('MemberRolesUpdated');
    expect(await signedInOn(baseB, watch)).toBe(false);
  });

  test('a change of the account on one instance is read on the other at once: the member’s new group', async () => {
    const cookie = await signUp(baseA, 6, 'Greta on A');
    const group = async (base: string) => (await graphql(base, cookie, '{ viewer { groupNumber } }')).viewer.groupNumber;
    expect(await group(baseB)).toBe('GROUP_6');
    const data = await graphql(baseA, cookie, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }', { input: { groupNumber: 'GROUP_7' } });
    expect(data.updateProfile.__typename).toBe('ProfileUpdated');
    expect(await group(baseB)).not.toBe('GROUP_6');
  });

  test('a subscriber on instance A receives the alert posted on instance B; another group does not', async () => {
    const listenerCookie = await signUp(baseA, 4, 'Alma on A');
    const senderCookie = await signUp(baseB, 4, 'Bruno on B');
    const outsiderCookie = await signUp(baseA, 5, 'Odile on A');
    const heard = listen(baseA, listenerCookie);
    const outsiderHeard = listen(baseA, outsiderCookie);

    // The subscription is live once the Redis SUBSCRIBE has gone through, which the server does
    // not announce: post on B until A hears one, then check the exact alert arrived.
    const run = randomBytes(4).toString('hex');
    let received: any;
    for (let attempt = 1; attempt <= 40 && !received; attempt += 1) {
      const id = await sendAlert(baseB, senderCookie, `flooded road ${run} #${attempt}`);
      if (await until(() => heard.some((e) => e.data?.groupStatusChanged.alert.id === id), 250)) {
        received = heard.find((e) => e.data?.groupStatusChanged.alert.id === id).data.groupStatusChanged;
        expect(received).toEqual({
          change: 'ALERT',
          alert: { id, message: `flooded road ${run} #${attempt}`, senderName: 'Bruno on B' },
          serviceGroup: { number: 'GROUP_4' },
        });
      }
    }
    expect(received).toBeDefined();
    expect(heard.every((e) => !e.error)).toBe(true);

    // One more, now that A is known to be subscribed: it must arrive, and only once.
    const last = await sendAlert(baseB, senderCookie, `all roads closed ${run}`);
    expect(await until(() => heard.some((e) => e.data?.groupStatusChanged.alert.id === last), 3000)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((e) => e.data?.groupStatusChanged.alert.id === last)).toHaveLength(1);
    expect(JSON.stringify(outsiderHeard)).not.toContain(run);
  });
});
