// Start-up benchmark: the server as `npm start` runs it (the bundle of scripts/build-server.mjs,
// plain node) against the sources run through tsx (as `npm run dev` does), on one fresh migrated
// SQLite database. For each, BENCH_STARTS (3) cold starts: the time from spawning the process to
// the first 200 from /api/health, and the process's resident memory right then. Prints medians,
// the ratio of the built server to tsx, and the load average beside them.
// Needs `npm run build` (api/dist/main.mjs). A benchmark, not a test: it fails only when a server
// does not answer.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const BUILT = 'api/dist/main.mjs';
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

if (!existsSync(BUILT)) {
  console.error(`${BUILT} is missing: run npm run build first`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-startup-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '', NODE_ENV: 'production' };
execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], { stdio: 'ignore', env });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

async function once(args: string[], port: number): Promise<{ ms: number; rss: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not answer within 120 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) return { ms: performance.now() - started, rss: rssMb(child.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const variants = [
  { name: 'tsx api/src/main.ts', args: ['--import', 'tsx', 'api/src/main.ts'] },
  { name: 'node api/dist/main.mjs', args: ['--enable-source-maps', BUILT] },
];
const results: Record<string, { ms: number; rss: number }> = {};
async function main() {
  let port = 4700;
  for (const variant of variants) {
    const runs = [];
    for (let i = 0; i < STARTS; i++) runs.push(await once(variant.args, port++));
    results[variant.name] = { ms: median(runs.map((r) => r.ms)), rss: median(runs.map((r) => r.rss)) };
    console.log(`${variant.name.padEnd(24)} first answer ${results[variant.name]!.ms.toFixed(0).padStart(6)} ms   RSS ${results[variant.name]!.rss.toFixed(0).padStart(4)} MB   (median of ${STARTS}; load ${load()})`);
  }
  const [tsx, built] = variants.map((v) => results[v.name]!);
  console.log(`built server vs tsx: start ${(built!.ms / tsx!.ms).toFixed(2)}×, RSS ${(built!.rss / tsx!.rss).toFixed(2)}×   (load ${load()})`);
}
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
