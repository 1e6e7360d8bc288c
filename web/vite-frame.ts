// The frame in the built index.html (docs/product/architecture.md, "The frame before the script"):
// web/src/app/Frame.tsx rendered to HTML at build time and written into the page's root element,
// so a phone paints the header bar and the app's mark while the script still downloads and runs.
// The frame is built on its own (a server-side build of frame-markup.tsx) with the same
// vanilla-extract plugin, so its class names are the ones of the app's style sheet; the build's
// check (scripts/check-first-screen.mjs) fails when one of them is not in the sheet the page links.
// The plugin also writes `page-headings.json`: the fixed headings of src/app/page-headings.ts and
// the page's description in every language of the catalogue, which the server writes into the
// page it sends.
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin } from 'vite';
import { FRAME_DESCRIPTION, PAGE_HEADINGS, type FrameTexts, type HeadingMessage } from './src/app/page-headings.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** Renders the frame with a build of its own; returns its HTML. */
async function renderFrame(root: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'mc-frame-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react(), vanillaExtractPlugin()],
      // Everything bundled in, so the file runs from the temporary folder.
      ssr: { noExternal: true },
      build: {
        ssr: join(root, 'src/app/frame-markup.tsx'),
        outDir,
        emptyOutDir: true,
        minify: false,
        copyPublicDir: false,
        // .mjs: Node loads it as a module whatever package.json it finds above the folder.
        rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
      },
    });
    const entry = join(outDir, 'frame-markup.mjs');
    const { frameMarkup } = (await import(pathToFileURL(entry).href)) as { frameMarkup: () => string };
    return frameMarkup();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The text of `message` in the catalogue of `language` (src/i18n/locales/<language>/<namespace>.json). */
async function messageText(root: string, language: string, { namespace, key }: HeadingMessage): Promise<string> {
  const catalogue = JSON.parse(await readFile(join(root, 'src/i18n/locales', language, `${namespace}.json`), 'utf8')) as unknown;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`page-headings: ${language}/${namespace}.json has no text at ${key}`);
  return text;
}

/** Every fixed page heading, and the page's description, in every language the catalogue has. */
async function frameTexts(root: string): Promise<FrameTexts> {
  const languages = await readdir(join(root, 'src/i18n/locales'));
  const texts: FrameTexts = { headings: {}, descriptions: {} };
  for (const [path, heading] of Object.entries(PAGE_HEADINGS)) {
    const byLanguage: FrameTexts['headings'][string] = {};
    for (const language of languages) {
      byLanguage[language] = { title: await messageText(root, language, heading.title), subtitle: await messageText(root, language, heading.subtitle) };
    }
    texts.headings[path] = byLanguage;
  }
  for (const language of languages) texts.descriptions[language] = await messageText(root, language, FRAME_DESCRIPTION);
  return texts;
}

export function frame(): Plugin {
  let root = '';
  return {
    name: 'mc-frame',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'page-headings.json', source: JSON.stringify(await frameTexts(root)) });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to hold the frame`);
        return html.replace(ROOT_ELEMENT, `<div id="root">${await renderFrame(root)}</div>`);
      },
    },
  };
}
