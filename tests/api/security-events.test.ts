// Security events in the server log (docs/operations.md, "Logs"; docs/security.md, 16.3.3): each
// refusal of a request that goes around a control is a `warn` line naming it, the address and, once
// the session is read, the user; bad input is an `info` line naming the fields. No line holds a
// password, a note's contents or a request body.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';
import { collectLogLines } from './log-lines.ts';
import { socketClient, until } from './sockets.ts';

const lines = collectLogLines();

const FOREIGN = 'https://attacker.example';
const linesOf = (event: string) => lines.filter((l) => l.entry.event === event);
/** The body of a note no line may hold. */
const SECRET_NOTE = { title: 'Visit Mrs Weller', content: 'She asked about the memorial, phone 555 0199' };

describe('with limits low enough to reach', () => {
  let t: TestApp;
  const savedFeedbackLimit = process.env.FEEDBACK_LIMIT_PER_ADDRESS;
  beforeAll(async () => {
    // The footer forms' limit is read from the environment when the app first counts a form.
    process.env.FEEDBACK_LIMIT_PER_ADDRESS = '1';
    t = await createTestApp({ loginLimits: { perAccount: 1, perAddress: 1000, windowSeconds: 60 }, writeLimits: { perAccount: 1, windowSeconds: 60 } });
  });
  afterAll(async () => {
    await t.close();
    if (savedFeedbackLimit === undefined) delete process.env.FEEDBACK_LIMIT_PER_ADDRESS;
    else process.env.FEEDBACK_LIMIT_PER_ADDRESS = savedFeedbackLimit;
  });

  test('a GraphQL request a cross-site form could send (no CSRF header) is refused and logged with the address and origin', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation { signOut { __typename } }' }));
    form.append('map', '{}');
    const response = await t.app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { origin: FOREIGN }, body: form }));
    expect(response.status).toBe(403);
    expect(linesOf('csrf-refused')).toEqual([
      { level: 'warn', entry: expect.objectContaining({ address: '127.0.0.1', method: 'POST', path: '/graphql', origin: FOREIGN }) },
    ]);
  });

  test('a REST write from a foreign origin is refused and logged; the body it carried is not', async () => {
    const { client } = await signedInMember(t);
    const refused = await client.rest('POST', '/api/notes', SECRET_NOTE, { origin: FOREIGN });
    expect(refused.status).toBe(403);
    expect(linesOf('cross-site-refused')).toEqual([
      { level: 'warn', entry: expect.objectContaining({ address: '127.0.0.1', method: 'POST', path: '/api/notes', origin: FOREIGN }) },
    ]);
    expect(JSON.stringify(lines)).not.toContain(SECRET_NOTE.content);
  });

  test('a WebSocket upgrade from a foreign origin is refused and logged with the address and origin', async () => {
    const base = await t.base();
    const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { origin: FOREIGN } });
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.on('error', () => resolve(undefined));
    });
    expect(status).toBe(403);
    expect(linesOf('websocket-refused')).toEqual([
      { level: 'warn', entry: expect.objectContaining({ address: '127.0.0.1', path: '/graphql', origin: FOREIGN }) },
    ]);
  });

  test('sign-in throttling: the refused attempt is a rate-limited line naming the limit and the address, never the password', async () => {
    const { input } = await signedInMember(t);
    const visitor = t.client();
    const wrong = { username: input.username, password: 'a guess at the password' };
    expect((await visitor.rest('POST', '/api/login', wrong)).status).toBe(401);
    expect(linesOf('rate-limited')).toEqual([]);
    expect((await visitor.rest('POST', '/api/login', wrong)).status).toBe(429);
    expect(linesOf('rate-limited')).toEqual([
      {
        level: 'warn',
        entry: expect.objectContaining({ limit: 'sign-in-account', address: '127.0.0.1', userId: null, method: 'POST', path: '/api/login', retryAfterSeconds: expect.any(Number) }),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(wrong.password);
  });

  test('the write limit per account, over GraphQL: a rate-limited line naming the member and the address, not the note', async () => {
    const { client, user } = await signedInMember(t);
    const create = 'mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename } }';
    expect((await client.graphql(create, { input: SECRET_NOTE })).data.createNote.__typename).toBe('NoteCreated');
    expect((await client.graphql(create, { input: SECRET_NOTE })).status).toBe(429);
    expect(linesOf('rate-limited')).toEqual([
      { level: 'warn', entry: expect.objectContaining({ limit: 'writes', userId: user.id, address: '127.0.0.1', path: '/graphql' }) },
    ]);
    expect(JSON.stringify(lines)).not.toContain(SECRET_NOTE.content);
  });

  test('a footer form past its limit per address is a rate-limited line', async () => {
    const visitor = t.client();
    const form = { name: 'Ann', suggestion: 'More songs' };
    expect((await visitor.rest('POST', '/api/suggestions', form)).status).toBe(201);
    expect((await visitor.rest('POST', '/api/suggestions', form)).status).toBe(429);
    expect(linesOf('rate-limited')).toEqual([
      { level: 'warn', entry: expect.objectContaining({ limit: 'feedback', address: '127.0.0.1', userId: null, path: '/api/suggestions' }) },
    ]);
  });

  test('bad input is an info line naming the fields, over REST and GraphQL, never the values', async () => {
    const { client, user } = await signedInMember(t);
    const tooLong = 'x'.repeat(300);
    expect((await client.rest('PUT', `/api/users/${user.id}`, { email: tooLong })).status).toBe(400);
    const answer = await client.graphql('mutation ($input: SendSuggestionInput!) { sendSuggestion(input: $input) { __typename } }', {
      input: { name: tooLong, suggestion: 'More songs' },
    });
    expect(answer.data.sendSuggestion.__typename).toBe('ValidationError');
    const refused = linesOf('input-refused');
    expect(refused).toEqual([
      { level: 'info', entry: expect.objectContaining({ code: 'VALIDATION', fields: ['email'], userId: user.id, method: 'PUT', path: `/api/users/${user.id}` }) },
      { level: 'info', entry: expect.objectContaining({ code: 'VALIDATION', fields: ['name'], userId: user.id, path: '/graphql' }) },
    ]);
    expect(JSON.stringify(lines)).not.toContain(tooLong);
  });
});

describe('where only the app’s own operations run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ graphqlDocuments: { anyDocument: false, documentKey: undefined } });
  });
  afterAll(() => t.close());

  test('a document of its own and a hash the server never issued are refused and logged, over HTTP and the socket', async () => {
    const client = t.client();
    const own = await client.graphqlBody({ query: '{ viewer { username } }' });
    expect(own.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    const unknown = await client.graphqlBody({ extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const socket = socketClient(await t.base());
    const errors: unknown[] = [];
    socket.subscribe({ query: 'subscription { viewerUpdated { id } }' }, { next: () => {}, error: (error) => errors.push(error), complete: () => {} });
    expect(await until(() => errors.length > 0, 5000)).toBe(true);
    await socket.dispose();

    expect(linesOf('document-refused')).toEqual([
      { level: 'warn', entry: expect.objectContaining({ code: 'PERSISTED_QUERY_ONLY', address: '127.0.0.1', path: '/graphql' }) },
      { level: 'warn', entry: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND', address: '127.0.0.1', path: '/graphql' }) },
      { level: 'warn', entry: expect.objectContaining({ code: 'PERSISTED_QUERY_ONLY', address: '127.0.0.1', path: '/graphql' }) },
    ]);
    expect(JSON.stringify(lines)).not.toContain('viewer { username }');
  });
});
