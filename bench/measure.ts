// What bench/run.ts and bench/notes.ts share: the env knobs, one autocannon run per target with
// exact percentiles, the check before measuring, and the table of ratios to a baseline measured
// in the same run. Each row carries the machine's load average at the end of its run, since a busy
// machine moves every figure.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Options } from 'autocannon';

export const HOST = '127.0.0.1';
export const WARMUP_SECONDS = 1;

export function positiveEnv(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    console.warn(`${name}=${raw} is not a positive ${integer ? 'integer' : 'number'}; using ${fallback}`);
    return fallback;
  }
  return value;
}

/** A comma-separated list of positive integers, such as BENCH_NOTE_SCALES=10,1000,10000. */
export function integerListEnv(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value <= 0)) {
    console.warn(`${name}=${raw} is not a list of positive integers; using ${fallback.join(',')}`);
    return fallback;
  }
  return values;
}

export const seconds = positiveEnv('BENCH_SECONDS', 5, false);
export const connections = positiveEnv('BENCH_CONNECTIONS', 10, true);

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Requests per second over all connections; absent: as fast as the server answers. */
  overallRate?: number;
}

export interface Measurement {
  target: Target;
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time of this process (servers and load generator together, the generator in a worker
   * thread) per answered request in the
   * measured phase: less moved by other work on the machine than req/s, so it is the figure to
   * compare two versions of the code by on a busy machine.
   */
  cpuMsPerRequest: number;
  /** The 1-minute load average when the run ended. */
  load: number;
}

/** Exact percentile (nearest rank) of sub-millisecond response times; autocannon's histogram keeps whole ms. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

let current: Worker | undefined;
let interrupted = false;

export const wasInterrupted = () => interrupted;

/** Ctrl-C stops the run in progress; the caller sees wasInterrupted() and cleans up. */
export function onInterrupt(): () => void {
  const handler = () => {
    interrupted = true;
    current?.postMessage('stop');
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

/** What a run answered, over its measured phase. */
interface LoadSummary {
  reqPerSec: number;
  completed: number;
  ok: number;
  non2xx: number;
  errors: number;
}

type FromWorker = { type: 'start' } | { type: 'done'; summary: LoadSummary; times: Float64Array };

/** One autocannon run in a worker thread (bench/load-worker.mjs): its result and the sorted 2xx response times. */
function generateLoad(options: Options, onStart: () => void): Promise<{ summary: LoadSummary; times: Float64Array }> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: options });
  current = worker;
  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'start') {
        onStart();
        if (interrupted) worker.postMessage('stop');
        return;
      }
      resolve({ summary: message.summary, times: message.times });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load generator stopped (exit ${code}) before it answered`)));
  }).finally(() => {
    current = undefined;
  }) as Promise<{ summary: LoadSummary; times: Float64Array }>;
}

export async function measure(target: Target): Promise<Measurement> {
  const rate = target.overallRate ? ` at ${target.overallRate} req/s` : '';
  process.stderr.write(`measuring ${target.name}${rate} (${WARMUP_SECONDS} s warm-up + ${seconds} s)…\n`);
  // The CPU counted is the measured phase's: from the generator's 'start', after the warm-up.
  let cpuAtStart = process.cpuUsage();
  const { summary, times: sorted } = await generateLoad(
    {
      url: target.url,
      method: target.method,
      headers: target.headers,
      body: target.body,
      duration: seconds,
      connections,
      warmup: { duration: WARMUP_SECONDS, connections },
      ...(target.overallRate ? { overallRate: target.overallRate } : {}),
    },
    () => {
      cpuAtStart = process.cpuUsage();
    },
  );
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    target,
    reqPerSec: summary.reqPerSec,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ok: summary.ok,
    non2xx: summary.non2xx,
    errors: summary.errors,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, summary.completed),
    load: loadavg()[0]!,
  };
}

/** One request before measuring: a target that is already wrong would only measure errors. */
export async function preflight(target: Target, check: (status: number, text: string) => string | undefined) {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  const problem = check(response.status, text);
  if (problem) throw new Error(`${target.name} is broken before measuring: ${problem}\n  ${response.status} ${text.slice(0, 300)}`);
}

export function listen(server: Server): Promise<string> {
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

/** The line naming the machine and the run, printed once above the tables. */
export function printSetup(databaseName: string) {
  const cpuModel = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `\nNode ${process.version} · ${availableParallelism()} CPUs (${cpuModel}) · ${seconds} s per target after ${WARMUP_SECONDS} s warm-up · ` +
      `${connections} connections · ${databaseName} · servers on the main thread, the load generator in a worker thread`,
  );
}

/** One table: each row against `baseline` (a row of the same table, `label` in the headings), with the load average beside it. */
export function printTable(title: string, results: Measurement[], baseline: string, label: string) {
  const base = results.find((r) => r.target.name === baseline && r.ok > 0);
  console.log(`\n${title}`);
  const rows = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', `req/s vs ${label}`, `p99 vs ${label}`, 'CPU ms/req', 'load 1m'],
    ...results.map((r) => [
      r.target.overallRate ? `${r.target.name} @${r.target.overallRate}/s` : r.target.name,
      fmt(r.reqPerSec, 0),
      fmt(r.p50, 2),
      fmt(r.p99, 2),
      String(r.non2xx),
      base && base.reqPerSec > 0 ? ratio(r.reqPerSec / base.reqPerSec) : '-',
      base && base.p99 > 0 ? ratio(r.p99 / base.p99) : '-',
      fmt(r.cpuMsPerRequest, 2),
      fmt(r.load, 2),
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
