// Secrets the server must read back, kept sealed in the database (docs/operations.md, "Keys and
// secrets"): an authenticator app's seed. AES-256-GCM under the data key (DATA_KEY or
// DATA_KEY_FILE, else DATA_DIR/data-key), a random 96-bit nonce each time, and the row's own name
// as additional data, so a sealed value copied onto another row does not open there. A copy of the
// database alone, a dump or a replica, holds no seed an attacker can use.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The AES key from the data key's text (32 characters or more), by HKDF-SHA-256. */
export function sealingKeyOf(dataKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, 'ministry-companion', 'sealed secrets v1', 32));
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Seals `plain` for the row named `owner` (for example "second-factor:12"). */
export function sealSecret(key: Buffer, plain: string, owner: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

export class SealedSecretError extends Error {
  constructor(owner: string) {
    super(`The sealed secret of ${owner} does not open with this data key (DATA_KEY): it was sealed with another key, or changed`);
  }
}

/**
 * Opens a value sealed by sealSecret for the same `owner`. A value stored before sealing existed
 * (no prefix) is returned as it is; the start seals those (sealPlainSecondFactorSeeds).
 */
export function openSecret(key: Buffer, stored: string, owner: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SealedSecretError(owner);
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSecretError(owner);
  }
}
