// Device cookies (docs/decisions.md, "Throttling"): after a successful sign-in the browser keeps a
// long-lived cookie naming the account (by id) and a random nonce, sealed with the session secrets.
// A sign-in that presents one for the account it names is counted against that cookie alone, never
// against the account (lib/rate-limit.ts): whoever guesses a member's password from elsewhere can
// lock the account for every other browser, but not for the ones the member signed in from. The
// cookie lets no one in by itself (the password is checked all the same), is sent only to the
// sign-in endpoints, and outlives sign-out: it names a trusted browser, not a session. An account
// deleted takes its id with it, and the cookie names no account from then on.
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import type { Config } from '../../config.ts';
import type { Context } from '../../access/context.ts';
import { parseCookies } from '../../access/session.ts';

/** The device cookie over plain HTTP (development, tests). */
export const DEVICE_COOKIE = 'mc_device';
/**
 * Over HTTPS: the browser keeps a `__Secure-` cookie only when it is Secure and set over HTTPS, so
 * no plain-HTTP page can plant one. (`__Host-` would need Path=/, and this one is path-limited.)
 */
export const SECURE_DEVICE_COOKIE = '__Secure-mc_device';
/** Where sign-in happens: GraphQL (`login`, `adminLogin`) and the REST routes. */
export const DEVICE_COOKIE_PATHS = ['/graphql', '/api/login', '/api/admin/login'] as const;
export const DEVICE_COOKIE_DAYS = 365;
const TTL_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
/** Sealed into the cookie: a session cookie, sealed with the same secret, is never taken for one. */
const PURPOSE = 'sign-in device';

type Sealing = Pick<Config, 'sessionSecret' | 'previousSessionSecrets' | 'secureCookies'>;

const cookieName = (config: Sealing) => (config.secureCookies ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);

/**
 * The device cookie's nonce when the request carries a genuine one naming `user`; undefined for
 * none, a forged or expired one, or one of another account (or of an account since deleted).
 */
export async function trustedDevice(ctx: Pick<Context, 'config' | 'cookieHeader'>, user: { id: number } | null): Promise<string | undefined> {
  if (!user || !ctx.cookieHeader) return undefined;
  let sealed: string | undefined;
  try {
    sealed = parseCookies(ctx.cookieHeader).get(cookieName(ctx.config));
  } catch {
    return undefined;
  }
  if (!sealed) return undefined;
  // The current secret seals; the previous ones still open what they sealed (docs/operations.md,
  // "Rotating the session secret"). Each sign-in seals the browser's cookie again with the current one.
  for (const password of [ctx.config.sessionSecret, ...ctx.config.previousSessionSecrets]) {
    const raw = await unsealData<{ purpose?: unknown; userId?: unknown; nonce?: unknown }>(sealed, { password, ttl: TTL_SECONDS });
    if (Object.keys(raw).length === 0) continue;
    const genuine = raw.purpose === PURPOSE && typeof raw.nonce === 'string' && raw.nonce.length > 0;
    return genuine && raw.userId === user.id ? (raw.nonce as string) : undefined;
  }
  return undefined;
}

/**
 * Gives this browser a new device cookie for `userId` (a new nonce, so a count the old one had
 * stays behind with it), once for each sign-in path.
 */
export async function trustDevice(ctx: Pick<Context, 'config' | 'responseCookies'>, userId: number): Promise<void> {
  const nonce = randomBytes(18).toString('base64url');
  const sealed = await sealData({ purpose: PURPOSE, userId, nonce }, { password: ctx.config.sessionSecret, ttl: TTL_SECONDS });
  const attributes = `HttpOnly; SameSite=Lax${ctx.config.secureCookies ? '; Secure' : ''}; Max-Age=${TTL_SECONDS}`;
  for (const path of DEVICE_COOKIE_PATHS) ctx.responseCookies.push(`${cookieName(ctx.config)}=${sealed}; Path=${path}; ${attributes}`);
}
