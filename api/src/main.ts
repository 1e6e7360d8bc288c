// Entry point of `npm start`: the first admin from ADMIN_USERNAME/ADMIN_PASSWORD, then the
// admins' authenticator seeds stored in the clear by an earlier version are sealed, then the server.
import { ensureAdminFromEnv } from './admin.ts';
import { sealPlainSecondFactorSeeds, unreadableSecondFactorSeeds } from './access/second-factor.ts';
import { buildApp } from './server.ts';
import { log } from './lib/log.ts';
import { scryptLog2Cost } from './lib/password.ts';

const app = buildApp();
await ensureAdminFromEnv(app.deps.db);
const sealed = await sealPlainSecondFactorSeeds(app.deps.db, app.deps.config.sealingKey);
if (sealed > 0) log.info({ event: 'seeds-sealed', message: `Sealed ${sealed} authenticator seeds stored before sealing`, count: sealed });
const unreadable = await unreadableSecondFactorSeeds(app.deps.db, app.deps.config.sealingKey);
if (unreadable > 0) {
  log.error({
    event: 'seeds-unreadable',
    message: `${unreadable} authenticator seeds do not open with this instance's data key: give every instance the same DATA_KEY (docs/operations.md, "Keys and secrets")`,
    count: unreadable,
  });
}
const cost = scryptLog2Cost();
if (cost < 17) {
  log.warn({ event: 'test-password-cost', message: `Passwords are hashed at the test cost N=2^${cost} (NODE_ENV=test and TEST_SCRYPT_LOG2_COST): unset both to serve members` });
}
const url = await app.start();
const shown = url.replace('127.0.0.1', 'localhost');
log.info({ event: 'listening', message: `Ministry Companion is serving on ${shown}`, url: shown });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.stop().finally(() => process.exit(0));
  });
}
