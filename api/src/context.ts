// Per-operation context. The session is read here, once, from the Cookie header of the HTTP
// request or of the WebSocket upgrade: its row and the viewer come from the database in one
// query, so a session ended anywhere (sign-out, password change, account deletion, role change)
// is over for every later request and message at once.
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { User } from './generated/sqlite/client.ts';
import type { LoginLimiter } from './lib/rate-limit.ts';
import type { PubSub } from './pubsub.ts';
import type { SessionData, SessionStore } from './session.ts';
import { withSecondFactor } from './modules/admin/second-factor.ts';

/** What lives as long as the app: shared by every request. */
export interface AppDeps {
  config: Config;
  db: Db;
  pubsub: PubSub;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
}

export interface Context extends AppDeps {
  viewer: User | null;
  /** The session this operation runs in (null for a visitor). */
  session: SessionData | null;
  /**
   * An admin whose second factor is on but not given in this session: until it is, the viewer
   * acts as a member (modules/admin/second-factor.ts) and admin operations answer 401.
   */
  secondFactorPending: boolean;
  clientAddress: string;
  /** Set-Cookie values for the HTTP response (ignored over WebSocket). */
  responseCookies: string[];
}

export async function createContext(
  deps: AppDeps,
  request: { cookieHeader: string | null | undefined; clientAddress: string },
): Promise<Context> {
  const current = await deps.sessions.read(request.cookieHeader);
  return {
    ...deps,
    session: current?.session ?? null,
    ...(await withSecondFactor(deps.db, current?.session ?? null, current?.user ?? null)),
    clientAddress: request.clientAddress,
    responseCookies: [],
  };
}

/** Starts a session for `user` on this response. */
export async function signIn(ctx: Context, user: User): Promise<void> {
  const { session, cookie } = await ctx.sessions.start(user.id);
  ctx.responseCookies.push(cookie);
  ctx.session = session;
  ctx.viewer = user;
}

/** Ends this session: its row is deleted (the cookie is worthless anywhere) and the cookie cleared. */
export async function signOut(ctx: Context): Promise<void> {
  if (ctx.session) await ctx.sessions.end({ userId: ctx.session.userId, sessionIds: [ctx.session.sessionId] });
  ctx.responseCookies.push(ctx.sessions.codec.clear());
  ctx.session = null;
  ctx.viewer = null;
}
