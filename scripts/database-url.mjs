// The database the app, the Prisma CLI and the tests use: DATABASE_URL (or the file
// DATABASE_URL_FILE names), else the embedded SQLite file ./data/app.db (created on first start).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { secretFromEnv } from './secret-env.mjs';

export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//.test(url);
}

export function databaseUrl() {
  const url = secretFromEnv('DATABASE_URL');
  if (url) return url;
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return `file:${resolve(dataDir, 'app.db')}`;
}
