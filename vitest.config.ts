import { defineConfig } from 'vitest/config';

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
