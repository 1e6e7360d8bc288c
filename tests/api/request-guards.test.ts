// Request guards: no CORS answer for a foreign origin (only CORS_ORIGINS gets one, WebSocket
// upgrades included), text with NUL bytes answered 400 on both databases, a chunked JSON body cut
// off at the limit with 413, nodes(ids:) capped,
// GraphiQL, field suggestions and introspection only with GRAPHIQL=1, the per-account sign-in limit holding
// under simultaneous attempts (in memory and in Redis), GraphQL JSON bodies bounded like REST
// ones, a client that goes away mid-body not taken for a server error, and the client's address
// behind a proxy taken from the entry the proxy added.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { createLoginLimiter } from '../../api/src/lib/rate-limit.ts';
import { clientAddress } from '../../api/src/server.ts';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';
import { globalId } from './ids.ts';
import { isReachable } from './reachable.ts';
import { logTo } from '../../api/src/lib/log.ts';

const redisUp = await isReachable('redis://127.0.0.1:6379', 6379);
const FOREIGN = 'https://evil.example';
const LISTED = 'https://app.example.org';

let t: TestApp;
let listed: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  listed = await createTestApp({ corsOrigins: [LISTED], graphiql: true });
});
afterAll(async () => {
  await t.close();
  await listed.close();
});

const preflight = (app: TestApp, path: string, origin: string) =>
  app.app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-mc-csrf' },
    }),
  );

const post = (app: TestApp, path: string, origin: string, cookie: string, body: unknown) =>
  app.app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json', 'x-mc-csrf': '1' },
      body: JSON.stringify(body),
    }),
  );

function expectNoCors(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
}

describe('cross-origin', () => {
  test('a foreign origin gets no CORS answer on /graphql or /api, preflight or not', async () => {
    const { client } = await signedInMember(t);
    for (const path of ['/graphql', '/api/notes']) expectNoCors(await preflight(t, path, FOREIGN));
    expectNoCors(await post(t, '/graphql', FOREIGN, client.cookie, { query: '{ viewer { id } }' }));
    const rest = await post(t, '/api/notes', FOREIGN, client.cookie, { title: 'x', content: 'y' });
    expectNoCors(rest);
    expect(rest.status).toBe(403);
  });

  test('an origin in CORS_ORIGINS is answered with itself and credentials; others still get nothing', async () => {
    for (const path of ['/graphql', '/api/notes']) {
      const answer = await preflight(listed, path, LISTED);
      expect(answer.headers.get('access-control-allow-origin')).toBe(LISTED);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      // The headers the app itself sends: its CSRF header, and the mark of a queued-write delivery.
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of ['content-type', 'x-mc-csrf', 'x-mc-background-sync']) expect(allowed).toContain(header);
      expectNoCors(await preflight(listed, path, FOREIGN));
    }
    const { client } = await signedInMember(listed);
    const note = await post(listed, '/api/notes', LISTED, client.cookie, { title: 'From the listed origin', content: 'ok' });
    expect(note.status).toBe(201);
    expect(note.headers.get('access-control-allow-origin')).toBe(LISTED);
  });

  test('WebSocket upgrades follow the same allow-list', async () => {
    const base = await listed.app.start(0, '127.0.0.1');
    const upgrade = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { origin } });
        ws.on('open', () => {
          ws.close();
          resolve('open');
        });
        ws.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
        ws.on('error', () => resolve('error'));
      });
    expect(await upgrade(LISTED)).toBe('open');
    expect(await upgrade(base)).toBe('open');
    expect(await upgrade(FOREIGN)).toBe('403');
  });
});

describe('NUL bytes', () => {
  const NUL = 'a\u0000b';
  const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }';
  const CREATE_NOTE = 'mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename } }';

  test('sign-in, a note title and an image path with a NUL answer 400 with a clear message', async () => {
    const { client } = await signedInMember(t);
    const visitor = t.client();
    const expect400 = (answer: { status: number; body?: any; errors?: any }) => {
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body ?? answer.errors)).toContain('NUL character');
    };
    expect400(await visitor.rest('POST', '/api/login', { username: NUL, password: 'whatever it is' }));
    expect400(await visitor.graphql(LOGIN, { input: { username: NUL, password: 'whatever it is' } }));
    expect400(await client.rest('POST', '/api/notes', { title: NUL, content: 'c' }));
    expect400(await client.graphql(CREATE_NOTE, { input: { title: NUL, content: 'c' } }));
    expect400(await client.rest('GET', '/api/experiences/image/a%00b.png'));
    expect400(await client.rest('GET', `/api/notes?search=${encodeURIComponent(NUL)}`));
    // A NUL written as an escape inside the document itself.
    const literal = await client.graphql('mutation { createNote(input: { title: "a\\u0000b", content: "c" }) { __typename } }');
    expect(literal.data ?? null).toBeNull();
    expect(literal.errors?.[0]?.message).toContain('NUL character');
    expect(await t.db.note.count({ where: { content: 'c' } })).toBe(0);
  });

  test('a form field with a NUL answers 400 with a clear message, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const send = async (path: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const answer = await t.app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie: client.cookie }, body: form }));
      expect(answer.status, path).toBe(400);
      expect(await answer.text(), path).toContain('NUL character');
    };
    await send('/api/ministry-experiences', { title: NUL, content: 'c', shareWith: 'all' });
    await send('/api/territories', { data: JSON.stringify({ territoryNumber: 'T1', name: NUL }) });
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.territory.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('request bodies', () => {
  // A body sent chunked has no Content-Length to refuse up front: the shim must stop reading it
  // at the limit. The stream below would give 30 MB; it is asked for little more than 4 MB.
  test('a JSON body sent without Content-Length is refused with 413 once past the limit, unread beyond it', async () => {
    const { client, user } = await signedInMember(t);
    const { body, given } = endlessJson('{"title":"big","content":"');
    const answer = await t.app.fetch(
      new Request('http://localhost/api/notes', {
        method: 'POST',
        headers: { cookie: client.cookie, 'content-type': 'application/json', 'x-mc-csrf': '1' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(given()).toBeLessThan(6 * 1024 * 1024);
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a GraphQL JSON body over the limit is refused with 413, declared or chunked, unread beyond it', async () => {
    const { client, user } = await signedInMember(t);
    const query = 'mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename } }';
    const headers = { cookie: client.cookie, 'content-type': 'application/json', 'x-mc-csrf': '1' };
    const { body, given } = endlessJson(`{"query":${JSON.stringify(query)},"variables":{"input":{"title":"big","content":"`);
    const chunked = await t.app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).errors[0]).toMatchObject({ message: 'The request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(given()).toBeLessThan(6 * 1024 * 1024);

    const declared = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { ...headers, 'content-length': String(30 * 1024 * 1024) },
        body: endlessJson('{"query":"').body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(declared.status).toBe(413);
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
    // Under the limit, the same operation goes through.
    const small = await client.graphql(query, { input: { title: 'small', content: 'Fits well under the limit' } });
    expect(small.data.createNote.__typename).toBe('NoteCreated');
  });

  test('a GraphQL body that is not a JSON object is refused with 400 and a clear message; a JSON one with its charset goes through', async () => {
    const { client, user } = await signedInMember(t);
    const post = (body: string, type = 'application/json') =>
      t.app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { cookie: client.cookie, 'content-type': type, 'x-mc-csrf': '1' }, body }));
    for (const [body, message] of [
      ['{"query": "{ viewer { id } }"', 'POST body sent invalid JSON.'],
      ['null', 'POST body is expected to be object but received null'],
      ['"{ viewer { id } }"', 'POST body is expected to be object but received string'],
      ['42', 'POST body is expected to be object but received number'],
    ] as const) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect((await answer.json()).errors[0], body).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } });
    }
    const fine = await post('{"query": "{ viewer { username } }"}', 'application/json; charset=utf-8');
    expect(fine.status).toBe(200);
    expect((await fine.json()).data.viewer.username).toBe(user.username);
  });

  test.each(['/api/ministry-experiences', '/api/territories'])(
    'a multipart upload to %s sent without Content-Length is refused with 413 once past the limit, unread beyond it',
    async (path) => {
      const { client, user } = await signedInMember(t);
      const boundary = 'mcboundary';
      const { body, given } = endlessJson(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const answer = await t.app.fetch(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { cookie: client.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-mc-csrf': '1' },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({ message: 'Image file size must be less than 10MB.', code: 'PAYLOAD_TOO_LARGE' });
      expect(given()).toBeLessThan(12 * 1024 * 1024);
      expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
      expect(await t.db.territory.count({ where: { userId: user.id } })).toBe(0);
    },
  );

  test.each([
    ['REST JSON', '/api/notes', 'application/json', '{"title":"cut","content":"'],
    ['GraphQL JSON', '/graphql', 'application/json', '{"query":"mutation { createNote(input: { title: \\"cut'],
    ['GraphQL multipart', '/graphql', 'multipart/form-data; boundary=mcb', '--mcb\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":'],
  ])('a client that goes away mid-body (%s) is not an error of the server: 400, nothing logged, nothing stored', async (_kind, path, type, start) => {
    const { client, user } = await signedInMember(t);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(start));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const logged: string[] = [];
    const undo = logTo((_level, line) => logged.push(line));
    try {
      const answer = await t.app.fetch(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { cookie: client.cookie, 'content-type': type, 'x-mc-csrf': '1' },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('The request was cut off before its end');
      expect(logged).toEqual([]);
    } finally {
      undo();
    }
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
  });
});

/** A body that starts with `prefix` and goes on for 30 MB; `given()` says how much was read. */
function endlessJson(prefix: string) {
  const chunk = new TextEncoder().encode(`${'x'.repeat(64 * 1024 - 1)} `);
  let given = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(prefix));
    },
    pull(controller) {
      if (given >= 30 * 1024 * 1024) return controller.close();
      given += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, given: () => given };
}

describe('client address', () => {
  const request = (forwarded?: string | string[]) => ({
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: '10.0.0.2' },
  });
  test('behind the proxy, the address the proxy added counts, not what the client wrote before it', () => {
    expect(clientAddress(request('203.0.113.66, 198.51.100.7') as never, true)).toBe('198.51.100.7');
    expect(clientAddress(request(['203.0.113.66', '198.51.100.7']) as never, true)).toBe('198.51.100.7');
    expect(clientAddress(request('198.51.100.7') as never, true)).toBe('198.51.100.7');
    expect(clientAddress(request() as never, true)).toBe('10.0.0.2');
  });
  test('without TRUST_PROXY the header is ignored', () => {
    expect(clientAddress(request('203.0.113.66') as never, false)).toBe('10.0.0.2');
  });
});

describe('GraphQL limits', () => {
  test('nodes(ids:) takes at most 100 ids', async () => {
    const { client, user } = await signedInMember(t);
    const ids = (n: number) => Array.from({ length: n }, () => globalId('User', user.id));
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const ok = await client.graphql(query, { ids: ids(100) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.nodes).toHaveLength(100);
    const over = await client.graphql(query, { ids: ids(101) });
    expect(over.data?.nodes ?? null).toBeNull();
    expect(over.errors?.[0]?.message).toMatch(/at most 100 ids/);
  });

  test('field suggestions and GraphiQL are off unless GRAPHIQL=1', async () => {
    const typo = await t.client().graphql('{ viewr { id } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    const page = (app: TestApp) => app.app.fetch(new Request('http://localhost/graphql', { headers: { accept: 'text/html' } }));
    expect(await (await page(t)).text()).not.toContain('<html');
    // With GRAPHIQL=1 the page is served whole by the app: no script, style or worker from elsewhere.
    const graphiql = await (await page(listed)).text();
    expect(graphiql).toContain('<html');
    expect(graphiql).toContain('YogaGraphiQL.renderYogaGraphiQL');
    expect(graphiql).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
    expect(graphiql).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    const suggested = await listed.client().graphql('{ viewr { id } }');
    expect(JSON.stringify(suggested.errors)).toMatch(/Did you mean/);
  });

  test('the GraphiQL page allows its own inline scripts by their hashes only, and nothing from another origin', async () => {
    const answer = await listed.app.fetch(new Request('http://localhost/graphql', { headers: { accept: 'text/html', host: 'localhost' } }));
    const html = await answer.text();
    const policy = Object.fromEntries(
      (answer.headers.get('content-security-policy') ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const hashes = scripts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(policy['script-src']).toEqual(["'self'", ...hashes]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost']);
    // No directive names a source outside the app: only keywords, hashes, data: and blob:.
    for (const sources of Object.values(policy) as string[][]) {
      for (const source of sources) expect(source).toMatch(/^('[a-z-]+'|'sha256-[A-Za-z0-9+/=]+'|data:|blob:|ws:\/\/localhost)$/);
    }
  });

  test('introspection is refused unless GRAPHIQL=1, to visitors and members alike; __typename still answers', async () => {
    const { client } = await signedInMember(t);
    for (const asker of [t.client(), client]) {
      for (const query of ['{ __schema { types { name } } }', '{ __type(name: "User") { fields { name } } }']) {
        const refused = await asker.graphql(query);
        expect(refused.data ?? null).toBeNull();
        expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    }
    expect((await client.graphql('{ viewer { __typename } }')).data.viewer.__typename).toBe('User');
    const allowed = await listed.client().graphql('{ __schema { queryType { name } } }');
    expect(allowed.data.__schema.queryType.name).toBe('Query');
  });
});

describe('sign-in limit', () => {
  const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }';

  test('8 simultaneous wrong passwords for one account: only the limit (5) are checked', async () => {
    const { input } = await signedInMember(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.client().graphql(LOGIN, { input: { username: input.username, password: `wrong password ${i}` } }),
      ),
    );
    const kinds = answers.map((a) => a.data.login.__typename).sort();
    expect(kinds.filter((k) => k === 'AuthenticationError')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'RateLimitError')).toHaveLength(3);
  });

  test.skipIf(!redisUp)('in Redis too: simultaneous attempts increment and check atomically', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
    try {
      const limiter = createLoginLimiter({ perAccount: 5, perAddress: 1000, windowSeconds: 60 }, redis);
      const name = `atomic-${Date.now()}-${Math.random()}`;
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => limiter.attempt(name, `addr-${name}`)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
      await limiter.succeeded(name, `addr-${name}`);
      await expect(limiter.attempt(name, `addr-${name}`)).resolves.toBeUndefined();
    } finally {
      redis.disconnect();
    }
  });
});
