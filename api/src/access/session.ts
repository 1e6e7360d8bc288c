// Sessions: a row per sign-in (the Session table) named by an iron-session sealed, encrypted
// cookie. The cookie is read from the Cookie header of an HTTP request or of the WebSocket
// upgrade, so GraphQL over HTTP, graphql-ws and the REST shim all see the same session; every
// request reads the row and its user in one query by primary key, so a session ended anywhere
// (sign-out, password change, account deletion, role change) ends everywhere at once. A session
// ends when unused for SESSION_IDLE_DAYS and SESSION_MAX_DAYS after sign-in. An authentication
// within a session (the admin's code, a password confirmation) moves it to a new id (`renew`).
//
// A session's row and user, once read, answer its next requests for SESSION_CACHE_MS: the requests
// of one screen read them once. Each account's sessions have a version, kept in this process and,
// where Redis is configured, shared by every instance; an ending or a change of the account moves
// it on before the answer that made it returns, and a kept read answers only while the version it
// was read at is still the current one, so a session ended anywhere is over everywhere at once.
//
// Key rotation: cookies are sealed with the current secret and opened with it or any previous one
// (SESSION_SECRET_PREVIOUS), so a new secret signs no one out. A cookie a previous secret opened is
// sealed again with the current one on that request's answer (`read` gives the new cookie).
// iron-session's own password map is not used: it finds the secret by the id written in the seal,
// so every secret would need an id that stays its own through every rotation, one more thing for
// the operator to keep right. Each seal is made under iron's default id and opened by trying the
// current secret, then each previous one (a few HMAC checks, and the answer is cached).
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import type { Redis } from 'ioredis';
import type { Db } from '../db.ts';
import type { User } from '../generated/sqlite/client.ts';
import { log } from '../lib/log.ts';

/** The session cookie over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'mc_session';
/**
 * Over HTTPS the name carries the `__Host-` prefix: the browser then keeps it only when it is
 * Secure, for Path=/ and without a Domain, so no other host (a sibling subdomain, say) can set or
 * overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-mc_session';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionData {
  userId: number;
  /** The Session row this cookie names. */
  sessionId: string;
  /** When the session began, in ms. */
  issuedAt: number;
  /** The account gave its authenticator code in this session (access/second-factor.ts). */
  secondFactor?: true;
  /** A member's session that began with the authenticator app on: no viewer until the code is given. */
  secondFactorOwed?: true;
  /** A session that began while the app is required and the account has none: no viewer until it is set up. */
  secondFactorSetupOwed?: true;
  /** When the admin last typed their password again, in ms (access/password-confirmation.ts). */
  passwordConfirmedAt?: number;
}

export interface SessionCodec {
  /** The cookie's name: SECURE_SESSION_COOKIE over HTTPS, else SESSION_COOKIE. */
  name: string;
  read(cookieHeader: string | null | undefined): Promise<SessionData | null>;
  /** As `read`, and whether a previous secret sealed the cookie rather than the current one. */
  open(cookieHeader: string | null | undefined): Promise<OpenedSession | null>;
  /** A Set-Cookie value with `data` sealed by the current secret. */
  issue(data: SessionData): Promise<string>;
  clear(): string;
}

export interface OpenedSession {
  data: SessionData;
  sealedWithPrevious: boolean;
}

/** A Cookie header's values by name; of a name sent twice, the first. Throws on a malformed escape. */
export function parseCookies(header: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!map.has(name)) map.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return map;
}

/** Unsealing costs a key derivation per request; a cookie seen recently is not unsealed again. */
const UNSEALED_CACHE_SIZE = 2000;
const UNSEALED_CACHE_MS = 5 * 60_000;

export function createSessionCodec(options: {
  /** Seals every cookie, and opens them. */
  secret: string;
  /** Open cookies sealed before `secret` replaced them; seal none. */
  previousSecrets?: readonly string[];
  secure: boolean;
  maxDays?: number;
}): SessionCodec {
  const ttlSeconds = Math.round((options.maxDays ?? 180) * 24 * 60 * 60);
  const name = options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const previousSecrets = [...new Set(options.previousSecrets ?? [])].filter((secret) => secret !== options.secret);
  const unsealed = new Map<string, { opened: OpenedSession | null; until: number }>();

  /** The seal's contents and whether a previous secret opened it; {} when no secret does. */
  async function unsealWithAny(sealed: string): Promise<{ raw: Partial<SessionData>; sealedWithPrevious: boolean }> {
    for (const [index, password] of [options.secret, ...previousSecrets].entries()) {
      const raw = await unsealData<Partial<SessionData>>(sealed, { password, ttl: ttlSeconds });
      if (Object.keys(raw).length > 0) return { raw, sealedWithPrevious: index > 0 };
    }
    return { raw: {}, sealedWithPrevious: false };
  }

  async function unseal(sealed: string): Promise<OpenedSession | null> {
    const cached = unsealed.get(sealed);
    if (cached && cached.until > Date.now()) return cached.opened;
    const { raw, sealedWithPrevious } = await unsealWithAny(sealed);
    const data: SessionData | null =
      typeof raw.userId === 'number' && typeof raw.issuedAt === 'number' && typeof raw.sessionId === 'string'
        ? {
            userId: raw.userId,
            sessionId: raw.sessionId,
            issuedAt: raw.issuedAt,
            ...(raw.secondFactor === true ? { secondFactor: true as const } : {}),
            ...(raw.secondFactorOwed === true ? { secondFactorOwed: true as const } : {}),
            ...(raw.secondFactorSetupOwed === true ? { secondFactorSetupOwed: true as const } : {}),
            ...(typeof raw.passwordConfirmedAt === 'number' ? { passwordConfirmedAt: raw.passwordConfirmedAt } : {}),
          }
        : null;
    // The seal's own expiry still applies: a cached entry never outlives the cookie's TTL.
    const expires = data ? data.issuedAt + ttlSeconds * 1000 : Date.now() + UNSEALED_CACHE_MS;
    const opened = data ? { data, sealedWithPrevious } : null;
    if (unsealed.size >= UNSEALED_CACHE_SIZE) unsealed.delete(unsealed.keys().next().value!);
    unsealed.set(sealed, { opened, until: Math.min(Date.now() + UNSEALED_CACHE_MS, expires) });
    return opened;
  }

  async function open(cookieHeader: string | null | undefined): Promise<OpenedSession | null> {
    if (!cookieHeader) return null;
    const sealed = parseCookies(cookieHeader).get(name);
    if (!sealed) return null;
    return unseal(sealed);
  }

  return {
    name,
    open,
    async read(cookieHeader) {
      return (await open(cookieHeader))?.data ?? null;
    },
    async issue(data) {
      const sealed = await sealData(data, { password: options.secret, ttl: ttlSeconds });
      const remaining = Math.max(0, Math.floor((data.issuedAt + ttlSeconds * 1000 - Date.now()) / 1000));
      return `${name}=${sealed}; ${attributes}; Max-Age=${remaining}`;
    },
    clear() {
      return `${name}=; ${attributes}; Max-Age=0`;
    },
  };
}

/** Which sessions ended: all of a user's, all but one, or the listed ones. */
export interface SessionsEnded {
  userId: number;
  sessionIds?: string[];
  exceptSessionId?: string;
  /**
   * Ended because the browser holding it authenticated again (a sign-in, the admin's code, a
   * password confirmation) and was given a new session at once: its sockets reconnect.
   */
  renewed?: true;
}

export interface SessionStore {
  codec: SessionCodec;
  /**
   * The session and its user, or null when there is none or it ended or expired. `cookie` is the
   * session sealed again with the current secret (a Set-Cookie value) when a previous one sealed it.
   */
  read(cookieHeader: string | null | undefined): Promise<{ session: SessionData; user: User; cookie?: string } | null>;
  /** Starts a session for `userId`; gives its cookie (a Set-Cookie value). */
  start(userId: number, options?: { secondFactorOwed?: boolean; secondFactorSetupOwed?: boolean }): Promise<{ session: SessionData; cookie: string }>;
  /**
   * The same session under a new id, with `changes` (an authentication step within it): the old
   * id ends at once. Null when the old one had already ended.
   */
  renew(session: SessionData, changes: Partial<Omit<SessionData, 'userId' | 'sessionId' | 'issuedAt'>>): Promise<{ session: SessionData; cookie: string } | null>;
  /** Ends one session, several, or all of a user's (but `exceptSessionId`). */
  end(ended: SessionsEnded): Promise<void>;
  /** Called with every ending, before `end` resolves (the graphql-ws sockets listen here). */
  onEnded(listener: (ended: SessionsEnded) => void): () => void;
  /**
   * The account's row changed (its group, roles, name…): no kept read of its sessions answers
   * again, here or on any instance, once this resolves.
   */
  forget(userId: number): Promise<void>;
  /** When a session that began at `issuedAt` ends however it is used. */
  absoluteEnd(issuedAt: number): number;
}

/**
 * Sessions one account may hold at once (docs/decisions.md, "Sessions are rows"): a sign-in past
 * it ends the account's least recently used sessions, closing their sockets like any ending.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

/** A session's last use is written at most this often (and idle expiry is that coarse). */
const TOUCH_INTERVAL_MS = 60 * 60_000;
const TOUCHED_CACHE_SIZE = 10_000;

/** How long a session's row and user, once read, answer its next requests. */
export const SESSION_CACHE_MS = 1000;
const KEPT_READS = 10_000;

/** The version of each account's sessions that every instance reads (see the top of this file). */
export interface SessionVersions {
  current(userId: number): Promise<string>;
  advance(userId: number): Promise<void>;
}

/** The versions in Redis, shared by every instance: one counter per account, kept a day after its last move. */
export function redisSessionVersions(redis: Redis): SessionVersions {
  const key = (userId: number) => `mc:session-version:${userId}`;
  return {
    current: async (userId) => (await redis.get(key(userId))) ?? '0',
    advance: async (userId) => {
      const answers = await redis.multi().incr(key(userId)).pexpire(key(userId), DAY_MS).exec();
      const failed = answers?.find(([error]) => error)?.[0];
      if (!answers || failed) throw failed ?? new Error('The session version was not moved on');
    },
  };
}

export function createSessionStore(
  db: Db,
  codec: SessionCodec,
  options: { idleDays: number; maxDays: number; versions?: SessionVersions },
): SessionStore {
  const idleMs = options.idleDays * DAY_MS;
  const maxMs = options.maxDays * DAY_MS;
  const touchEvery = Math.min(TOUCH_INTERVAL_MS, idleMs / 24);
  const touched = new Map<string, number>();
  const listeners = new Set<(ended: SessionsEnded) => void>();
  const kept = new Map<string, { user: User; until: number; version: string }>();
  const localVersions = new Map<number, number>();

  /**
   * The account's sessions' version now: this process's, and the shared one where there is one.
   * Null when the shared one cannot be read (Redis away): nothing is kept or answered from what was.
   */
  async function versionOf(userId: number): Promise<string | null> {
    const local = localVersions.get(userId) ?? 0;
    if (!options.versions) return String(local);
    try {
      return `${local}:${await options.versions.current(userId)}`;
    } catch {
      return null;
    }
  }

  async function forget(userId: number) {
    localVersions.set(userId, (localVersions.get(userId) ?? 0) + 1);
    for (const [sessionId, read] of kept) if (read.user.id === userId) kept.delete(sessionId);
    try {
      await options.versions?.advance(userId);
    } catch (error) {
      // Redis away: the other instances cannot read the versions either, so they keep nothing meanwhile.
      log.warn({ event: 'session-version-unshared', message: 'A change of sessions could not be shared with the other instances', error });
    }
  }

  async function touch(sessionId: string, now: number) {
    const last = touched.get(sessionId);
    if (last !== undefined && now - last < touchEvery) return;
    if (touched.size >= TOUCHED_CACHE_SIZE) touched.delete(touched.keys().next().value!);
    touched.set(sessionId, now);
    await db.session.updateMany({ where: { id: sessionId }, data: { lastSeenAt: new Date(now) } }).catch(() => undefined);
  }

  const store: SessionStore = {
    codec,
    absoluteEnd: (issuedAt) => issuedAt + maxMs,
    async read(cookieHeader) {
      const opened = await codec.open(cookieHeader).catch(() => null);
      if (!opened) return null;
      const session = opened.data;
      const now = Date.now();
      if (now >= session.issuedAt + maxMs) return null;
      // Read before the row: an ending while the row is being read moves it on, and that read is not used again.
      const version = await versionOf(session.userId);
      const read = kept.get(session.sessionId);
      let user: User | null;
      if (read && version !== null && read.version === version && read.until > now && read.user.id === session.userId) {
        user = read.user;
      } else {
        // One query: the user by primary key, with its session row by primary key as the condition.
        user = await db.user.findFirst({
          where: {
            id: session.userId,
            sessions: { some: { id: session.sessionId, expiresAt: { gt: new Date(now) }, lastSeenAt: { gt: new Date(now - idleMs) } } },
          },
        });
        if (!user) {
          touched.delete(session.sessionId);
          kept.delete(session.sessionId);
          return null;
        }
        if (version !== null) {
          if (kept.size >= KEPT_READS) kept.delete(kept.keys().next().value!);
          kept.set(session.sessionId, { user, until: now + SESSION_CACHE_MS, version });
        }
      }
      await touch(session.sessionId, now);
      if (opened.sealedWithPrevious) return { session, user, cookie: await codec.issue(session) };
      return { session, user };
    },
    async start(userId, options) {
      const now = Date.now();
      const sessionId = randomBytes(24).toString('base64url');
      // Sign-in is also when a user's expired sessions are swept away.
      await db.session.deleteMany({
        where: { userId, OR: [{ expiresAt: { lte: new Date(now) } }, { lastSeenAt: { lte: new Date(now - idleMs) } }] },
      });
      await db.session.create({
        data: { id: sessionId, userId, createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(now + maxMs) },
      });
      const overflow = await db.session.findMany({
        where: { userId },
        orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
        skip: MAX_SESSIONS_PER_ACCOUNT,
        select: { id: true },
      });
      if (overflow.length > 0) await store.end({ userId, sessionIds: overflow.map((row) => row.id) });
      touched.set(sessionId, now);
      const session: SessionData = {
        userId,
        sessionId,
        issuedAt: now,
        ...(options?.secondFactorOwed ? { secondFactorOwed: true as const } : {}),
        ...(options?.secondFactorSetupOwed ? { secondFactorSetupOwed: true as const } : {}),
      };
      return { session, cookie: await codec.issue(session) };
    },
    async renew(old, changes) {
      const now = Date.now();
      const sessionId = randomBytes(24).toString('base64url');
      // The new row keeps the old one's start, absolute end and device; one transaction, so the
      // session is never both or neither.
      const renewed = await db.$transaction(async (tx) => {
        const row = await tx.session.findUnique({ where: { id: old.sessionId } });
        if (!row || row.userId !== old.userId) return false;
        // Of two renewals of one session at once, only the one that deletes it goes on.
        const { count } = await tx.session.deleteMany({ where: { id: old.sessionId } });
        if (count !== 1) return false;
        await tx.session.create({
          data: { id: sessionId, userId: row.userId, createdAt: row.createdAt, lastSeenAt: new Date(now), expiresAt: row.expiresAt, device: row.device },
        });
        return true;
      });
      if (!renewed) return null;
      await forget(old.userId);
      touched.delete(old.sessionId);
      touched.set(sessionId, now);
      for (const listener of listeners) listener({ userId: old.userId, sessionIds: [old.sessionId], renewed: true });
      const session: SessionData = { ...old, ...changes, sessionId };
      return { session, cookie: await codec.issue(session) };
    },
    async end(ended) {
      if (ended.sessionIds) {
        await db.session.deleteMany({ where: { userId: ended.userId, id: { in: ended.sessionIds } } });
      } else {
        await db.session.deleteMany({
          where: { userId: ended.userId, ...(ended.exceptSessionId ? { id: { not: ended.exceptSessionId } } : {}) },
        });
      }
      await forget(ended.userId);
      for (const listener of listeners) listener(ended);
    },
    forget,
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
