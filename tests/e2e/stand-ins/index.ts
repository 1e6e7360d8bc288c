// Stand-ins for the outside services the app calls (map tiles, the forecast service, an
// OpenAI-compatible endpoint), served on 127.0.0.1 for the end-to-end tests. Every other file of
// this folder exports `start()`, which listens on a free port and returns the environment
// variables that route the app to it; serve.ts sets them before the API reads its settings.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface StandIn {
  start(): Promise<Record<string, string>>;
}

export async function startStandIns(): Promise<Record<string, string>> {
  const folder = dirname(fileURLToPath(import.meta.url));
  const env: Record<string, string> = {};
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const standIn = (await import(pathToFileURL(join(folder, file)).href)) as StandIn;
    Object.assign(env, await standIn.start());
  }
  return env;
}
