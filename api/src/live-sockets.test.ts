// The sockets of signed-in members and sessions that end (live-sockets.ts), with a session store
// whose answers the test orders: a session that ends while its socket is connecting.
import { expect, test } from 'vitest';
import { createLiveSockets, SESSION_ENDED_CLOSE_CODE } from './live-sockets.ts';
import type { PubSub } from './pubsub.ts';
import type { SessionData, SessionsEnded, SessionStore } from './access/session.ts';

const SESSION = { userId: 1, sessionId: 's1', issuedAt: Date.now() } as SessionData;
const quietPubSub = {
  publish: () => undefined,
  subscribe: () => ({ [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => {}), return: async () => ({ done: true, value: undefined }) }) }),
} as unknown as PubSub;

function socket() {
  const closes: number[] = [];
  return { closes, close: (code?: number) => void closes.push(code ?? 1000) };
}

test('a session that ends while its socket connects closes the socket with 4401', async () => {
  let announce: (ended: SessionsEnded) => void = () => undefined;
  let reads = 0;
  const store = {
    codec: { read: async () => ({}) },
    // The first read finds the session; its ending is announced before the read's answer is
    // used, as when the row is deleted between the query and the socket being listed.
    read: async () => {
      reads += 1;
      if (reads === 1) {
        announce({ userId: 1 });
        return { session: SESSION };
      }
      return null;
    },
    onEnded: (listener: (ended: SessionsEnded) => void) => {
      announce = listener;
      return () => undefined;
    },
    absoluteEnd: () => Date.now() + 60_000,
  } as unknown as SessionStore;
  const live = createLiveSockets(store, quietPubSub, { perAccount: 5, perAddress: 5 });
  const s = socket();
  expect(await live.connect(s, 'mc_session=x')).toBe(false);
  expect(s.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
  live.dispose();
});

test('a session still live after its socket is listed keeps the socket open', async () => {
  const store = {
    codec: { read: async () => ({}) },
    read: async () => ({ session: SESSION }),
    onEnded: () => () => undefined,
    absoluteEnd: () => Date.now() + 60_000,
  } as unknown as SessionStore;
  const live = createLiveSockets(store, quietPubSub, { perAccount: 5, perAddress: 5 });
  const s = socket();
  expect(await live.connect(s, 'mc_session=x')).toBe(true);
  expect(s.closes).toEqual([]);
  live.dispose();
});
