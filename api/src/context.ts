// Per-operation context. The session is read here, once, from the Cookie header of the HTTP
// request or of the WebSocket upgrade; the viewer is loaded from the database so a deleted
// account or a changed password ends every open session at once.
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { User } from './generated/sqlite/client.ts';
import type { LoginLimiter } from './lib/rate-limit.ts';
import type { PubSub } from './pubsub.ts';
import type { SessionCodec } from './session.ts';
import { withSecondFactor } from './modules/admin/second-factor.ts';

/** What lives as long as the app: shared by every request. */
export interface AppDeps {
  config: Config;
  db: Db;
  pubsub: PubSub;
  sessions: SessionCodec;
  loginLimiter: LoginLimiter;
}

export interface Context extends AppDeps {
  viewer: User | null;
  /**
   * An admin whose second factor is on but not given in this session: until it is, the viewer
   * acts as a member (modules/admin/second-factor.ts) and admin operations answer 401.
   */
  secondFactorPending: boolean;
  clientAddress: string;
  /** Set-Cookie values for the HTTP response (ignored over WebSocket). */
  responseCookies: string[];
}

export async function loadViewer(deps: AppDeps, cookieHeader: string | null | undefined): Promise<User | null> {
  const session = await deps.sessions.read(cookieHeader).catch(() => null);
  if (!session) return null;
  const user = await deps.db.user.findUnique({ where: { id: session.userId } });
  if (!user || session.issuedAt < user.passwordChangedAt.getTime()) return null;
  return user;
}

export async function createContext(
  deps: AppDeps,
  request: { cookieHeader: string | null | undefined; clientAddress: string },
): Promise<Context> {
  const session = await deps.sessions.read(request.cookieHeader).catch(() => null);
  return {
    ...deps,
    ...(await withSecondFactor(deps.db, session, await loadViewer(deps, request.cookieHeader))),
    clientAddress: request.clientAddress,
    responseCookies: [],
  };
}

/** Starts a session for `user` on this response. */
export async function signIn(ctx: Context, user: User): Promise<void> {
  ctx.responseCookies.push(await ctx.sessions.issue({ userId: user.id, issuedAt: Date.now() }));
  ctx.viewer = user;
}

export function signOut(ctx: Context): void {
  ctx.responseCookies.push(ctx.sessions.clear());
  ctx.viewer = null;
}
