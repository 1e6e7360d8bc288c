// Everything the API reads from the environment, read once. README.md lists each variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { databaseUrl } from '../../scripts/database-url.mjs';
import type { DocumentPolicy } from './lib/persisted-operations.ts';

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
  /** Sign-ups one address may make in the window (SIGNUP_LIMIT_PER_ADDRESS, SIGNUP_LIMIT_WINDOW_SECONDS). */
  signUpLimits: { perAddress: number; windowSeconds: number };
  /** Invitation codes one address may try in the window (INVITATION_LIMIT_PER_ADDRESS, …_WINDOW_SECONDS). */
  invitationLimits: { perAddress: number; windowSeconds: number };
  /** A session not used for this many days ends (SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** A session ends this many days after sign-in, used or not (SESSION_MAX_DAYS). */
  sessionMaxDays: number;
  /** Origins other than the app's own that may call /graphql and /api with credentials (CORS_ORIGINS). */
  corsOrigins: string[];
  /** GraphiQL and GraphQL field suggestions (GRAPHIQL=1); off otherwise. */
  graphiql: boolean;
  /**
   * Which requests may send a GraphQL document of their own rather than a persisted operation's
   * hash: everyone (GRAPHQL_ANY_DOCUMENT=1, or GRAPHIQL=1), or those carrying GRAPHQL_DOCUMENT_KEY.
   */
  graphqlDocuments: DocumentPolicy;
  /** Songs: the largest file (MUSIC_MAX_FILE_MB) and each member's storage quota (MUSIC_QUOTA_MB), in bytes. */
  music: { maxFileBytes: number; quotaBytes: number };
  /** Map tiles as URL templates with {z}/{x}/{y} (MAP_TILE_URL, MAP_SATELLITE_TILE_URL) and their credit line. */
  map: { tileUrl: string; satelliteTileUrl: string; attribution: string };
  /** The forecast service (WEATHER_API_URL), how long an answer is reused (WEATHER_CACHE_MINUTES) and awaited. */
  weather: { apiUrl: string; cacheMs: number; timeoutMs: number };
  /** The organisation's public site shown framed on /jw-org (OFFICIAL_SITE_URL). */
  officialSiteUrl: string;
  /** The assistant's OpenAI-compatible endpoint and its limits (OPENAI_*, AI_*); no key, no assistant. */
  ai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string;
    timeoutMs: number;
    dailyRequestLimit: number;
    dailyTokenLimit: number;
  };
}

function positiveNumber(name: string, fallback: number, unit = 'days'): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of ${unit}`);
  return value;
}

const MB = 1024 * 1024;

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

/** GRAPHQL_DOCUMENT_KEY: long enough that it cannot be guessed. */
function documentKey(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 24) throw new Error('GRAPHQL_DOCUMENT_KEY must be at least 24 characters long');
  return raw;
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
    signUpLimits: {
      perAddress: positiveNumber('SIGNUP_LIMIT_PER_ADDRESS', 20, 'sign-ups'),
      windowSeconds: positiveNumber('SIGNUP_LIMIT_WINDOW_SECONDS', 3600, 'seconds'),
    },
    invitationLimits: {
      perAddress: positiveNumber('INVITATION_LIMIT_PER_ADDRESS', 10, 'attempts'),
      windowSeconds: positiveNumber('INVITATION_LIMIT_WINDOW_SECONDS', 900, 'seconds'),
    },
    sessionIdleDays: positiveNumber('SESSION_IDLE_DAYS', 30),
    sessionMaxDays: positiveNumber('SESSION_MAX_DAYS', 180),
    corsOrigins: corsOrigins(process.env.CORS_ORIGINS),
    graphiql: process.env.GRAPHIQL === '1',
    graphqlDocuments: {
      anyDocument: process.env.GRAPHIQL === '1' || process.env.GRAPHQL_ANY_DOCUMENT === '1',
      documentKey: documentKey(process.env.GRAPHQL_DOCUMENT_KEY),
    },
    music: {
      maxFileBytes: Math.round(positiveNumber('MUSIC_MAX_FILE_MB', 50, 'megabytes') * MB),
      quotaBytes: Math.round(positiveNumber('MUSIC_QUOTA_MB', 500, 'megabytes') * MB),
    },
    map: {
      tileUrl: process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      satelliteTileUrl:
        process.env.MAP_SATELLITE_TILE_URL ||
        'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      attribution: process.env.MAP_ATTRIBUTION || '© OpenStreetMap contributors, © Esri',
    },
    weather: {
      apiUrl: process.env.WEATHER_API_URL || 'https://api.open-meteo.com/v1/forecast',
      cacheMs: positiveNumber('WEATHER_CACHE_MINUTES', 15, 'minutes') * 60_000,
      timeoutMs: positiveNumber('WEATHER_TIMEOUT_SECONDS', 10, 'seconds') * 1000,
    },
    officialSiteUrl: process.env.OFFICIAL_SITE_URL || 'https://www.jw.org',
    ai: {
      apiKey: process.env.OPENAI_API_KEY || undefined,
      baseUrl: process.env.OPENAI_BASE_URL || undefined,
      model: process.env.OPENAI_MODEL || 'gpt-4o-mini',
      timeoutMs: positiveNumber('AI_TIMEOUT_SECONDS', 30, 'seconds') * 1000,
      dailyRequestLimit: positiveNumber('AI_DAILY_REQUEST_LIMIT', 100, 'requests'),
      dailyTokenLimit: positiveNumber('AI_DAILY_TOKEN_LIMIT', 100_000, 'tokens'),
    },
  };
  return { ...base, ...overrides };
}
