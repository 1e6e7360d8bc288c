// npm run bench: the API's overhead against a bare node:http server, measured in one run on one
// machine. Starts the app on a fresh database (tests/api/harness.ts), signs up one user, serves
// that user's GET /api/user/current body from a bare server, then runs autocannon against the
// bare route, the REST route and a GraphQL viewer query. bench/README.md explains the table.
// A benchmark, not a test: it fails only when it cannot measure (no server, or only errors).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, availableParallelism, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon, { type Instance } from 'autocannon';
import { buildApp, type App } from '../api/src/server.ts';
import { ANY_DOCUMENT } from '../api/src/lib/persisted-operations.ts';
import { createTestDatabase, type TestDatabase } from '../tests/api/harness.ts';

const HOST = '127.0.0.1';
const WARMUP_SECONDS = 1;
const SETTLE_MS = 300;
const BARE = 'bare node:http';
const VIEWER_QUERY = '{ viewer { id username groupNumber appName primaryColor secondaryColor } }';

function positiveEnv(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    console.warn(`${name}=${raw} is not a positive ${integer ? 'integer' : 'number'}; using ${fallback}`);
    return fallback;
  }
  return value;
}

const seconds = positiveEnv('BENCH_SECONDS', 5, false);
const connections = positiveEnv('BENCH_CONNECTIONS', 10, true);

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

interface Measurement {
  target: Target;
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

/** Exact percentile (nearest rank) of sub-millisecond response times; autocannon's histogram keeps whole ms. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

let current: Instance | undefined;
let interrupted = false;

async function measure(target: Target): Promise<Measurement> {
  const instance = autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    duration: seconds,
    connections,
    warmup: { duration: WARMUP_SECONDS, connections },
  });
  current = instance;
  // stop() exists once the measured phase is set up; an interrupt during the warm-up stops it there.
  instance.on('start', () => {
    if (interrupted) instance.stop();
  });
  // The returned instance reports the measured phase only (the warm-up has its own tracker).
  const times: number[] = [];
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await instance;
  current = undefined;
  const sorted = Float64Array.from(times).sort();
  return {
    target,
    reqPerSec: result.requests.average,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** One request before measuring: a target that is already wrong would only measure errors. */
async function preflight(target: Target, check: (status: number, text: string) => string | undefined) {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  const problem = check(response.status, text);
  if (problem) throw new Error(`${target.name} is broken before measuring: ${problem}\n  ${response.status} ${text.slice(0, 300)}`);
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve(`http://${HOST}:${(server.address() as AddressInfo).port}`));
  });
}

function fmt(n: number, digits: number): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '-';
}

/** Three significant digits, so 0.0163× stays readable next to 48.8×. */
function ratio(n: number): string {
  return Number.isFinite(n) ? `${Number(n.toPrecision(3))}×` : '-';
}

function printTable(results: Measurement[], database: TestDatabase) {
  const base = results.find((r) => r.target.name === BARE && r.ok > 0);
  const cpuModel = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `\nNode ${process.version} · ${availableParallelism()} CPUs (${cpuModel}) · ${seconds} s per target after ${WARMUP_SECONDS} s warm-up · ` +
      `${connections} connections · ${database.provider === 'postgresql' ? 'PostgreSQL (fresh schema)' : 'SQLite (fresh temp file)'} · ` +
      'load generator and servers share one process',
  );
  const rows = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'req/s vs bare', 'p99 vs bare'],
    ...results.map((r) => [
      r.target.name,
      fmt(r.reqPerSec, 0),
      fmt(r.p50, 2),
      fmt(r.p99, 2),
      String(r.non2xx),
      base && base.reqPerSec > 0 ? ratio(r.reqPerSec / base.reqPerSec) : '-',
      base && base.p99 > 0 ? ratio(r.p99 / base.p99) : '-',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  for (const r of results) {
    if (r.errors > 0) console.log(`note: ${r.target.name} had ${r.errors} connection errors or timeouts`);
  }
}

async function main(): Promise<number> {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  let bare: Server | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));

  const onSignal = () => {
    interrupted = true;
    if (typeof current?.stop === 'function') current.stop();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    database = await createTestDatabase();
    app = buildApp({
      db: database.db,
      config: {
        dataDir,
        databaseUrl: database.url,
        sessionSecret: randomBytes(32).toString('base64url'),
        production: true,
        graphqlDocuments: ANY_DOCUMENT,
      },
    });
    const baseUrl = await app.start(0, HOST);

    const username = `bench_${randomBytes(4).toString('hex')}`;
    const signUp = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'bench password 123',
        fullName: 'Bench Member',
        phoneNumber: '+1 555 0100',
        address: '1 Main Street',
        groupNumber: 3,
      }),
    });
    const session = signUp.headers.getSetCookie().map((c) => c.split(';')[0]!).filter(Boolean);
    if (signUp.status !== 201 || session.length === 0) {
      throw new Error(`sign-up through POST /api/users failed: ${signUp.status} ${await signUp.text()}`);
    }
    const cookie = session.join('; ');

    const me = await fetch(`${baseUrl}/api/user/current`, { headers: { cookie } });
    const body = Buffer.from(await me.arrayBuffer());
    const type = me.headers.get('content-type') ?? 'application/json';
    if (me.status !== 200) throw new Error(`GET /api/user/current failed: ${me.status} ${body.toString()}`);

    bare = createServer((req, res) => {
      if (req.method !== 'GET') {
        res.writeHead(405, { allow: 'GET' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
    });
    const bareUrl = await listen(bare);

    const targets: Target[] = [
      { name: BARE, url: `${bareUrl}/`, method: 'GET', headers: {} },
      { name: 'GET /api/user/current', url: `${baseUrl}/api/user/current`, method: 'GET', headers: { cookie } },
      {
        name: 'POST /graphql viewer',
        url: `${baseUrl}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: VIEWER_QUERY }),
      },
    ];
    const expected = body.toString();
    const checks = [
      (status: number, text: string) => (status === 200 && text === expected ? undefined : 'not the REST body'),
      (status: number, text: string) => (status === 200 && text === expected ? undefined : 'not the body fetched once'),
      (status: number, text: string) => {
        let answer: { data?: { viewer?: { username?: string } | null }; errors?: unknown[] };
        try {
          answer = JSON.parse(text);
        } catch {
          return 'not JSON';
        }
        if (status !== 200 || answer.errors?.length) return 'the query answered errors';
        return answer.data?.viewer?.username === username ? undefined : 'the viewer is not the signed-up user';
      },
    ];
    for (const [i, target] of targets.entries()) await preflight(target, checks[i]!);

    // Measure, one target after the other.
    const results: Measurement[] = [];
    for (const target of targets) {
      if (interrupted) break;
      process.stderr.write(`measuring ${target.name} (${WARMUP_SECONDS} s warm-up + ${seconds} s)…\n`);
      results.push(await measure(target));
    }
    if (interrupted) {
      console.error('interrupted; cleaning up');
      return 130;
    }
    printTable(results, database);
    let exitCode = 0;
    for (const r of results) {
      if (r.ok === 0) {
        console.error(`${r.target.name} answered no 2xx in ${seconds} s: the benchmark is broken`);
        exitCode = 1;
      }
    }
    return exitCode;
  } catch (error) {
    // No server, no session, or a target that is wrong before measuring: nothing to measure.
    console.error(`bench: cannot measure: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    const closing = bare ? new Promise<void>((resolve) => bare!.close(() => resolve())) : undefined;
    bare?.closeAllConnections();
    await closing;
    await app?.stop().catch((e: unknown) => console.error('stopping the app:', e));
    // Requests the load generator abandoned at the end of a run are still being answered; let them
    // finish before the database goes, or they reopen it after it is deleted.
    if (app) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await database?.close().catch((e: unknown) => console.error('removing the database:', e));
    rmSync(dataDir, { recursive: true, force: true });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

void main().then((code) => {
  process.exitCode = code;
});
