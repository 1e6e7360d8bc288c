// The database the app, the Prisma CLI and the tests use: DATABASE_URL (or the file
// DATABASE_URL_FILE names), else the embedded SQLite file ./data/app.db (created on first start).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { secretFileReader, secretFromEnv } from './secret-env.mjs';

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

/**
 * DATABASE_PASSWORD_FILE: a file holding the PostgreSQL password, read again for every new
 * connection, so that a short-lived credential a vault agent or a cloud's token helper keeps
 * rewriting (an IAM authentication token lives 15 minutes) is used without a restart
 * (docs/operations.md, "No long-lived backend credentials"). A function reading it, or undefined when unset; the
 * URL then names no password. A file that cannot be read fails the connection with a message
 * naming the variable, never the password.
 * @param {string} url
 * @returns {(() => string) | undefined}
 */
export function databasePasswordReader(url, env = process.env) {
  const read = secretFileReader('DATABASE_PASSWORD', env);
  if (!read) return undefined;
  if (!isPostgresUrl(url)) throw new Error('DATABASE_PASSWORD_FILE is for a PostgreSQL DATABASE_URL');
  if (new URL(url).password) throw new Error('DATABASE_URL names a password and DATABASE_PASSWORD_FILE is set: give the password one way');
  return read;
}

/**
 * `url` with the password `readPassword` gives now: for the Prisma CLI, which connects once.
 * @param {string} url
 * @param {() => string} readPassword
 */
export function withPassword(url, readPassword) {
  const parsed = new URL(url);
  parsed.password = encodeURIComponent(readPassword());
  return parsed.toString();
}
