// Sealing a secret for one row under one key: it opens there and nowhere else, a changed byte is
// refused, and a value stored before sealing is read as it is.
import { expect, test } from 'vitest';
import { isSealed, openSecret, SealedSecretError, sealingKeyOf, sealSecret } from './sealed-secret.ts';

const key = sealingKeyOf('a data key of at least thirty-two characters');
const otherKey = sealingKeyOf('another data key of at least thirty-two characters');
const SEED = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('a sealed seed opens with its key for its row, and twice sealed reads differently', () => {
  const sealed = sealSecret(key, SEED, 'second-factor:1');
  expect(isSealed(sealed)).toBe(true);
  expect(sealed).not.toContain(SEED);
  expect(openSecret(key, sealed, 'second-factor:1')).toBe(SEED);
  expect(sealSecret(key, SEED, 'second-factor:1')).not.toBe(sealed);
});

test('another key, another row or a changed byte is refused', () => {
  const sealed = sealSecret(key, SEED, 'second-factor:1');
  expect(() => openSecret(otherKey, sealed, 'second-factor:1')).toThrow(SealedSecretError);
  expect(() => openSecret(key, sealed, 'second-factor:2')).toThrow(SealedSecretError);
  const body = Buffer.from(sealed.slice(3), 'base64url');
  body[body.length - 1]! ^= 1;
  expect(() => openSecret(key, `v1.${body.toString('base64url')}`, 'second-factor:1')).toThrow(SealedSecretError);
  expect(() => openSecret(key, 'v1.abc', 'second-factor:1')).toThrow(SealedSecretError);
});

test('a value stored before sealing is read as it is', () => {
  expect(isSealed(SEED)).toBe(false);
  expect(openSecret(key, SEED, 'second-factor:1')).toBe(SEED);
});
