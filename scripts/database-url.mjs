// The database the app, the Prisma CLI and the tests use: DATABASE_URL, else the embedded
// SQLite file ./data/app.db (created on first start).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//.test(url);
}

export function databaseUrl() {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return `file:${resolve(dataDir, 'app.db')}`;
}
