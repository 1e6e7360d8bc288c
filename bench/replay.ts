// Replay benchmark: 500 notes queued on a device are delivered by the app's own replay engine
// (web/src/offline/sync.ts) in real Chromium, against the real API on a fresh SQLite database,
// once on an unthrottled link and once on an emulated slow 2G link (Chromium's network
// emulation through CDP). Prints the time and the count the server ended with, with the load
// average beside them: a busy machine moves every number.
//
// It needs a built web app: `npm run build` (web/dist), or BENCH_WEB_DIST=<folder>.
// BENCH_NOTES (500) and BENCH_SKIP_SLOW=1 change the run. A benchmark, not a test: it fails only
// when it cannot measure (no server, or the notes never all arrive).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../api/src/server.ts';
import { ANY_DOCUMENT } from '../api/src/lib/persisted-operations.ts';
import { createTestDatabase } from '../tests/api/harness.ts';
import { RELEASES } from '../web/src/features/whats-new/releases.ts';

const NOTES = Number(process.env.BENCH_NOTES ?? 500);
const WEB_DIST = resolve(process.env.BENCH_WEB_DIST ?? process.env.WEB_DIST ?? 'web/dist');
const DEADLINE_MS = 15 * 60_000;

/** Chromium's "slow-2g" effective connection: 2 s round trip, 50 kbit/s each way. */
const SLOW_2G = { offline: false, latency: 2000, downloadThroughput: 50_000 / 8, uploadThroughput: 50_000 / 8 };

interface Link {
  name: string;
  conditions?: typeof SLOW_2G;
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

async function gql(page: Page, query: string, variables?: Record<string, unknown>) {
  const response = await page.request.post('/graphql', { headers: { 'x-mc-csrf': '1' }, data: { query, variables } });
  const body = (await response.json()) as { data?: any; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function run(browser: Browser, baseURL: string, link: Link) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const username = `bench${Date.now().toString(36)}`;
  await gql(page, 'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { __typename } }', {
    input: { username, password: 'correct horse battery', fullName: 'Bench', phoneNumber: '+1 555 0100', address: '1 Main', groupNumber: 'GROUP_3' },
  });
  await gql(page, 'mutation ($input: UpdateDesignInput!) { updateDesign(input: $input) { __typename } }', {
    input: { setupCompleted: true, isFirstLogin: false },
  });
  // A member back from a day without signal, not a new one: the release notes are behind them.
  await gql(page, 'mutation ($input: MarkReleasesSeenInput!) { markReleasesSeen(input: $input) { __typename } }', {
    input: { versions: RELEASES.map((release) => release.version) },
  });
  const owner = (await gql(page, '{ viewer { id } }')).viewer.id as string;

  // The engine cannot reach the server while the notes are queued.
  await context.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('syncApplyChangesMutation') ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/');
  await page.getByRole('banner').waitFor();
  // The offline database is opened by the app once the shell's sync has started (it is not part of
  // the first screen); the notes are queued into it only then, never into a database made here.
  const opened = () => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'ministry-companion' && (d.version ?? 0) > 1));
  const waitUntil = Date.now() + 60_000;
  while (!(await opened())) {
    if (Date.now() > waitUntil) throw new Error('The app did not open its offline database');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.evaluate(
    async ({ owner, count }) => {
      const open = indexedDB.open('ministry-companion');
      await new Promise((ok, fail) => {
        open.onsuccess = ok;
        open.onerror = fail;
      });
      const db = open.result;
      const tx = db.transaction('outbox', 'readwrite');
      const now = Date.now();
      for (let i = 0; i < count; i += 1) {
        tx.objectStore('outbox').put({
          clientId: `bench-${now}-${i}`,
          seq: now + i,
          owner,
          type: 'note',
          action: 'create',
          recordId: null,
          createdBy: null,
          fields: { title: `Queued note ${i + 1}`, content: `Return visit ${i + 1}: left a tract, come back Thursday.` },
          base: {},
          madeAt: now,
          attempts: 0,
          state: 'queued',
          connections: [],
        });
      }
      await new Promise((ok, fail) => {
        tx.oncomplete = ok;
        tx.onerror = fail;
      });
      db.close();
    },
    { owner, count: NOTES },
  );
  // Reopened with the queue on the device, as after a day without signal; the engine has loaded
  // and found no signal before the link comes back (the time measured is the delivery's, not the
  // loading of the engine's code on the slow link).
  const triedOffline = page.waitForEvent('requestfailed', {
    predicate: (r) => (r.postData() ?? '').includes('syncApplyChangesMutation'),
    timeout: 60_000,
  });
  await page.reload();
  await page.getByRole('banner').waitFor();
  await triedOffline;
  if (link.conditions) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', link.conditions);
  }
  await context.unroute('**/graphql');

  let startedAt = Date.now();
  // What the replay sends and receives: every request the page makes from here on, by operation.
  const traffic = new Map<string, { requests: number; sent: number; received: number; from: number; to: number }>();
  page.on('requestfinished', async (request) => {
    // When it ran, in seconds from the start of the replay: whether it shared the link with the writes.
    const timing = request.timing();
    const from = (timing.startTime - startedAt) / 1000;
    const to = from + Math.max(0, timing.responseEnd) / 1000;
    const body = request.postData() ?? '';
    const name = /"operationName":"(\w+)"/.exec(body)?.[1] ?? /"id":"(\w+)/.exec(body)?.[1] ?? new URL(request.url()).pathname;
    const sizes = await request.sizes().catch(() => null);
    const entry = traffic.get(name) ?? { requests: 0, sent: 0, received: 0, from, to };
    entry.requests += 1;
    entry.from = Math.min(entry.from, from);
    entry.to = Math.max(entry.to, to);
    if (sizes) {
      entry.sent += sizes.requestBodySize + sizes.requestHeadersSize;
      entry.received += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    traffic.set(name, entry);
  });
  const loadBefore = load();
  const started = performance.now();
  startedAt = Date.now();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Polled from here: an async predicate in waitForFunction would count as met at once.
  const queued = () =>
    page.evaluate(async () => {
      const open = indexedDB.open('ministry-companion');
      await new Promise((ok) => (open.onsuccess = ok));
      const db = open.result;
      const request = db.transaction('outbox').objectStore('outbox').count();
      const count = await new Promise<number>((ok) => (request.onsuccess = () => ok(request.result)));
      db.close();
      return count;
    });
  const deadline = Date.now() + DEADLINE_MS;
  while ((await queued()) > 0) {
    if (Date.now() > deadline) throw new Error(`The queue was not delivered within ${DEADLINE_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  const count = (await gql(page, '{ viewer { notes(first: 1) { totalCount } } }')).viewer.notes.totalCount as number;
  await context.close();
  return { seconds, count, loadBefore, loadAfter: load(), traffic };
}

async function main() {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.error(`No built web app in ${WEB_DIST}: run npm run build, or set BENCH_WEB_DIST.`);
    process.exit(1);
  }
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-replay-'));
  const app = buildApp({
    db: database.db,
    config: { dataDir, databaseUrl: database.url, sessionSecret: 'bench-secret-'.padEnd(40, 'x'), webDist: WEB_DIST, production: true, graphqlDocuments: ANY_DOCUMENT },
  });
  const baseURL = await app.start(0, '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const links: Link[] = [{ name: 'unthrottled' }];
  if (!process.env.BENCH_SKIP_SLOW) links.push({ name: 'slow 2G (2 s RTT, 50 kbit/s)', conditions: SLOW_2G });
  let failed = false;
  try {
    console.log(`Replay of ${NOTES} queued notes (batches of 50), ${database.provider}`);
    console.log('link                              time      vs unthrottled   notes on server   load average (1/5/15 min) before → after');
    let baseline: number | undefined;
    for (const link of links) {
      const r = await run(browser, baseURL, link);
      if (r.count !== NOTES) failed = true;
      baseline ??= r.seconds;
      const ratio = `${(r.seconds / baseline).toFixed(1)}×`;
      console.log(`${link.name.padEnd(34)}${`${r.seconds.toFixed(1)} s`.padEnd(10)}${ratio.padEnd(17)}${`${r.count} / ${NOTES}`.padEnd(18)}${r.loadBefore} → ${r.loadAfter}`);
      for (const [name, t] of [...r.traffic].sort((a, b) => b[1].received + b[1].sent - a[1].received - a[1].sent)) {
        console.log(`    ${name.padEnd(44)}${String(t.requests).padStart(4)} requests  ${(t.sent / 1024).toFixed(1).padStart(7)} KB sent  ${(t.received / 1024).toFixed(1).padStart(7)} KB received  ${t.from.toFixed(1).padStart(5)}–${t.to.toFixed(1)} s`);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('Not every note reached the server exactly once.');
    process.exit(1);
  }
}

// No top-level await: the repository root is CommonJS to tsx (relay.config.js needs that).
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
