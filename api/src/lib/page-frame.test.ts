// The page the server sends (docs/product/architecture.md, "The frame before the script"): which
// language it is written in, how a heading takes the mark's place, which paths are pages, and how
// the answer is sent (compressed, revalidated, HEAD), on a small built app of the test's own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPageFrame, framed, headingLanguage, isPagePath } from './page-frame.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta name="description" content="Notes, online or off." /><script>theme()</script></head><body><div id="root"><div data-frame=""><div class="m"><div class="mark" data-frame-mark=""><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>\n</div></div></div></div></body></html>`;
const HEADINGS = {
  '/notes': {
    en: { title: 'Personal Notes', subtitle: 'Capture thoughts, experiences, and ministry insights' },
    es: { title: 'Notas personales', subtitle: 'Pensamientos <y> "experiencias" & más' },
    ar: { title: 'الملاحظات الشخصية', subtitle: 'دوّن أفكارك' },
  },
};
const TEXTS = { headings: HEADINGS, descriptions: { en: 'Notes, online or off.', es: 'Notas, con conexión o sin ella.', ar: 'الملاحظات، مع الاتصال أو من دونه.' } };

describe('headingLanguage', () => {
  const languages = ['en', 'es'];
  test('?lng= wins over the cookie, the cookie over the browser’s languages', () => {
    expect(headingLanguage(languages, { lng: 'es', cookie: 'mc_lang=en', acceptLanguage: 'en' })).toBe('es');
    expect(headingLanguage(languages, { cookie: 'other=1; mc_lang=es', acceptLanguage: 'en' })).toBe('es');
    // Over HTTPS the cookie has the __Host- prefix, and that one is read first.
    expect(headingLanguage(languages, { cookie: 'mc_lang=en; __Host-mc_lang=es', acceptLanguage: 'en' })).toBe('es');
  });
  test('the browser’s languages by preference, a regional tag standing for its language', () => {
    expect(headingLanguage(languages, { acceptLanguage: 'fr;q=1, es-MX;q=0.8, en;q=0.5' })).toBe('es');
    expect(headingLanguage(languages, { acceptLanguage: 'en;q=0.4, es;q=0.9' })).toBe('es');
    expect(headingLanguage(languages, { acceptLanguage: 'es;q=0, en-GB' })).toBe('en');
  });
  test('a language the app speaks but the build has no headings in gives way to the next one asked for', () => {
    expect(headingLanguage(['en', 'es', 'ar'], { acceptLanguage: 'ar-SA, en;q=0.5' })).toBe('ar');
    expect(headingLanguage(['en', 'es'], { acceptLanguage: 'pt-BR, es;q=0.8, en;q=0.5' })).toBe('es');
  });
  test('a language the build has no text in, or none at all, is English', () => {
    expect(headingLanguage(languages, { lng: 'xx', cookie: 'mc_lang=de', acceptLanguage: 'fr, de' })).toBe('en');
    expect(headingLanguage(languages, {})).toBe('en');
  });
});

describe('framed', () => {
  test('puts the heading where the mark was, escaped, and names the language on <html>', () => {
    const html = framed(INDEX, 'es', { heading: HEADINGS['/notes'].es });
    expect(html).toContain('<header data-frame-heading=""><h1>Notas personales</h1><p>Pensamientos &lt;y&gt; &quot;experiencias&quot; &amp; más</p></header>');
    expect(html).not.toContain('data-frame-mark');
    expect(html).not.toContain('<svg');
    expect(html).toContain('<html lang="es" dir="ltr"');
    expect(framed(INDEX, 'ar', { heading: HEADINGS['/notes'].ar })).toContain('<html lang="ar" dir="rtl"');
    // Named as the page names the language: Portuguese as written in Brazil.
    expect(framed(INDEX, 'pt', { heading: HEADINGS['/notes'].en })).toContain('<html lang="pt-BR" dir="ltr"');
    // The rest of the page, its inline script included, is as built.
    expect(html).toContain('<script>theme()</script></head>');
  });
  test('a page without a heading keeps the mark, and is named in its language with its description', () => {
    const html = framed(INDEX, 'ar', { description: TEXTS.descriptions.ar });
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(`<meta name="description" content="${TEXTS.descriptions.ar}"`);
    expect(html).toContain('data-frame-mark=""');
    expect(html).not.toContain('data-frame-heading');
  });
  test('a $ in a text is written as it is', () => {
    expect(framed(INDEX, 'en', { heading: { title: 'Costs $& $1', subtitle: "$' $$" }, description: 'Only $& "quoted"' })).toContain(
      "<h1>Costs $&amp; $1</h1><p>$&#39; $$</p>",
    );
    expect(framed(INDEX, 'en', { description: 'Only $& "quoted"' })).toContain('<meta name="description" content="Only $&amp; &quot;quoted&quot;"');
  });
  test('a page without the mark is refused, not sent without its frame', () => {
    expect(() => framed('<html lang="en"><body><div id="root"></div></body></html>', 'en', { heading: HEADINGS['/notes'].en })).toThrow(/data-frame-mark/);
  });
});

describe('isPagePath', () => {
  test('a route of the app is a page; a file or an asset of the build is not', () => {
    for (const path of ['/', '/service-group', '/notes', '/notes/', '/admin']) expect(isPagePath(path), path).toBe(true);
    for (const path of ['/sw.js', '/icon.svg', '/manifest.webmanifest', '/assets/index-abc123', '/assets/x.js', '/robots.txt']) expect(isPagePath(path), path).toBe(false);
  });
});

describe('the answer', () => {
  let dist: string;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mc-page-frame-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'page-headings.json'), JSON.stringify(TEXTS));
    const frame = createPageFrame(dist);
    const withoutTexts = createPageFrame(mkdtempSync(join(tmpdir(), 'mc-page-frame-bare-')));
    const unmarked = mkdtempSync(join(tmpdir(), 'mc-page-frame-unmarked-'));
    writeFileSync(join(unmarked, 'index.html'), '<html lang="en"><body><div id="root"></div></body></html>');
    writeFileSync(join(unmarked, 'page-headings.json'), JSON.stringify(TEXTS));
    const withoutMark = createPageFrame(unmarked);
    server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      const pageFrame = path.startsWith('/bare') ? withoutTexts : path.startsWith('/unmarked') ? withoutMark : frame;
      const answered = pageFrame.answer(req, res, path.replace(/^\/(bare|unmarked)/, ''), (r) => r.setHeader('Content-Security-Policy', "default-src 'self'"));
      if (!answered) res.writeHead(299).end('static');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  test('a page with a heading is sent with it, in the language asked, with the page’s headers', async () => {
    const es = await get('/notes', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.status).toBe(200);
    expect(es.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(es.headers['content-security-policy']).toBe("default-src 'self'");
    expect(es.headers['cache-control']).toBe('no-cache');
    expect(es.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(es.body.toString()).toContain('<h1>Notas personales</h1>');
    const en = await get('/notes?lng=en', { 'accept-language': 'es' });
    expect(en.body.toString()).toContain('<h1>Personal Notes</h1><p>Capture thoughts, experiences, and ministry insights</p>');
  });

  test('compressed as the browser accepts, the same page either way', async () => {
    const plain = (await get('/notes')).body.toString();
    const br = await get('/notes', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    const gz = await get('/notes', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain);
  });

  test('revalidated by its ETag, one per language; HEAD has the headers and no body', async () => {
    const en = await get('/notes');
    const es = await get('/notes', { cookie: 'mc_lang=es' });
    expect(en.headers.etag).toBeTruthy();
    expect(es.headers.etag).not.toBe(en.headers.etag);
    expect((await get('/notes', { 'if-none-match': String(en.headers.etag) })).status).toBe(304);
    expect((await get('/notes', { 'if-none-match': String(en.headers.etag), cookie: 'mc_lang=es' })).status).toBe(200);
    const head = await get('/notes', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(en.body.length);
    expect(head.body.length).toBe(0);
  });

  test('a page without a heading is sent in the language asked, right to left for Arabic, once per language', async () => {
    for (const path of ['/', '/service-group', '/notes/']) {
      const ar = await get(path, { 'accept-language': 'ar-SA,ar;q=0.9' });
      expect(ar.status, path).toBe(200);
      const html = ar.body.toString();
      expect(html).toContain('<html lang="ar" dir="rtl"');
      expect(html).toContain(`<meta name="description" content="${TEXTS.descriptions.ar}"`);
      expect(html).toContain('data-frame-mark=""');
      expect(html).not.toContain('data-frame-heading');
    }
    const home = await get('/', { cookie: 'mc_lang=es' });
    expect(home.body.toString()).toContain('<html lang="es" dir="ltr"');
    expect(home.headers.etag).toBe((await get('/service-group', { cookie: 'mc_lang=es' })).headers.etag);
    expect((await get('/service-group')).body.toString()).toContain('<html lang="en" dir="ltr"');
  });

  test('a file, another method, a build without the texts or without the mark is left to the static files', async () => {
    expect((await get('/sw.js')).status).toBe(299);
    expect((await get('/assets/index-abc.js')).status).toBe(299);
    expect((await get('/bare/service-group')).status).toBe(299);
    expect((await get('/notes', {}, 'POST')).status).toBe(299);
    expect((await get('/bare/notes')).status).toBe(299);
    expect((await get('/unmarked/notes')).status).toBe(299);
  });
});
