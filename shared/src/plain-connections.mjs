// Where the database, Redis and clamd are reached, and whether that connection is encrypted. A
// connection that leaves this machine must be: PostgreSQL with sslmode=require, verify-ca or
// verify-full in DATABASE_URL, Redis through a rediss:// URL; clamd speaks no TLS at all. An operator
// whose servers sit on a private network they trust says so with ALLOW_PLAIN_BACKEND=1
// (docs/operations.md, "Encrypted connections"). The API's settings (api/src/config.ts) and the
// Prisma CLI wrapper (scripts/prisma.mjs, before migrations run) both apply the rule.
//
// The URLs are read the way the clients read them (pg-connection-string for pg, ioredis' own
// parser), so the host checked is the host connected to. No message repeats a URL: it may hold
// a password.

/** The variable that lets a backend on another machine be reached without TLS. */
export const ALLOW_PLAIN = 'ALLOW_PLAIN_BACKEND';

/** The sslmode values with which pg will not talk to the server unencrypted. */
export const ENCRYPTED_SSLMODES = ['require', 'verify-ca', 'verify-full'];

/**
 * 127.0.0.0/8, ::1 and localhost: this machine.
 * @param {string} host
 */
export function isLoopbackHost(host) {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The server a postgres URL reaches and whether pg encrypts the connection. `host` is null for a
 * Unix socket. pg takes the `host` query parameter over the URL's host, and PGHOST, else
 * localhost, when neither names one; the last sslmode given is the one it uses.
 * @param {string} url
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ host: string | null, encrypted: boolean }}
 */
export function postgresConnection(url, env = process.env) {
  if (url.startsWith('/')) return { host: null, encrypted: false };
  let parsed;
  let hostname;
  try {
    parsed = new URL(url);
    hostname = parsed.hostname;
  } catch {
    // pg-connection-string reads a URL without a host (postgresql://user@/db) the same way.
    try {
      parsed = new URL(url.replace('@/', '@___DUMMY___/'));
      hostname = '';
    } catch {
      throw new Error('DATABASE_URL is not a URL (e.g. postgresql://user:password@db.example.org:5432/app?sslmode=verify-full)');
    }
  }
  const named = parsed.searchParams.getAll('host').at(-1) || safeDecode(hostname.replace(/^\[(.*)\]$/, '$1'));
  const host = named || env.PGHOST || 'localhost';
  const sslmode = parsed.searchParams.getAll('sslmode').at(-1);
  return { host: host.startsWith('/') ? null : host, encrypted: ENCRYPTED_SSLMODES.includes(sslmode ?? '') };
}

/**
 * The server a Redis URL reaches and whether ioredis encrypts the connection: it does for a URL
 * that begins with exactly `rediss://`. `host` is null for a Unix socket path.
 * @param {string} url
 * @returns {{ host: string | null, encrypted: boolean }}
 */
export function redisConnection(url) {
  if (url.startsWith('/') && !url.startsWith('//')) return { host: null, encrypted: false };
  let parsed;
  try {
    if (/^rediss?:\/\//i.test(url)) parsed = new URL(url);
    else if (url.startsWith('//')) parsed = new URL(`redis:${url}`);
    else parsed = new URL(`redis://${url}`);
  } catch {
    throw new Error('REDIS_URL is not a URL (e.g. rediss://:password@cache.example.org:6380)');
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1') || parsed.searchParams.get('host') || 'localhost';
  return { host, encrypted: url.startsWith('rediss://') };
}

const WHAT_TO_DO = {
  DATABASE_URL: 'add sslmode=verify-full to the URL (sslmode=require and verify-ca are accepted too)',
  REDIS_URL: 'use a rediss:// URL, to a Redis that serves TLS',
  CLAMAV_URL: 'clamd speaks no TLS: run it on this machine, or reach it through a TLS tunnel that listens on 127.0.0.1',
};

/**
 * Why `variable`'s connection to `host` may not go unencrypted, and what to do instead.
 * @param {keyof typeof WHAT_TO_DO} variable
 * @param {string} host
 */
export function plainConnectionMessage(variable, host) {
  return (
    `${variable} reaches ${host}, another machine, without TLS: ${WHAT_TO_DO[variable]}. ` +
    `If that machine is reached over a private network you trust, set ${ALLOW_PLAIN}=1 instead ` +
    '(docs/operations.md, "Encrypted connections").'
  );
}

/**
 * Checks one backend connection. Encrypted, to this machine, or a socket: undefined. Unencrypted
 * to another machine: throws with plainConnectionMessage(), unless ALLOW_PLAIN_BACKEND=1, when it
 * answers { variable, host } for the caller to warn about.
 * @param {keyof typeof WHAT_TO_DO} variable
 * @param {{ host: string | null, encrypted: boolean }} connection
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ variable: keyof typeof WHAT_TO_DO, host: string } | undefined}
 */
export function checkBackend(variable, connection, env = process.env) {
  if (connection.encrypted || connection.host === null || isLoopbackHost(connection.host)) return undefined;
  if (env[ALLOW_PLAIN] !== '1') throw new Error(plainConnectionMessage(variable, connection.host));
  return { variable, host: connection.host };
}

/** @param {string} text */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
