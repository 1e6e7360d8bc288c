// npm run bench (songs): upload and stream a 20 MB song through the app, against a plain node:http
// file copy (the request piped to a file, the file piped to the response) in the same run, and the
// server's peak resident memory (RSS) while it streams. The servers run in a child process of
// their own (this file, started with --serve), so its RSS is the server's alone; the load generator
// stays in this process. Each figure is printed with the 1-minute load average beside it: on a
// shared machine a busy neighbour moves every number. Rounds: BENCH_MUSIC_ROUNDS (3); the median
// is shown. A benchmark, not a test: it fails only when it cannot measure.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const HOST = '127.0.0.1';
const FILE_BYTES = 20 * 1024 * 1024;
const MB = 1024 * 1024;
const SAMPLE_MS = 5;

type Request = { cmd: 'start' | 'stop' };
type Ready = { base: string; bare: string; cookie: string; idleRss: number };

// ---- the server process ------------------------------------------------------------------------

async function serve() {
  const { buildApp } = await import('../api/src/server.ts');
  const { ANY_DOCUMENT } = await import('../api/src/lib/persisted-operations.ts');
  const { createTestDatabase } = await import('../tests/api/harness.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-music-'));
  const database = await createTestDatabase();
  const app = buildApp({
    db: database.db,
    config: { dataDir, databaseUrl: database.url, sessionSecret: randomBytes(32).toString('base64url'), production: true, graphqlDocuments: ANY_DOCUMENT },
  });
  const base = await app.start(0, HOST);

  // The baseline: the same bytes copied by node:http alone, to and from a file.
  const copy = join(dataDir, 'bare-copy.bin');
  const bare = createServer((req, res) => {
    if (req.method === 'POST') {
      pipeline(req, createWriteStream(copy)).then(
        () => res.writeHead(201).end(),
        () => res.writeHead(500).end(),
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(statSync(copy).size) });
    pipeline(createReadStream(copy), res).catch(() => undefined);
  });
  await new Promise<void>((resolve) => bare.listen(0, HOST, resolve));

  const signUp = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench_${randomBytes(4).toString('hex')}`, password: 'bench password 123', fullName: 'Bench Member', phoneNumber: '+1 555 0100', address: '1 Main Street', groupNumber: 3 }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
  if (signUp.status !== 201 || !cookie) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);

  let peak = 0;
  let timer: NodeJS.Timeout | undefined;
  process.on('message', (message: Request) => {
    if (message.cmd === 'start') {
      peak = process.memoryUsage.rss();
      timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, SAMPLE_MS);
    } else {
      clearInterval(timer);
      process.send!({ peak: Math.max(peak, process.memoryUsage.rss()) });
    }
  });
  process.once('disconnect', async () => {
    bare.close();
    await app.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  const address = bare.address() as AddressInfo;
  process.send!({ base, bare: `http://${HOST}:${address.port}`, cookie, idleRss: process.memoryUsage.rss() } satisfies Ready);
}

// ---- the load generator ------------------------------------------------------------------------

function ask<T>(child: ChildProcess, request?: Request): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
    if (request) child.send(request);
  });
}

/** Reads a response body to its end, counting bytes (never keeping them). */
async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

interface Figure {
  mbPerSecond: number;
  load: number;
  peakRss?: number;
}

async function timed(run: () => Promise<number>): Promise<Figure> {
  const start = performance.now();
  const bytes = await run();
  const seconds = (performance.now() - start) / 1000;
  return { mbPerSecond: bytes / MB / seconds, load: loadavg()[0]! };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  const rounds = Math.max(1, Number(process.env.BENCH_MUSIC_ROUNDS ?? 3) || 3);
  const child = fork(__filename, ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const ready = await ask<Ready>(child);
    const { wavFile } = await import('../api/src/modules/music/test-audio.ts');
    const song = new Uint8Array(wavFile(0, 8000, FILE_BYTES));
    const results: Record<string, Figure[]> = { 'bare upload': [], 'app upload': [], 'bare download': [], 'app stream': [] };

    /** Runs one transfer while the server samples its RSS. */
    const measured = async (name: string, run: () => Promise<number>) => {
      const peak = ask<{ peak: number }>(child, { cmd: 'start' });
      const figure = await timed(run);
      child.send({ cmd: 'stop' });
      results[name]!.push({ ...figure, peakRss: (await peak).peak });
    };

    for (let round = 0; round < rounds; round += 1) {
      await measured('bare upload', async () => {
        const answer = await fetch(`${ready.bare}/`, { method: 'POST', body: song });
        if (answer.status !== 201) throw new Error(`bare upload answered ${answer.status}`);
        return song.byteLength;
      });
      let id = 0;
      await measured('app upload', async () => {
        const form = new FormData();
        form.append('title', `Bench ${round}`);
        form.append('date', '2026-01-01');
        form.append('file', new Blob([song], { type: 'audio/wav' }), 'bench.wav');
        const answer = await fetch(`${ready.base}/api/music/upload`, { method: 'POST', headers: { cookie: ready.cookie, origin: ready.base }, body: form });
        if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
        id = ((await answer.json()) as { id: number }).id;
        return song.byteLength;
      });
      await measured('bare download', async () => drain(await fetch(`${ready.bare}/`)));
      await measured('app stream', async () => {
        const answer = await fetch(`${ready.base}/api/music/${id}/stream`, { headers: { cookie: ready.cookie, range: 'bytes=0-' } });
        if (answer.status !== 206) throw new Error(`stream answered ${answer.status}`);
        return drain(answer);
      });
      await fetch(`${ready.base}/api/music/${id}`, { method: 'DELETE', headers: { cookie: ready.cookie, origin: ready.base } });
    }

    console.log(
      `\nNode ${process.version} · ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown CPU'}) · ` +
        `one ${FILE_BYTES / MB} MB WAV · median of ${rounds} rounds · server in its own process (idle RSS ${(ready.idleRss / MB).toFixed(0)} MB)`,
    );
    const rows = [['what', 'MB/s', 'vs bare', 'server peak RSS (over idle)', 'load avg (1 min)']];
    const pairs: [string, string][] = [
      ['bare upload', 'bare upload'],
      ['app upload', 'bare upload'],
      ['bare download', 'bare download'],
      ['app stream', 'bare download'],
    ];
    for (const [name, baseline] of pairs) {
      const figures = results[name]!;
      const speed = median(figures.map((f) => f.mbPerSecond));
      const bareSpeed = median(results[baseline]!.map((f) => f.mbPerSecond));
      const peak = median(figures.map((f) => f.peakRss!));
      const growth = (peak - ready.idleRss) / MB;
      const rss = `${(peak / MB).toFixed(0)} MB (${growth >= 0 ? '+' : '-'}${Math.abs(growth).toFixed(0)})`;
      rows.push([name, speed.toFixed(1), `${Number((speed / bareSpeed).toPrecision(3))}×`, rss, median(figures.map((f) => f.load)).toFixed(2)]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    console.log(line(rows[0]!));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows.slice(1)) console.log(line(row));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().then((code) => {
    process.exitCode = code;
  });
}
