// PostgreSQL's password from a file read again for every new connection (DATABASE_PASSWORD_FILE,
// docs/operations.md, "No long-lived backend credentials"): a short-lived credential a vault agent or a cloud's
// token helper keeps rewriting is used without a restart, and no long-lived password need sit in
// DATABASE_URL. A stand-in server that asks for a password shows what each new connection sends;
// the local PostgreSQL (which trusts its loopback connections) shows that the app still connects.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { databasePasswordReader, withPassword } from '@ministry/shared/database-url.mjs';
import { createDb } from '../../api/src/db.ts';
import { isReachable, skipReason } from './reachable.ts';

const POSTGRES = 'postgresql://postgres@127.0.0.1:5432/test';
const postgresUp = await isReachable(POSTGRES, 5432);
if (!postgresUp) skipReason('The PostgreSQL password-file connection tests', POSTGRES);

const dir = mkdtempSync(join(tmpdir(), 'mc-db-password-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'password');

test('the file is read afresh at every call, its last line break dropped', () => {
  expect(databasePasswordReader(POSTGRES, {})).toBeUndefined();
  const read = databasePasswordReader(POSTGRES, { DATABASE_PASSWORD_FILE: file })!;
  writeFileSync(file, 'first token\n');
  expect(read()).toBe('first token');
  writeFileSync(file, 'second token');
  expect(read()).toBe('second token');
});

test('a password in the URL too, SQLite, or a file that cannot be read are refused with a message naming the variable, never a password', () => {
  expect(() => databasePasswordReader('postgresql://app:hunter2@db.internal/app', { DATABASE_PASSWORD_FILE: file })).toThrow(
    'DATABASE_URL names a password and DATABASE_PASSWORD_FILE is set: give the password one way',
  );
  expect(() => databasePasswordReader('file:./data/app.db', { DATABASE_PASSWORD_FILE: file })).toThrow(
    'DATABASE_PASSWORD_FILE is for a PostgreSQL DATABASE_URL',
  );
  const missing = databasePasswordReader(POSTGRES, { DATABASE_PASSWORD_FILE: join(dir, 'gone') })!;
  expect(missing).toThrow(/^DATABASE_PASSWORD_FILE: .*gone cannot be read \(ENOENT\)$/);
});

test('the Prisma CLI gets the password in its URL, encoded', () => {
  const url = withPassword('postgresql://app@db.internal:5432/app?sslmode=verify-full', () => 'p@ss:w/rd #1');
  const parsed = new URL(url);
  expect(decodeURIComponent(parsed.password)).toBe('p@ss:w/rd #1');
  expect(`${parsed.username}@${parsed.host}${parsed.pathname}${parsed.search}`).toBe('app@db.internal:5432/app?sslmode=verify-full');
});

/**
 * A stand-in PostgreSQL server that asks every connection for a clear-text password, keeps what
 * it was given, and refuses it: what the app sends, connection by connection.
 */
async function passwordAskingServer() {
  const passwords: string[] = [];
  const server = createServer((socket) => {
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, Buffer.from(chunk)]);
      if (!started && buffered.length >= 4 && buffered.length >= buffered.readInt32BE(0)) {
        buffered = buffered.subarray(buffered.readInt32BE(0));
        started = true;
        // AuthenticationCleartextPassword
        socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
      }
      if (started && buffered.length >= 5 && buffered[0] === 0x70 && buffered.length >= 1 + buffered.readInt32BE(1)) {
        passwords.push(buffered.subarray(5, buffered.readInt32BE(1)).toString('utf8'));
        const fields = Buffer.from('SFATAL\0C28P01\0Mpassword authentication failed\0\0');
        const error = Buffer.alloc(5);
        error.write('E');
        error.writeInt32BE(4 + fields.length, 1);
        socket.end(Buffer.concat([error, fields]));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `postgresql://app@127.0.0.1:${port}/app`, passwords, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('each new connection of the app reads the file again and sends what it holds now', async () => {
  const stand = await passwordAskingServer();
  const db = createDb(stand.url, { password: databasePasswordReader(stand.url, { DATABASE_PASSWORD_FILE: file }) });
  try {
    writeFileSync(file, 'token one\n');
    await expect(db.$queryRawUnsafe('SELECT 1')).rejects.toThrow();
    writeFileSync(file, 'token two');
    await expect(db.$queryRawUnsafe('SELECT 1')).rejects.toThrow();
    expect(stand.passwords.slice(0, 1)).toEqual(['token one']);
    expect(stand.passwords.at(-1)).toBe('token two');
    expect(stand.passwords.every((p) => p === 'token one' || p === 'token two')).toBe(true);
  } finally {
    await db.$disconnect().catch(() => undefined);
    await stand.close();
  }
});

describe.skipIf(!postgresUp)('against the PostgreSQL server', () => {
  test('the app connects and queries with the password read from the file', async () => {
    writeFileSync(file, 'token for a trusting server');
    const db = createDb(POSTGRES, { password: databasePasswordReader(POSTGRES, { DATABASE_PASSWORD_FILE: file }) });
    try {
      expect(await db.$queryRawUnsafe('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.$disconnect();
    }
  });
});
