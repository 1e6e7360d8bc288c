// The API as a process of its own for tests/api/crash.test.ts, which kills it with SIGKILL and
// starts it again on the same database: the app on the SQLite file or PostgreSQL schema the parent
// names, with the data folder and session secret it names, and no Redis. It prints its base URL.
import { createDb } from '../../api/src/db.ts';
import { buildApp } from '../../api/src/server.ts';

const { DATABASE_URL, TEST_PG_SCHEMA, SESSION_SECRET, DATA_DIR } = process.env;
if (!DATABASE_URL || !SESSION_SECRET || !DATA_DIR) {
  console.error('crash-instance.ts needs DATABASE_URL, SESSION_SECRET and DATA_DIR (and TEST_PG_SCHEMA on PostgreSQL)');
  process.exit(2);
}
const db = createDb(DATABASE_URL, TEST_PG_SCHEMA ? { schema: TEST_PG_SCHEMA } : {});
const app = buildApp({
  db,
  config: { dataDir: DATA_DIR, databaseUrl: DATABASE_URL, redisUrl: undefined, sessionSecret: SESSION_SECRET },
});
const url = await app.start(0, '127.0.0.1');
console.log(`listening ${url}`);
process.once('SIGTERM', () => {
  void app
    .stop()
    .then(() => db.$disconnect())
    .finally(() => process.exit(0));
});
