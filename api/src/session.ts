// The session cookie: iron-session's sealed, encrypted payload holding the user id. It is read
// from the Cookie header of an HTTP request or of the WebSocket upgrade, so GraphQL over HTTP,
// graphql-ws and the REST shim all see the same session.
import { sealData, unsealData } from 'iron-session';

export const SESSION_COOKIE = 'mc_session';
const TTL_SECONDS = 60 * 60 * 24 * 30;

export interface SessionData {
  userId: number;
  /** When the session was issued, in ms; sessions older than the user's last credential change are void. */
  issuedAt: number;
  /** An admin gave their authenticator code in this session (modules/admin/second-factor.ts). */
  secondFactor?: true;
}

export interface SessionCodec {
  read(cookieHeader: string | null | undefined): Promise<SessionData | null>;
  issue(data: SessionData): Promise<string>;
  clear(): string;
}

function parseCookies(header: string): Map<string, string> {
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

export function createSessionCodec(options: { secret: string; secure: boolean }): SessionCodec {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const unsealed = new Map<string, { data: SessionData | null; until: number }>();

  async function unseal(sealed: string): Promise<SessionData | null> {
    const cached = unsealed.get(sealed);
    if (cached && cached.until > Date.now()) return cached.data;
    const raw = await unsealData<Partial<SessionData>>(sealed, { password: options.secret, ttl: TTL_SECONDS });
    const data: SessionData | null =
      typeof raw.userId === 'number' && typeof raw.issuedAt === 'number'
        ? { userId: raw.userId, issuedAt: raw.issuedAt, ...(raw.secondFactor === true ? { secondFactor: true as const } : {}) }
        : null;
    // The seal's own expiry still applies: a cached entry never outlives the cookie's TTL.
    const expires = data ? data.issuedAt + TTL_SECONDS * 1000 : Date.now() + UNSEALED_CACHE_MS;
    if (unsealed.size >= UNSEALED_CACHE_SIZE) unsealed.delete(unsealed.keys().next().value!);
    unsealed.set(sealed, { data, until: Math.min(Date.now() + UNSEALED_CACHE_MS, expires) });
    return data;
  }

  return {
    async read(cookieHeader) {
      if (!cookieHeader) return null;
      const sealed = parseCookies(cookieHeader).get(SESSION_COOKIE);
      if (!sealed) return null;
      return unseal(sealed);
    },
    async issue(data) {
      const sealed = await sealData(data, { password: options.secret, ttl: TTL_SECONDS });
      return `${SESSION_COOKIE}=${sealed}; ${attributes}; Max-Age=${TTL_SECONDS}`;
    },
    clear() {
      return `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;
    },
  };
}
