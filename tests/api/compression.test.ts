// Compressed answers: GraphQL and REST answers above COMPRESS_MIN_BYTES go out as Brotli or gzip
// by Accept-Encoding, small answers and streams as they are; the built web app's precompressed
// copies (web/vite-precompress.ts) are served by sirv with Content-Encoding, Vary and the
// cache rules of server.ts, the SPA fallback included.
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptedEncodings, COMPRESS_MIN_BYTES } from '../../api/src/lib/compression.ts';
import { precompressDir } from '../../web/vite-precompress.ts';
import { changeAccount, createTestApp, signedUpClient, type TestApp } from './harness.ts';

function decode(encoding: string | null, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  expect(encoding).toBeNull();
  return bytes.toString('utf8');
}

describe('Accept-Encoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['', []],
    [undefined, []],
  ])('%s allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('API answers', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedUpClient>>;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signedUpClient(t);
    await t.db.note.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({ userId: member.user.id, title: `Door ${i}`, content: 'Left a tract; call back on Tuesday.' })),
    });
  });
  afterAll(() => t.close());

  const graphql = (query: string, acceptEncoding?: string, accept = 'application/json') =>
    t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept,
          cookie: member.client.cookie,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
        body: JSON.stringify({ query }),
      }),
    );
  const rest = (path: string, acceptEncoding?: string) =>
    t.app.fetch(
      new Request(`http://localhost${path}`, {
        headers: { cookie: member.client.cookie, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
      }),
    );
  const NOTES = '{ viewer { notes(first: 40) { edges { node { id title content category } } } } }';

  test.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('a large GraphQL answer with Accept-Encoding %s is sent as %s', async (acceptEncoding, encoding) => {
    const res = await graphql(NOTES, acceptEncoding);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const body = JSON.parse(decode(encoding, bytes));
    expect(body.data.viewer.notes.edges).toHaveLength(40);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(body).length / 2);
  });

  test('a large GraphQL answer without Accept-Encoding is sent as it is', async () => {
    const res = await graphql(NOTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await res.json()).data.viewer.notes.edges).toHaveLength(40);
  });

  test('a small GraphQL answer is sent as it is', async () => {
    const res = await graphql('{ viewer { id } }', 'br, gzip');
    const text = await res.text();
    expect(text.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(text).data.viewer.id).toBeTruthy();
  });

  test('a GraphQL subscription over server-sent events streams, uncompressed', async () => {
    const res = await graphql('subscription { appSettingsChanged { appName } }', 'br, gzip', 'text/event-stream');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding') ?? 'none').toBe('none');
    // The answer is a stream, not a buffered body: an admin's settings change arrives on it.
    const reader = res.body!.getReader();
    const admin = await signedUpClient(t);
    await changeAccount(t, { id: admin.user.id }, { role: 'admin' });
    let text = '';
    const decoder = new TextDecoder();
    const received = (async () => {
      while (!text.includes('Streamed')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const changed = await admin.client.graphql('mutation { updateAppSettings(input: { appName: "Streamed" }) { __typename } }');
    expect(changed.errors).toBeUndefined();
    await received;
    expect(text).toContain('"appName":"Streamed"');
    await reader.cancel().catch(() => undefined);
  });

  test.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', null],
  ])('a large REST list with Accept-Encoding "%s" is sent as %s', async (acceptEncoding, encoding) => {
    const res = await rest('/api/notes', acceptEncoding);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const notes = JSON.parse(decode(encoding, Buffer.from(await res.arrayBuffer())));
    expect(notes).toHaveLength(40);
    expect(notes[0]).toMatchObject({ userId: member.user.id, content: 'Left a tract; call back on Tuesday.' });
  });

  test('a small REST answer is sent as it is', async () => {
    const res = await rest('/api/health', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ ok: true, database: 'up' });
  });
});

describe('the built web app', () => {
  let dir: string;
  let t: TestApp;
  let base: URL;
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><title>Ministry Companion</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`,
    'assets/index-Cq3xYz1a.js': `export const notes = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ i, title: 'a note' })))};`,
    'assets/index-B7pQ2mLk.css': `.card { padding: 1rem; color: #ea580c; }\n`.repeat(30),
    'sw.js': `self.addEventListener('fetch', () => {});\n`.repeat(20),
    'manifest.webmanifest': JSON.stringify({ name: 'My Ministry Companion', short_name: 'Ministry', start_url: '/' }),
    'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>`,
    'locales/en.json': JSON.stringify({ greeting: 'Hello' }),
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mc-dist-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    writeFileSync(join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    await precompressDir(dir);
    t = await createTestApp({ webDist: dir });
    base = new URL(await t.app.start(0, '127.0.0.1'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A raw GET: node:http, which leaves the body as it was sent. */
  function get(path: string, acceptEncoding?: string) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(new URL(path, base), { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }
  const encodingOf = (h: Record<string, string | string[] | undefined>) => (h['content-encoding'] as string | undefined) ?? null;

  test('the build step writes a Brotli and a gzip copy of every text file, none of a PNG', async () => {
    const again = await precompressDir(dir);
    expect(again).toEqual(Object.keys(files).sort());
    for (const name of Object.keys(files)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(files[name]);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(files[name]);
    }
    expect(() => readFileSync(join(dir, 'icon.png.br'))).toThrow();
  });

  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('a hashed asset with Accept-Encoding %s is sent as %s, cached as immutable', async (acceptEncoding, encoding) => {
    const res = await get('/assets/index-Cq3xYz1a.js', acceptEncoding);
    expect(res.status).toBe(200);
    expect(encodingOf(res.headers)).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(encoding, res.body)).toBe(files['assets/index-Cq3xYz1a.js']);
  });

  test.each([
    ['/assets/index-B7pQ2mLk.css', 'assets/index-B7pQ2mLk.css', /text\/css/],
    ['/sw.js', 'sw.js', /javascript/],
    ['/manifest.webmanifest', 'manifest.webmanifest', /manifest\+json/],
    ['/icon.svg', 'icon.svg', /image\/svg\+xml/],
    ['/locales/en.json', 'locales/en.json', /application\/json/],
    ['/', 'index.html', /text\/html/],
  ])('%s is sent as Brotli with its own type', async (path, name, type) => {
    const res = await get(path, 'gzip, br');
    expect(encodingOf(res.headers)).toBe('br');
    expect(res.headers['content-type']).toMatch(type);
    expect(decode('br', res.body)).toBe(files[name]);
  });

  test('the SPA fallback for an app route is the compressed index.html, not cached as immutable', async () => {
    const res = await get('/notes/42', 'gzip');
    expect(res.status).toBe(200);
    expect(encodingOf(res.headers)).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode('gzip', res.body)).toBe(files['index.html']);
  });

  test('sw.js is revalidated on every visit, so a new release reaches the browser', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('a binary file has no compressed copy and is sent as it is', async () => {
    const res = await get('/icon.png', 'br, gzip');
    expect(encodingOf(res.headers)).toBeNull();
    expect(res.body.byteLength).toBe(8);
  });
});
