// Serves the built app for the end-to-end tests as `npm start` serves it: the server bundle
// `npm run build` made (api/dist/main.mjs) on a fresh data folder and SQLite database, migrated
// with the project's Prisma wrapper. The outside services' stand-ins (stand-ins/) run in this
// process; the server runs as a child of it and stops with it.
//
//   node --import tsx tests/e2e/serve.ts <port>
//
// playwright.config.ts starts two: one for the specs that change what every account sees, one for
// the others, so the two sets run side by side without seeing each other's settings.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_DOCUMENT_KEY } from './api-headers.ts';
import { startStandIns } from './stand-ins/index.ts';

const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 4310);
const root = join(import.meta.dirname, '../..');
const bundle = join(root, 'api/dist/main.mjs');
if (!existsSync(bundle)) {
  console.error(`${bundle} is missing: run npm run build first (npm test does)`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The first admin, as `npm start` makes it (specs sign in with the same defaults).
  ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? 'e2eadmin',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e admin password',
  // A known session secret: a spec can make an admin's password confirmation old (pages/admin.ts).
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e session secret, known to tests/e2e/pages/admin.ts',
  // A test run: passwords hashed at a test cost, so a sign-up or sign-in here does not spend 0.4 s
  // of a core (api/src/lib/password.ts; anything but NODE_ENV=test hashes at full cost).
  NODE_ENV: 'test',
  TEST_SCRYPT_LOG2_COST: process.env.TEST_SCRYPT_LOG2_COST ?? '12',
  // Every spec signs up and signs in from 127.0.0.1: the limits per address are out of the way
  // here (the API tests prove them), the one per account still holds.
  LOGIN_LIMIT_PER_ACCOUNT: '20',
  LOGIN_LIMIT_PER_DEVICE: '20',
  LOGIN_LIMIT_PER_ADDRESS: '1000',
  LOGIN_LIMIT_WINDOW_SECONDS: '60',
  SIGNUP_LIMIT_PER_ADDRESS: '100000',
  SIGNUP_LIMIT_WINDOW_SECONDS: '60',
  // The app's own requests carry persisted operations only; a spec's own calls carry the key.
  GRAPHQL_DOCUMENT_KEY: E2E_DOCUMENT_KEY,
  // Check-ins move on the server's clock (check-ins.spec.ts): a minute of a check-in lasts 0.2 s,
  // so the shortest, 15 minutes, is due in 3 s; 3 s of grace; the sweep every second. The overseer
  // and the admins are told after 10 minutes, which no spec waits for (the API tests show it).
  CHECK_IN_MINUTE_SECONDS: '0.2',
  CHECK_IN_GRACE_SECONDS: '3',
  CHECK_IN_ESCALATION_SECONDS: '600',
  CHECK_IN_SWEEP_SECONDS: '1',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
// The outside services' stand-ins, unless a variable already routes elsewhere. The app-wide
// server (`serve.ts <port> app-wide`) runs without an AI key, as a fresh install does, so its
// specs see the assistant as members see it before an administrator turns it on.
const appWide = process.argv[3] === 'app-wide';
for (const [name, value] of Object.entries(await startStandIns())) {
  if (appWide && name.startsWith('OPENAI_')) continue;
  env[name] ??= value;
}
if (appWide) for (const name of ['OPENAI_API_KEY', 'OPENAI_API_KEY_FILE', 'OPENAI_BASE_URL', 'OPENAI_MODEL']) delete env[name];

execFileSync(process.execPath, [join(root, 'scripts/prisma.mjs'), 'migrate', 'deploy'], { cwd: root, stdio: 'ignore', env });
const server = spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
console.log(`e2e server on http://127.0.0.1:${port}, data in ${dataDir}`);

let stopping = false;
const stop = () => {
  stopping = true;
  server.kill('SIGTERM');
};
server.once('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!stopping) console.error(`the e2e server on port ${port} exited (${code ?? signal})`);
  process.exit(stopping ? 0 : 1);
});
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
