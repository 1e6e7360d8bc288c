#!/usr/bin/env node
// The message catalogue's check, run by npm test:
//  1. every language has exactly the namespaces and keys of English, with the plural forms its
//     own plural rules need (Spanish: one, many, other) and the same {{placeholders}};
//  2. no screen renders a literal string: JSX text with a letter in it, or a literal in a
//     user-visible attribute (aria-label, placeholder, title, alt, label …). A line that must
//     show a fixed name (a brand, a URL) says so with an `i18n-ignore` comment on it or above it.
// `node scripts/check-i18n.mjs` prints every finding and exits 1 when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(root, 'web/src/i18n/locales');
const SOURCES = join(root, 'web/src');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'placeholder', 'title', 'alt',
  'label', 'description', 'errorMessage', 'heading', 'message', 'tooltip',
]);

function flatten(object, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort().join(',');

/** Findings for one language's namespace against English: missing, extra, plural and placeholder issues. */
export function compareCatalogues(language, namespace, english, other) {
  const findings = [];
  const en = flatten(english);
  const xx = flatten(other);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map();
  for (const [key, text] of en) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) {
      expected.set(key, text);
      continue;
    }
    const base = key.slice(0, -plural[0].length);
    for (const category of categories) if (!expected.has(`${base}_${category}`)) expected.set(`${base}_${category}`, text);
  }
  for (const [key, text] of expected) {
    if (!xx.has(key)) findings.push(`${language}/${namespace}.json: missing "${key}"`);
    else if (placeholders(xx.get(key)) !== placeholders(text)) {
      findings.push(`${language}/${namespace}.json: "${key}" has placeholders {${placeholders(xx.get(key))}}, English has {${placeholders(text)}}`);
    }
  }
  for (const key of xx.keys()) if (!expected.has(key)) findings.push(`${language}/${namespace}.json: "${key}" is not in English`);
  return findings;
}

function checkCatalogues() {
  const findings = [];
  const languages = readdirSync(LOCALES).filter((d) => statSync(join(LOCALES, d)).isDirectory());
  const namespaces = (lang) => readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  const read = (lang, ns) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'));
  for (const lang of languages.filter((l) => l !== 'en')) {
    for (const ns of namespaces('en')) {
      if (!namespaces(lang).includes(ns)) findings.push(`${lang}/${ns}.json: missing file`);
      else findings.push(...compareCatalogues(lang, ns, read('en', ns), read(lang, ns)));
    }
    for (const ns of namespaces(lang)) if (!namespaces('en').includes(ns)) findings.push(`${lang}/${ns}.json: no English file`);
  }
  return findings;
}

function* walk(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) for (const child of value) yield* walk(child);
    else if (value && typeof value === 'object') yield* walk(value);
  }
}

const HAS_LETTER = /\p{L}/u;
/** Calls whose string arguments reach the screen (toasts, the browser's own dialogs). */
const MESSAGE_CALLS = new Set(['toast', 'errorToast', 'successToast', 'alert', 'confirm', 'prompt']);
const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? (callee.object.name === 'toast' ? 'toast' : callee.property.name) : '';

/** Literal strings a screen would show, as `file:line: text`, in one TSX source. */
export function literalStrings(source, file = 'source.tsx') {
  const lines = source.split('\n');
  const ignored = (line) => /i18n-ignore/.test(lines[line - 1] ?? '') || /i18n-ignore/.test(lines[line - 2] ?? '');
  const plugins = file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  const ast = parse(source, { sourceType: 'module', plugins });
  const findings = [];
  const report = (node, text) => {
    // JSX text starts right after the previous tag, often on the line before its words.
    const leading = node.type === 'JSXText' ? (/^\s*/.exec(text)?.[0].split('\n').length ?? 1) - 1 : 0;
    const line = node.loc.start.line + leading;
    if (!ignored(line)) findings.push(`${file}:${line}: ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  for (const node of walk(ast.program)) {
    if (node.type === 'CallExpression' && MESSAGE_CALLS.has(calleeName(node.callee))) {
      for (const arg of node.arguments) {
        if (arg.type === 'StringLiteral' && HAS_LETTER.test(arg.value)) report(arg, arg.value);
        if (arg.type === 'ObjectExpression') {
          for (const prop of arg.properties) {
            if (prop.type === 'ObjectProperty' && prop.value.type === 'StringLiteral' && HAS_LETTER.test(prop.value.value)) report(prop, prop.value.value);
          }
        }
      }
    }
    if (node.type === 'JSXText' && HAS_LETTER.test(node.value)) report(node, node.value);
    if (node.type === 'JSXExpressionContainer' && node.expression?.type === 'StringLiteral' && HAS_LETTER.test(node.expression.value)) {
      report(node, node.expression.value);
    }
    if (node.type === 'JSXAttribute' && VISIBLE_ATTRIBUTES.has(node.name?.name)) {
      const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      if (value?.type === 'StringLiteral' && HAS_LETTER.test(value.value)) report(node, value.value);
      if (value?.type === 'TemplateLiteral' && value.quasis.some((q) => HAS_LETTER.test(q.value.cooked ?? ''))) report(node, value.quasis.map((q) => q.value.cooked).join('…'));
    }
  }
  return findings;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d|css)\.tsx?$/.test(name) ? [path] : [];
  });
}

function checkScreens() {
  return sourceFiles(SOURCES).flatMap((path) => literalStrings(readFileSync(path, 'utf8'), relative(root, path)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catalogue = checkCatalogues();
  const screens = checkScreens();
  for (const f of [...catalogue, ...screens]) console.log(f);
  console.log(`message catalogue: ${catalogue.length} catalogue findings, ${screens.length} literal strings on screens`);
  process.exit(catalogue.length + screens.length > 0 ? 1 : 0);
}
