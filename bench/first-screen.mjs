// What the first screen really downloads (`npm run bench:first-screen`, part of `npm run bench`):
// the built app in Debian's Chromium at 390×844, a first visit with no service worker, once as a
// visitor and once as a member; every script fetched until the page has fetched nothing for 2 s
// (the page is idle), counted as it came over the wire (compressed). What the app fetches ahead
// after that (the field pages, docs/product/offline.md) is not counted. The product's budget is
// 170 KB (docs/product/architecture.md); scripts/check-first-screen.mjs checks the build's own list
// of the first screen's scripts against it in every test run. A benchmark: it prints, it does not fail.
//
// Needs `npm run build`.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startBuiltApp } from './built-app.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4751);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const IDLE_MS = 2000;
const BUDGET_KB = 170;
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const app = await startBuiltApp(PORT);
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * The scripts a first visit of / fetches before the page is idle, with their compressed sizes.
 * @param {string} [cookie]
 */
async function firstScreen(cookie) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: app.base };
        }),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    /** @type {Map<string, string>} */
    const urls = new Map();
    /** @type {Map<string, number>} */
    const sizes = new Map();
    let last = Date.now();
    cdp.on('Network.requestWillBeSent', () => (last = Date.now()));
    cdp.on('Network.responseReceived', (event) => {
      urls.set(event.requestId, event.response.url);
      last = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      sizes.set(event.requestId, event.encodedDataLength);
      last = Date.now();
    });
    await page.goto(`${app.base}/`);
    while (Date.now() - last < IDLE_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    const scripts = [...urls].filter(([, url]) => /\.m?js(\?|$)/.test(url)).map(([id, url]) => ({ url: new URL(url).pathname, bytes: sizes.get(id) ?? 0 }));
    return scripts.sort((a, b) => b.bytes - a.bytes);
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
try {
  for (const [who, cookie] of [
    ['visitor', undefined],
    ['member', await app.memberCookie()],
  ]) {
    const scripts = await firstScreen(cookie);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`first screen, ${who}: ${scripts.length} scripts, ${kb(total)} over the wire (budget ${BUDGET_KB} KB, ${(total / 1024 / BUDGET_KB).toFixed(2)}× it) · load ${load()}`);
    for (const s of scripts.slice(0, Number(process.env.FIRST_SCREEN_LIST ?? 8))) console.log(`  ${kb(s.bytes).padStart(7)}  ${s.url}`);
  }
} finally {
  await browser.close();
  app.stop();
}
