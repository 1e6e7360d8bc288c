// Precompressed copies of the built web app: every text file of the build gets a Brotli (.br) and
// a gzip (.gz) copy beside it, which the API's static server (sirv) sends by Accept-Encoding.
// It runs after the whole build is written, the service worker included (vite-plugin-pwa writes
// sw.js when the bundle closes), so sw.js and the workbox runtime are compressed too.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files of a build: HTML, scripts, styles, JSON, the web manifest, SVG and plain text. */
export const PRECOMPRESSED_FILES = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside every text file under `dir`; returns their paths relative to it. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED_FILES.test(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.map((file) => relative(dir, file).split('\\').join('/')).sort();
}

/** The Vite plugin: precompresses the output folder once the build, service worker included, is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ministry-companion:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
