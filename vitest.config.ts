import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { POSTGRES_PASS } from './tests/api/postgres-pass.ts';

// vitest 5's reporter calls Map.groupBy, which Node gained in 21; on Node 20 a failing test would
// crash the reporter and hide the failure. The project supports Node 20.19+.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

/** API test files that need a module graph of their own (see `api` below). */
const ISOLATED = ['api/src/modules/accounts/sign-in-timing.test.ts', 'api/src/lib/password.test.ts'];

/**
 * On PostgreSQL (DATABASE_URL a postgres URL) the API projects take only the files whose behaviour
 * can differ by database (tests/api/postgres-pass.ts); on SQLite, every API test file.
 */
const onPostgres = /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');
// A file moved or renamed must not drop out of the PostgreSQL pass unnoticed.
for (const file of Object.keys(POSTGRES_PASS)) {
  if (!existsSync(file)) throw new Error(`tests/api/postgres-pass.ts names ${file}, which does not exist`);
}
const API_FILES = onPostgres ? Object.keys(POSTGRES_PASS) : ['api/src/**/*.test.ts', 'tests/api/**/*.test.ts'];

/** The API tests: `api` and `api-isolated` differ only in which files they take and isolation. */
function apiProject({ name, include, exclude = [], isolate }: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    // graphql 16 has no "exports": Node (and so graphql-yoga, loaded from node_modules) takes
    // its CommonJS "main", while Vite would give the API's own files its index.mjs. Two copies
    // break `instanceof GraphQLError` in yoga, which then masks the API's own errors.
    resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
    test: {
      name,
      include,
      exclude: [...exclude, '**/node_modules/**'],
      isolate,
      // Each file starts from the worker's own environment, where files share a worker.
      setupFiles: isolate ? [] : ['tests/api/shared-worker-setup.ts'],
      environment: 'node' as const,
      // The server's log: warnings and errors only (an audit line per sign-in would drown them).
      // Passwords hashed at a test cost (api/src/lib/password.ts): thousands of sign-ups and
      // sign-ins, 0.4 s of a core each at the production cost.
      env: { LOG_LEVEL: 'warn', TEST_SCRYPT_LOG2_COST: '12' },
      // Each file gets its own database; two at a time suits a 2-core machine.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Most API test files share one module graph per worker (no isolation): each builds its own
      // app on its own database, and importing the server anew for each of 160 files was a third
      // of the run. The files below change what a module is when imported (a mock, or an
      // environment read at import) and run isolated. docs/decisions.md, "API tests share modules".
      apiProject({ name: 'api', include: API_FILES, exclude: ISOLATED, isolate: false }),
      ...(onPostgres ? [] : [apiProject({ name: 'api-isolated', include: ISOLATED, isolate: true })]),
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
