// The committed migrations, through the project's own Prisma CLI wrapper and schema-engine
// stand-in: they build a fresh database on both providers and match the Prisma schemas. Runs once,
// in the SQLite run of the suite: it handles both providers itself.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isReachable, skipReason } from './reachable.ts';

const root = join(import.meta.dirname, '../..');
const POSTGRES = 'postgresql://postgres@127.0.0.1:5432';
const postgresUp = await isReachable(POSTGRES, 5432);
if (!postgresUp) skipReason('The PostgreSQL migration tests', POSTGRES);
const TIMEOUT = 60_000;

function node(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: TIMEOUT,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
const prisma = (args: string[], env: Record<string, string>) => node('scripts/prisma.mjs', args, env);

async function onPostgres<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/${database}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('migrations', () => {
  describe('SQLite', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'mc-migrate-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    test('migrate deploy builds a fresh database file', { timeout: TIMEOUT }, () => {
      const run = prisma(['migrate', 'deploy'], { DATA_DIR: dataDir });
      expect(run.status, run.output).toBe(0);
      expect(run.output).toContain('All migrations have been successfully applied');

      const db = new Database(join(dataDir, 'app.db'), { readonly: true });
      try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
        expect(tables.map((row) => row.name)).toEqual(expect.arrayContaining(['User', 'UserPreferences', '_prisma_migrations']));
        const applied = db.prepare('SELECT migration_name, finished_at FROM _prisma_migrations').all() as { finished_at: unknown }[];
        expect(applied.length).toBeGreaterThan(0);
        expect(applied.every((row) => row.finished_at !== null)).toBe(true);
      } finally {
        db.close();
      }
    });

    test('the committed migrations match prisma/schema.prisma', { timeout: TIMEOUT }, () => {
      const run = prisma(
        ['migrate', 'diff', '--from-migrations', 'prisma/migrations', '--to-schema', 'prisma/schema.prisma', '--exit-code'],
        { DATA_DIR: dataDir },
      );
      expect(run.status, run.output).toBe(0);
      expect(run.output).toContain('No difference detected');
    });

    test('migrate diff does report a difference (so a 0 above means something)', { timeout: TIMEOUT }, () => {
      const run = prisma(['migrate', 'diff', '--from-migrations', 'prisma/migrations', '--to-empty', '--exit-code'], {
        DATA_DIR: dataDir,
      });
      expect(run.status, run.output).toBe(2);
    });
  });

  describe.skipIf(!postgresUp)('PostgreSQL', () => {
    const database = `mc_migrate_${randomBytes(6).toString('hex')}`;
    const env = { DATABASE_URL: `${POSTGRES}/${database}` };
    beforeAll(() => onPostgres('postgres', (client) => client.query(`CREATE DATABASE "${database}"`)));
    afterAll(() => onPostgres('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)));

    test('migrate deploy builds a freshly created database', { timeout: TIMEOUT }, async () => {
      const run = prisma(['migrate', 'deploy'], env);
      expect(run.status, run.output).toBe(0);
      expect(run.output).toContain('All migrations have been successfully applied');

      await onPostgres(database, async (client) => {
        const tables = await client.query<{ table_name: string }>(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
        );
        expect(tables.rows.map((row) => row.table_name)).toEqual(
          expect.arrayContaining(['User', 'UserPreferences', '_prisma_migrations']),
        );
        const pending = await client.query('SELECT 1 FROM _prisma_migrations WHERE finished_at IS NULL');
        expect(pending.rowCount).toBe(0);
      });
    });

    // --from-migrations replays the migrations into a shadow database, which the engine stand-in
    // creates (and drops) beside the one DATABASE_URL names.
    test('the committed migrations match prisma/postgres/schema.prisma', { timeout: TIMEOUT }, () => {
      const run = prisma(
        [
          'migrate',
          'diff',
          '--from-migrations',
          'prisma/postgres/migrations',
          '--to-schema',
          'prisma/postgres/schema.prisma',
          '--exit-code',
        ],
        env,
      );
      expect(run.status, run.output).toBe(0);
      expect(run.output).toContain('No difference detected');
    });
  });

  test('prisma/postgres/schema.prisma is up to date with prisma/schema.prisma', { timeout: TIMEOUT }, () => {
    const run = node('scripts/prisma-sync.mjs', ['--check'], {});
    expect(run.status, run.output).toBe(0);
  });
});
