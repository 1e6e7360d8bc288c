// The Prisma client for the configured database: SQLite through better-sqlite3 by default,
// PostgreSQL through pg when DATABASE_URL is a postgres URL. Both clients are generated from the
// same models (prisma/schema.prisma and its PostgreSQL copy), so one type serves both.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/sqlite/client.ts';
import { PrismaClient as PgPrismaClient } from './generated/postgres/client.ts';
import { isPostgresUrl } from '../../scripts/database-url.mjs';

export type Db = PrismaClient;

/** `schema` selects a PostgreSQL schema other than public (the tests give each file its own). */
export function createDb(url: string, options: { schema?: string } = {}): Db {
  if (isPostgresUrl(url)) {
    const adapter = new PrismaPg({ connectionString: url }, options.schema ? { schema: options.schema } : undefined);
    return new PgPrismaClient({ adapter }) as unknown as Db;
  }
  const adapter = new PrismaBetterSqlite3({ url });
  return new PrismaClient({ adapter });
}
