// The Content-Security-Policy on the web app's pages, checked over real HTTP (the built app is
// served by the node:http listener, not by app.fetch): on / and on a deep route the SPA answers
// with index.html, with the hash of the page's inline script and the configured outside origins;
// HSTS only when the app is served over HTTPS; every other answer (GraphQL, REST, files) carries
// frame-ancestors only, and GraphQL answers are kept by no cache.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness.ts';
import { contentSecurityPolicy, inlineScriptHashes, originOfTemplate, RUNTIME_STYLES } from './csp.ts';

const THEME_SCRIPT = "\n      try { document.documentElement.classList.add('dark'); } catch (e) {}\n    ";
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const themeHash = sha256(THEME_SCRIPT);
/** react-aria's two run-time <style> texts, as written in the policy (checked against the package below). */
const pressableHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";
const scrollLockHash = "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='";

const MAP = {
  tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  satelliteTileUrl: 'https://imagery.example.net/tile/{z}/{y}/{x}',
  attribution: '©',
};

let webDist: string;
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'mc-csp-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The policy's directives as name → sources. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

async function served(config: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp({ webDist, map: MAP, officialSiteUrl: 'https://site.example.com/en/', ...config });
  const base = await t.app.start(0, '127.0.0.1');
  return { t, base };
}

describe('over HTTP', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    ({ t, base } = await served({}));
  });
  afterAll(() => t.close());

  test.each(['/', '/notes', '/jw-org'])('%s carries the policy built from the configuration', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const host = new URL(base).host;
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", themeHash],
      'style-src': ["'self'"],
      'style-src-elem': ["'self'", pressableHash, scrollLockHash],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.tiles.example.org', 'https://imagery.example.net'],
      'connect-src': ["'self'", `ws://${host}`, 'https://*.tiles.example.org', 'https://imagery.example.net', 'https://site.example.com'],
      'worker-src': ["'self'", 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'frame-src': ['https://site.example.com'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
    });
    // The headers that were there before stay.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('a GraphQL JSON answer carries only frame-ancestors, and no cache may keep it', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mc-csrf': '1' },
      body: JSON.stringify({ query: '{ appSettings { officialSiteUrl } }' }),
    });
    expect(response.headers.get('content-type')).toMatch(/application\/(graphql-response\+)?json/);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { appSettings: { officialSiteUrl: 'https://site.example.com/en/' } } });
    // REST answers and files alike: framed by no other site.
    for (const path of ['/api/health', '/api/app-settings', '/api/nothing-here']) {
      expect((await fetch(`${base}${path}`)).headers.get('content-security-policy'), path).toBe("frame-ancestors 'self'");
    }
  });

  test('a Host header that is not a host name is left out of the policy', async () => {
    const { request } = await import('node:http');
    const url = new URL(base);
    const policy = await new Promise<string>((resolve, reject) => {
      request({ host: url.hostname, port: url.port, path: '/', headers: { host: "evil.example; script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      })
        .on('error', reject)
        .end();
    });
    expect(policy).not.toContain('evil');
    expect(directives(policy)['connect-src']).toEqual(["'self'", 'https://*.tiles.example.org', 'https://imagery.example.net', 'https://site.example.com']);
  });
});

describe('over HTTPS', () => {
  test('HSTS is sent on pages and API answers, and the socket source is wss:', async () => {
    const { t, base } = await served({ secureCookies: true });
    try {
      const page = await fetch(`${base}/notes`);
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(directives(page.headers.get('content-security-policy'))['connect-src']).toContain(`wss://${new URL(base).host}`);
      const api = await fetch(`${base}/api/health`);
      expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});

describe('the parts', () => {
  test('tile templates give their origins; anything else gives none', () => {
    expect(originOfTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(originOfTemplate('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(originOfTemplate('http://127.0.0.1:4321/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4321');
    expect(originOfTemplate('javascript:alert(1)')).toBeUndefined();
    expect(originOfTemplate('not a url')).toBeUndefined();
  });

  test('the <style> texts allowed by hash are exactly those the installed react-aria writes', () => {
    // Every <style> element react-aria creates, read from its build: a new one, or a changed text
    // (an upgrade), would be refused by browsers and fails here first.
    const dist = new URL('../../../node_modules/react-aria/dist/private/', import.meta.url);
    const written: string[] = [];
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'))) {
      const source = readFileSync(new URL(file, dist), 'utf8');
      if (!/createElement\((['"])style\1\)/.test(source)) continue;
      const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
      for (const [, text] of source.matchAll(/style\.textContent = `([^`]*)`\.trim\(\)/g)) {
        written.push(text!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, attribute ?? '').trim());
      }
    }
    expect(written.sort()).toEqual([...RUNTIME_STYLES].sort());
    expect(RUNTIME_STYLES.map(sha256)).toEqual([pressableHash, scrollLockHash]);
  });

  test('only inline scripts are hashed', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([themeHash]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  test('no official site address: no frame may be shown', async () => {
    const t = await createTestApp({ officialSiteUrl: 'not a url' });
    try {
      expect(directives(contentSecurityPolicy(t.app.deps.config))['frame-src']).toEqual(["'none'"]);
    } finally {
      await t.close();
    }
  });
});
