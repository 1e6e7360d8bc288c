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

export function createSessionCodec(options: { secret: string; secure: boolean }): SessionCodec {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return {
    async read(cookieHeader) {
      if (!cookieHeader) return null;
      const sealed = parseCookies(cookieHeader).get(SESSION_COOKIE);
      if (!sealed) return null;
      const data = await unsealData<Partial<SessionData>>(sealed, { password: options.secret, ttl: TTL_SECONDS });
      return typeof data.userId === 'number' && typeof data.issuedAt === 'number'
        ? { userId: data.userId, issuedAt: data.issuedAt }
        : null;
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
