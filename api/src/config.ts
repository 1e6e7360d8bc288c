// Everything the API reads from the environment, read once. README.md lists each variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { databaseUrl } from '../../scripts/database-url.mjs';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  sessionSecret: string;
  /** Secure cookies: on when the app is served over HTTPS (COOKIE_SECURE=1 or a https PUBLIC_URL). */
  secureCookies: boolean;
  webDist: string;
  uploadDir: string;
  loginLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  /** A session not used for this many days ends (SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** A session ends this many days after sign-in, used or not (SESSION_MAX_DAYS). */
  sessionMaxDays: number;
  /** Origins other than the app's own that may call /graphql and /api with credentials (CORS_ORIGINS). */
  corsOrigins: string[];
  /** GraphiQL and GraphQL field suggestions (GRAPHIQL=1); off otherwise. */
  graphiql: boolean;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of days`);
  return value;
}

/** CORS_ORIGINS: comma-separated origins such as https://app.example.org, normalised by URL. */
function corsOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(`CORS_ORIGINS: ${entry} is not an origin (e.g. https://app.example.org)`);
      }
    });
}

/** SESSION_SECRET, else a random one generated on first start and kept under the data folder. */
function sessionSecret(dataDir: string): string {
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(overrides.dataDir ?? process.env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = process.env.PUBLIC_URL ?? '';
  const base: Config = {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
    production: process.env.NODE_ENV === 'production',
    dataDir,
    databaseUrl: overrides.databaseUrl ?? databaseUrl(),
    redisUrl: process.env.REDIS_URL || undefined,
    sessionSecret: overrides.sessionSecret ?? sessionSecret(dataDir),
    secureCookies: process.env.COOKIE_SECURE === '1' || publicUrl.startsWith('https://'),
    webDist: resolve(process.env.WEB_DIST ?? 'web/dist'),
    uploadDir: resolve(process.env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    loginLimits: {
      perAccount: Number(process.env.LOGIN_LIMIT_PER_ACCOUNT ?? 5),
      perAddress: Number(process.env.LOGIN_LIMIT_PER_ADDRESS ?? 30),
      windowSeconds: Number(process.env.LOGIN_LIMIT_WINDOW_SECONDS ?? 900),
    },
    sessionIdleDays: positiveNumber('SESSION_IDLE_DAYS', 30),
    sessionMaxDays: positiveNumber('SESSION_MAX_DAYS', 180),
    corsOrigins: corsOrigins(process.env.CORS_ORIGINS),
    graphiql: process.env.GRAPHIQL === '1',
  };
  return { ...base, ...overrides };
}
