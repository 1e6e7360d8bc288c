// Open WebSocket connections are capped (docs/security.md, "Open sockets"): per signed-in account
// (SOCKET_LIMIT_PER_ACCOUNT) and per client address (SOCKET_LIMIT_PER_ADDRESS). One more than
// either is closed with SOCKET_LIMIT_CLOSE_CODE and a reason that says which; a socket closed
// gives its place back. Raw sockets speaking graphql-transport-ws, as a script would open them.
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  SOCKET_LIMIT_ACCOUNT_REASON,
  SOCKET_LIMIT_ADDRESS_REASON,
  SOCKET_LIMIT_CLOSE_CODE,
} from '../../api/src/live-sockets.ts';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';

const PER_ACCOUNT = 2;
const PER_ADDRESS = 4;

let t: TestApp;
let base: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ socketLimits: { perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS } });
  base = await t.base();
});
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await t.close();
});

interface Opened {
  socket: WebSocket;
  /** Resolves with the close code and reason, or with 'acknowledged' once the server accepts it. */
  outcome: Promise<{ code: number; reason: string } | 'acknowledged'>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A socket that sends connection_init at once, with `cookie` on its upgrade when given. */
function open(cookie?: string): Opened {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { origin: base, ...(cookie ? { cookie } : {}) },
  });
  opened.push(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const outcome = new Promise<{ code: number; reason: string } | 'acknowledged'>((resolve) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      if (JSON.parse(data.toString()).type === 'connection_ack') resolve('acknowledged');
    });
    void closed.then(resolve);
  });
  return { socket, outcome, closed };
}

async function closeAll(sockets: Opened[]) {
  for (const s of sockets) s.socket.close();
  await Promise.all(sockets.map((s) => s.closed));
}

test(`a member may hold ${PER_ACCOUNT} sockets; one more is closed with the account's reason, and a closed one gives its place back`, async () => {
  const { client } = await signedInMember(t);
  const held = [open(client.cookie), open(client.cookie)];
  expect(await Promise.all(held.map((s) => s.outcome))).toEqual(['acknowledged', 'acknowledged']);

  const extra = open(client.cookie);
  expect(await extra.outcome).toEqual({ code: SOCKET_LIMIT_CLOSE_CODE, reason: SOCKET_LIMIT_ACCOUNT_REASON });

  // Another member is not held to this member's count.
  const other = open((await signedInMember(t)).client.cookie);
  expect(await other.outcome).toBe('acknowledged');

  held[0]!.socket.close();
  await held[0]!.closed;
  const again = open(client.cookie);
  expect(await again.outcome).toBe('acknowledged');
  await closeAll([held[1]!, other, again]);
});

test(`an address may hold ${PER_ADDRESS} sockets, signed in or not; one more is closed with the address's reason`, async () => {
  const held = Array.from({ length: PER_ADDRESS }, () => open());
  expect(await Promise.all(held.map((s) => s.outcome))).toEqual(held.map(() => 'acknowledged'));

  const extra = open((await signedInMember(t)).client.cookie);
  expect(await extra.outcome).toEqual({ code: SOCKET_LIMIT_CLOSE_CODE, reason: SOCKET_LIMIT_ADDRESS_REASON });

  // Closed sockets give their places back.
  await closeAll(held.slice(1));
  const fourth = [open(), open(), open()];
  expect(await Promise.all(fourth.map((s) => s.outcome))).toEqual(['acknowledged', 'acknowledged', 'acknowledged']);
  const over = open();
  expect(await over.outcome).toEqual({ code: SOCKET_LIMIT_CLOSE_CODE, reason: SOCKET_LIMIT_ADDRESS_REASON });
  await closeAll([held[0]!, ...fourth]);
});
