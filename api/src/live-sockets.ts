// The graphql-ws sockets of signed-in members, by user: when a session ends (sign-out, password
// change, account deletion, role change, on this instance or, through the pubsub, on another),
// its open sockets are closed with SESSION_ENDED_CLOSE_CODE and hear nothing further. Each
// subscribe message reads the session again (request-context.ts), and each event is let through only
// while the socket's session is live and within SESSION_MAX_DAYS.
import type { ExecutionResult } from 'graphql';
import type { PubSub } from './pubsub.ts';
import type { SessionData, SessionsEnded, SessionStore } from './access/session.ts';

/** graphql-ws's "Unauthorized": the web client opens the sign-in dialog. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const SESSION_ENDED_REASON = 'Session ended: sign in again';
/**
 * A session renewed under a new id (the browser authenticated again): its sockets close with a
 * code graphql-ws clients retry after a pause, by when the browser holds the new cookie.
 */
export const SESSION_RENEWED_CLOSE_CODE = 4205;
export const SESSION_RENEWED_REASON = 'Session renewed: reconnect';
/**
 * One socket more than the account or the address may hold open at once (config.socketLimits).
 * In the private range and not one graphql-ws gives up on: a client tries again after a pause,
 * by when another tab may have closed.
 */
export const SOCKET_LIMIT_CLOSE_CODE = 4008;
export const SOCKET_LIMIT_ACCOUNT_REASON = 'Too many open connections for this account: close another tab or device';
export const SOCKET_LIMIT_ADDRESS_REASON = 'Too many open connections from this address';

interface Closable {
  close(code?: number, reason?: string): void;
}

interface LiveSocket {
  socket: Closable;
  session: SessionData;
  endsAt: number;
  ended: boolean;
}

export type LiveSockets = ReturnType<typeof createLiveSockets>;

export function createLiveSockets(store: SessionStore, pubsub: PubSub, limits: { perAccount: number; perAddress: number }) {
  const byUser = new Map<number, Set<LiveSocket>>();
  const bySocket = new WeakMap<Closable, LiveSocket>();
  /** Open sockets per client address, signed in or not, and each counted socket's address. */
  const byAddress = new Map<string, number>();
  const addressOf = new WeakMap<Closable, string>();
  /** Sockets closed on the upgrade: what they send on their way out is not read. */
  const refused = new WeakSet<Closable>();

  function detach(socket: Closable) {
    const live = bySocket.get(socket);
    if (!live) return;
    bySocket.delete(socket);
    const set = byUser.get(live.session.userId);
    set?.delete(live);
    if (set?.size === 0) byUser.delete(live.session.userId);
  }

  function end(live: LiveSocket, renewed = false) {
    if (live.ended) return;
    live.ended = true;
    detach(live.socket);
    if (renewed) live.socket.close(SESSION_RENEWED_CLOSE_CODE, SESSION_RENEWED_REASON);
    else live.socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON);
  }

  function ended(event: SessionsEnded) {
    for (const live of [...(byUser.get(event.userId) ?? [])]) {
      const id = live.session.sessionId;
      const hit = event.sessionIds ? event.sessionIds.includes(id) : id !== event.exceptSessionId;
      if (hit) end(live, event.renewed === true);
    }
  }

  const unlisten = store.onEnded((event) => {
    ended(event);
    pubsub.publish('session:ended', event);
  });
  const fromOtherInstances = pubsub.subscribe('session:ended');
  void (async () => {
    for await (const event of fromOtherInstances) ended(event);
  })().catch(() => undefined);

  const isLive = (live: LiveSocket) => !live.ended && Date.now() < live.endsAt;

  return {
    /**
     * On the upgrade, before anything is read from the socket: one socket more than the address
     * may hold is closed at once. Counted until `disconnect`.
     */
    admit(socket: Closable, address: string): boolean {
      const open = byAddress.get(address) ?? 0;
      if (open >= limits.perAddress) {
        refused.add(socket);
        socket.close(SOCKET_LIMIT_CLOSE_CODE, SOCKET_LIMIT_ADDRESS_REASON);
        return false;
      }
      byAddress.set(address, open + 1);
      addressOf.set(socket, address);
      return true;
    },
    /**
     * On connection: a socket whose cookie names an ended session is closed at once, and so is one
     * more than the account may hold open.
     */
    async connect(socket: Closable, cookieHeader: string | undefined): Promise<boolean> {
      if (refused.has(socket)) return false;
      const sealed = await store.codec.read(cookieHeader).catch(() => null);
      if (!sealed) return true;
      const current = await store.read(cookieHeader);
      if (!current) {
        socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON);
        return false;
      }
      if ((byUser.get(current.session.userId)?.size ?? 0) >= limits.perAccount) {
        socket.close(SOCKET_LIMIT_CLOSE_CODE, SOCKET_LIMIT_ACCOUNT_REASON);
        return false;
      }
      const live: LiveSocket = { socket, session: current.session, endsAt: store.absoluteEnd(current.session.issuedAt), ended: false };
      bySocket.set(socket, live);
      const set = byUser.get(live.session.userId) ?? new Set();
      set.add(live);
      byUser.set(live.session.userId, set);
      // A session that ended while it was being read was announced before this socket was listed:
      // read once more now that an ending would find the socket, or it would stay open on a dead
      // session and its page never be asked to sign in again.
      if (!(await store.read(cookieHeader))) {
        end(live);
        return false;
      }
      return true;
    },
    /** On each subscribe message, with the session its context just read: false when it ended. */
    stillLive(socket: Closable, session: SessionData | null): boolean {
      const live = bySocket.get(socket);
      if (!live) return true;
      if (session?.sessionId === live.session.sessionId && isLive(live)) return true;
      end(live);
      return false;
    },
    /** May an event go out on this socket? Not once its session ended: the socket is then closed. */
    allows(socket: Closable): boolean {
      const live = bySocket.get(socket);
      if (!live || isLive(live)) return true;
      end(live);
      return false;
    },
    /** Lets a subscription's events through only while the socket's session is live. */
    guard<T>(socket: Closable, result: AsyncIterable<T> | ExecutionResult): AsyncIterable<T> | ExecutionResult {
      const live = bySocket.get(socket);
      if (!live || !(Symbol.asyncIterator in result)) return result;
      const source = result[Symbol.asyncIterator]();
      const done = { done: true, value: undefined } as IteratorReturnResult<undefined>;
      const iterator: AsyncIterableIterator<T> = {
        [Symbol.asyncIterator]: () => iterator,
        next: async () => {
          const step = await source.next();
          if (step.done || isLive(live)) return step;
          end(live);
          await source.return?.();
          return done;
        },
        return: async () => (source.return ? source.return() : done),
        throw: async (error) => (source.throw ? source.throw(error) : Promise.reject(error)),
      };
      return iterator;
    },
    disconnect(socket: Closable) {
      detach(socket);
      const address = addressOf.get(socket);
      if (address === undefined) return;
      addressOf.delete(socket);
      const open = (byAddress.get(address) ?? 1) - 1;
      if (open > 0) byAddress.set(address, open);
      else byAddress.delete(address);
    },
    dispose() {
      unlisten();
      void fromOtherInstances.return?.();
    },
  };
}
