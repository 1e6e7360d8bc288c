// Persisted operations: a server started as `npm start` starts it answers the app's own operations by
// their hash and refuses any other document with a 400, over HTTP and over the WebSocket, unless the
// request carries the configured key. The committed hashes are those of the compiled app.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client as WsClient } from 'graphql-ws';
import { loadConfig } from '../../api/src/config.ts';
import { DOCUMENT_KEY_HEADER } from '../../api/src/lib/persisted-operations.ts';
import documents from '../../persisted-operations.json' with { type: 'json' };
import { createTestApp, graphqlMember, type TestApp } from './harness.ts';
import { socketClient, until } from './sockets.ts';

const KEY = 'a document key of at least twenty-four characters';
const hashOf = (name: string) => {
  const entry = Object.entries(documents as Record<string, string>).find(([, text]) => new RegExp(`^\\w+ ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not a persisted operation`);
  return entry[0];
};
const persisted = (name: string, variables: Record<string, unknown> = {}) => ({
  operationName: name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(name) } },
});

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ graphqlDocuments: { anyDocument: false, documentKey: KEY } });
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', ...headers },
    body: JSON.stringify(body),
  });
  return { response, status: response.status, body: (await response.json()) as any };
}

/** A member signed up through the app's own sign-up operation; their cookie. */
async function signUp() {
  const input = graphqlMember();
  const { response, body } = await post(persisted('useCreateAccountMutation', { input }));
  expect(body.data.createAccount.__typename).toBe('AccountCreated');
  return { input, cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
}

describe('over HTTP', () => {
  test('the app’s own operations answer by their hash: a sign-up, then the shell’s query', async () => {
    const { input, cookie } = await signUp();
    const { status, body } = await post(persisted('ShellQuery'), { cookie });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.username).toBe(input.username);
  });

  test('a document of its own is refused with 400 and changes nothing, unless it carries the key', async () => {
    const { cookie } = await signUp();
    const before = await t.db.user.count();
    const input = graphqlMember();
    const mutation = 'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { __typename } }';
    const refused = await post({ query: mutation, variables: { input } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'PERSISTED_QUERY_ONLY' } });
    expect(refused.body.errors[0].message).toMatch(/only the operations of its own app/);
    expect(await t.db.user.count()).toBe(before);

    const wrongKey = await post({ query: '{ viewer { id } }' }, { cookie, [DOCUMENT_KEY_HEADER]: `${KEY}!` });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');

    const withKey = await post({ query: mutation, variables: { input } }, { [DOCUMENT_KEY_HEADER]: KEY });
    expect(withKey.status).toBe(200);
    expect(withKey.body.data.createAccount.__typename).toBe('AccountCreated');
    expect(await t.db.user.count()).toBe(before + 1);
  });

  test('an unknown hash, a hash of another shape and no operation at all are each a 400 with their reason', async () => {
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    expect(unknown.body.errors[0].message).toMatch(/reload the app/);

    for (const body of [{}, { extensions: { persistedQuery: { version: 2, sha256Hash: hashOf('ShellQuery') } } }, { variables: {} }]) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[0].message).toMatch(/hash of a persisted operation/);
    }
  });

  test('a persisted hash sent with a document of its own is refused with 400 and runs neither', async () => {
    const before = await t.db.user.count();
    const mutation = 'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { __typename } }';
    const answer = await post({ ...persisted('ShellQuery', { input: graphqlMember() }), query: mutation });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    expect(await t.db.user.count()).toBe(before);
  });

  test('a hash that is an object’s own property name only, like "constructor", is unknown', async () => {
    const answer = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'constructor' } } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('over the WebSocket', () => {
  const wsClient = (headers: Record<string, string>) => socketClient(base, headers);

  function subscribe(client: WsClient, payload: { query: string; operationName?: string; extensions?: unknown }) {
    const events: any[] = [];
    // A refused subscription ends with graphql-ws's error message: the errors, and no events.
    const state: { done: boolean; errors?: any[] } = { done: false };
    client.subscribe(payload as never, {
      next: (event) => void events.push(event),
      error: (errors) => Object.assign(state, { done: true, errors }),
      complete: () => (state.done = true),
    });
    return { events, state };
  }

  /** Changes the design until the subscription has its first event (it listens only once the session is read). */
  async function changeDesignUntilHeard(cookie: string, events: unknown[]) {
    for (let attempt = 1; events.length === 0 && attempt <= 25; attempt += 1) {
      const { body } = await post(persisted('useUpdateDesignMutation', { input: { appName: `Field Book ${attempt}` } }), { cookie });
      expect(body.data.updateDesign.__typename).toBe('DesignUpdated');
      await until(() => events.length > 0, 200);
    }
  }

  test('the app’s subscription by its hash delivers; a document of its own is refused unless the upgrade carries the key', async () => {
    const { input, cookie } = await signUp();
    const byHash = wsClient({ cookie });
    const own = wsClient({ cookie });
    const keyed = wsClient({ cookie, [DOCUMENT_KEY_HEADER]: KEY });
    try {
      const viaHash = subscribe(byHash, { query: '', ...persisted('ShellViewerSubscription') });
      await changeDesignUntilHeard(cookie, viaHash.events);
      expect(viaHash.events.at(-1)).toMatchObject({ data: { viewerUpdated: { username: input.username } } });

      const refused = subscribe(own, { query: 'subscription { viewerUpdated { username } }' });
      expect(await until(() => refused.state.done, 3000)).toBe(true);
      expect(refused.events).toEqual([]);
      expect(refused.state.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_ONLY' }) })]);

      const unknown = subscribe(own, { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
      expect(await until(() => unknown.state.done, 3000)).toBe(true);
      expect(unknown.state.errors![0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

      const allowed = subscribe(keyed, { query: 'subscription { viewerUpdated { username } }' });
      await changeDesignUntilHeard(cookie, allowed.events);
      expect(allowed.events.at(-1)).toEqual({ data: { viewerUpdated: { username: input.username } } });
    } finally {
      await Promise.all([byHash.dispose(), own.dispose(), keyed.dispose()]);
    }
  });
});

describe('the committed hashes', () => {
  const generated = join(import.meta.dirname, '../../web/src/__generated__');
  const artifactIds = readdirSync(generated)
    .map((file) => readFileSync(join(generated, file), 'utf8'))
    .flatMap((text) => [...text.matchAll(/"params": \{\n\s+"id": "([0-9a-f]{64})",\n[\s\S]*?"name": "(\w+)"/g)])
    .map(([, id, name]) => ({ id: id!, name: name! }));

  test('every operation the app sends is in the file, under the SHA-256 of its text', () => {
    // The artifacts were found at all (the app sends well over a hundred operations).
    expect(artifactIds.length).toBeGreaterThan(100);
    for (const { id, name } of artifactIds) {
      const text = (documents as Record<string, string>)[id];
      expect(text, name).toMatch(new RegExp(`^\\w+ ${name}\\b`));
      expect(createHash('sha256').update(text!).digest('hex')).toBe(id);
    }
  });

  test('every query and mutation the app sends passes the server’s checks, its depth and cost limits included', async () => {
    // Sent by hash without variables: a check of the document refuses it before its variables are
    // read (GRAPHQL_VALIDATION_FAILED); an operation that passes is then refused for its missing
    // variables, or answers, and changes nothing. Subscriptions go over the WebSocket, tested above.
    const refused: string[] = [];
    for (const { id, name } of artifactIds) {
      if ((documents as Record<string, string>)[id]!.startsWith('subscription')) continue;
      const { body } = await post({ operationName: name, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
      for (const error of body.errors ?? []) {
        if (error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED') refused.push(`${name}: ${error.message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('configuration', () => {
  const withEnv = (env: Record<string, string | undefined>, run: () => void) => {
    const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
    try {
      run();
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  };
  const config = () => loadConfig({ dataDir: t.app.deps.config.dataDir, sessionSecret: 'x'.repeat(40) }).graphqlDocuments;

  test('persisted operations only by default; GRAPHIQL=1 or GRAPHQL_ANY_DOCUMENT=1 open it; a short key is refused', () => {
    withEnv({ GRAPHIQL: undefined, GRAPHQL_ANY_DOCUMENT: undefined, GRAPHQL_DOCUMENT_KEY: undefined }, () => {
      expect(config()).toEqual({ anyDocument: false, documentKey: undefined });
    });
    withEnv({ GRAPHIQL: '1' }, () => expect(config().anyDocument).toBe(true));
    withEnv({ GRAPHQL_ANY_DOCUMENT: '1' }, () => expect(config().anyDocument).toBe(true));
    withEnv({ GRAPHQL_DOCUMENT_KEY: KEY }, () => expect(config().documentKey).toBe(KEY));
    withEnv({ GRAPHQL_DOCUMENT_KEY: 'short' }, () => expect(config).toThrow(/at least 24 characters/));
  });
});
