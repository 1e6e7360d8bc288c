// Password hashing with scrypt from node:crypto, OWASP's parameters (N=2^17, r=8, p=1).
// Stored as scrypt$N$r$p$salt$hash so the cost can be raised without breaking old hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const LOG2_N = 17;
const r = 8;
const p = 1;
const KEYLEN = 32;

/**
 * log2 of scrypt's N for a new hash: OWASP's 17. Only a test run (NODE_ENV=test: the API tests,
 * the end-to-end server) may ask for less with TEST_SCRYPT_LOG2_COST (10 to 16), so that its
 * thousands of sign-ups do not each spend 0.4 s of a core; a hash carries its own N, so any of them
 * verifies.
 */
export function scryptLog2Cost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.TEST_SCRYPT_LOG2_COST);
  if (env.NODE_ENV !== 'test' || !Number.isInteger(asked) || asked < 10 || asked > LOG2_N) return LOG2_N;
  return asked;
}

export async function hashPassword(password: string): Promise<string> {
  const N = 2 ** scryptLog2Cost();
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 256 * Number(n) * Number(rr),
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the username is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
