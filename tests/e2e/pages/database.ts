// A spec's way into the e2e server's own database, for what no screen or API of a member can do
// (an admin's flag in runs without an admin, records as they would be after two years). The server
// (tests/e2e/serve.ts) keeps its SQLite file in a fresh mc-e2e-* folder; other runs may have
// folders of their own, so the one holding this (unique) username is the one used. The server
// reads what it needs on every request, so a change counts from the next one; but a change to a
// signed-in account's own row counts once the server reads that row again, within a second
// (docs/decisions.md, "A session read once a second").
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type ServerDatabase = Database.Database;

/** Runs `work` in the database that holds the account `username`, with that account's id. */
export function inServerDatabase<T>(username: string, work: (db: ServerDatabase, userId: number) => T): T {
  const dir = tmpdir();
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('mc-e2e-')) continue;
    const file = join(dir, name, 'app.db');
    if (!existsSync(file)) continue;
    const db = new Database(file, { timeout: 5000, fileMustExist: true });
    try {
      const row = db.prepare('SELECT "id" FROM "User" WHERE "username" = ?').get(username) as { id: number } | undefined;
      if (row) return work(db, row.id);
    } catch {
      // A folder of another run, being created or removed: not this server's.
    } finally {
      db.close();
    }
  }
  throw new Error(`No e2e database holds the account ${username}`);
}
