#!/usr/bin/env node
// The server as `npm start` runs it: api/src bundled into one ES module, api/dist/main.mjs, with
// a source map so stack traces name the TypeScript lines (node --enable-source-maps). Packages
// stay outside the bundle and load from node_modules as they are (better-sqlite3 is native, the
// Prisma runtime loads its query compiler itself). tsx runs the sources in development only.
import { build } from 'esbuild';

const outfile = process.argv[2] ?? 'api/dist/main.mjs';
const started = performance.now();
await build({
  entryPoints: ['api/src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`server built: ${outfile} in ${Math.round(performance.now() - started)} ms`);
