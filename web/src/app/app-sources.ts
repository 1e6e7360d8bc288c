// The app's own source files, for the tests that scan them for a rule kept in one place
// (fetch-on-render.test.ts, i18n/format.test.ts): every .ts and .tsx under web/src but the tests
// and the generated artifacts. Read by tests only; nothing of the app imports it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's source root (web/src). */
export const SOURCE_ROOT = join(import.meta.dirname, '..');

/** Every source file under `dir`, the tests and `__generated__` left out. */
export function appSources(dir = SOURCE_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
