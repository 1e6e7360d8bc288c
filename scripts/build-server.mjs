#!/usr/bin/env node
// The server as `npm start` runs it: api/src bundled into one ES module, api/dist/main.mjs, with
// a source map so stack traces name the TypeScript lines (node --enable-source-maps). Packages
// stay outside the bundle and load from node_modules as they are (better-sqlite3 is native, the
// Prisma runtime loads its query compiler itself), but for the project's own contract package,
// @ministry/shared, which is source and goes into the bundle. tsx runs the sources in development only.
// The API tests bundle their own server processes the same way (tests/api/bundled-entry.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Every package import stays outside the bundle but the project's own contract package. */
const packagesOutside = {
  name: 'packages-outside',
  /** @param {import('esbuild').PluginBuild} b */
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ministry/shared/') || args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles `entry` and what it imports of the project into `outfile`. The file must sit below the
 * project's folder: its packages are found from there, in node_modules.
 * @param {string} entry
 * @param {string} outfile
 * @param {{ sourcemap?: boolean | 'inline' }} [options]
 */
export async function bundleServer(entry, outfile, { sourcemap = true } = {}) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside],
    sourcemap,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = process.argv[2] ?? 'api/dist/main.mjs';
  const started = performance.now();
  await bundleServer('api/src/main.ts', outfile);
  console.log(`server built: ${outfile} in ${Math.round(performance.now() - started)} ms`);
}
