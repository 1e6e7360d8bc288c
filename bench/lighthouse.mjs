// Lighthouse benchmark (`npm run bench:lighthouse`, part of `npm run bench`): the built app as
// `npm start` serves it, measured by Lighthouse's mobile preset (a mid-range phone on a slow 4G
// link, simulated) in Debian's Chromium. Pages: home signed out, then home, /notes and
// /service-group signed in as a member who has finished the setup guide.
//
// The baseline, measured in the same run and the same browser: a bare HTML page served by node:http
// with one paragraph of text. Its paint times are what the machine and the simulated phone cost
// with no app at all, so the ratios beside each page (FCP and LCP against the bare page's) can be
// compared across runs on a busy machine, where the absolute times move.
//
// Plain JavaScript run by node, not tsx: Lighthouse sends some of its functions to the page as
// source text, and tsx's compiled helpers would go with them.
// Needs `npm run build`. A benchmark, not a test: it fails only when it cannot measure (the
// server or the browser does not start, or Lighthouse reports a page error).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { BARE_PAGE, startBuiltApp } from './built-app.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4740);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
// A folder for each run's whole report (JSON), to see what the figures are made of.
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const app = await startBuiltApp(PORT);
const base = app.base;

const bare = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(BARE_PAGE);
});

/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;
async function cleanUp() {
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
  app.stop();
  bare.close();
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/**
 * Sets the browser's cookies for `url` to those of the `cookie` header (none when it is undefined),
 * through the DevTools protocol. The session travels in the browser's own cookie jar, as a
 * member's does: a Cookie header given to Lighthouse would be replaced by the jar's as soon as the
 * app keeps a cookie of its own (its language).
 * @param {string} url
 * @param {string | undefined} cookie
 */
async function setCookies(url, cookie) {
  const { webSocketDebuggerUrl } = /** @type {{ webSocketDebuggerUrl: string }} */ (await (await fetch(`http://127.0.0.1:${chrome?.port}/json/version`)).json());
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  /** @param {string} method @param {object} [params] */
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const own = ++id;
      /** @param {import('ws').RawData} data */
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== own) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: own, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    const cookies = (cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));
    if (cookies.length > 0) await send('Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}

/** @typedef {{ performance: number, accessibility: number, fcp: number, lcp: number, tbt: number, cls: number }} Figures */

/**
 * @param {string} url
 * @param {string} [cookie]
 * @returns {Promise<Figures>}
 */
async function measure(url, cookie) {
  /** @type {Figures[]} */
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await setCookies(url, cookie);
    const result = await lighthouse(url, {
      port: chrome?.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Each run starts from an empty cache and storage, as a first visit does (the cookies are
      // set above: the member's session, or none).
      disableStorageReset: false,
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'websql'],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}${cookie ? 'signed-in' : 'signed-out'}-${i + 1}.json`;
      writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
    }
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  }
  // The median run by performance score.
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

async function main() {
  const cookie = await app.memberCookie();
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', () => resolve(undefined)));
  const bareUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (bare.address()).port}/`;
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  const baseline = await measure(bareUrl);
  /** @type {[string, string, string | undefined][]} */
  const pages = [
    ['bare page (baseline)', bareUrl, undefined],
    ['home, signed out', `${base}/`, undefined],
    ['home', `${base}/`, cookie],
    ['/notes', `${base}/notes`, cookie],
    ['/service-group', `${base}/service-group`, cookie],
  ];
  console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, simulated slow 4G; ratios against the bare page of this run`);
  console.log(`${'page'.padEnd(22)} perf  a11y     FCP  (× bare)     LCP  (× bare)    TBT    CLS   load`);
  for (const [name, url, session] of pages) {
    const f = name.startsWith('bare') ? baseline : await measure(url, session);
    console.log(
      `${name.padEnd(22)} ${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${(f.fcp / 1000).toFixed(1).padStart(5)} s  ${(f.fcp / baseline.fcp).toFixed(2).padStart(6)}×  ${(f.lcp / 1000).toFixed(1).padStart(5)} s  ${(f.lcp / baseline.lcp).toFixed(2).padStart(6)}×  ${f.tbt.toFixed(0).padStart(4)} ms  ${f.cls.toFixed(3)}   ${load()}`,
    );
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
