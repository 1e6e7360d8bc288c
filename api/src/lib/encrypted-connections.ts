// Every connection the app opens to another machine is encrypted (docs/operations.md, "Encrypted
// connections"). The database, Redis and clamd are checked by shared/src/plain-connections.mjs, which
// the Prisma CLI wrapper shares so that migrations follow the same rule; the outside services'
// addresses (the forecast, the assistant's endpoint, the official site, map tiles) here. A bad
// setting stops the start with a message naming the variable, never repeating its value.
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import { ALLOW_PLAIN, checkBackend, isLoopbackHost, postgresConnection, redisConnection } from '@ministry/shared/plain-connections.mjs';
import { log } from './log.ts';

/**
 * An outside service's address from the variable `name`, else `fallback`: https, or http to a
 * service on this machine (a local model server, the end-to-end tests' stand-ins).
 */
export function outsideUrl(name: string, fallback: string): string;
export function outsideUrl(name: string): string | undefined;
export function outsideUrl(name: string, fallback?: string): string | undefined {
  const value = process.env[name] || fallback;
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: give the service's https:// address`);
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return value;
  throw new Error(`${name} must be an https:// address (http:// only for a service on this machine: 127.0.0.1, ::1 or localhost)`);
}

export interface Backends {
  databaseUrl: string;
  redisUrl: string | undefined;
  antivirus: { host: string } | undefined;
}

/**
 * Refuses a database, Redis or clamd on another machine reached without TLS. With
 * ALLOW_PLAIN_BACKEND=1 each such connection is a warning line of the log instead.
 */
export function requireEncryptedBackends({ databaseUrl, redisUrl, antivirus }: Backends): void {
  const plain = [
    isPostgresUrl(databaseUrl) ? checkBackend('DATABASE_URL', postgresConnection(databaseUrl)) : undefined,
    redisUrl ? checkBackend('REDIS_URL', redisConnection(redisUrl)) : undefined,
    antivirus ? checkBackend('CLAMAV_URL', { host: antivirus.host, encrypted: false }) : undefined,
  ];
  for (const connection of plain) {
    if (!connection) continue;
    log.warn({
      event: 'plain-connection',
      message: `${connection.variable} reaches ${connection.host} without TLS, as ${ALLOW_PLAIN}=1 allows`,
      variable: connection.variable,
      host: connection.host,
    });
  }
}
