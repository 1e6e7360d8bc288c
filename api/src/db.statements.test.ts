// SQLite statements are compiled once and kept (api/src/db.ts, keepStatements): each use gets its
// own values, the least recently used goes past the limit, and Prisma's answers stay right.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/api/harness.ts';
import { keepStatements } from './db.ts';

function memory() {
  const client = new Database(':memory:');
  client.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b'), ('c');");
  const compile = vi.spyOn(client, 'prepare');
  keepStatements(client, 2);
  return { client, compiles: () => compile.mock.calls.length };
}

test('one SQL text is compiled once, and each use binds its own values', () => {
  const { client, compiles } = memory();
  const names = (id: number) => {
    const statement = client.prepare('SELECT name FROM t WHERE id = ?').bind([id]);
    expect(statement.reader).toBe(true);
    expect(statement.columns().map((c) => c.name)).toEqual(['name']);
    return statement.raw().all();
  };
  expect(names(1)).toEqual([['a']]);
  // A real statement refuses a second bind; the kept one takes each use's values.
  expect(names(3)).toEqual([['c']]);
  expect(names(2)).toEqual([['b']]);
  expect(compiles()).toBe(1);
});

test('writes and statements without values run as before', () => {
  const { client } = memory();
  expect(client.prepare('INSERT INTO t (name) VALUES (?)').bind(['d']).run().changes).toBe(1);
  expect(client.prepare('INSERT INTO t (name) VALUES (?)').bind(['e']).run().changes).toBe(1);
  client.prepare('BEGIN').run();
  client.prepare('DELETE FROM t WHERE name = ?').bind(['d']).run();
  client.prepare('ROLLBACK').run();
  expect(client.prepare('SELECT count(*) AS n FROM t').bind([]).raw().all()).toEqual([[5]]);
});

test('past the limit the least recently used statement goes, and is compiled again when asked', () => {
  const { client, compiles } = memory();
  const run = (sql: string) => client.prepare(sql).bind([]).raw().all();
  run('SELECT 1');
  run('SELECT 2');
  run('SELECT 1'); // used again: SELECT 2 is now the oldest
  run('SELECT 3'); // SELECT 2 goes
  expect(compiles()).toBe(3);
  run('SELECT 1');
  expect(compiles()).toBe(3);
  run('SELECT 2');
  expect(compiles()).toBe(4);
});

test('a kept statement is compiled again by SQLite after the table it reads changes', () => {
  const { client } = memory();
  const all = () => client.prepare('SELECT * FROM t WHERE id = ?').bind([1]).raw().all();
  expect(all()).toEqual([[1, 'a']]);
  client.exec('ALTER TABLE t ADD COLUMN note TEXT');
  expect(all()).toEqual([[1, 'a', null]]);
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))('Prisma on kept statements answers each query with its own values', async () => {
  const user = await database.db.user.create({
    data: { username: 'kept_statements', passwordHash: 'x', fullName: 'Kept', phoneNumber: '1', address: '1', groupNumber: 1 },
  });
  for (const title of ['one', 'two', 'three']) await database.db.note.create({ data: { userId: user.id, title, content: title, category: 'General' } });
  for (const title of ['one', 'two', 'three', 'one']) {
    const found = await database.db.note.findFirst({ where: { userId: user.id, title } });
    expect(found?.content).toBe(title);
  }
  expect(await database.db.note.count({ where: { userId: user.id } })).toBe(3);
});
