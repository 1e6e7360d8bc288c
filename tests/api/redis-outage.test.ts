// Losing Redis (docs/operations.md, "Redis"): a private redis-server is stopped and started again
// under two pubsubs (two instances) and a running app. While it is away nothing crashes, the
// publishing instance's own subscribers still hear every event at once, sign-in still works, and
// /api/health says Redis is down; once it is back, the events sent meanwhile reach the other
// instance in order, each exactly once. Skipped, with the reason printed, where redis-server is
// not installed (CI installs it).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppPubSub, type PubSub } from '../../api/src/pubsub.ts';
import type { GroupStatusEvent } from '../../api/src/modules/service-group/events.ts';
import { createTestApp, newMember, signedUpClient, type TestApp } from './harness.ts';
import { redisCli, redisServer, redisServerInstalled as installed, type RedisServer, until } from './redis-server.ts';

if (!installed) console.log('redis-outage.test.ts skipped: redis-server is not installed');

let redis: RedisServer;
const startRedis = () => redis.start();
const stopRedis = () => redis.stop();
const running = () => redis.running;

const event = (n: number) => ({ kind: 'alert', n }) as unknown as GroupStatusEvent;

/** Everything a subscriber hears, in order. */
function listen(pubsub: PubSub) {
  const heard: number[] = [];
  const iterator = pubsub.subscribe('group:status', 7)[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      heard.push((next.value as unknown as { n: number }).n);
    }
  })();
  return { heard, stop: () => iterator.return?.() };
}

describe.skipIf(!installed)('with Redis stopped and started again', () => {
  let a: PubSub;
  let b: PubSub;
  let t: TestApp;
  let own: RedisServer | undefined;

  beforeAll(async () => {
    redis = await redisServer();
    await startRedis();
    const url = `redis://127.0.0.1:${redis.port}`;
    a = createAppPubSub(url);
    b = createAppPubSub(url);
    t = await createTestApp({ redisUrl: url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
    if (running()) await stopRedis();
    await own?.stop();
  });

  test('events published during the outage reach this instance at once and the other once Redis is back, in order, once each', async () => {
    const here = listen(a);
    const there = listen(b);
    await until(() => a.health().redis === 'up' && b.health().redis === 'up');
    // The subscription is in place once an event gets through.
    await until(async () => {
      a.publish('group:status', 7, event(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return there.heard.length > 0;
    });
    here.heard.length = 0;
    there.heard.length = 0;

    a.publish('group:status', 7, event(1));
    await until(() => there.heard.length === 1);

    await stopRedis();
    await until(() => a.health().redis === 'down');
    a.publish('group:status', 7, event(2));
    a.publish('group:status', 7, event(3));
    await until(() => here.heard.length === 3);
    expect(here.heard).toEqual([1, 2, 3]);
    expect(a.health()).toMatchObject({ redis: 'down', queuedEvents: 2 });
    expect(there.heard).toEqual([1]);

    await startRedis();
    await until(() => a.health().queuedEvents === 0 && b.health().redis === 'up');
    a.publish('group:status', 7, event(4));
    await until(() => there.heard.includes(4) && here.heard.includes(4));
    expect(there.heard).toEqual([1, 2, 3, 4]);
    expect(here.heard).toEqual([1, 2, 3, 4]);
    here.stop();
    there.stop();
  });

  test('sign-in and the health check keep working while Redis is away', async () => {
    if (!running()) await startRedis();
    const member = newMember({ username: 'redis_outage_member' });
    const client = t.client();
    expect((await client.rest('POST', '/api/users', member)).status).toBe(201);
    await until(async () => (await t.client().rest('GET', '/api/health')).body.redis === 'up');

    await stopRedis();
    await until(async () => (await t.client().rest('GET', '/api/health')).body.redis === 'down');
    const health = await t.client().rest('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, database: 'up', redis: 'down' });
    const signIn = await t.client().rest('POST', '/api/login', { username: member.username, password: member.password });
    expect(signIn.status).toBe(200);
    // Wrong passwords are still counted and refused, in this instance's memory.
    const wrong = await t.client().rest('POST', '/api/login', { username: member.username, password: 'not the password' });
    expect(wrong.status).toBe(401);

    await startRedis();
    await until(async () => (await t.client().rest('GET', '/api/health')).body.redis === 'up');
  });

  test('an app counts every throttle through one Redis connection, and closes all it opened when it stops', async () => {
    // A Redis of its own: the connections of the earlier tests' apps, still coming back from the
    // outage, would otherwise be counted with this app's.
    const server = (own = await redisServer());
    await server.start();
    /** The connections this Redis has, redis-cli's own included. */
    const connections = () =>
      redisCli(server.port, ['CLIENT', 'LIST']).split('\n').filter((line) => line.startsWith('id=')).length;
    const before = connections();
    const app = await createTestApp({ redisUrl: `redis://127.0.0.1:${server.port}` });
    // Each throttle counts once: a sign-up with a group's invitation code, a failed sign-in, a
    // write over REST and one over GraphQL, a footer form.
    const { client, input } = await signedUpClient(app, { groupNumber: 4 });
    expect((await app.client().rest('POST', '/api/login', { username: input.username, password: 'not the password' })).status).toBe(401);
    expect((await client.rest('POST', '/api/notes', { title: 'Door 7', content: 'Interested', category: 'Territory' })).status).toBe(201);
    const CREATE_NOTE = 'mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename } }';
    expect((await client.graphql(CREATE_NOTE, { input: { title: 'Door 8', content: 'Later', category: 'TERRITORY' } })).data.createNote.__typename).toBe('NoteCreated');
    expect((await app.client().rest('POST', '/api/suggestions', { name: 'Ann', suggestion: 'More songs' })).status).toBe(201);
    // The pubsub's two (publishing, and the blocking read) and the throttles' one.
    await until(() => connections() === before + 3);
    expect(connections()).toBe(before + 3);

    await app.close();
    await until(() => connections() === before);
    expect(connections()).toBe(before);
  });
});
