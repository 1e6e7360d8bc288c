// The API as a process of its own, for tests that must see it from outside: crash.test.ts kills it
// with SIGKILL and starts it again on the same database, load.test.ts reads its memory. The app
// runs on the database the parent prepared (a SQLite file, or a PostgreSQL schema named by
// TEST_PG_SCHEMA) with the data folder and session secret it names, in-memory events (no Redis),
// on a port of its own (tests/api/instance.ts needs Redis and a PostgreSQL schema). It prints its
// base URL once listening. On SIGUSR2 it runs a full garbage collection and prints `collected` and
// the V8 heap then in use, in bytes,
// so a parent reads the resident memory of what the process keeps rather than of garbage V8 has
// not yet collected (when started with --expose-gc). It stops on SIGTERM.
// Push delivery is replaced by a no-op: tests never reach a push service.
import { createDb } from '../../api/src/db.ts';
import { usePushSender } from '../../api/src/modules/push/sender.ts';
import { buildApp } from '../../api/src/server.ts';
import { ANY_DOCUMENT } from '../../api/src/lib/persisted-operations.ts';

const { DATABASE_URL, TEST_PG_SCHEMA, SESSION_SECRET, DATA_DIR } = process.env;
if (!DATABASE_URL || !SESSION_SECRET || !DATA_DIR) {
  console.error('solo-instance.ts needs DATABASE_URL, SESSION_SECRET and DATA_DIR (and TEST_PG_SCHEMA for PostgreSQL)');
  process.exit(2);
}
const db = createDb(DATABASE_URL, TEST_PG_SCHEMA ? { schema: TEST_PG_SCHEMA } : {});
// production: warn-level logging, as `npm start` runs; a log line per request would be load of its own.
const app = buildApp({
  db,
  config: {
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL,
    redisUrl: undefined,
    sessionSecret: SESSION_SECRET,
    production: true,
    graphqlDocuments: ANY_DOCUMENT,
    // One member writes here far faster than a person could: the writes per account are not counted.
    writeLimits: { perAccount: 1_000_000, windowSeconds: 60 },
  },
});
usePushSender(app.deps, async () => undefined);
const url = await app.start(0, '127.0.0.1');
console.log(`listening ${url}`);

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  console.log(`collected ${process.memoryUsage().heapUsed}`);
});
process.once('SIGTERM', () => {
  void app
    .stop()
    .then(() => db.$disconnect())
    .finally(() => process.exit(0));
});
