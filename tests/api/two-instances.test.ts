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
    const app = buildApp({ db: database.db, config: { dataDir: dirA, databaseUrl: database.url, redisUrl, sessionSecret, graphqlDocuments: ANY_DOCUMENT } });
    usePushSender(app.deps, async () => undefined);
    apps.push(app);
    baseA = await app.start(0, '127.0.0.1');
    const b = await startInstance({
      DATABASE_URL: database.url,
      TEST_PG_SCHEMA: schema,
      REDIS_URL: redisUrl,
      SESSION_SECRET: sessionSecret,
      DATA_DIR: dirB,
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
