// A screen renders once, with all its text, only when its route loads every namespace of the
// message catalogue the screen's modules ask for (`useTranslation('…')`, `t('ns:…')`), following
// their static imports; what they import later (a dialog opened by a button) loads its own. The
// shell's namespaces load first. Nothing is rendered: each loader runs with a Relay network that
// answers nothing and a screen whose code never arrives, and the catalogue is the real one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, test, vi } from 'vitest';

vi.mock('../relay/environment.ts', async () => {
  const { Environment, Network, Observable, RecordSource, Store } = await import('relay-runtime');
  const network = Network.create(() => Observable.create<never>((sink) => sink.complete()));
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), screenQuery: () => undefined };
});

const { HOME_MESSAGES, homeLoader, pages } = await import('./route-table.ts');
const { pageRoute } = await import('../platform/page-query.ts');
const { i18next, PRELOADED_NAMESPACES } = await import('../i18n/index.ts');

const request = (path: string) => ({ request: new Request(new URL(path, 'http://app.test')) });

const SRC = resolve(import.meta.dirname, '..');
const NAMESPACES = new Set(readdirSync(join(SRC, 'i18n/locales/en')).map((file) => file.replace(/\.json$/, '')));

function moduleFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith('/web/') ? join(SRC, '..', '..', specifier) : resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function namespacesAskedBy(entry: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const next = moduleFile(file, specifier!);
      if (next) pending.push(next);
    }
    for (const [, names] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']+')/g)) {
      for (const [, name] of names!.matchAll(/'([^']+)'/g)) found.add(name!);
    }
    for (const [, name] of source.matchAll(/\bt\('([a-zA-Z]+):/g)) if (NAMESPACES.has(name!)) found.add(name!);
  }
  const preloaded: readonly string[] = PRELOADED_NAMESPACES;
  return [...found].filter((name) => !preloaded.includes(name)).sort();
}

/** The screen module a definition's `load` imports. */
function screenFile(load: () => unknown): string {
  const specifier = /["']([^"']+\.tsx)["']/.exec(load.toString())?.[1];
  const file = specifier && moduleFile(join(SRC, 'app', 'route-table.ts'), specifier);
  if (!file) throw new Error(`cannot find the module of ${load.toString()}`);
  return file;
}

test.each(Object.entries(pages))("%s: the route loads exactly the namespaces its screen's modules ask for", (_path, page) => {
  expect([...(page.messages ?? [])].sort()).toEqual(namespacesAskedBy(screenFile(page.load)));
});

test("home's loader loads exactly the namespaces home's modules ask for", () => {
  expect([...HOME_MESSAGES].sort()).toEqual(namespacesAskedBy(join(SRC, 'features/home/Home.tsx')));
});

test("a page's loader loads its namespaces with its code, before the screen renders", async () => {
  expect(i18next.hasLoadedNamespace('notes')).toBe(false);
  await pageRoute('/notes', { ...pages['/notes']!, load: () => new Promise(() => undefined) }).loader(request('/notes'));
  await vi.waitFor(() => expect(['notes', 'experiences', 'offline', 'privacy'].map((ns) => i18next.hasLoadedNamespace(ns))).toEqual([true, true, true, true]));
});

test("home's loader answers once home's namespaces are loaded", async () => {
  expect(i18next.hasLoadedNamespace('home')).toBe(false);
  await homeLoader(request('/'));
  expect(HOME_MESSAGES.map((ns) => i18next.hasLoadedNamespace(ns))).toEqual([true, true, true]);
});
