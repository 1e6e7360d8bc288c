// Whether the official site may be framed, read from its own headers over HTTP from stand-in
// sites on 127.0.0.1: X-Frame-Options DENY and SAMEORIGIN and a frame-ancestors without `*`
// refuse, a site that says nothing allows, a site that cannot be reached is unknown; and the
// answer is kept, not asked again on every page view.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/api/harness.ts';
import { framingOf } from './framing.ts';

const SITES: Record<string, Record<string, string>> = {
  '/open': {},
  '/deny': { 'x-frame-options': 'DENY' },
  '/same-origin': { 'x-frame-options': 'SAMEORIGIN' },
  '/ancestors-none': { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" },
  '/ancestors-any': { 'content-security-policy': 'frame-ancestors *', 'x-frame-options': 'DENY' },
};

let site: Server;
let base: string;
const hits: string[] = [];
beforeAll(async () => {
  site = createServer((req, res) => {
    hits.push(req.url ?? '');
    const headers = SITES[req.url ?? ''];
    if (!headers) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html', ...headers }).end('<h1>Site</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const QUERY = '{ appSettings { officialSiteUrl officialSiteFraming } }';

async function framingFor(path: string, t: TestApp) {
  t.app.deps.config.officialSiteUrl = `${base}${path}`;
  return (await t.client().graphql(QUERY)).data.appSettings.officialSiteFraming;
}

describe('appSettings.officialSiteFraming', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test.each([
    ['/open', 'ALLOWED'],
    ['/deny', 'REFUSED'],
    ['/same-origin', 'REFUSED'],
    ['/ancestors-none', 'REFUSED'],
    ['/ancestors-any', 'ALLOWED'],
    ['/missing', 'UNKNOWN'],
  ])('a site answering %s: %s', async (path, framing) => {
    expect(await framingFor(path, t)).toBe(framing);
  });

  test('a site that cannot be reached: UNKNOWN', async () => {
    t.app.deps.config.officialSiteUrl = 'http://127.0.0.1:1/';
    expect((await t.client().graphql(QUERY)).data.appSettings.officialSiteFraming).toBe('UNKNOWN');
  });

});

test('the answer is kept: many page views, at the same time and after, one request to the site', async () => {
  const t = await createTestApp();
  try {
    hits.length = 0;
    expect(await Promise.all(Array.from({ length: 10 }, () => framingFor('/deny', t)))).toEqual(Array(10).fill('REFUSED'));
    for (let i = 0; i < 10; i++) expect(await framingFor('/deny', t)).toBe('REFUSED');
    expect(hits).toEqual(['/deny']);
  } finally {
    await t.close();
  }
});

test('frame-ancestors overrides X-Frame-Options, as browsers do', () => {
  expect(framingOf(new Headers({ 'content-security-policy': 'frame-ancestors https://a.example *', 'x-frame-options': 'DENY' }))).toBe('ALLOWED');
  expect(framingOf(new Headers({ 'content-security-policy': "frame-ancestors 'self'" }))).toBe('REFUSED');
  expect(framingOf(new Headers({ 'x-frame-options': 'ALLOW-FROM https://a.example' }))).toBe('ALLOWED');
  expect(framingOf(new Headers())).toBe('ALLOWED');
});
