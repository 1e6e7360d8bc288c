// The app needs only to read and write rows (docs/operations.md, "Database accounts"): on
// PostgreSQL, a schema owned by one account (which the migrations run as, through
// MIGRATION_DATABASE_URL) and the app running as another that may only select, insert, update and
// delete. Migrating as the app's account is refused, migrating through MIGRATION_DATABASE_URL
// works, and then the app, on the row-only account, signs up, writes through REST, GraphQL and the
// offline outbox, exports, audits and deletes an account with every row it had. Runs in the
// PostgreSQL pass of npm test; SQLite has no accounts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb } from '../../api/src/db.ts';
import { ANY_DOCUMENT } from '../../api/src/lib/persisted-operations.ts';
import { buildApp } from '../../api/src/server.ts';
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import { Client, groupAdmin, signedUpClient, type TestApp } from './harness.ts';

const root = join(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL ?? '';
const onPostgres = isPostgresUrl(serverUrl);

const suffix = randomBytes(4).toString('hex');
const schema = `lp_${suffix}`;
const owner = `mc_owner_${suffix}`;
const appAccount = `mc_app_${suffix}`;

/** The server's URL with another user (trust authentication here, as in CI), on the test's schema. */
function urlAs(user: string, withSchema = false): string {
  const url = new URL(serverUrl);
  url.username = user;
  url.password = '';
  if (withSchema) url.searchParams.set('schema', schema);
  return url.href;
}

async function asSuperuser(sql: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of sql) await client.query(statement);
  } finally {
    await client.end();
  }
}

function migrate(env: Record<string, string>) {
  const { MIGRATION_DATABASE_URL: _ignored, ...rest } = process.env;
  return spawnSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], { cwd: root, env: { ...rest, ...env }, encoding: 'utf8' });
}

describe.skipIf(!onPostgres)('the app on a database account that can only read and write rows', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-lp-'));

  beforeAll(async () => {
    await asSuperuser([
      `CREATE ROLE "${owner}" LOGIN`,
      `CREATE ROLE "${appAccount}" LOGIN`,
      `CREATE SCHEMA "${schema}" AUTHORIZATION "${owner}"`,
      // The owner account owns the database's schema as a database owner would (the first
      // migration says CREATE SCHEMA IF NOT EXISTS, which asks for the right to create one).
      `GRANT CREATE ON DATABASE "${new URL(serverUrl).pathname.slice(1)}" TO "${owner}"`,
      `GRANT USAGE ON SCHEMA "${schema}" TO "${appAccount}"`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE "${owner}" IN SCHEMA "${schema}" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "${appAccount}"`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE "${owner}" IN SCHEMA "${schema}" GRANT USAGE, SELECT ON SEQUENCES TO "${appAccount}"`,
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.app.stop();
    await t?.db.$disconnect();
    rmSync(dataDir, { recursive: true, force: true });
    if (!onPostgres) return;
    await asSuperuser([
      `DROP SCHEMA IF EXISTS "${schema}" CASCADE`,
      `DROP OWNED BY "${appAccount}"`,
      `DROP OWNED BY "${owner}"`,
      `DROP ROLE IF EXISTS "${appAccount}"`,
      `DROP ROLE IF EXISTS "${owner}"`,
    ]);
  });

  test('migrating as the app account is refused; through MIGRATION_DATABASE_URL the owner migrates', () => {
    const refused = migrate({ DATABASE_URL: urlAs(appAccount, true) });
    expect(refused.status).not.toBe(0);
    expect(`${refused.stdout}${refused.stderr}`).toMatch(/permission denied/i);

    const migrated = migrate({ DATABASE_URL: urlAs(appAccount, true), MIGRATION_DATABASE_URL: urlAs(owner, true) });
    expect(migrated.status, `${migrated.stdout}${migrated.stderr}`).toBe(0);
  }, 120_000);

  test('the app reads and writes every kind of row, and deletes an account whole, without owning a table', async () => {
    const db = createDb(urlAs(appAccount), { schema });
    const app = buildApp({
      db,
      config: {
        dataDir,
        databaseUrl: urlAs(appAccount),
        sessionSecret: 'test-secret-'.padEnd(40, 'x'),
        signUpLimits: { perAddress: 100_000, windowSeconds: 3600 },
        graphqlDocuments: ANY_DOCUMENT,
      },
    });
    const database = { db, url: urlAs(appAccount), provider: 'postgresql' as const, table: (n: string) => `"${schema}"."${n}"`, close: async () => {} };
    t = { app, db, database, client: () => new Client(app), base: () => app.start(0, '127.0.0.1'), close: async () => {} };

    // The account cannot change the schema.
    await expect(db.$executeRawUnsafe('CREATE TABLE "Intruder" (id int)')).rejects.toThrow(/permission denied/i);

    // An admin (made in the database, as the harness does) invites; a member signs up with the code.
    await groupAdmin(t);
    const { client, user } = await signedUpClient(t, { groupNumber: 3 });

    const note = await client.rest('POST', '/api/notes', { title: 'Least privilege', content: 'A row written by the app account', category: 'General' });
    expect(note.status).toBe(201);
    const listed = await client.graphql('{ viewer { notes(first: 5) { edges { node { title } } } } }');
    expect(listed.data.viewer.notes.edges).toEqual([{ node: { title: 'Least privilege' } }]);

    const event = await client.rest('POST', '/api/calendar-events', { title: 'Cart witnessing', date: '2026-12-05', time: '09:00' });
    expect(event.status).toBe(201);
    const scripture = await client.rest('POST', '/api/scriptures', { reference: 'John 17:3', text: 'This means everlasting life' });
    expect(scripture.status).toBe(201);

    const exported = await client.rest('GET', '/api/export');
    expect(exported.status).toBe(200);

    const rows = await db.note.count({ where: { userId: user.id } });
    expect(rows).toBe(1);
    const deleted = await client.rest('DELETE', `/api/users/${user.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.note.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.calendarEvent.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.scripture.count({ where: { userId: user.id } })).toBe(0);
    // The audit log, written by the same account, holds the export and the deletion.
    expect(await db.auditEvent.count()).toBeGreaterThan(0);
  }, 120_000);
});
