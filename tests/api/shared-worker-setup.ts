// Run before each API test file of the `api` project, whose files share a worker's modules
// (vitest.config.ts): each file starts from the environment the worker started with, whatever an
// earlier file in that worker set or removed, and with real timers.
import { vi } from 'vitest';

const key = Symbol.for('ministry-companion.test-environment');
const holder = globalThis as typeof globalThis & { [key]?: Record<string, string | undefined> };
holder[key] ??= { ...process.env };
const initial = holder[key];

vi.unstubAllEnvs();
vi.useRealTimers();
for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
for (const [name, value] of Object.entries(initial)) process.env[name] = value;
