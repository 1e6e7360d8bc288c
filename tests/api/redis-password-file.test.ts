// REDIS_PASSWORD_FILE (docs/operations.md, "No long-lived backend credentials"): the app's Redis
// connections read the password from the file for their first connection and again before every
// reconnection, so a password rotated in Redis and rewritten in the file (a vault agent's dynamic
// credential, a cloud's short-lived token) is taken up without a restart. A private redis-server
// asks for the password; it is skipped, with the reason printed, where redis-server is not installed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import type { GroupStatusEvent } from '../../api/src/modules/service-group/events.ts';
import { createAppPubSub, resilientRedis, type PubSub } from '../../api/src/pubsub.ts';
import { secretFileReader } from '@ministry/shared/secret-env.mjs';
import { createTestApp, signedUpClient } from './harness.ts';
import { redisCli, redisServer, redisServerInstalled, type RedisServer, until } from './redis-server.ts';

if (!redisServerInstalled) console.log('redis-password-file.test.ts skipped: redis-server is not installed');

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'redis-password-'));
  file = join(dir, 'redis-password');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const readPassword = () => secretFileReader('REDIS_PASSWORD', { REDIS_PASSWORD_FILE: file })!;

describe.skipIf(!redisServerInstalled)('with a Redis that asks for a password', () => {
  let redis: RedisServer;
  let url: string;
  /** The default user's password now (the first test rotates it). */
  let serverPassword = 'first-password';
  beforeAll(async () => {
    redis = await redisServer();
    await redis.start(['--requirepass', 'first-password']);
    url = `redis://127.0.0.1:${redis.port}`;
  });
  afterAll(() => redis.stop());

  test('a rotated password is taken up by the next connection: events cross between two instances and the throttle counts again', async () => {
    writeFileSync(file, 'first-password\n');
    const a: PubSub = createAppPubSub(url, readPassword());
    const b: PubSub = createAppPubSub(url, readPassword());
    const throttle = resilientRedis(url, readPassword());
    try {
      const heard: number[] = [];
      const iterator = b.subscribe('group:status', 3)[Symbol.asyncIterator]();
      void (async () => {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) heard.push((next.value as unknown as { n: number }).n);
      })();
      /** Publishes event `n` from `a` until `b` hears it: both are connected and signed in to Redis. */
      const crosses = (n: number) =>
        until(async () => {
          a.publish('group:status', 3, { kind: 'alert', n } as unknown as GroupStatusEvent);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return heard.includes(n);
        });
      await crosses(1);
      await until(() => throttle.status === 'ready');
      expect(await throttle.incr('count')).toBe(1);

      // The password changes in Redis and in the file; Redis drops every connection but redis-cli's.
      let reconnections = 0;
      throttle.on('reconnecting', () => reconnections++);
      redisCli(redis.port, ['CONFIG', 'SET', 'requirepass', 'second-password'], 'first-password');
      serverPassword = 'second-password';
      writeFileSync(file, 'second-password\n');
      expect(redisCli(redis.port, ['CLIENT', 'KILL', 'TYPE', 'normal'], 'second-password')).not.toBe('0');

      await crosses(2);
      await until(() => reconnections > 0 && throttle.status === 'ready');
      expect(await throttle.incr('count')).toBe(2);
      expect(a.health().redis).toBe('up');
      iterator.return?.();
    } finally {
      await a.close();
      await b.close();
      throttle.disconnect();
    }
  });

  test('a user named in REDIS_URL signs in with the file\'s password from the first connection on', async () => {
    const admin = serverPassword;
    expect(redisCli(redis.port, ['ACL', 'SETUSER', 'app', 'on', '>app-password', '~*', '&*', '+@all'], admin)).toBe('OK');
    redisCli(redis.port, ['ACL', 'LOG', 'RESET'], admin);
    writeFileSync(file, 'app-password\n');
    const client = resilientRedis(`redis://app@127.0.0.1:${redis.port}`, readPassword());
    try {
      await until(() => client.status === 'ready');
      expect(await client.acl('WHOAMI')).toBe('app');
      // No refused sign-in on the way: the first connection already sent the file's password.
      expect(redisCli(redis.port, ['ACL', 'LOG'], admin)).toBe('');
    } finally {
      client.disconnect();
    }
  });

  test('the app started with it reports Redis up and signs members in through its throttle', async () => {
    writeFileSync(file, serverPassword);
    vi.stubEnv('REDIS_URL', url);
    vi.stubEnv('REDIS_PASSWORD_FILE', file);
    const config = loadConfig();
    expect(config.redisPassword?.()).toBe(serverPassword);
    const t = await createTestApp({ redisUrl: config.redisUrl, redisPassword: config.redisPassword });
    try {
      await until(async () => (await t.client().rest('GET', '/api/health')).body.redis === 'up');
      const { input } = await signedUpClient(t);
      expect((await t.client().rest('POST', '/api/login', { username: input.username, password: 'not the password' })).status).toBe(401);
      // The failed sign-in was counted in Redis, under the password from the file.
      expect(redisCli(redis.port, ['--scan'], serverPassword)).not.toBe('');
    } finally {
      await t.close();
    }
  });
});

describe('REDIS_PASSWORD_FILE refuses to start when', () => {
  test('REDIS_URL is unset, or names a password too', () => {
    writeFileSync(file, 'a-password');
    vi.stubEnv('REDIS_PASSWORD_FILE', file);
    vi.stubEnv('REDIS_URL', '');
    expect(() => loadConfig()).toThrow('REDIS_PASSWORD_FILE is set but REDIS_URL is not');
    vi.stubEnv('REDIS_URL', 'redis://:other@127.0.0.1:6379');
    expect(() => loadConfig()).toThrow('REDIS_URL names a password and REDIS_PASSWORD_FILE is set: give the password one way');
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379?password=other');
    expect(() => loadConfig()).toThrow('REDIS_URL names a password and REDIS_PASSWORD_FILE is set: give the password one way');
  });

  test('the file cannot be read: the message names the variable, never a password', () => {
    const missing = join(dir, 'missing');
    const read = secretFileReader('REDIS_PASSWORD', { REDIS_PASSWORD_FILE: missing })!;
    expect(() => resilientRedis('redis://127.0.0.1:6379', read)).toThrow(`REDIS_PASSWORD_FILE: ${missing} cannot be read (ENOENT)`);
  });
});
