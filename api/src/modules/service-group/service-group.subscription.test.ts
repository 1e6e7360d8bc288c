// groupStatusChanged over a real graphql-ws connection on a real port, the session cookie sent on
// the WebSocket upgrade as a browser sends it: a member of the group hears every change of the
// board; a member of another group and a visitor hear nothing; a member who moves away stops.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { usePushSender } from '../push/sender.ts';
import { groupListenerStats } from './group-listeners.ts';
import { sharedAnswerStats } from './shared-answers.ts';
import { END, RESPOND, START, send } from './test-documents.ts';

const SUBSCRIPTION = /* GraphQL */ `
  subscription {
    groupStatusChanged {
      change
      alert { id kind status message senderName isDrill }
      alertEdge { node { id } }
      response { status message responderName }
      serviceGroup { number board { latestStatuses { id } activeRollCall { kind notHeardFrom { name } } } }
    }
  }
`;

let t: TestApp;
let base: string;
let ana: { client: Client; user: User };
let ben: { client: Client; user: User };
let other: { client: Client; user: User };
const sockets: WsClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, async () => undefined);
  base = await t.app.start(0, '127.0.0.1');
  ana = await signedInMember(t, { groupNumber: 4, fullName: 'Ana Alvarez' });
  ben = await signedInMember(t, { groupNumber: 4, fullName: 'Ben Brooks' });
  other = await signedInMember(t, { groupNumber: 5, fullName: 'Otto Other' });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await t.close();
});

function wsClient(cookie?: string): WsClient {
  const headers = { origin: base, ...(cookie ? { cookie } : {}) };
  class WebSocketWithHeaders extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocketWithHeaders, retryAttempts: 0 });
  sockets.push(client);
  return client;
}

function listen(client: WsClient, query = SUBSCRIPTION) {
  const events: any[] = [];
  const state: { done: boolean; error?: unknown } = { done: false };
  client.subscribe(
    { query },
    {
      next: (event) => void events.push(event),
      error: (error) => void (state.error = error),
      complete: () => void (state.done = true),
    },
  );
  return { events, state };
}

const until = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

/** The server subscribes after reading the session and says nothing when it has: send until heard. */
async function sendUntilHeard(client: Client, listener: { events: any[] }) {
  for (let attempt = 1; attempt <= 25; attempt += 1) {
    const result = await send(client, { status: 'GREEN', message: `warm-up ${attempt}` });
    if (await until(() => listener.events.some((e) => e.data?.groupStatusChanged.alert.id === result.alert.id), 200)) return;
  }
  throw new Error('the subscription never heard an alert');
}

test('a member hears each alert, response and roll-call of the group; others hear nothing', async () => {
  const benHears = listen(wsClient(ben.client.cookie));
  const ottoHears = listen(wsClient(other.client.cookie));
  await sendUntilHeard(ana.client, benHears);
  // Otto's subscription is open too (send one of his own until he hears it).
  await sendUntilHeard(other.client, ottoHears);
  const ottoBefore = ottoHears.events.length;
  benHears.events.length = 0;

  const red = await send(ana.client, { status: 'RED', message: 'Need help at the hall', location: '34.2, -78.0 (±9 m)' });
  expect(await until(() => benHears.events.length >= 1, 3000)).toBe(true);
  expect(benHears.events[0]).toEqual({
    data: {
      groupStatusChanged: {
        change: 'ALERT',
        alert: { id: red.alert.id, kind: 'STATUS', status: 'RED', message: 'Need help at the hall', senderName: 'Ana Alvarez', isDrill: false },
        alertEdge: { node: { id: red.alert.id } },
        response: null,
        serviceGroup: { number: 'GROUP_4', board: { latestStatuses: [{ id: red.alert.id }], activeRollCall: null } },
      },
    },
  });

  await ben.client.graphql(RESPOND, { input: { alertId: red.alert.id, status: 'ON_MY_WAY' } });
  expect(await until(() => benHears.events.length >= 2, 3000)).toBe(true);
  expect(benHears.events[1].data.groupStatusChanged).toMatchObject({
    change: 'RESPONSE',
    alert: { id: red.alert.id },
    alertEdge: null,
    response: { status: 'ON_MY_WAY', message: null, responderName: 'Ben Brooks' },
  });

  const drill = (await ana.client.graphql(START, { input: { kind: 'DRILL' } })).data.startRollCall.rollCall;
  expect(await until(() => benHears.events.length >= 3, 3000)).toBe(true);
  expect(benHears.events[2].data.groupStatusChanged).toMatchObject({
    change: 'ALERT',
    alert: { id: drill.id, kind: 'DRILL', status: null, isDrill: true },
    serviceGroup: { board: { activeRollCall: { kind: 'DRILL', notHeardFrom: [{ name: 'Ben Brooks' }] } } },
  });

  await ben.client.graphql(END, { input: {} });
  expect(await until(() => benHears.events.length >= 4, 3000)).toBe(true);
  expect(benHears.events[3].data.groupStatusChanged).toMatchObject({
    change: 'ROLLCALL_ENDED',
    alert: { id: drill.id },
    serviceGroup: { board: { activeRollCall: null } },
  });

  // Nothing of group 4 reached the member of group 5.
  expect(await until(() => ottoHears.events.length > ottoBefore, 300)).toBe(false);
  expect(JSON.stringify(ottoHears.events)).not.toMatch(/Need help at the hall|Ana Alvarez/);
  expect(benHears.state.error).toBeUndefined();
});

test('a visitor’s subscription is refused with an error and no events', async () => {
  const visitor = listen(wsClient());
  expect(await until(() => visitor.state.done || visitor.state.error !== undefined, 3000)).toBe(true);
  expect(visitor.events).toEqual([{ errors: [expect.objectContaining({ message: 'Please sign in to continue' })] }]);
  await send(ana.client, { status: 'RED', message: 'not for visitors' });
  await new Promise((r) => setTimeout(r, 200));
  expect(visitor.events).toHaveLength(1);
});

test('a member who moves to another group stops hearing the old one', async () => {
  const mover = await signedInMember(t, { groupNumber: 4, fullName: 'Max Mover' });
  const hears = listen(wsClient(mover.client.cookie));
  await sendUntilHeard(ana.client, hears);
  const UPDATE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }';
  const moved = await mover.client.graphql(UPDATE, { input: { groupNumber: 'GROUP_6' } });
  expect(moved.data.updateProfile.__typename).toBe('ProfileUpdated');
  expect(await until(() => hears.state.done, 3000)).toBe(true);
  const seen = hears.events.length;
  await send(ana.client, { status: 'RED', message: 'after the move' });
  await new Promise((r) => setTimeout(r, 200));
  expect(hears.events).toHaveLength(seen);
});

// The board as the app's own subscription asks for it: per-viewer fields beside the group's rows.
const WHOLE_BOARD = /* GraphQL */ `
  subscription {
    groupStatusChanged {
      alert { id isMine isDrill responses { id isMine } }
      serviceGroup {
        board {
          latestStatuses { id isMine isDrill responses { id isMine } }
          activeRollCall { startedBy alert { id isMine } heardFrom { member { name isViewer } } notHeardFrom { name isViewer } }
        }
      }
    }
  }
`;

/** Counts every read of the tables a board is made of. */
function countBoardReads() {
  type Reader = Record<'findMany' | 'findFirst' | 'findUnique' | 'groupBy' | 'count', (...args: unknown[]) => unknown>;
  const delegates = [t.db.emergencyAlert, t.db.alertResponse, t.db.user, t.db.serviceGroupMember, t.db.serviceGroup] as unknown as Reader[];
  const methods = ['findMany', 'findFirst', 'findUnique', 'groupBy', 'count'] as const;
  // The session's own read of its user (user.findFirst, access/session.ts) is the sender's request's,
  // not the board's, and is made or not by the clock (it is kept SESSION_CACHE_MS): not counted.
  const spies = delegates.flatMap((delegate) =>
    methods.filter((method) => !(delegate === (t.db.user as unknown) && method === 'findFirst')).map((method) => vi.spyOn(delegate, method)),
  );
  return {
    reads: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

test('an event’s board is read once on this instance however many boards are open, and isMine stays each viewer’s', async () => {
  const dora = await signedInMember(t, { groupNumber: 7, fullName: 'Dora Diaz' });
  const eli = await signedInMember(t, { groupNumber: 7, fullName: 'Eli Evans' });
  const started = await dora.client.graphql(START, { input: { kind: 'ROLLCALL' } });
  expect(started.data.startRollCall.__typename).toBe('RollCallStarted');
  const first = listen(wsClient(eli.client.cookie), WHOLE_BOARD);
  await sendUntilHeard(dora.client, first);
  const counter = countBoardReads();
  try {
    /** Sends a status from Dora and waits until every board has its answer. */
    const allHear = async (boards: { events: any[] }[], message: string) => {
      const sent = await send(dora.client, { status: 'ORANGE', message });
      const heard = () => boards.every((b) => b.events.some((e) => e.data?.groupStatusChanged.alert.id === sent.alert.id));
      expect(await until(heard, 5000)).toBe(true);
    };
    /** The reads of one status sent by Dora, until every open board has its answer. */
    const readsOfOneEvent = async (boards: { events: any[] }[]) => {
      // A board answers its events in order: once each has heard this one, nothing sent before
      // (the warm-ups) is still being read for.
      await allHear(boards, 'settle');
      const before = counter.reads();
      await allHear(boards, `boards: ${boards.length}`);
      return { reads: counter.reads() - before, answers: boards.map((b) => b.events.at(-1).data.groupStatusChanged) };
    };
    const withOne = await readsOfOneEvent([first]);

    // Four more boards: two of Eli's devices, two of Dora's.
    const more = [eli, eli, dora, dora].map((member) => listen(wsClient(member.client.cookie), WHOLE_BOARD));
    for (const board of more) await sendUntilHeard(dora.client, board);
    const withFive = await readsOfOneEvent([first, ...more]);
    expect(withFive.reads).toBe(withOne.reads);

    // The shared rows, each viewer's own flags.
    const [onEli, , , onDora] = withFive.answers;
    expect(onEli.alert.isMine).toBe(false);
    expect(onDora.alert.isMine).toBe(true);
    expect(onEli.serviceGroup.board.activeRollCall.alert.isMine).toBe(false);
    expect(onDora.serviceGroup.board.activeRollCall.alert.isMine).toBe(true);
    const mine = (answer: any) => answer.serviceGroup.board.latestStatuses.map((a: { isMine: boolean }) => a.isMine);
    expect(mine(onEli)).toEqual([false]);
    expect(mine(onDora)).toEqual([true]);
    const viewerFlags = (answer: any) => {
      const { heardFrom, notHeardFrom } = answer.serviceGroup.board.activeRollCall;
      return Object.fromEntries([...heardFrom.map((e: any) => e.member), ...notHeardFrom].map((m: any) => [m.name, m.isViewer]));
    };
    expect(viewerFlags(onEli)).toEqual({ 'Dora Diaz': false, 'Eli Evans': true });
    expect(viewerFlags(onDora)).toEqual({ 'Dora Diaz': true, 'Eli Evans': false });
  } finally {
    counter.restore();
  }
});

test('an event is answered and encoded once for all the open boards that ask the same; each gets its own flags', async () => {
  const fay = await signedInMember(t, { groupNumber: 8, fullName: 'Fay Fox' });
  const gus = await signedInMember(t, { groupNumber: 8, fullName: 'Gus Green' });
  const subscriptionsBefore = groupListenerStats.subscriptions;
  const boards = [fay, gus, gus, fay].map((member) => listen(wsClient(member.client.cookie), WHOLE_BOARD));
  for (const board of boards) await sendUntilHeard(fay.client, board);
  // The four boards listen through one subscription of the group on this instance.
  expect(groupListenerStats.subscriptions - subscriptionsBefore).toBe(1);
  const heardBy = (id: string) => boards.every((b) => b.events.some((e) => e.data?.groupStatusChanged.alert.id === id));
  // Settled: every board has answered every warm-up.
  const settle = await send(fay.client, { status: 'GREEN', message: 'settle' });
  expect(await until(() => heardBy(settle.alert.id), 5000)).toBe(true);

  const before = { ...sharedAnswerStats };
  const sent = await send(fay.client, { status: 'ORANGE', message: 'once' });
  expect(await until(() => heardBy(sent.alert.id), 5000)).toBe(true);
  expect(sharedAnswerStats.executions - before.executions).toBe(1);
  // One encoding per member, written as it is to each of that member's sockets.
  expect(sharedAnswerStats.encodings - before.encodings).toBe(2);

  const [onFay, onGus] = boards.map((b) => b.events.at(-1).data.groupStatusChanged);
  expect(onFay.alert).toMatchObject({ id: sent.alert.id, isMine: true });
  expect(onGus.alert).toMatchObject({ id: sent.alert.id, isMine: false });
  // The shared rows are equal; only the flags differ.
  const withoutFlags = (answer: unknown) => JSON.stringify(answer).replace(/"is(Mine|Viewer)":(true|false)/g, '');
  expect(withoutFlags(onGus)).toBe(withoutFlags(onFay));
});

test('an admin in the group without an approval shares the group’s answer, and no board gets an error', async () => {
  // Made admin while waiting: an admin is in their group whether approved or not.
  const ada = await signedInMember(t, { groupNumber: 2, fullName: 'Ada Admin', role: 'admin', groupApproved: false });
  const moe = await signedInMember(t, { groupNumber: 2, fullName: 'Moe Member' });
  // The admin's board listens first, so its event is answered first and makes the shared answer.
  const onAda = listen(wsClient(ada.client.cookie), WHOLE_BOARD);
  await sendUntilHeard(moe.client, onAda);
  const onMoe = listen(wsClient(moe.client.cookie), WHOLE_BOARD);
  await sendUntilHeard(moe.client, onMoe);
  const sent = await send(moe.client, { status: 'GREEN', message: 'admin first' });
  const answerOn = (board: { events: any[] }) => board.events.find((e) => e.data?.groupStatusChanged.alert.id === sent.alert.id);
  expect(await until(() => !!answerOn(onAda) && !!answerOn(onMoe), 5000)).toBe(true);
  expect([...onAda.events, ...onMoe.events].filter((e) => e.errors)).toEqual([]);
});

test('a board that asks for the overseer’s lists is answered for its own viewer: the overseer gets them, a member null', async () => {
  const olga = await signedInMember(t, { groupNumber: 4, fullName: 'Olga Ortiz', isGroupOverseer: true });
  const max = await signedInMember(t, { groupNumber: 4, fullName: 'Max Moss' });
  await signedInMember(t, { groupNumber: 4, fullName: 'Wes Waiting', groupApproved: false });
  const LISTS = 'subscription { groupStatusChanged { alert { id isMine } serviceGroup { joinRequests { fullName } } } }';
  const onOlga = listen(wsClient(olga.client.cookie), LISTS);
  const onMax = listen(wsClient(max.client.cookie), LISTS);
  await sendUntilHeard(max.client, onOlga);
  await sendUntilHeard(max.client, onMax);
  const sent = await send(max.client, { status: 'GREEN', message: 'lists' });
  const answerOn = (board: { events: any[] }) => board.events.find((e) => e.data?.groupStatusChanged.alert.id === sent.alert.id)?.data.groupStatusChanged;
  expect(await until(() => !!answerOn(onOlga) && !!answerOn(onMax), 5000)).toBe(true);
  expect(answerOn(onOlga).serviceGroup.joinRequests.map((r: { fullName: string }) => r.fullName)).toEqual(['Wes Waiting']);
  expect(answerOn(onMax).serviceGroup.joinRequests).toBeNull();
  expect(answerOn(onMax).alert.isMine).toBe(true);
  expect(answerOn(onOlga).alert.isMine).toBe(false);
});
