// Secrets from files (docs/operations.md, "Keys and secrets"): each secret variable has a `_FILE`
// twin naming a file that holds it, as a secrets manager mounts them; the data key that seals the
// database's secrets is generated once in the data folder when no variable gives it.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { secretFromEnv } from '@ministry/shared/secret-env.mjs';
import { loadConfig } from '../../api/src/config.ts';
import { sealingKeyOf } from '../../api/src/lib/sealed-secret.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mc-secrets-'));
  for (const name of ['SESSION_SECRET', 'DATA_KEY', 'REDIS_URL', 'OPENAI_API_KEY', 'SESSION_SECRET_PREVIOUS']) {
    vi.stubEnv(name, '');
    vi.stubEnv(`${name}_FILE`, '');
  }
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const fileWith = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

test('a secret comes from the variable or from the file its _FILE twin names, without the last line break', () => {
  expect(secretFromEnv('OPENAI_API_KEY', { OPENAI_API_KEY: 'sk-direct' })).toBe('sk-direct');
  expect(secretFromEnv('OPENAI_API_KEY', { OPENAI_API_KEY_FILE: fileWith('key', 'sk-from-file\n') })).toBe('sk-from-file');
  expect(secretFromEnv('OPENAI_API_KEY', {})).toBeUndefined();
});

test('both ways at once, or a file that cannot be read, stop the start with a message naming the variable, never the secret', () => {
  const both = () => secretFromEnv('OPENAI_API_KEY', { OPENAI_API_KEY: 'sk-direct', OPENAI_API_KEY_FILE: fileWith('key', 'sk-file') });
  expect(both).toThrow('OPENAI_API_KEY and OPENAI_API_KEY_FILE are both set: give the secret one way');
  expect(() => secretFromEnv('DATA_KEY', { DATA_KEY_FILE: join(dir, 'missing') })).toThrow(/^DATA_KEY_FILE: .*missing cannot be read \(ENOENT\)$/);
});

test('the session secret, the data key, Redis and the assistant key are read from files', () => {
  const session = 'session secret from a mounted file, 32+ characters';
  const dataKey = 'data key from a mounted file, at least 32 characters';
  vi.stubEnv('SESSION_SECRET_FILE', fileWith('session', `${session}\n`));
  vi.stubEnv('DATA_KEY_FILE', fileWith('data-key', dataKey));
  vi.stubEnv('OPENAI_API_KEY_FILE', fileWith('openai', 'sk-mounted'));
  vi.stubEnv('REDIS_URL_FILE', fileWith('redis', 'redis://127.0.0.1:6379/3'));
  const config = loadConfig({ dataDir: join(dir, 'data') });
  expect(config.sessionSecret).toBe(session);
  expect(config.sealingKey.equals(sealingKeyOf(dataKey))).toBe(true);
  // Read again for every call to the endpoint (assistant.test.ts, "OPENAI_API_KEY_FILE").
  expect(typeof config.ai.apiKey === 'function' && config.ai.apiKey()).toBe('sk-mounted');
  expect(config.redisUrl).toBe('redis://127.0.0.1:6379/3');
});

test('an assistant key file empty at start is read again at the next call, not taken for no key', () => {
  const key = fileWith('openai-later', '');
  vi.stubEnv('OPENAI_API_KEY_FILE', key);
  const { ai } = loadConfig({ dataDir: join(dir, 'data') });
  expect(typeof ai.apiKey === 'function' && ai.apiKey()).toBe('');
  writeFileSync(key, 'sk-written-later\n');
  expect(typeof ai.apiKey === 'function' && ai.apiKey()).toBe('sk-written-later');
});

test('without DATA_KEY the data key is generated once in the data folder, private, and kept', () => {
  const dataDir = join(dir, 'data');
  const first = loadConfig({ dataDir });
  const file = join(dataDir, 'data-key');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
  expect(loadConfig({ dataDir }).sealingKey.equals(first.sealingKey)).toBe(true);
  vi.stubEnv('DATA_KEY', 'too short');
  expect(() => loadConfig({ dataDir })).toThrow('DATA_KEY must be at least 32 characters long');
});
