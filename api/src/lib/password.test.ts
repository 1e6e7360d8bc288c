// Password hashing (api/src/lib/password.ts): OWASP's scrypt cost outside the test runs whatever
// the environment says, a lower cost only for them, and every hash verifiable whatever its cost.
import { afterEach, expect, test, vi } from 'vitest';
import { hashPassword, scryptLog2Cost, verifyPassword } from './password.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

test('the cost is N = 2^17 unless a test run asks for a lower one; outside NODE_ENV=test, always', () => {
  expect(scryptLog2Cost({ NODE_ENV: 'test' })).toBe(17);
  expect(scryptLog2Cost({ NODE_ENV: 'test', TEST_SCRYPT_LOG2_COST: '12' })).toBe(12);
  for (const NODE_ENV of [undefined, 'production', 'development', '']) expect(scryptLog2Cost({ NODE_ENV, TEST_SCRYPT_LOG2_COST: '12' })).toBe(17);
  for (const asked of ['9', '18', '12.5', 'low', '']) expect(scryptLog2Cost({ NODE_ENV: 'test', TEST_SCRYPT_LOG2_COST: asked })).toBe(17);
});

test('a hash outside a test run carries N = 2^17, r = 8, p = 1 and verifies', async () => {
  vi.stubEnv('NODE_ENV', undefined);
  vi.stubEnv('TEST_SCRYPT_LOG2_COST', '12');
  const stored = await hashPassword('correct horse battery');
  expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
});

test('a hash at the test cost records its own N, so it verifies beside production hashes', async () => {
  vi.stubEnv('NODE_ENV', 'test');
  vi.stubEnv('TEST_SCRYPT_LOG2_COST', '12');
  const stored = await hashPassword('Ünïcode pass phrase');
  expect(stored.startsWith('scrypt$4096$8$1$')).toBe(true);
  // NFKC: the same characters typed in another normal form are the same password.
  expect(await verifyPassword('Ünïcode pass phrase'.normalize('NFD'), stored)).toBe(true);
  expect(await verifyPassword('another pass phrase', stored)).toBe(false);
});
