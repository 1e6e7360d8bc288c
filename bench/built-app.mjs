// The built app as `npm start` serves it, on a fresh SQLite database of its own, for the benchmarks
// that drive a browser (bench/lighthouse.mjs, bench/paint.mjs), with a member who has finished the
// setup guide. Plain JavaScript, run by node like the benchmarks that use it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUILT = 'api/dist/main.mjs';

/**
 * Starts the built server on `port` and waits for its first answer. Exits the process with a
 * message when the build is missing or the port is taken.
 * @param {number} port
 */
export async function startBuiltApp(port) {
  const webDist = process.env.WEB_DIST ?? 'web/dist';
  if (!existsSync(BUILT) || !existsSync(join(webDist, 'index.html'))) {
    console.error(`${BUILT} or ${webDist} is missing: run npm run build first`);
    process.exit(1);
  }
  const base = `http://127.0.0.1:${port}`;
  // A server left on the port (an earlier run stopped by force) would be measured instead.
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) {
    console.error(`Port ${port} is already in use: stop what listens there or set BENCH_PORT`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-browser-'));
  // The set-up below sends a document of its own (finishing the setup guide); the pages send their hashes.
  // The first admin makes the member (bench/built-app.mjs, memberCookie), as an admin would.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, NODE_ENV: 'production', PORT: String(port), GRAPHQL_ANY_DOCUMENT: '1' };
  execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], { stdio: 'ignore', env });
  const server = spawn(process.execPath, [BUILT], { env, stdio: 'ignore' });
  const stop = () => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`the server exited with ${server.exitCode}`);
    }
    if (performance.now() - started > 120_000) {
      stop();
      throw new Error('the server did not answer within 120 s');
    }
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { base, stop, memberCookie: () => memberCookie(base) };
}

const ADMIN = { username: 'benchadmin', password: 'bench admin password 2026' };

/** Signs in through POST /api/login and answers the session's cookie header. */
async function signIn(base, username, password) {
  const answer = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in of ${username} failed: ${answer.status} ${await answer.text()}`);
  return cookie;
}

/**
 * A member of service group 3 who has finished the setup guide, as the cookie header of their
 * session. The admin makes the account, so the member is in the group at once and the pages show
 * the group's board, not the wait for an overseer's approval (docs/product/accounts.md).
 * @param {string} base
 * @returns {Promise<string>}
 */
async function memberCookie(base) {
  const member = { username: `bench_${Date.now().toString(36)}`, password: 'bench password 123' };
  const made = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await signIn(base, ADMIN.username, ADMIN.password) },
    body: JSON.stringify({ ...member, fullName: 'Bench Member', phoneNumber: '+1 555 0100', address: '1 Main Street', groupNumber: 3 }),
  });
  if (made.status !== 201) throw new Error(`the admin could not make the member: ${made.status} ${await made.text()}`);
  const cookie = await signIn(base, member.username, member.password);
  const done = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie },
    body: JSON.stringify({
      query: 'mutation { updateDesign(input: { isFirstLogin: false, setupCompleted: true }) { __typename } }',
    }),
  });
  const answer = await done.json();
  if (answer.data?.updateDesign?.__typename !== 'DesignUpdated') throw new Error(`finishing the setup guide failed: ${JSON.stringify(answer)}`);
  return cookie;
}

/** The bare page both browser benchmarks measure as their baseline: no app at all. */
export const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Bare</title></head><body><h1>Ministry Companion</h1><p>A bare page: the baseline.</p></body></html>';
