// viewerUpdated over a real graphql-ws connection: the app listens on a port, the WebSocket upgrade
// carries the session cookie as a browser's would, and a change made over HTTP reaches it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, graphqlMember, signedInMember, type TestApp } from './harness.ts';
import { socketClient, until } from './sockets.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

async function graphqlOverHttp(query: string, variables: Record<string, unknown>, cookie = '') {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as any };
}

async function signUp() {
  const input = graphqlMember();
  const { response, body } = await graphqlOverHttp(
    'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { __typename } }',
    { input },
  );
  expect(body.data.createAccount.__typename).toBe('AccountCreated');
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { input, cookie };
}

const UPDATE_DESIGN = 'mutation ($input: UpdateDesignInput!) { updateDesign(input: $input) { __typename } }';

/** A graphql-ws client whose upgrade request sends these headers, as a browser sends its cookie. */
const wsClient = (headers: Record<string, string>): WsClient => socketClient(base, headers);

type Event = { data?: { viewerUpdated: { username: string; appName: string } }; errors?: unknown };

function subscribe(client: WsClient) {
  const events: Event[] = [];
  const state: { error?: unknown; done: boolean } = { done: false };
  const unsubscribe = client.subscribe<Event['data']>(
    { query: 'subscription { viewerUpdated { username appName } }' },
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
  return { events, state, unsubscribe };
}

test('viewerUpdated delivers the change made over HTTP, and only the viewer’s own', async () => {
  const { input, cookie } = await signUp();
  const client = wsClient({ cookie, origin: base });
  try {
    const { events, state } = subscribe(client);
    // The server subscribes only after it has read the session, and says nothing when it has:
    // change the design until the first event arrives, then check it carries the latest change.
    let sent = '';
    for (let attempt = 1; events.length === 0 && attempt <= 25; attempt += 1) {
      sent = `Field Book ${attempt}`;
      const { body } = await graphqlOverHttp(UPDATE_DESIGN, { input: { appName: sent } }, cookie);
      expect(body.data.updateDesign.__typename).toBe('DesignUpdated');
      await until(() => events.length > 0, 200);
    }
    expect(state.error).toBeUndefined();
    expect(events.at(-1)).toEqual({ data: { viewerUpdated: { username: input.username, appName: sent } } });
    expect((await t.db.user.findUniqueOrThrow({ where: { username: input.username } })).appName).toBe(sent);

    const seen = events.length;
    const other = await signedInMember(t);
    const { body } = await graphqlOverHttp(UPDATE_DESIGN, { input: { appName: 'Someone Else' } }, other.client.cookie);
    expect(body.data.updateDesign.__typename).toBe('DesignUpdated');
    expect(await until(() => events.length > seen, 300)).toBe(false);

    await graphqlOverHttp(UPDATE_DESIGN, { input: { appName: 'Field Book final' } }, cookie);
    expect(await until(() => events.length > seen, 2000)).toBe(true);
    expect(events.at(-1)!.data!.viewerUpdated.appName).toBe('Field Book final');
  } finally {
    await client.dispose();
  }
});

test('subscribing without a session is refused with an error and no events', async () => {
  const client = wsClient({});
  try {
    const { events, state } = subscribe(client);
    // graphql-ws sends a refused subscription as one result holding only errors, then completes it.
    expect(await until(() => state.done || state.error !== undefined, 3000)).toBe(true);
    expect(state.error).toBeUndefined();
    expect(events).toEqual([{ errors: [expect.objectContaining({ message: 'Please sign in to continue' })] }]);
  } finally {
    await client.dispose();
  }
});

test('a WebSocket upgrade from another site’s page is refused', async () => {
  const { cookie } = await signUp();
  const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie, origin: 'https://evil.example' },
  });
  const outcome = await new Promise<string>((resolve) => {
    socket.on('open', () => resolve('open'));
    socket.on('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
    socket.on('error', (error) => resolve(`error ${error.message}`));
  });
  socket.terminate();
  expect(outcome).toMatch(/403/);
});
