// Redis killed (SIGKILL, as a crash would) and started again under two running API processes that
// share one database and one private redis-server, while members of one group post alerts on
// both (docs/operations.md, "Redis"). Neither process exits (an unhandled Redis error, such as
// ioredis's MaxRetriesPerRequestError, would stop one 1–3 s after Redis went away); each keeps answering, /api/health
// says Redis is down, and every alert posted meanwhile is answered at once and reaches that
// instance's own subscribers at once. Once Redis is back, every subscriber of the group, on either
// instance, has heard every alert exactly once, and the member of another group none of them.
//
// The processes are tests/api/instance.ts (the app as a process of its own, on the database and
// Redis named by its environment), on a temporary SQLite file, or on a schema of its own in the
// PostgreSQL database when DATABASE_URL is a postgres URL (the harness decides). Subscribers use
// the web app's own persisted subscription, by its hash, as the browser does. Skipped, with the
// reason printed, where redis-server is not installed (CI installs it).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import documents from '../../persisted-operations.json' with { type: 'json' };
import { createTestDatabase, newMember, type TestDatabase } from './harness.ts';
import { type RedisServer, redisServer, redisServerInstalled } from './redis-server.ts';
import { bundledEntry } from './bundled-entry.ts';
import { socketClient, until } from './sockets.ts';

if (!redisServerInstalled) console.log('redis-kill-two-instances.test.ts skipped: redis-server is not installed');

/** The web app's own operation `name`, sent by its hash (persisted-operations.json). */
function persisted(name: string, variables: Record<string, unknown> = {}) {
  const entry = Object.entries(documents as Record<string, string>).find(([, text]) => new RegExp(`^\\w+ ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not a persisted operation`);
  return { query: '', operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: entry[0] } } };
}

const GROUP_A = 4;
const GROUP_B = 5;
/** How long the processes are watched after Redis is killed: past the 1–3 s in which an unhandled Redis error would stop one. */
const CRASH_WINDOW_MS = 5000;

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
  /** Everything it wrote, standard output and error. */
  output: string;
  /** How it exited, once it has. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
}

interface Subscriber {
  name: string;
  group: number;
  instance: Instance;
  cookie: string;
  /** Every event's groupStatusChanged, in the order heard. */
  events: any[];
  errors: unknown[];
  completed: boolean;
}

interface Alert {
  id: string;
  message: string;
  /** The instance it was posted on. */
  on: Instance;
}

/**
 * Starts tests/api/instance.ts (bundled), adds it to `all` at once (so that it is stopped after the tests
 * even if it never starts listening), and resolves once it prints the base URL it listens on.
 */
async function startInstance(name: string, env: Record<string, string>, all: Instance[]): Promise<Instance> {
  const child = spawn(process.execPath, ['--enable-source-maps', await bundledEntry('instance')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { name, child, base: '', output: '', exit: undefined };
  all.push(instance);
  child.once('exit', (code, signal) => {
    instance.exit = { code, signal };
  });
  return new Promise((resolve, reject) => {
    const take = (chunk: Buffer) => {
      instance.output += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(instance.output);
      if (match && !instance.base) {
        instance.base = match[1]!;
        resolve(instance);
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code} before listening:\n${instance.output}`)));
  });
}

/** Waits for the asynchronous `check` for up to `ms`; answers whether it came to hold. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A request to `instance`; if it cannot be made, the error says how the process exited and what it wrote. */
async function request(instance: Instance, path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`${instance.base}${path}`, init);
  } catch (error) {
    // An 'exit' comes a moment after the socket closes.
    await until(() => instance.exit !== undefined, 1000);
    throw new Error(
      `instance ${instance.name} did not answer ${path} (${String(error)}); exit: ${JSON.stringify(instance.exit ?? null)}\n${instance.output.slice(-4000)}`,
    );
  }
}

async function health(instance: Instance): Promise<{ status: number; body: any }> {
  const response = await request(instance, '/api/health');
  return { status: response.status, body: await response.json() };
}

describe.skipIf(!redisServerInstalled)('Redis killed and restarted under two API processes while alerts are posted on both', () => {
  let redis: RedisServer;
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const instances: Instance[] = [];
  const sockets: WsClient[] = [];
  let one: Instance;
  let two: Instance;
  // Group A: two members signed up and listening on each instance. Group B: one member, listening on
  // instance one (where half of group A's alerts are posted), posting on instance two.
  let ada: Subscriber;
  let abel: Subscriber;
  let anna: Subscriber;
  let aron: Subscriber;
  let bea: Subscriber;
  let groupA: Subscriber[];
  const run = randomBytes(4).toString('hex');
  const before: Alert[] = [];
  const during: Alert[] = [];
  const after: Alert[] = [];
  const beaAlerts: Alert[] = [];

  /** Both processes' output, for a failure's message. */
  const outputs = () => instances.map((i) => `--- instance ${i.name} (exit: ${JSON.stringify(i.exit ?? null)}) ---\n${i.output.slice(-4000)}`).join('\n');

  beforeAll(async () => {
    redis = await redisServer();
    await redis.start();
    const redisUrl = `redis://127.0.0.1:${redis.port}`;
    database = await createTestDatabase();
    // instance.ts opens the database the harness made: the PostgreSQL schema it names, or the
    // SQLite file at its URL (where a schema means nothing and is not read).
    const schema = database.provider === 'postgresql' ? /^"([^"]+)"\./.exec(database.table('User'))![1]! : 'main';
    const sessionSecret = randomBytes(32).toString('base64url');
    for (const name of ['one', 'two']) {
      const dataDir = mkdtempSync(join(tmpdir(), 'mc-redis-kill-'));
      dataDirs.push(dataDir);
      await startInstance(
        name,
        { DATABASE_URL: database.url, TEST_PG_SCHEMA: schema, REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, DATA_DIR: dataDir },
        instances,
      );
    }
    [one, two] = instances as [Instance, Instance];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    for (const instance of instances) {
      if (instance.exit) continue;
      const exited = new Promise((resolve) => instance.child.once('exit', resolve));
      instance.child.kill('SIGTERM');
      const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (redis?.running) await redis.stop();
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A member of `group` signed up on `instance`, already let into the group, listening there to the group's board. */
  async function subscriber(instance: Instance, group: number, fullName: string): Promise<Subscriber> {
    const member = newMember({ groupNumber: group, fullName });
    const response = await request(instance, '/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    expect(response.status).toBe(201);
    await database.db.user.update({ where: { username: member.username as string }, data: { groupApproved: true } });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const sub: Subscriber = { name: fullName, group, instance, cookie, events: [], errors: [], completed: false };
    const client = socketClient(instance.base, { cookie });
    sockets.push(client);
    client.subscribe(persisted('useGroupStatusSubscription') as any, {
      next: (event: any) => void sub.events.push(event.data?.groupStatusChanged ?? event),
      error: (error) => void sub.errors.push(error),
      complete: () => {
        sub.completed = true;
      },
    });
    return sub;
  }

  /** `sender` posts a RED alert on `instance`, through the web app's own mutation; it must be answered (2xx) and sent. */
  async function postAlert(instance: Instance, sender: Subscriber, label: string): Promise<Alert> {
    const message = `${label} ${run}`;
    const response = await request(instance, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie: sender.cookie },
      body: JSON.stringify(persisted('useSendStatusAlertMutation', { input: { status: 'RED', message } })),
    });
    const body = (await response.json()) as any;
    expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
    expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    expect(body.errors, JSON.stringify(body)).toBeUndefined();
    expect(body.data.sendStatusAlert.__typename, JSON.stringify(body)).toBe('StatusAlertSent');
    const node = body.data.sendStatusAlert.alertEdge.node;
    expect(node.message).toBe(message);
    return { id: node.id, message, on: instance };
  }

  /** The events in which `sub` heard `alert` (by its id). */
  const heard = (sub: Subscriber, alert: Alert) => sub.events.filter((e) => e.alert?.id === alert.id);
  const hasHeard = (sub: Subscriber, alert: Alert) => heard(sub, alert).length > 0;
  const allHeard = (subs: Subscriber[], alerts: Alert[]) => subs.every((s) => alerts.every((a) => hasHeard(s, a)));
  /** Who has not heard which alert yet, for a failure's message. */
  const missing = (subs: Subscriber[], alerts: Alert[]) =>
    subs.flatMap((s) => alerts.filter((a) => !hasHeard(s, a)).map((a) => `${s.name} (on ${s.instance.name}) missed "${a.message}" (posted on ${a.on.name})`));

  test('before the outage, every member of the group on either instance hears an alert posted on either', async () => {
    ada = await subscriber(one, GROUP_A, 'Ada on one');
    abel = await subscriber(one, GROUP_A, 'Abel on one');
    anna = await subscriber(two, GROUP_A, 'Anna on two');
    aron = await subscriber(two, GROUP_A, 'Aron on two');
    bea = await subscriber(one, GROUP_B, 'Bea of group B');
    groupA = [ada, abel, anna, aron];

    // A subscription is live once the server has run its subscribe, which it does not announce:
    // post on both instances until every subscriber has heard something of this run. Bea posts on
    // instance two, so she hears her own alerts through Redis.
    const warmUps: Alert[] = [];
    let live = false;
    for (let attempt = 1; attempt <= 40 && !live; attempt += 1) {
      warmUps.push(await postAlert(attempt % 2 ? one : two, attempt % 2 ? ada : anna, `warm-up #${attempt}`));
      beaAlerts.push(await postAlert(two, bea, `group B warm-up #${attempt}`));
      live = await until(() => groupA.every((s) => warmUps.some((a) => hasHeard(s, a))) && beaAlerts.some((a) => hasHeard(bea, a)), 500);
    }
    expect(live, 'every subscriber hears an alert of this run').toBe(true);

    before.push(await postAlert(one, ada, 'before the outage, on one'));
    before.push(await postAlert(two, anna, 'before the outage, on two'));
    const ok = await until(() => allHeard(groupA, before), 15_000);
    expect(ok, missing(groupA, before).join('\n')).toBe(true);
  }, 60_000);

  test('with Redis killed, both processes live on, answer, say Redis is down, and take alerts on both', async () => {
    expect(groupA, 'the first test set the subscribers up').toBeDefined();
    // redis-server.ts stops it with SIGKILL: no clean shutdown, the connections simply drop.
    const killedAt = Date.now();
    await redis.stop();
    expect(redis.running).toBe(false);
    for (const instance of instances) {
      const down = await eventually(async () => (await health(instance)).body.redis === 'down', 15_000);
      expect(down, `instance ${instance.name} reports Redis down\n${outputs()}`).toBe(true);
    }

    // Alerts on both instances, interleaved, from four senders; each is answered as usual.
    during.push(await postAlert(one, ada, 'during the outage #1, on one'));
    during.push(await postAlert(two, anna, 'during the outage #2, on two'));
    during.push(await postAlert(one, abel, 'during the outage #3, on one'));
    during.push(await postAlert(two, aron, 'during the outage #4, on two'));
    during.push(await postAlert(one, ada, 'during the outage #5, on one'));
    during.push(await postAlert(two, anna, 'during the outage #6, on two'));
    const postedOn = (instance: Instance) => during.filter((a) => a.on === instance);

    // Each instance's own subscribers hear its alerts at once, Redis or not.
    const local = (instance: Instance) => groupA.filter((s) => s.instance === instance);
    for (const instance of instances) {
      const ok = await until(() => allHeard(local(instance), postedOn(instance)), 15_000);
      expect(ok, missing(local(instance), postedOn(instance)).join('\n')).toBe(true);
    }

    // The crash came 1–3 s after Redis went away: watch both processes past that, asking each
    // for its health all along.
    while (Date.now() - killedAt < CRASH_WINDOW_MS) {
      for (const instance of instances) {
        expect(instance.exit, `instance ${instance.name} exited while Redis was away\n${outputs()}`).toBeUndefined();
        const { status, body } = await health(instance);
        expect(status).toBe(200);
        expect(body).toMatchObject({ ok: true, database: 'up', redis: 'down' });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const instance of instances) {
      expect(instance.exit, `instance ${instance.name} exited while Redis was away\n${outputs()}`).toBeUndefined();
      expect(instance.child.exitCode).toBeNull();
      expect(instance.child.signalCode).toBeNull();
      expect(instance.output).not.toMatch(/MaxRetriesPerRequestError|unhandledRejection|uncaughtException/);
      // Its alerts wait for Redis; none was dropped.
      const { body } = await health(instance);
      expect(body.queuedEvents).toBeGreaterThanOrEqual(postedOn(instance).length);
      expect(body.droppedEvents).toBe(0);
    }

    // Nothing can cross between the instances without Redis: the other instance's subscribers
    // have not heard these alerts yet (they must, once Redis is back).
    expect(local(two).flatMap((s) => postedOn(one).filter((a) => hasHeard(s, a)))).toEqual([]);
    expect(local(one).flatMap((s) => postedOn(two).filter((a) => hasHeard(s, a)))).toEqual([]);
  }, 60_000);

  test('with Redis back, every member of the group has heard every alert exactly once, the other group none', async () => {
    expect(during, 'the second test posted the alerts of the outage').toHaveLength(6);
    await redis.start(); // the same port
    for (const instance of instances) {
      const up = await eventually(async () => {
        const { body } = await health(instance);
        return body.redis === 'up' && body.queuedEvents === 0;
      }, 30_000);
      expect(up, `instance ${instance.name} reports Redis up with nothing queued\n${outputs()}`).toBe(true);
    }
    const delivered = await until(() => allHeard(groupA, during), 30_000);
    expect(delivered, `${missing(groupA, during).join('\n')}\n${outputs()}`).toBe(true);

    // A last alert on each instance, and one of group B's posted on two for Bea on one: each
    // instance reads the Redis stream in order, so once these are heard any second copy of an
    // earlier alert, or one that strayed to the other group, would have arrived before them.
    after.push(await postAlert(one, abel, 'after the outage, on one'));
    after.push(await postAlert(two, aron, 'after the outage, on two'));
    const last = await postAlert(two, bea, 'group B after the outage');
    beaAlerts.push(last);
    const barrier = await until(() => allHeard(groupA, after) && hasHeard(bea, last), 30_000);
    expect(barrier, missing([...groupA], after).join('\n')).toBe(true);

    for (const sub of groupA) {
      for (const alert of [...before, ...during, ...after]) {
        const copies = heard(sub, alert);
        expect(copies, `${sub.name} (on ${sub.instance.name}) heard "${alert.message}" (posted on ${alert.on.name}) once`).toHaveLength(1);
        expect(copies[0]).toMatchObject({ change: 'ALERT', alert: { id: alert.id, message: alert.message, status: 'RED' } });
      }
      // Nothing of group B reached group A.
      expect(beaAlerts.filter((a) => hasHeard(sub, a))).toEqual([]);
      expect(sub.errors).toEqual([]);
      expect(sub.completed).toBe(false);
    }
    // Bea heard none of group A's alerts (nor anything else but her own group's), her own once each.
    const groupAAlerts = [...before, ...during, ...after];
    expect(groupAAlerts.filter((a) => hasHeard(bea, a)).map((a) => a.message)).toEqual([]);
    expect(bea.events.filter((e) => !beaAlerts.some((a) => a.id === e.alert?.id))).toEqual([]);
    expect(heard(bea, last)).toHaveLength(1);
    expect(bea.errors).toEqual([]);

    for (const instance of instances) {
      expect(instance.exit, `instance ${instance.name} exited\n${outputs()}`).toBeUndefined();
      expect(instance.output).not.toMatch(/MaxRetriesPerRequestError|unhandledRejection|uncaughtException/);
    }
  }, 90_000);
});
