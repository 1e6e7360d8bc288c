// Entry point of `npm start`: the first admin from ADMIN_USERNAME/ADMIN_PASSWORD, then the server.
import { ensureAdminFromEnv } from './admin.ts';
import { buildApp } from './server.ts';
import { log } from './lib/log.ts';

const app = buildApp();
await ensureAdminFromEnv(app.deps.db);
const url = await app.start();
const shown = url.replace('127.0.0.1', 'localhost');
log.info({ event: 'listening', message: `Ministry Companion is serving on ${shown}`, url: shown });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.stop().finally(() => process.exit(0));
  });
}
