// The Prisma client for the configured database: SQLite through better-sqlite3 by default,
// PostgreSQL through pg when DATABASE_URL is a postgres URL. Both clients are generated from the
// same models (prisma/schema.prisma and its PostgreSQL copy), so one type serves both.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type Database from 'better-sqlite3';
import { PrismaClient } from './generated/sqlite/client.ts';
import { PrismaClient as PgPrismaClient } from './generated/postgres/client.ts';
import { parseIntoClientConfig } from 'pg-connection-string';
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';

export type Db = PrismaClient;

/**
 * Set on every SQLite connection when it opens. WAL lets readers run beside the one writer;
 * synchronous=NORMAL syncs the WAL at checkpoints rather than at every commit, so a power cut
 * may lose the last commits but never corrupts the file (docs/decisions.md, docs/operations.md).
 * better-sqlite3 already waits up to 5 s for a busy lock.
 */
export const SQLITE_PRAGMAS = ['journal_mode = WAL', 'synchronous = NORMAL'];

/** Statements kept compiled per connection: every query the app makes, with room to spare. */
export const STATEMENT_CACHE_SIZE = 500;

type Statement = Database.Statement<unknown[]>;

/**
 * The SQLite adapter prepares each query's SQL afresh (a compile in SQLite every time) and binds
 * its values to the new statement. Here `prepare` answers a statement kept by its SQL, the least
 * recently used dropped past STATEMENT_CACHE_SIZE, wrapped so that `bind` sets the values of this
 * one use rather than binding the kept statement for good. better-sqlite3 runs a statement to its
 * end before it returns, so one kept statement is never in two uses at once. SQLite compiles a
 * kept statement again by itself after a schema change. (docs/decisions.md, "The notes list's
 * cost".)
 */
export function keepStatements(client: Database.Database, size = STATEMENT_CACHE_SIZE): void {
  const compile = client.prepare.bind(client) as (sql: string) => Statement;
  const kept = new Map<string, Statement>();
  const statement = (sql: string) => {
    let found = kept.get(sql);
    if (found) kept.delete(sql);
    else found = compile(sql);
    kept.set(sql, found);
    if (kept.size > size) kept.delete(kept.keys().next().value as string);
    return found;
  };
  const use = (kept: Statement) => {
    let values: unknown[] = [];
    const once = {
      reader: kept.reader,
      bind(bound: unknown[]) {
        values = bound;
        return once;
      },
      run: () => kept.run(values),
      columns: () => kept.columns(),
      raw: () => ({ all: () => kept.raw(true).all(values) }),
    };
    return once;
  };
  client.prepare = ((sql: string) => use(statement(sql))) as unknown as typeof client.prepare;
}

class TunedSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS.map((pragma) => `PRAGMA ${pragma};`).join('\n'));
    keepStatements((adapter as unknown as { client: Database.Database }).client);
    return adapter;
  }
}

const postgresClients = new WeakSet<object>();

/** Whether `db` talks to PostgreSQL (where a few writes take an explicit lock SQLite does not need). */
export const isPostgres = (db: Db): boolean => postgresClients.has(db);

/**
 * Serialises a check-then-write across every server instance: inside a transaction of `db`, waits
 * for and holds until that transaction ends the lock named by (`space`, `id`). PostgreSQL takes a
 * transaction-scoped advisory lock; SQLite runs one write transaction at a time already.
 */
export async function lockForTransaction(db: Db, tx: { $executeRawUnsafe(query: string): Promise<number> }, space: number, id = 0): Promise<void> {
  if (!Number.isSafeInteger(space) || !Number.isSafeInteger(id)) throw new TypeError('Lock keys are integers');
  if (isPostgres(db)) await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${space}::int, ${id}::int)`);
}

/**
 * `schema` selects a PostgreSQL schema other than public (the tests give each file its own);
 * `password`, PostgreSQL's password read for each new connection (DATABASE_PASSWORD_FILE).
 */
export function createDb(url: string, options: { schema?: string; password?: () => string } = {}): Db {
  if (isPostgresUrl(url)) {
    // pg lets a password given with the URL override a function; the URL is read as pg reads it.
    const pool = options.password ? { ...parseIntoClientConfig(url), password: options.password } : { connectionString: url };
    const adapter = new PrismaPg(pool, options.schema ? { schema: options.schema } : undefined);
    const client = new PgPrismaClient({ adapter }) as unknown as Db;
    postgresClients.add(client);
    return client;
  }
  const adapter = new TunedSqlite({ url });
  return new PrismaClient({ adapter });
}
