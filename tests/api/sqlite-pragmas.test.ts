// SQLite is opened in WAL mode with synchronous=NORMAL (api/src/db.ts; the durability trade-off
// is in docs/decisions.md and docs/operations.md). synchronous is a setting of each connection,
// so a second client of the same file is checked too.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb } from '../../api/src/db.ts';
import { createTestDatabase, type TestDatabase } from './harness.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const pragma = async (db: TestDatabase['db'], name: string) => {
  const [row] = await db.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`);
  return Object.values(row ?? {})[0];
};

test.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))('the database is in WAL mode with synchronous=NORMAL', async () => {
  expect(database.provider).toBe('sqlite');
  expect(await pragma(database.db, 'journal_mode')).toBe('wal');
  // 0 OFF, 1 NORMAL, 2 FULL (SQLite's default), 3 EXTRA
  expect(Number(await pragma(database.db, 'synchronous'))).toBe(1);

  const second = createDb(database.url);
  try {
    expect(await pragma(second, 'journal_mode')).toBe('wal');
    expect(Number(await pragma(second, 'synchronous'))).toBe(1);
    await second.note.count();
  } finally {
    await second.$disconnect();
  }
});
