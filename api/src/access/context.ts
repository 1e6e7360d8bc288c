// Per-operation context. The session is read here, once, from the Cookie header of the HTTP
// request or of the WebSocket upgrade: its row and the viewer come from the database in one
// query, so a session ended anywhere (sign-out, password change, account deletion, role change)
// is over for every later request and message at once.
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import type { Prisma, User } from '../generated/sqlite/client.ts';
import { AuthenticationError } from '../lib/errors.ts';
import type { LoginLimiter } from '../lib/rate-limit.ts';
import type { PubSub } from '../pubsub.ts';
import type { SessionData, SessionStore } from './session.ts';

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
   * The session owes its authenticator code (access/second-factor.ts): a member's has no
   * viewer until it is given; an admin's viewer acts as a member, and admin operations answer 401.
   */
  secondFactorPending: boolean;
  /**
   * The app is required and this session's account has none: no viewer until it is set up; only
   * setting it up is let through.
   */
  secondFactorSetupPending: boolean;
  clientAddress: string;
  /**
   * The language to write the server's messages in (a code of shared/src/languages.ts): the
   * device's choice (its language cookie), else the browser's, else English (lib/server-words.ts).
   */
  language?: string;
  /** The request's Cookie header, for the cookies other than the session's (sign-in's device cookie). */
  cookieHeader: string | null;
  /** Set-Cookie values for the HTTP response (ignored over WebSocket). */
  responseCookies: string[];
  /**
   * Set inside a transaction (the local-first write path, modules/sync): takes what must happen
   * only once the write is committed, such as a live event or a push, to run then with the
   * context outside the transaction. Absent elsewhere: such effects run at once.
   */
  afterCommit?: (effect: (ctx: Context) => unknown) => void;
  /**
   * Inside a subscription over graphql-ws: writes an answer already encoded as JSON to the
   * socket as the subscription's next message, the bytes graphql-ws would have written
   * (server.ts). False when the socket's session has ended: the socket is closed and the
   * subscription ends. A module whose answer is the same for many sockets encodes it once
   * (modules/service-group/shared-answers.ts).
   */
  liveDelivery?: (payloadJson: string) => Promise<boolean>;
}

/**
 * Runs `work` in one transaction: the one `ctx` is already in (the local-first write path), or a
 * new one. A module whose write spans several statements uses this, so it can be called from both.
 */
export function inOneTransaction<T>(ctx: Context, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return ctx.afterCommit ? work(ctx.db as unknown as Prisma.TransactionClient) : ctx.db.$transaction(work);
}

/**
 * Runs `effect` once the current write is committed: now (awaited), or after the transaction ctx
 * is in. A deferred effect that fails (a file that could not be removed) is logged, never thrown:
 * the write it follows is already committed.
 */
export async function whenCommitted(ctx: Context, effect: (ctx: Context) => unknown): Promise<void> {
  if (ctx.afterCommit) ctx.afterCommit(effect);
  else await effect(ctx);
}

/**
 * An authentication step within this session (the admin's code, a password confirmation): the
 * session goes on under a new id with `changes`, and the old id is worthless from now on.
 */
export async function renewSession(ctx: Context, changes: Parameters<SessionStore['renew']>[1]): Promise<void> {
  const renewed = ctx.session ? await ctx.sessions.renew(ctx.session, changes) : null;
  if (!renewed) throw new AuthenticationError();
  ctx.responseCookies.push(renewed.cookie);
  ctx.session = renewed.session;
}

/** Ends this session: its row is deleted (the cookie is worthless anywhere) and the cookie cleared. */
export async function signOut(ctx: Context): Promise<void> {
  if (ctx.session) await ctx.sessions.end({ userId: ctx.session.userId, sessionIds: [ctx.session.sessionId] });
  ctx.responseCookies.push(ctx.sessions.codec.clear());
  ctx.session = null;
  ctx.viewer = null;
}

/**
 * The account's row changed (its group, roles, name, look): no kept read of its sessions answers
 * again on any instance (access/session.ts), and its open screens are told (`user:changed`).
 */
export async function accountChanged(ctx: Context, userId: number): Promise<void> {
  await ctx.sessions.forget(userId);
  ctx.pubsub.publish('user:changed', userId, { userId });
}
