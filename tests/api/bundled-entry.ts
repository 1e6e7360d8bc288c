// A test's server process runs the API as `npm start` runs it: bundled by esbuild into one ES
// module (scripts/build-server.mjs), not the TypeScript sources under tsx, which cost about 6 s of
// a core at every start. Each entry is bundled once per test process, next to node_modules so its
// packages resolve as the server's do.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer } from '../../scripts/build-server.mjs';

const root = join(import.meta.dirname, '../..');
const out = join(root, 'node_modules/.cache/mc-test-entries');
const bundles = new Map<string, Promise<string>>();

/** The path of `tests/api/<name>.ts` bundled, to run with `node --enable-source-maps`. */
export function bundledEntry(name: 'solo-instance' | 'instance'): Promise<string> {
  let bundle = bundles.get(name);
  if (!bundle) {
    // One file per process: two workers bundling at once never write the same file.
    const outfile = join(out, `${name}-${process.pid}.mjs`);
    mkdirSync(out, { recursive: true });
    bundle = bundleServer(join(import.meta.dirname, `${name}.ts`), outfile, { sourcemap: 'inline' }).then(() => outfile);
    bundles.set(name, bundle);
  }
  return bundle;
}
