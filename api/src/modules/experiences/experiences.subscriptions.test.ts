// experienceShared and experienceUpdated over a real graphql-ws connection: a share or a like
// made over HTTP reaches the members of the group it was shared with, live, and no one else.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { CREATE, LIKE, SHARE, globalId } from './test-helpers.ts';

let t: TestApp;
let base: string;
const sockets: WsClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await t.close();
});

function wsClient(cookie?: string): WsClient {
  const headers: Record<string, string> = { origin: base, ...(cookie ? { cookie } : {}) };
  class WebSocketWithHeaders extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocketWithHeaders, retryAttempts: 0 });
  sockets.push(client);
  return client;
}

type Event = { data?: Record<string, { id: string; title: string; likes: number }>; errors?: { message: string }[] };

function listen(cookie: string | undefined, query: string) {
  const events: Event[] = [];
  const state: { done: boolean; error?: unknown } = { done: false };
  wsClient(cookie).subscribe(
    { query },
    {
      next: (event) => void events.push(event as Event),
      error: (error) => {
        state.error = error;
      },
      complete: () => {
        state.done = true;
      },
    },
  );
  return { events, state };
}

const SHARED_SUB = 'subscription { experienceShared { id title likes } }';
const UPDATED_SUB = 'subscription { experienceUpdated { id title likes } }';

const until = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

async function createAndShare(client: Client, title: string, shareWith?: string) {
  const created = await client.graphql(CREATE, { input: { title, content: 'Shared live' } });
  const id = created.data.createExperience.experience.id;
  const shared = await client.graphql(SHARE, { input: { id, shareWith } });
  expect(shared.data.shareExperience.__typename).toBe('ExperienceShared');
  return id as string;
}

/** The server subscribes once it has read the session and says nothing when it has: share until an event arrives. */
async function shareUntilHeard(client: Client, events: Event[], shareWith?: string) {
  let id = '';
  for (let attempt = 1; events.length === 0 && attempt <= 25; attempt += 1) {
    id = await createAndShare(client, `Warm-up ${attempt}`, shareWith);
    await until(() => events.length > 0, 200);
  }
  expect(events.length).toBeGreaterThan(0);
  return id;
}

test('a share reaches the group live; another group hears nothing of it', async () => {
  const a = await signedInMember(t, { groupNumber: 5 });
  const b = await signedInMember(t, { groupNumber: 5 });
  const c = await signedInMember(t, { groupNumber: 6 });
  const c2 = await signedInMember(t, { groupNumber: 6 });
  const forB = listen(b.client.cookie, SHARED_SUB);
  const forC = listen(c.client.cookie, SHARED_SUB);

  await shareUntilHeard(a.client, forB.events);
  await shareUntilHeard(c2.client, forC.events); // C's subscription is live too
  const heardByC = forC.events.length;
  const heardByB = forB.events.length;

  const id = await createAndShare(a.client, 'The neighbour came to the meeting');
  expect(await until(() => forB.events.length > heardByB, 3000)).toBe(true);
  expect(forB.events.at(-1)).toEqual({ data: { experienceShared: { id, title: 'The neighbour came to the meeting', likes: 0 } } });
  expect(await until(() => forC.events.length > heardByC, 400)).toBe(false);
  expect(forC.events.map((e) => e.data?.experienceShared?.id)).not.toContain(id);
  expect(forB.state.error).toBeUndefined();
});

test('a share with one member reaches that member only', async () => {
  const a = await signedInMember(t, { groupNumber: 8 });
  const b = await signedInMember(t, { groupNumber: 8 });
  const d = await signedInMember(t, { groupNumber: 8 });
  const forB = listen(b.client.cookie, SHARED_SUB);
  const forD = listen(d.client.cookie, SHARED_SUB);
  await shareUntilHeard(a.client, forB.events);
  await shareUntilHeard(a.client, forD.events);
  const [heardByB, heardByD] = [forB.events.length, forD.events.length];

  const id = await createAndShare(a.client, 'Only for Ben', globalId('User', b.user.id));
  expect(await until(() => forB.events.length > heardByB, 3000)).toBe(true);
  expect(forB.events.at(-1)!.data!.experienceShared!.id).toBe(id);
  expect(await until(() => forD.events.length > heardByD, 400)).toBe(false);
});

test('a like reaches the author live with the new count', async () => {
  const a = await signedInMember(t, { groupNumber: 2 });
  const b = await signedInMember(t, { groupNumber: 2 });
  const forA = listen(a.client.cookie, UPDATED_SUB);
  const id = await createAndShare(a.client, 'Liked live');
  // Like warm-up experiences until the author's subscription is live.
  for (let attempt = 1; forA.events.length === 0 && attempt <= 25; attempt += 1) {
    const warm = await createAndShare(a.client, `Like warm-up ${attempt}`);
    await b.client.graphql(LIKE, { input: { id: warm } });
    await until(() => forA.events.length > 0, 200);
  }
  const heard = forA.events.length;
  const liked = await b.client.graphql(LIKE, { input: { id } });
  expect(liked.data.likeExperience.counted).toBe(true);
  expect(await until(() => forA.events.length > heard, 3000)).toBe(true);
  expect(forA.events.at(-1)).toEqual({ data: { experienceUpdated: { id, title: 'Liked live', likes: 1 } } });
});

test('a visitor cannot subscribe to either', async () => {
  for (const query of [SHARED_SUB, UPDATED_SUB]) {
    const { events, state } = listen(undefined, query);
    expect(await until(() => state.done || state.error !== undefined, 3000)).toBe(true);
    expect(events).toEqual([{ errors: [expect.objectContaining({ message: 'Please sign in to continue' })] }]);
  }
});
