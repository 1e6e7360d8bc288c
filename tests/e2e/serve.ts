// Serves the built web app and the API for the end-to-end tests: a fresh data folder and SQLite
// database each run, migrated with the project's Prisma wrapper exactly as `npm start` does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_DOCUMENT_KEY } from './api-headers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
// The first admin, as `npm start` makes it (specs sign in with the same defaults).
process.env.ADMIN_USERNAME ??= 'e2eadmin';
process.env.ADMIN_PASSWORD ??= 'e2e admin password';
// A known session secret: a spec can make an admin's password confirmation old (pages/admin.ts).
process.env.SESSION_SECRET ??= 'e2e session secret, known to tests/e2e/pages/admin.ts';
// A test run: passwords hashed at a test cost, so a sign-up or sign-in here does not spend 0.4 s of
// a core (api/src/lib/password.ts; anything but NODE_ENV=test hashes at full cost).
process.env.NODE_ENV = 'test';
process.env.TEST_SCRYPT_LOG2_COST ??= '12';
// The outside services' stand-ins (tests/e2e/stand-ins/), unless a variable already routes elsewhere.
for (const [name, value] of Object.entries(await (await import('./stand-ins/index.ts')).startStandIns())) {
  process.env[name] ??= value;
}
execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], { stdio: 'ignore', env: process.env });

const { buildApp } = await import('../../api/src/server.ts');
// Every spec signs up from 127.0.0.1: sign-ups are not throttled here (the API tests prove the limit).
const app = buildApp({
  config: {
    loginLimits: { perAccount: 20, perAddress: 1000, windowSeconds: 60 },
    signUpLimits: { perAddress: 100_000, windowSeconds: 60 },
    // The app's own requests carry persisted operations only; a spec's own calls carry the key.
    graphqlDocuments: { anyDocument: false, documentKey: E2E_DOCUMENT_KEY },
  },
});
await (await import('../../api/src/admin.ts')).ensureAdminFromEnv(app.deps.db);
const url = await app.start(Number(process.env.E2E_PORT ?? 4310), '127.0.0.1');
console.log(`e2e server on ${url}, data in ${dataDir}`);

const stop = async () => {
  await app.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
