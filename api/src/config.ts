// Everything the API reads from the environment, read once. README.md lists each variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { databasePasswordReader, databaseUrl } from '@ministry/shared/database-url.mjs';
import { secretFileReader, secretFromEnv } from '@ministry/shared/secret-env.mjs';
import { sealingKeyOf } from './lib/sealed-secret.ts';
import { outsideUrl, requireEncryptedBackends } from './lib/encrypted-connections.ts';
import type { DocumentPolicy } from './lib/persisted-operations.ts';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string;
  /** DATABASE_PASSWORD_FILE: PostgreSQL's password, read for every new connection. */
  databasePassword?: () => string;
  redisUrl: string | undefined;
  /** REDIS_PASSWORD_FILE: Redis's password, read for every new connection (pubsub.ts). */
  redisPassword?: () => string;
  /** Seals every new session cookie (SESSION_SECRET, else DATA_DIR/session-secret). */
  sessionSecret: string;
  /** Seals the secrets kept in the database, by HKDF from DATA_KEY, else DATA_DIR/data-key (lib/sealed-secret.ts). */
  sealingKey: Buffer;
  /**
   * Secrets that sealed session cookies before the current one (SESSION_SECRET_PREVIOUS): a cookie
   * one of them opens still works and is sealed again with the current secret (access/session.ts).
   */
  previousSessionSecrets: string[];
  /** Secure cookies: on when the app is served over HTTPS (COOKIE_SECURE=1 or a https PUBLIC_URL). */
  secureCookies: boolean;
  /**
   * The origin of an https PUBLIC_URL: a request that did not come over TLS is then redirected
   * there (pages) or refused (the API). Unset for any other PUBLIC_URL.
   */
  httpsOrigin: string | undefined;
  /** TRUST_PROXY=1: the proxy in front says who the client is and how it connected (X-Forwarded-*). */
  trustProxy: boolean;
  webDist: string;
  uploadDir: string;
  /**
   * Sign-in attempts allowed in the window per account, per address, and per device cookie
   * (LOGIN_LIMIT_PER_ACCOUNT, …_PER_ADDRESS, …_PER_DEVICE, …_WINDOW_SECONDS). A device cookie's
   * limit is the account's when unset (docs/decisions.md, "Throttling").
   */
  loginLimits: { perAccount: number; perAddress: number; perDevice?: number; windowSeconds: number };
  /** Sign-ups one address may make in the window (SIGNUP_LIMIT_PER_ADDRESS, SIGNUP_LIMIT_WINDOW_SECONDS). */
  signUpLimits: { perAddress: number; windowSeconds: number };
  /** Invitation codes one address may try in the window (INVITATION_LIMIT_PER_ADDRESS, …_WINDOW_SECONDS). */
  invitationLimits: { perAddress: number; windowSeconds: number };
  /** Writes one signed-in account may make in the window (WRITE_LIMIT_PER_ACCOUNT, WRITE_LIMIT_WINDOW_SECONDS). */
  writeLimits: { perAccount: number; windowSeconds: number };
  /**
   * Open WebSocket connections at once, per signed-in account and per client address
   * (SOCKET_LIMIT_PER_ACCOUNT, SOCKET_LIMIT_PER_ADDRESS); one more is closed with
   * SOCKET_LIMIT_CLOSE_CODE (live-sockets.ts).
   */
  socketLimits: { perAccount: number; perAddress: number };
  /** clamd, which every uploaded file is streamed to before it is kept (CLAMAV_URL, CLAMAV_TIMEOUT_SECONDS). */
  antivirus: { host: string; port: number; timeoutMs: number } | undefined;
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
  /**
   * Safety check-ins (docs/product/check-ins.md): how often the server looks for due and overdue
   * ones (CHECK_IN_SWEEP_SECONDS, 20), and for tests, a grace period and a time before the
   * overseer is told that override the admin's settings (CHECK_IN_GRACE_SECONDS,
   * CHECK_IN_ESCALATION_SECONDS) and the length of one minute of a check-in (CHECK_IN_MINUTE_SECONDS, 60).
   */
  checkIns: { sweepMs: number; graceSeconds?: number; escalationSeconds?: number; minuteMs: number };
  /** The assistant's OpenAI-compatible endpoint and its limits (OPENAI_*, AI_*); no key, no assistant. */
  ai: {
    /** The key, or a reader of OPENAI_API_KEY_FILE called for every call to the endpoint. */
    apiKey: string | (() => string) | undefined;
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

/** A number of seconds a test sets, or undefined when the variable is not set. */
function optionalSeconds(name: string): number | undefined {
  return process.env[name] ? positiveNumber(name, 0, 'seconds') : undefined;
}

const MB = 1024 * 1024;

/**
 * Writes per account, by default: far above what a person makes by hand, and above a device
 * delivering a full queue at once (docs/decisions.md, "Writes per account").
 */
export const WRITE_LIMIT_DEFAULTS = { perAccount: 1200, windowSeconds: 60 } as const;
/**
 * A member has a socket per open tab or installed app; a congregation behind one address (a hall's
 * network) has many members. Far above either, far below what would starve the server.
 */
export const SOCKET_LIMIT_DEFAULTS = { perAccount: 20, perAddress: 500 } as const;

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

/** PUBLIC_URL's origin when it is an https URL. */
function httpsOrigin(raw: string): string | undefined {
  if (!raw.startsWith('https://')) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`PUBLIC_URL: ${raw} is not a URL (e.g. https://app.example.org)`);
  }
}

/** CLAMAV_URL: clamd's TCP socket, tcp://host:port. */
function antivirus(raw: string | undefined): Config['antivirus'] {
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const port = Number(url?.port);
  if (url?.protocol !== 'tcp:' || !url.hostname || !Number.isInteger(port) || port <= 0) {
    throw new Error(`CLAMAV_URL must be clamd's TCP address, e.g. tcp://127.0.0.1:3310 (got ${raw})`);
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    timeoutMs: positiveNumber('CLAMAV_TIMEOUT_SECONDS', 30, 'seconds') * 1000,
  };
}

/** GRAPHQL_DOCUMENT_KEY: long enough that it cannot be guessed. */
function documentKey(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 24) throw new Error('GRAPHQL_DOCUMENT_KEY must be at least 24 characters long');
  return raw;
}

/** Iron refuses shorter secrets; checked here so that a bad one stops the start, not a sign-in. */
const SECRET_MIN_LENGTH = 32;

/**
 * A secret of 32 characters or more: the variable `name` (or the file `${name}_FILE` names), else
 * a random one generated on first start and kept as `file` under the data folder (mode 0600).
 */
function keptSecret(name: string, dataDir: string, file: string): string {
  const fromEnv = secretFromEnv(name);
  if (fromEnv) {
    if (fromEnv.length < SECRET_MIN_LENGTH) throw new Error(`${name} must be at least 32 characters long`);
    return fromEnv;
  }
  const path = join(dataDir, file);
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length < SECRET_MIN_LENGTH) throw new Error(`${path} must hold a secret of at least 32 characters`);
    return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

/**
 * SESSION_SECRET_PREVIOUS: the secrets that sealed cookies before the current one, comma-separated
 * (spaces around a comma are ignored). Each keeps the current secret's rule; the message names a
 * bad one by its place in the list, never by its value.
 */
function previousSessionSecrets(raw: string | undefined): string[] {
  const secrets = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  secrets.forEach((secret, index) => {
    if (secret.length < SECRET_MIN_LENGTH) {
      throw new Error(`SESSION_SECRET_PREVIOUS: secret ${index + 1} of ${secrets.length} is shorter than 32 characters`);
    }
  });
  return secrets;
}

/** REDIS_PASSWORD_FILE, for a REDIS_URL that names no password (docs/operations.md). */
function redisPasswordReader(url: string | undefined): (() => string) | undefined {
  const read = secretFileReader('REDIS_PASSWORD');
  if (!read) return undefined;
  if (!url) throw new Error('REDIS_PASSWORD_FILE is set but REDIS_URL is not');
  const parsed = new URL(url);
  if (parsed.password || parsed.searchParams.has('password')) {
    throw new Error('REDIS_URL names a password and REDIS_PASSWORD_FILE is set: give the password one way');
  }
  return read;
}

/**
 * OPENAI_API_KEY, or a reader of OPENAI_API_KEY_FILE: the file is read at start (an unreadable one
 * stops it) and again for every call to the endpoint, so a short-lived token is used as rewritten
 * (an empty file answers "not configured" until it holds a key).
 */
function assistantKey(): string | (() => string) | undefined {
  // Checks the variables (one way, a readable file); an empty file is read again at the next call.
  const atStart = secretFromEnv('OPENAI_API_KEY');
  return secretFileReader('OPENAI_API_KEY') ?? atStart;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(overrides.dataDir ?? process.env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = process.env.PUBLIC_URL ?? '';
  const chosenDatabase = overrides.databaseUrl ?? databaseUrl();
  const redisUrl = secretFromEnv('REDIS_URL');
  const base: Config = {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
    production: process.env.NODE_ENV === 'production',
    dataDir,
    databaseUrl: chosenDatabase,
    databasePassword: databasePasswordReader(chosenDatabase),
    redisUrl,
    redisPassword: redisPasswordReader(redisUrl),
    sessionSecret: overrides.sessionSecret ?? keptSecret('SESSION_SECRET', dataDir, 'session-secret'),
    sealingKey: overrides.sealingKey ?? sealingKeyOf(keptSecret('DATA_KEY', dataDir, 'data-key')),
    previousSessionSecrets: overrides.previousSessionSecrets ?? previousSessionSecrets(secretFromEnv('SESSION_SECRET_PREVIOUS')),
    secureCookies: process.env.COOKIE_SECURE === '1' || publicUrl.startsWith('https://'),
    httpsOrigin: httpsOrigin(publicUrl),
    trustProxy: process.env.TRUST_PROXY === '1',
    webDist: resolve(process.env.WEB_DIST ?? 'web/dist'),
    uploadDir: resolve(process.env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    loginLimits: {
      perAccount: Number(process.env.LOGIN_LIMIT_PER_ACCOUNT ?? 5),
      perAddress: Number(process.env.LOGIN_LIMIT_PER_ADDRESS ?? 30),
      perDevice: Number(process.env.LOGIN_LIMIT_PER_DEVICE ?? 5),
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
    socketLimits: {
      perAccount: positiveNumber('SOCKET_LIMIT_PER_ACCOUNT', SOCKET_LIMIT_DEFAULTS.perAccount, 'connections'),
      perAddress: positiveNumber('SOCKET_LIMIT_PER_ADDRESS', SOCKET_LIMIT_DEFAULTS.perAddress, 'connections'),
    },
    writeLimits: {
      perAccount: positiveNumber('WRITE_LIMIT_PER_ACCOUNT', WRITE_LIMIT_DEFAULTS.perAccount, 'writes'),
      windowSeconds: positiveNumber('WRITE_LIMIT_WINDOW_SECONDS', WRITE_LIMIT_DEFAULTS.windowSeconds, 'seconds'),
    },
    antivirus: antivirus(process.env.CLAMAV_URL),
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
      tileUrl: outsideUrl('MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
      satelliteTileUrl: outsideUrl(
        'MAP_SATELLITE_TILE_URL',
        'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      ),
      attribution: process.env.MAP_ATTRIBUTION || '© OpenStreetMap contributors, © Esri',
    },
    weather: {
      apiUrl: outsideUrl('WEATHER_API_URL', 'https://api.open-meteo.com/v1/forecast'),
      cacheMs: positiveNumber('WEATHER_CACHE_MINUTES', 15, 'minutes') * 60_000,
      timeoutMs: positiveNumber('WEATHER_TIMEOUT_SECONDS', 10, 'seconds') * 1000,
    },
    officialSiteUrl: outsideUrl('OFFICIAL_SITE_URL', 'https://www.jw.org'),
    checkIns: {
      sweepMs: positiveNumber('CHECK_IN_SWEEP_SECONDS', 20, 'seconds') * 1000,
      graceSeconds: optionalSeconds('CHECK_IN_GRACE_SECONDS'),
      escalationSeconds: optionalSeconds('CHECK_IN_ESCALATION_SECONDS'),
      minuteMs: positiveNumber('CHECK_IN_MINUTE_SECONDS', 60, 'seconds') * 1000,
    },
    ai: {
      apiKey: assistantKey(),
      baseUrl: outsideUrl('OPENAI_BASE_URL'),
      model: process.env.OPENAI_MODEL || 'gpt-4o-mini',
      timeoutMs: positiveNumber('AI_TIMEOUT_SECONDS', 30, 'seconds') * 1000,
      dailyRequestLimit: positiveNumber('AI_DAILY_REQUEST_LIMIT', 100, 'requests'),
      dailyTokenLimit: positiveNumber('AI_DAILY_TOKEN_LIMIT', 100_000, 'tokens'),
    },
  };
  const config = { ...base, ...overrides };
  // The connections the app will open, whether from a variable or given by the caller.
  requireEncryptedBackends(config);
  return config;
}
