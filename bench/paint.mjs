// Paint benchmark (`npm run bench:paint`, part of `npm run bench`): the first and the largest
// contentful paint of the built app in Debian's Chromium itself, slowed as Lighthouse's mobile
// preset describes a phone (4× CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) but through
// the DevTools protocol, so every request and every render really waits. Lighthouse's simulation
// replays a trace taken on this machine, where every file arrives at once: a chain of requests
// made one after the other (a page asking for its messages as it renders, say) costs it little,
// and here it costs what it costs a phone.
//
// Each run is a first visit: a fresh browser context, no service worker, the signed-in pages with
// the member's session cookie. The figures are the page's own PerformanceObserver entries once
// the network has been quiet for a second. The baseline, measured the same way in the same run:
// a bare HTML page served by node:http; the ratios beside each page compare across runs on a busy
// machine, and the load average is printed beside each row.
//
// Needs `npm run build`. A benchmark, not a test: it fails only when it cannot measure.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { BARE_PAGE, startBuiltApp } from './built-app.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4741);
const RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const app = await startBuiltApp(PORT);
const bare = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(BARE_PAGE);
});
/** @type {import('playwright-core').Browser | undefined} */
let browser;
async function cleanUp() {
  await browser?.close().catch(() => undefined);
  app.stop();
  bare.close();
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/**
 * One first visit of `url`: its FCP and LCP in ms, and what the LCP element was.
 * @param {string} url
 * @param {string} [cookie]
 */
async function visit(url, cookie) {
  if (!browser) throw new Error('the browser is not running');
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url };
        }),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          // The buffered entries arrive at once; a page that painted nothing has none.
          setTimeout(() => resolve({ fcp, lcp: Number.NaN, element: '' }), 1000);
          new PerformanceObserver((list) => {
            const last = /** @type {PerformanceEntry & { element?: Element | null }} */ (list.getEntries().at(-1));
            resolve({ fcp, lcp: last?.startTime ?? Number.NaN, element: last?.element?.tagName.toLowerCase() ?? '' });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const cookie = await app.memberCookie();
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', () => resolve(undefined)));
  const bareUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (bare.address()).port}/`;
  /** @type {[string, string, string | undefined][]} */
  const pages = [
    ['bare page (baseline)', bareUrl, undefined],
    ['home, signed out', `${app.base}/`, undefined],
    ['home', `${app.base}/`, cookie],
    ['/notes', `${app.base}/notes`, cookie],
    ['/service-group', `${app.base}/service-group`, cookie],
  ];
  console.log(`Chromium at 4× CPU, 150 ms RTT, 1.6 Mbit/s down (DevTools protocol); median of ${RUNS} first visits; ratios against the bare page`);
  console.log(`${'page'.padEnd(22)}     FCP  (× bare)     LCP  (× bare)  LCP element  load`);
  let baseline = { fcp: Number.NaN, lcp: Number.NaN };
  for (const [name, url, session] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(url, session));
    const f = { fcp: median(runs.map((r) => r.fcp)), lcp: median(runs.map((r) => r.lcp)), element: [...new Set(runs.map((r) => r.element))].join(',') };
    if (Number.isNaN(f.lcp)) throw new Error(`${name}: the page reported no largest contentful paint`);
    if (name.startsWith('bare')) baseline = f;
    console.log(
      `${name.padEnd(22)} ${(f.fcp / 1000).toFixed(2).padStart(6)} s  ${(f.fcp / baseline.fcp).toFixed(2).padStart(6)}×  ${(f.lcp / 1000).toFixed(2).padStart(6)} s  ${(f.lcp / baseline.lcp).toFixed(2).padStart(6)}×  ${f.element.padEnd(11)}  ${load()}`,
    );
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
