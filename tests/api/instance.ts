// A second API process for tests/api/two-instances.test.ts: the app on the database schema and
// Redis the parent names, on a port of its own. It prints its base URL, and stops on SIGTERM.
// Push delivery is replaced by a no-op: tests never reach a push service.
import { createDb } from '../../api/src/db.ts';
import { usePushSender } from '../../api/src/modules/push/sender.ts';
import { buildApp } from '../../api/src/server.ts';
import { ANY_DOCUMENT } from '../../api/src/lib/persisted-operations.ts';

const { DATABASE_URL, TEST_PG_SCHEMA, REDIS_URL, SESSION_SECRET, DATA_DIR } = process.env;
if (!DATABASE_URL || !TEST_PG_SCHEMA || !REDIS_URL || !SESSION_SECRET || !DATA_DIR) {
  console.error('instance.ts needs DATABASE_URL, TEST_PG_SCHEMA, REDIS_URL, SESSION_SECRET and DATA_DIR');
  process.exit(2);
}
const db = createDb(DATABASE_URL, { schema: TEST_PG_SCHEMA });
const app = buildApp({ db, config: { dataDir: DATA_DIR, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, sessionSecret: SESSION_SECRET, graphqlDocuments: ANY_DOCUMENT } });
usePushSender(app.deps, async () => undefined);
const url = await app.start(0, '127.0.0.1');
console.log(`listening ${url}`);
process.once('SIGTERM', () => {
  void app
    .stop()
    .then(() => db.$disconnect())
    .finally(() => process.exit(0));
});
