// With an https PUBLIC_URL the app answers nothing over plain HTTP (docs/security.md, 12.2.1;
// docs/operations.md, "HTTPS"): a page is redirected 308 to the https address, the API (REST,
// GraphQL and its WebSocket) is refused with a message and does nothing. TLS ends at the proxy,
// which says how the client came in X-Forwarded-Proto; without TRUST_PROXY nobody's word for it
// is taken. Real HTTP on a port, as the proxy would send it.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HTTPS_REQUIRED_MESSAGE } from '../../api/src/lib/https-only.ts';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';

const ORIGIN = 'https://app.example.org';
const CREATE_NOTE = 'mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename } }';

async function send(t: TestApp, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(`${await t.base()}${path}`, { ...init, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location'), text };
}

/** A WebSocket upgrade on /graphql: the status line the server answers with. */
async function upgradeStatus(t: TestApp, headers: Record<string, string>): Promise<number> {
  const base = new URL(await t.base());
  return new Promise((resolve, reject) => {
    const req = request({
      host: base.hostname,
      port: base.port,
      path: '/graphql',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Protocol': 'graphql-transport-ws',
        ...headers,
      },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('behind a trusted proxy (PUBLIC_URL https, TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ httpsOrigin: ORIGIN, trustProxy: true });
  });
  afterAll(() => t.close());

  test('a page asked for over plain HTTP is redirected 308 to the same path and query on the https address', async () => {
    const answer = await send(t, '/territories?view=map', { headers: { 'x-forwarded-proto': 'http', host: 'evil.example' } });
    expect(answer.status).toBe(308);
    expect(answer.location).toBe(`${ORIGIN}/territories?view=map`);
  });

  test('REST, GraphQL and the WebSocket over plain HTTP are refused 403 with the message, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const plain = { 'x-forwarded-proto': 'http', cookie: client.cookie };
    const rest = await send(t, '/api/notes', {
      method: 'POST',
      headers: { ...plain, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Sent in clear', content: 'Left a tract' }),
    });
    expect(rest.status).toBe(403);
    expect(JSON.parse(rest.text)).toEqual({ message: HTTPS_REQUIRED_MESSAGE, code: 'HTTPS_REQUIRED' });
    const graphql = await send(t, '/graphql', {
      method: 'POST',
      headers: { ...plain, 'content-type': 'application/json' },
      body: JSON.stringify({ query: CREATE_NOTE, variables: { input: { title: 'Sent in clear', content: 'Left a tract' } } }),
    });
    expect(graphql.status).toBe(403);
    expect(JSON.parse(graphql.text).errors[0]).toMatchObject({ message: HTTPS_REQUIRED_MESSAGE, extensions: { code: 'HTTPS_REQUIRED' } });
    expect(await upgradeStatus(t, plain)).toBe(403);
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
  });

  test('the same requests over TLS at the proxy are served', async () => {
    const { client, user } = await signedInMember(t);
    const tls = { 'x-forwarded-proto': 'https', cookie: client.cookie };
    expect((await send(t, '/territories', { headers: tls })).status).not.toBe(308);
    const rest = await send(t, '/api/notes', {
      method: 'POST',
      headers: { ...tls, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Sent over TLS', content: 'Left a tract' }),
    });
    expect(rest.status).toBe(201);
    expect(await upgradeStatus(t, tls)).toBe(101);
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(1);
  });

  test('only the entry the proxy added counts, not an https the client wrote before it', async () => {
    const answer = await send(t, '/', { headers: { 'x-forwarded-proto': 'https, http' } });
    expect(answer.status).toBe(308);
    expect(answer.location).toBe(`${ORIGIN}/`);
  });

  test('the health check answers over plain HTTP: it carries no member data', async () => {
    expect((await send(t, '/api/health', { headers: { 'x-forwarded-proto': 'http' } })).status).toBe(200);
  });
});

test('without TRUST_PROXY a request is plain HTTP whatever X-Forwarded-Proto says', async () => {
  const t = await createTestApp({ httpsOrigin: ORIGIN, trustProxy: false });
  try {
    const page = await send(t, '/notes', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.status).toBe(308);
    expect(page.location).toBe(`${ORIGIN}/notes`);
    expect((await send(t, '/api/notes', { headers: { 'x-forwarded-proto': 'https' } })).status).toBe(403);
  } finally {
    await t.close();
  }
});
