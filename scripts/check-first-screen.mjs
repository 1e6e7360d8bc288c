#!/usr/bin/env node
// What the first screen downloads: the scripts and module preloads of the built index.html.
// Page-only code (the map library, the chart library, the assistant's and other pages' screens)
// must stay in the chunks their routes load, never in this set (docs/product/architecture.md).
// Prints the set's size, raw and as served compressed, and fails when the compressed size passes
// the budget (BUDGET_KB, the product's 170 KB; docs/product/architecture.md); prints the style
// sheets' size too. `npm run bench` runs it beside Lighthouse.
// Also checks that the frame in the page's root element is styled by the page's own sheets, and
// what the service worker downloads at install (its precache list): the map library
// is cached at run time by the map pages, never at install.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? process.env.WEB_DIST ?? 'web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.m?js)"/g)].map((m) => m[1]);
if (files.length === 0) {
  console.error(`No scripts found in ${dist}/index.html`);
  process.exit(1);
}

/** Chunk names and code that belong to one page each. */
const PAGE_ONLY = [
  { name: 'the map library (maplibre-gl)', file: /maplibre/i, code: /maplibre-gl|MapLibre GL/ },
  { name: 'the chart library (Chartist)', file: /chartist/i, code: /\bct-chart\b|Chartist/ },
  ...['AssistantPage', 'VoiceTranscriberPage', 'MusicPage', 'TerritoriesPage', 'ReportPage', 'EnhancedGpsPage', 'WeatherPage'].map((page) => ({
    name: `the ${page} screen`,
    file: new RegExp(`^assets/${page}-`),
  })),
];

let raw = 0;
let brotli = 0;
const found = [];
for (const file of files) {
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  raw += Buffer.byteLength(code);
  if (existsSync(`${path}.br`)) brotli += readFileSync(`${path}.br`).byteLength;
  for (const rule of PAGE_ONLY) {
    if (rule.file.test(file) || rule.code?.test(code)) found.push(`${rule.name} in ${file}`);
  }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const BUDGET_KB = 170;
console.log(`first screen: ${files.length} scripts, ${kb(raw)} (${kb(brotli)} as Brotli; budget ${BUDGET_KB} KB)`);
const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g)].map((m) => m[1]);
const sheetBytes = (suffix) => sheets.reduce((sum, file) => sum + (existsSync(join(dist, file + suffix)) ? readFileSync(join(dist, file + suffix)).byteLength : 0), 0);
console.log(`first screen: ${sheets.length} style sheet${sheets.length === 1 ? "" : "s"}, ${kb(sheetBytes(''))} (${kb(sheetBytes('.br'))} as Brotli)`);
if (brotli > BUDGET_KB * 1024) {
  console.error(`The first screen's scripts weigh ${kb(brotli)} as Brotli, over the budget of ${BUDGET_KB} KB: load what the first screen does not show later (a lazy component, a dynamic import).`);
  process.exit(1);
}
if (found.length) {
  console.error(`Page-only code in the first screen:\n  ${found.join('\n  ')}`);
  process.exit(1);
}

// The frame written into the page at build time (web/vite-frame.ts) is styled by the linked sheets
// alone: each of its classes must be one of theirs.
const frameHtml = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const frameClasses = [...frameHtml.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean));
const sheetText = sheets.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
const unstyled = frameClasses.filter((name) => !new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(sheetText));
console.log(`frame: ${frameClasses.length} classes, ${frameHtml.length} characters of HTML`);
if (frameClasses.length === 0 || unstyled.length > 0) {
  console.error(
    frameClasses.length === 0
      ? 'The built index.html holds no frame in its root element (web/vite-frame.ts)'
      : `The frame's classes ${unstyled.join(', ')} are in no style sheet the page links: the frame's build and the app's named them differently`,
  );
  process.exit(1);
}

const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
let install = 0;
for (const url of precached) {
  const path = join(dist, url);
  if (existsSync(`${path}.br`)) install += readFileSync(`${path}.br`).byteLength;
  else if (existsSync(path)) install += readFileSync(path).byteLength;
}
console.log(`service worker install: ${precached.length} files, ${kb(install)} as Brotli`);
const heavy = precached.filter((url) => /maplibre/i.test(url));
if (precached.length === 0 || heavy.length > 0 || !worker.includes('map-library')) {
  console.error(`The service worker must precache the shell without the map library, and cache that at run time: ${heavy.join(', ') || 'no precache list or no map-library cache found'}`);
  process.exit(1);
}
