import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
    projects: [
      {
        // graphql 16 has no "exports": Node (and so graphql-yoga, loaded from node_modules) takes
        // its CommonJS "main", while Vite would give the API's own files its index.mjs. Two copies
        // break `instanceof GraphQLError` in yoga, which then masks the API's own errors.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          // The server's log: warnings and errors only (an audit line per sign-in would drown them).
          // Passwords hashed at a test cost (api/src/lib/password.ts): thousands of sign-ups and
          // sign-ins, 0.4 s of a core each at the production cost.
          env: { LOG_LEVEL: 'warn', TEST_SCRYPT_LOG2_COST: '12' },
          // Each file gets its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
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
