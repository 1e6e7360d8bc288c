// npm run bench:subscribers: live group alerts at scale. Starts the app on a fresh database on
// 127.0.0.1, signs up BENCH_USERS members of one service group through POST /api/users, opens
// BENCH_SUBSCRIBERS graphql-ws connections (each its own WebSocket, reusing the members' session
// cookies in turn) subscribed to groupStatusChanged, then posts BENCH_ALERTS status alerts and
// records when each subscriber receives each one. Prints publish-to-receive p50/p99/max and how
// many deliveries were lost. Latency is measured from the alert's stored timestamp (set just
// before it is published) to its arrival at the client, on one clock. The sockets' clients run
// in a child process (`--clients`), the server and the database driver in this one: on a 2-core
// machine each has a core. The clients stamp each message as it comes and read it later (see
// runClients), so what is measured is the server's fan-out, not the clients' parsing.
// A benchmark, not a test: it exits non-zero only when it cannot measure, never on a number.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { buildApp, type App } from '../api/src/server.ts';
import { ANY_DOCUMENT } from '../api/src/lib/persisted-operations.ts';
import { usePushSender } from '../api/src/modules/push/sender.ts';
import { createTestDatabase, type TestDatabase } from '../tests/api/harness.ts';
import persisted from '../persisted-operations.json' with { type: 'json' };

const HOST = '127.0.0.1';
const GROUP = 4;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.warn(`${name}=${raw} is not a positive integer; using ${fallback}`);
    return fallback;
  }
  return value;
}

const SUBSCRIBERS = positiveInt('BENCH_SUBSCRIBERS', 1000);
const USERS = positiveInt('BENCH_USERS', 20);
const ALERTS = positiveInt('BENCH_ALERTS', 20);
const INTERVAL_MS = positiveInt('BENCH_ALERT_INTERVAL_MS', 250);
const SETTLE_MS = positiveInt('BENCH_SETTLE_MS', 5000);
const CONNECT_BATCH = 100;
/**
 * BENCH_INSTANCES=2 starts two instances of the app on one database, joined through Redis
 * (BENCH_REDIS_URL, a database of its own on the local Redis by default): the sockets are split
 * between them and the alerts are sent to the first, so half the deliveries cross Redis.
 */
const INSTANCES = positiveInt('BENCH_INSTANCES', 1);
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/15';
const WARMUP_LIMIT_MS = 30_000;

/**
 * What each subscriber asks for. `app` (the default): the app's own group-board subscription, as
 * its open Service Group page sends it (the board, the roll-call and the alert with its
 * responses). `minimal`: the change and the alert's id only, the fan-out without the board.
 */
const DOCUMENTS = {
  app: appDocument('useGroupStatusSubscription'),
  minimal: 'subscription BenchGroupStatus { groupStatusChanged { change alert { id sentAt } } }',
};
const DOCUMENT = (process.env.BENCH_DOCUMENT ?? 'app') as keyof typeof DOCUMENTS;
if (!(DOCUMENT in DOCUMENTS)) throw new Error(`BENCH_DOCUMENT=${DOCUMENT}: use app or minimal`);
const SUBSCRIPTION = DOCUMENTS[DOCUMENT];

function appDocument(operationName: string): string {
  const text = Object.values(persisted as Record<string, string>).find((doc) => new RegExp(`^subscription ${operationName}\\b`).test(doc));
  if (!text) throw new Error(`${operationName} is not in persisted-operations.json: run npm run relay`);
  return text;
}
const SEND = /* GraphQL */ `
  mutation BenchSend($input: SendStatusAlertInput!) {
    sendStatusAlert(input: $input) { __typename ... on StatusAlertSent { alert { id sentAt } } }
  }
`;

interface Subscriber {
  /** alert id → arrival time (ms since the epoch) */
  received: Map<string, number>;
  duplicates: number;
  errors: number;
}

let interrupted = false;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(base: string, index: number): Promise<string> {
  const response = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${index}_${randomBytes(3).toString('hex')}`,
      password: 'bench password 123',
      fullName: `Bench Member ${index}`,
      phoneNumber: '+1 555 0100',
      address: '1 Main Street',
      groupNumber: GROUP,
    }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
  if (response.status !== 201 || !cookie) throw new Error(`sign-up through POST /api/users failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function sendAlert(base: string, cookie: string, message: string): Promise<{ id: string; sentAt: number }> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie },
    body: JSON.stringify({ query: SEND, variables: { input: { status: 'ORANGE', message } } }),
  });
  const body = (await response.json()) as { data?: { sendStatusAlert?: { __typename: string; alert?: { id: string; sentAt: string } } } };
  const alert = body.data?.sendStatusAlert?.alert;
  if (!alert) throw new Error(`sendStatusAlert failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { id: alert.id, sentAt: Date.parse(alert.sentAt) };
}

/**
 * The sockets live in a process of their own (`--clients`), so that parsing a thousand answers
 * does not run on the server's event loop; each arrival is stamped there, on the same clock, and
 * sent back in batches.
 */
type FromClients = { arrivals: [subscriber: number, alertId: string, at: number][]; errors: number[] };
type ToClients = { bases: string[]; cookies: string[]; count: number } | 'close';

/** Socket j connects to instance j mod the number of instances. */
function startClients(bases: string[], cookies: string[], subscribers: Subscriber[]): ChildProcess {
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', (message: FromClients) => {
    for (const [index, id, at] of message.arrivals) {
      const subscriber = subscribers[index]!;
      if (subscriber.received.has(id)) subscriber.duplicates += 1;
      else subscriber.received.set(id, at);
    }
    for (const index of message.errors) subscribers[index]!.errors += 1;
  });
  child.send({ bases, cookies, count: subscribers.length } satisfies ToClients);
  return child;
}

/**
 * The clients' process: opens the sockets, reports every arrival, closes them when told. Each
 * socket speaks graphql-ws's protocol itself over a bare WebSocket, so that a message costs the
 * clients no more than its stamp while alerts arrive: its text is read (JSON) only once no message
 * has come for QUIET_MS, so reading 10,000 answers does not delay the stamping of the last ones.
 */
function runClients() {
  const QUIET_MS = 100;
  const sockets: WebSocket[] = [];
  const waiting: [subscriber: number, text: Buffer, at: number][] = [];
  let lastArrival = 0;
  let batch: FromClients = { arrivals: [], errors: [] };
  const flush = setInterval(() => {
    if (waiting.length > 0 && Date.now() - lastArrival >= QUIET_MS) {
      for (const [index, text, at] of waiting.splice(0)) {
        const message = JSON.parse(text.toString()) as { type: string; payload?: { data?: { groupStatusChanged?: { alert?: { id: string } } } } };
        const id = message.type === 'next' ? message.payload?.data?.groupStatusChanged?.alert?.id : undefined;
        if (id) batch.arrivals.push([index, id, at]);
        else batch.errors.push(index);
      }
    }
    if (batch.arrivals.length === 0 && batch.errors.length === 0) return;
    process.send?.(batch);
    batch = { arrivals: [], errors: [] };
  }, 20);
  process.on('message', async (message: ToClients) => {
    if (message === 'close') {
      clearInterval(flush);
      await Promise.allSettled(
        sockets.map((socket) => new Promise((closed) => (socket.readyState === WebSocket.CLOSED ? closed(null) : (socket.once('close', closed), socket.close())))),
      );
      process.exit(0);
    }
    const { bases, cookies, count } = message;
    for (let i = 0; i < count; i += CONNECT_BATCH) {
      for (let j = i; j < Math.min(count, i + CONNECT_BATCH); j += 1) sockets.push(subscribe(bases[j % bases.length]!, cookies[j % cookies.length]!, j));
      await sleep(50);
    }
  });

  function subscribe(base: string, cookie: string, index: number): WebSocket {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie, origin: base }, perMessageDeflate: false });
    let acknowledged = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      const at = Date.now();
      if (acknowledged) {
        waiting.push([index, data, at]);
        lastArrival = at;
        return;
      }
      const first = JSON.parse(data.toString()) as { type: string };
      if (first.type !== 'connection_ack') return void batch.errors.push(index);
      acknowledged = true;
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
    });
    socket.on('error', (error) => {
      if (process.env.BENCH_DEBUG) console.error(`socket ${index}: ${error.message}`);
      batch.errors.push(index);
    });
    return socket;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

async function waitFor(condition: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await sleep(50);
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

async function main(): Promise<number> {
  let database: TestDatabase | undefined;
  const apps: App[] = [];
  const subscribers: Subscriber[] = [];
  let clients: ChildProcess | undefined;
  const dataDirs: string[] = [];
  const onSignal = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    database = await createTestDatabase();
    const sessionSecret = randomBytes(32).toString('base64url');
    const bases: string[] = [];
    for (let i = 0; i < INSTANCES; i += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-subs-'));
      dataDirs.push(dataDir);
      const app = buildApp({
        db: database.db,
        config: {
          dataDir,
          databaseUrl: database.url,
          redisUrl: INSTANCES > 1 ? REDIS_URL : undefined,
          sessionSecret,
          production: true,
          graphqlDocuments: ANY_DOCUMENT,
          // Every member here signs up from one address, more than a person would in an hour.
          signUpLimits: { perAddress: 100_000, windowSeconds: 3600 },
          // Every socket comes from one address and 20 accounts: the limits that keep one person
          // from holding thousands of sockets would stop the bench at 400.
          socketLimits: { perAccount: SUBSCRIBERS, perAddress: SUBSCRIBERS },
        },
      });
      apps.push(app);
      // Nobody here has a push subscription; the no-op sender makes sure nothing leaves the machine.
      usePushSender(app.deps, async () => undefined);
      bases.push(await app.start(0, HOST));
      if (INSTANCES > 1 && app.deps.pubsub.health().redis !== 'up') {
        await waitFor(() => app.deps.pubsub.health().redis === 'up', 5000);
        if (app.deps.pubsub.health().redis !== 'up') throw new Error(`Redis at ${REDIS_URL} does not answer: two instances need it`);
      }
    }
    const base = bases[0]!;

    process.stderr.write(`signing up ${USERS} members and a sender…\n`);
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i += 1) cookies.push(await signUp(base, i));
    const sender = await signUp(base, USERS);
    // Signed up without an invitation code, they wait for the group's overseer: let them all in.
    await database.db.user.updateMany({ where: { groupNumber: GROUP }, data: { groupApproved: true } });

    process.stderr.write(`opening ${SUBSCRIBERS} subscriptions…\n`);
    for (let i = 0; i < SUBSCRIBERS; i += 1) subscribers.push({ received: new Map(), duplicates: 0, errors: 0 });
    clients = startClients(bases, cookies, subscribers);

    // The server says nothing once a subscription is live: send warm-up alerts until every
    // subscriber has heard one (or the limit passes), so the measured alerts meet live ones.
    const warmupEnd = Date.now() + WARMUP_LIMIT_MS;
    const warmups = new Set<string>();
    const ready = () => subscribers.filter((s) => [...warmups].some((id) => s.received.has(id))).length;
    while (!interrupted && ready() < subscribers.length && Date.now() < warmupEnd) {
      warmups.add((await sendAlert(base, sender, 'warm-up')).id);
      const waitEnd = Math.min(warmupEnd, Date.now() + 1000);
      while (ready() < subscribers.length && Date.now() < waitEnd) await sleep(50);
    }
    const readyCount = ready();
    if (readyCount === 0) throw new Error('no subscriber received a warm-up alert: subscriptions do not work');

    process.stderr.write(`${readyCount}/${subscribers.length} subscribers live; posting ${ALERTS} alerts…\n`);
    const loadBefore = loadavg().slice(0, 2).map((n) => n.toFixed(2)).join('/');
    const sent: { id: string; sentAt: number }[] = [];
    for (let i = 0; i < ALERTS && !interrupted; i += 1) {
      sent.push(await sendAlert(base, sender, `bench alert ${i + 1}`));
      await sleep(INTERVAL_MS);
    }
    const expected = sent.length * subscribers.length;
    const delivered = () => subscribers.reduce((n, s) => n + sent.filter((a) => s.received.has(a.id)).length, 0);
    const settleEnd = Date.now() + SETTLE_MS;
    while (!interrupted && delivered() < expected && Date.now() < settleEnd) await sleep(50);
    if (interrupted) {
      console.error('interrupted; cleaning up');
      return 130;
    }

    const latencies: number[] = [];
    for (const s of subscribers) {
      for (const alert of sent) {
        const at = s.received.get(alert.id);
        if (at !== undefined) latencies.push(at - alert.sentAt);
      }
    }
    latencies.sort((a, b) => a - b);
    const lost = expected - latencies.length;
    const duplicates = subscribers.reduce((n, s) => n + s.duplicates, 0);
    const errors = subscribers.reduce((n, s) => n + s.errors, 0);

    console.log(
      `\nNode ${process.version} · ${database.provider === 'postgresql' ? 'PostgreSQL' : 'SQLite'} · ${INSTANCES > 1 ? `${INSTANCES} instances through Redis` : 'one instance, in-memory pubsub'} · ` +
        `${subscribers.length} graphql-ws subscribers (${USERS} members of group ${GROUP}) · ${sent.length} alerts ${INTERVAL_MS} ms apart · ` +
        `the sockets in a process of their own · document: ${DOCUMENT}`,
    );
    const rows = [
      ['deliveries', 'received', 'lost', 'duplicates', 'errors', 'p50 ms', 'p99 ms', 'max ms', 'load 1/5 min'],
      [
        String(expected),
        String(latencies.length),
        String(lost),
        String(duplicates),
        String(errors),
        fmt(percentile(latencies, 50)),
        fmt(percentile(latencies, 99)),
        fmt(latencies.at(-1) ?? Number.NaN),
        `${loadBefore} → ${loadavg().slice(0, 2).map((n) => n.toFixed(2)).join('/')}`,
      ],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
    if (readyCount < subscribers.length) console.log(`note: ${subscribers.length - readyCount} subscribers never heard a warm-up alert`);
    return 0;
  } catch (error) {
    console.error(`bench:subscribers: cannot measure: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (clients?.connected) {
      const exited = new Promise((resolve) => clients?.once('exit', resolve));
      clients.send('close' satisfies ToClients);
      await exited;
    }
    for (const app of apps) await app.stop().catch((e: unknown) => console.error('stopping the app:', e));
    await database?.close().catch((e: unknown) => console.error('removing the database:', e));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

if (process.argv.includes('--clients')) runClients();
else
  void main().then((code) => {
    process.exitCode = code;
  });
