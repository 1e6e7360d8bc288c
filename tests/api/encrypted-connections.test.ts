// Connections to the database, Redis, clamd and the outside services are encrypted whenever they
// leave this machine (docs/security.md, 12.3.1; docs/operations.md, "Encrypted connections").
// The settings refuse every other case at start, naming the variable and never its password; the
// clients are then shown to ask for TLS: stand-in servers on 127.0.0.1 keep the first bytes each
// connection sends (a TLS ClientHello for Redis, pg's SSLRequest for PostgreSQL), so no TLS
// server or certificate is needed.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import { createDb } from '../../api/src/db.ts';
import { logTo, type LogLevel } from '../../api/src/lib/log.ts';
import { resilientRedis } from '../../api/src/pubsub.ts';

const PASSWORD = 's3cret-Pa55word';
const VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'CLAMAV_URL',
  'ALLOW_PLAIN_BACKEND',
  'PGHOST',
  'WEATHER_API_URL',
  'OPENAI_BASE_URL',
  'OFFICIAL_SITE_URL',
  'MAP_TILE_URL',
  'MAP_SATELLITE_TILE_URL',
];

let dataDir: string;
let lines: { level: LogLevel; entry: Record<string, unknown> }[] = [];
let undoLog: () => void;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mc-tls-'));
  undoLog = logTo((level, line) => lines.push({ level, entry: JSON.parse(line) }));
});
afterAll(() => {
  undoLog();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  for (const name of VARIABLES) vi.stubEnv(name, undefined);
  vi.stubEnv('DATABASE_URL', `file:${join(dataDir, 'app.db')}`);
});
afterEach(() => {
  vi.unstubAllEnvs();
  lines = [];
});

const load = (overrides = {}) => loadConfig({ dataDir, sessionSecret: 'x'.repeat(40), ...overrides });
const plainLines = () => lines.filter((line) => line.entry.event === 'plain-connection');

describe('the settings refuse a backend on another machine reached without TLS', () => {
  test.each([
    ['no sslmode', `postgresql://app:${PASSWORD}@db.example.org:5432/app`],
    ['the postgres:// spelling', `postgres://app:${PASSWORD}@db.example.org/app`],
    ['sslmode=disable', `postgresql://app:${PASSWORD}@db.example.org/app?sslmode=disable`],
    ['sslmode=allow', `postgresql://app:${PASSWORD}@db.example.org/app?sslmode=allow`],
    ['sslmode=prefer, which may fall back to plain', `postgresql://app:${PASSWORD}@db.example.org/app?sslmode=prefer`],
    ['sslmode=no-verify', `postgresql://app:${PASSWORD}@db.example.org/app?sslmode=no-verify`],
    ['ssl=true without an sslmode', `postgresql://app:${PASSWORD}@db.example.org/app?ssl=true`],
    ['a later sslmode=disable, the one pg uses', `postgresql://app:${PASSWORD}@db.example.org/app?sslmode=verify-full&sslmode=disable`],
    ['a host parameter, which pg takes over the URL’s host', `postgresql://app:${PASSWORD}@localhost/app?host=db.example.org`],
  ])('DATABASE_URL with %s', (_case, url) => {
    vi.stubEnv('DATABASE_URL', url);
    expect(load).toThrow('DATABASE_URL reaches db.example.org, another machine, without TLS: add sslmode=verify-full to the URL');
    expect(load).toThrow('ALLOW_PLAIN_BACKEND=1');
    expect(load).not.toThrow(PASSWORD);
  });

  test.each([
    ['redis://', `redis://:${PASSWORD}@cache.example.org:6379`],
    ['REDISS:// in capitals, which ioredis does not read as TLS', `REDISS://:${PASSWORD}@cache.example.org:6380`],
    ['a host and port without a scheme', 'cache.example.org:6379'],
    ['a URL without a scheme', `//:${PASSWORD}@cache.example.org:6379`],
    ['a host parameter', 'redis://?host=cache.example.org'],
  ])('REDIS_URL with %s', (_case, url) => {
    vi.stubEnv('REDIS_URL', url);
    expect(load).toThrow('REDIS_URL reaches cache.example.org, another machine, without TLS: use a rediss:// URL');
    expect(load).not.toThrow(PASSWORD);
  });

  test('CLAMAV_URL to clamd on another machine, since clamd speaks no TLS', () => {
    vi.stubEnv('CLAMAV_URL', 'tcp://scanner.example.org:3310');
    expect(load).toThrow('CLAMAV_URL reaches scanner.example.org, another machine, without TLS: clamd speaks no TLS');
  });

  test('a backend given by the caller rather than a variable is held to the same rule', () => {
    expect(() => load({ redisUrl: 'redis://cache.example.org:6379' })).toThrow('REDIS_URL reaches cache.example.org');
    expect(() => load({ databaseUrl: 'postgresql://app@db.example.org/app' })).toThrow('DATABASE_URL reaches db.example.org');
  });
});

describe('the settings accept', () => {
  test.each([
    ['127.0.0.1, plain', 'postgresql://postgres@127.0.0.1:5432/test'],
    ['localhost, plain', `postgresql://app:${PASSWORD}@localhost/app`],
    ['::1, plain', 'postgresql://app@[::1]:5432/app'],
    ['127.0.0.1 with sslmode=disable', 'postgresql://app@127.0.0.1/app?sslmode=disable'],
    ['a Unix socket as the host', 'postgresql://app@%2Fvar%2Frun%2Fpostgresql/app'],
    ['a Unix socket as the host parameter', 'postgresql://app@db.example.org/app?host=/var/run/postgresql'],
    ['another machine with sslmode=verify-full', `postgresql://app:${PASSWORD}@db.example.org/app?sslmode=verify-full`],
    ['another machine with sslmode=verify-ca', 'postgresql://app@db.example.org/app?sslmode=verify-ca&sslrootcert=/etc/ssl/db-ca.pem'],
    ['another machine with sslmode=require', 'postgresql://app@db.example.org/app?sslmode=require'],
    ['the SQLite file', 'file:./data/app.db'],
  ])('DATABASE_URL to %s, without a warning', (_case, url) => {
    vi.stubEnv('DATABASE_URL', url);
    expect(load().databaseUrl).toBe(url);
    expect(plainLines()).toEqual([]);
  });

  test.each([
    ['127.0.0.1, plain', 'redis://127.0.0.1:6379'],
    ['localhost, plain', `redis://:${PASSWORD}@localhost:6379`],
    ['::1, plain', 'redis://[::1]:6379'],
    ['a Unix socket', '/var/run/redis/redis.sock'],
    ['another machine over rediss://', `rediss://:${PASSWORD}@cache.example.org:6380`],
  ])('REDIS_URL to %s, without a warning', (_case, url) => {
    vi.stubEnv('REDIS_URL', url);
    expect(load().redisUrl).toBe(url);
    expect(plainLines()).toEqual([]);
  });

  test('clamd on this machine', () => {
    vi.stubEnv('CLAMAV_URL', 'tcp://127.0.0.1:3310');
    expect(load().antivirus).toMatchObject({ host: '127.0.0.1', port: 3310 });
  });
});

describe('ALLOW_PLAIN_BACKEND=1', () => {
  test('lets a trusted private network carry the database, Redis and clamd unencrypted, each a warning line naming the variable and the host, never the password', () => {
    vi.stubEnv('ALLOW_PLAIN_BACKEND', '1');
    vi.stubEnv('DATABASE_URL', `postgresql://app:${PASSWORD}@10.0.0.5:5432/app`);
    vi.stubEnv('REDIS_URL', `redis://:${PASSWORD}@10.0.0.6:6379`);
    vi.stubEnv('CLAMAV_URL', 'tcp://10.0.0.7:3310');
    const config = load();
    expect(config.databaseUrl).toContain('10.0.0.5');
    expect(config.redisUrl).toContain('10.0.0.6');
    expect(plainLines()).toEqual([
      { level: 'warn', entry: expect.objectContaining({ event: 'plain-connection', variable: 'DATABASE_URL', host: '10.0.0.5', message: 'DATABASE_URL reaches 10.0.0.5 without TLS, as ALLOW_PLAIN_BACKEND=1 allows' }) },
      { level: 'warn', entry: expect.objectContaining({ event: 'plain-connection', variable: 'REDIS_URL', host: '10.0.0.6' }) },
      { level: 'warn', entry: expect.objectContaining({ event: 'plain-connection', variable: 'CLAMAV_URL', host: '10.0.0.7' }) },
    ]);
    expect(JSON.stringify(lines)).not.toContain(PASSWORD);
  });

  test('warns of nothing when every backend is encrypted or on this machine', () => {
    vi.stubEnv('ALLOW_PLAIN_BACKEND', '1');
    vi.stubEnv('DATABASE_URL', 'postgresql://app@db.example.org/app?sslmode=verify-full');
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
    load();
    expect(plainLines()).toEqual([]);
  });

  test('does not let an outside service go over plain http', () => {
    vi.stubEnv('ALLOW_PLAIN_BACKEND', '1');
    vi.stubEnv('WEATHER_API_URL', 'http://weather.example.org/v1/forecast');
    expect(load).toThrow('WEATHER_API_URL must be an https:// address');
  });
});

describe('the outside services', () => {
  const SERVICES = ['WEATHER_API_URL', 'OPENAI_BASE_URL', 'OFFICIAL_SITE_URL', 'MAP_TILE_URL', 'MAP_SATELLITE_TILE_URL'];

  test.each(
    SERVICES.flatMap((name) => [
      [name, 'http://service.example.org/path'],
      [name, 'http://127.0.0.1.example.org/path'],
      [name, 'ftp://service.example.org/path'],
    ]),
  )('%s=%s is refused: https only', (name, url) => {
    vi.stubEnv(name, url);
    expect(load).toThrow(`${name} must be an https:// address (http:// only for a service on this machine: 127.0.0.1, ::1 or localhost)`);
  });

  test.each(SERVICES)('%s that is not a URL is refused without repeating it', (name) => {
    vi.stubEnv(name, `service.example.org/?key=${PASSWORD}`);
    expect(load).toThrow(`${name} is not a URL: give the service's https:// address`);
    expect(load).not.toThrow(PASSWORD);
  });

  test.each(
    SERVICES.flatMap((name) => [
      [name, 'https://service.example.org/v1/{z}/{x}/{y}'],
      [name, 'http://127.0.0.1:4312/v1/{z}/{x}/{y}'],
      [name, 'http://localhost:11434/v1'],
      [name, 'http://[::1]:8080/v1'],
    ]),
  )('%s=%s is accepted', (name, url) => {
    vi.stubEnv(name, url);
    const config = load();
    const read = { WEATHER_API_URL: config.weather.apiUrl, OPENAI_BASE_URL: config.ai.baseUrl, OFFICIAL_SITE_URL: config.officialSiteUrl, MAP_TILE_URL: config.map.tileUrl, MAP_SATELLITE_TILE_URL: config.map.satelliteTileUrl };
    expect(read[name as keyof typeof read]).toBe(url);
  });

  test('unset, each is its https default', () => {
    const config = load();
    for (const url of [config.weather.apiUrl, config.officialSiteUrl, config.map.tileUrl, config.map.satelliteTileUrl]) expect(url).toMatch(/^https:\/\//);
    expect(config.ai.baseUrl).toBeUndefined();
  });
});

/** A server on 127.0.0.1 that keeps the first bytes of each connection and hands the socket to `answer`. */
async function firstBytes(answer: (first: Buffer, socket: Socket) => void): Promise<{ server: Server; port: number; received: Buffer[] }> {
  const received: Buffer[] = [];
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (data: Buffer) => {
      received.push(data);
      answer(data, socket);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}

async function until(check: () => boolean) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 10_000) throw new Error('nothing arrived');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** pg's SSLRequest: length 8, then the code 80877103. */
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);
/** A StartupMessage carries protocol 3.0 (196608) after its length: the connection went on plain. */
const isStartupMessage = (data: Buffer) => data.length >= 8 && data.readUInt32BE(4) === 196608;
/** The pg stand-in: refuses TLS ('N', as a server without it does) and closes anything else. */
const postgresStandIn = () => firstBytes((data, socket) => (data.equals(SSL_REQUEST) ? socket.end('N') : socket.destroy()));

describe('the clients are given TLS', () => {
  test('a rediss:// REDIS_URL gives ioredis a TLS connection: it opens with a TLS handshake', async () => {
    const standIn = await firstBytes((_data, socket) => socket.destroy());
    const client = resilientRedis(`rediss://:${PASSWORD}@127.0.0.1:${standIn.port}`);
    try {
      expect(client.options.tls).toBeTruthy();
      await until(() => standIn.received.length > 0);
      // 0x16: a TLS handshake record, the ClientHello; the password is never sent in the clear.
      expect(standIn.received[0]![0]).toBe(0x16);
      expect(Buffer.concat(standIn.received).toString('latin1')).not.toContain(PASSWORD);
    } finally {
      client.disconnect();
      standIn.server.close();
    }
  });

  test('a redis:// URL to this machine stays plain: the first bytes are a Redis command', async () => {
    const standIn = await firstBytes((_data, socket) => socket.destroy());
    const client = resilientRedis(`redis://127.0.0.1:${standIn.port}`);
    try {
      expect(client.options.tls).toBeUndefined();
      await until(() => standIn.received.length > 0);
      expect(standIn.received[0]!.toString('latin1')).toMatch(/^\*\d/);
    } finally {
      client.disconnect();
      standIn.server.close();
    }
  });

  test.each(['require', 'verify-ca', 'verify-full'])('sslmode=%s: the app’s database client asks for TLS first, and goes no further when the server has none', async (sslmode) => {
    const standIn = await postgresStandIn();
    const db = createDb(`postgresql://app:${PASSWORD}@127.0.0.1:${standIn.port}/app?sslmode=${sslmode}`);
    try {
      await expect(db.$queryRawUnsafe('SELECT 1')).rejects.toThrow();
      expect(standIn.received.length).toBeGreaterThan(0);
      for (const first of standIn.received) expect(first.equals(SSL_REQUEST)).toBe(true);
    } finally {
      await db.$disconnect().catch(() => undefined);
      standIn.server.close();
    }
  });

  test('without sslmode the database client starts plain (what the rule refuses for another machine)', async () => {
    const standIn = await postgresStandIn();
    const db = createDb(`postgresql://app@127.0.0.1:${standIn.port}/app`);
    try {
      await expect(db.$queryRawUnsafe('SELECT 1')).rejects.toThrow();
      expect(isStartupMessage(standIn.received[0]!)).toBe(true);
    } finally {
      await db.$disconnect().catch(() => undefined);
      standIn.server.close();
    }
  });
});

describe('migrations (npm start runs them before the server)', () => {
  const root = join(import.meta.dirname, '../..');
  /** `node scripts/prisma.mjs migrate deploy` with DATABASE_URL set, and nothing else of the tests' variables. */
  function migrate(databaseUrl: string): Promise<{ code: number; output: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
    delete env.ALLOW_PLAIN_BACKEND;
    return new Promise((resolve) => {
      execFile(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], { cwd: root, env, timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` });
      });
    });
  }

  test('do not start against a database on another machine without TLS', { timeout: 60_000 }, async () => {
    const run = await migrate(`postgresql://app:${PASSWORD}@db.example.org:5432/app`);
    expect(run.code).toBe(1);
    expect(run.output).toContain('DATABASE_URL reaches db.example.org, another machine, without TLS');
    expect(run.output).not.toContain(PASSWORD);
  });

  test('follow the URL’s sslmode: the first thing sent is the request for TLS', { timeout: 60_000 }, async () => {
    const standIn = await postgresStandIn();
    try {
      const run = await migrate(`postgresql://app:${PASSWORD}@127.0.0.1:${standIn.port}/app?sslmode=verify-full`);
      expect(run.code).not.toBe(0);
      expect(standIn.received.length).toBeGreaterThan(0);
      for (const first of standIn.received) expect(first.equals(SSL_REQUEST)).toBe(true);
    } finally {
      standIn.server.close();
    }
  });
});
