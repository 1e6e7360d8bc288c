// An account's second factor: an authenticator app (TOTP, through the otpauth library) and ten
// single-use recovery codes, for members and admins alike (docs/product/accounts.md,
// "Authenticator app"; docs/product/admin.md, "Second factor"). The tables keep their first names
// (adminSecondFactor, adminRecoveryCode): only admins had it at first. It owns these rules:
// - an account (member or admin) that turned it on is signed in only once a code was given in the
//   session: until then the session has no viewer at all, and every operation but the code,
//   sign-out and the public ones answers 401 with SECOND_FACTOR_REQUIRED. The session says so from
//   its start (`secondFactorOwed`, set by access/sign-in.ts's signIn), so no request pays a query for it;
// - while an admin requires it for everyone (`requireSecondFactor` of the app settings), a session
//   of an account without it has no viewer either (`secondFactorSetupOwed`, set at sign-in), and
//   only setting it up is let through (401 with SECOND_FACTOR_SETUP_REQUIRED else); turning it
//   on ends every session of an account without it (settings.ts), and it cannot be turned off.
//   Turned off again, such a session is signed in as the password alone now signs in;
// - an admin's session begun before sessions carried the flag is looked up on every request: with
//   the app on and no code given, its viewer is treated as a member everywhere in the API (so no
//   module can forget the check) and admin operations answer 401 with SECOND_FACTOR_REQUIRED;
// - a code is accepted only during its own 30-second step, none before or after it (a code lives
//   at most 30 seconds), and once: the step it was accepted for is stored, and a code of that
//   step or an earlier one is refused as a replay;
// - giving a code is an authentication: the session gets a new id and the old one ends;
// - the seed is kept sealed under the data key (lib/sealed-secret.ts): the database alone holds
//   none an attacker could use;
// - a recovery code is accepted once; only a salted scrypt hash of it is stored. The codes carry
//   48 random bits, few enough that a stolen unsalted hash could be reversed by trying them all, so
//   each admin's codes share a random salt of their own and the hash costs time (attempts are also
//   throttled like sign-ins). Codes stored as a plain SHA-256 before that still work, once each.
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import { renewSession, type Context } from './context.ts';
import { accountSettingUp, adminOwingCode, requireSignedIn, secondFactorEnabled, secondFactorRequiredForAll, sessionAccount } from './guards.ts';
import type { Db } from '../db.ts';
import type { User } from '../generated/sqlite/client.ts';
import { isAdmin, requireViewer } from './viewer.ts';
import { AuthenticationError, ConflictError, ForbiddenError, ValidationError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { isSealed, openSecret, SealedSecretError, sealSecret } from '../lib/sealed-secret.ts';
import { MESSAGES, } from './messages.ts';
import { audit } from './audit.ts';
import { requireRecentPassword } from './password-confirmation.ts';

export const ISSUER = 'Ministry Companion';
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit authenticator code, or a recovery code (letters, digits and dashes), as a form sends it. */
export const codeInput = z.object({
  code: z
    .string({ error: MESSAGES.codeRequired })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, MESSAGES.codeRequired).max(40, MESSAGES.wrongCode)),
});
/** Only the server clock's current step: no drift allowance (docs/product/admin.md, "Codes"). */
const WINDOW = 0;

/**
 * Marks this session as having given its code, under a new session id (the cookie the code was
 * given with ends, as at every sign-in), and restores the viewer now.
 */
export async function grantSecondFactor(ctx: Context, user: User): Promise<void> {
  if (ctx.session?.userId !== user.id) throw new AuthenticationError();
  await renewSession(ctx, { secondFactor: true });
  ctx.viewer = user;
  ctx.secondFactorPending = false;
  ctx.secondFactorSetupPending = false;
}

const totpOf = (secret: string, label = 'admin') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** What a seed is sealed for: its own account's row, so it opens nowhere else. */
const ownerOf = (userId: number) => `second-factor:${userId}`;

/** The authenticator of a stored (sealed) seed. */
const storedTotp = (key: Buffer, userId: number, stored: string) => totpOf(openSecret(key, stored, ownerOf(userId)));

/**
 * Seals the seeds stored before seeds were sealed. Run at every start; a seed already sealed is
 * left as it is. Returns how many were sealed.
 */
export async function sealPlainSecondFactorSeeds(db: Db, key: Buffer): Promise<number> {
  const rows = await db.adminSecondFactor.findMany({ select: { userId: true, secret: true, pendingSecret: true } });
  let sealed = 0;
  for (const { userId, secret, pendingSecret } of rows) {
    const seal = (value: string | null) => (value && !isSealed(value) ? sealSecret(key, value, ownerOf(userId)) : value);
    if ((secret && !isSealed(secret)) || (pendingSecret && !isSealed(pendingSecret))) {
      // Only the value read is replaced: a seed changed meanwhile by its admin is left to them.
      const { count } = await db.adminSecondFactor.updateMany({
        where: { userId, secret, pendingSecret },
        data: { secret: seal(secret), pendingSecret: seal(pendingSecret) },
      });
      sealed += count;
    }
  }
  return sealed;
}

/**
 * How many stored seeds this instance's data key does not open: more than none means the instances
 * were given different keys (each generated its own `DATA_DIR/data-key`), or the key was replaced.
 */
export async function unreadableSecondFactorSeeds(db: Db, key: Buffer): Promise<number> {
  const rows = await db.adminSecondFactor.findMany({ select: { userId: true, secret: true, pendingSecret: true } });
  let unreadable = 0;
  for (const { userId, secret, pendingSecret } of rows) {
    for (const stored of [secret, pendingSecret]) {
      try {
        if (stored) openSecret(key, stored, ownerOf(userId));
      } catch (error) {
        if (!(error instanceof SealedSecretError)) throw error;
        unreadable += 1;
      }
    }
  }
  return unreadable;
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

// scrypt at node's default cost, about 50 ms a hash: one per attempt (an admin's codes share a
// salt), ten when the codes are made.
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };
const KEYLEN = 32;
const scrypt = (code: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(normaliseRecovery(code), salt, KEYLEN, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** A stored code: `scrypt$<salt>$<hash>`, base64url; or, from before salting, the bare SHA-256 in hex. */
const SALTED = /^scrypt\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;
const UNSALTED = /^[0-9a-f]{64}$/;

/** The stored form of each code, all with one new random salt. */
export async function hashRecoveryCodes(codes: string[]): Promise<string[]> {
  const salt = randomBytes(16);
  const stored = async (code: string) => `scrypt$${salt.toString('base64url')}$${(await scrypt(code, salt)).toString('base64url')}`;
  return Promise.all(codes.map(stored));
}

/** The ids of the stored codes that `code` is, each compared in constant time. */
async function matchingCodes(code: string, stored: { id: number; codeHash: string }[]): Promise<number[]> {
  // One scrypt per salt: an admin's codes share theirs.
  const keys = new Map<string, Promise<Buffer>>();
  const keyFor = (salt: string) => {
    let key = keys.get(salt);
    if (!key) keys.set(salt, (key = scrypt(code, Buffer.from(salt, 'base64url'))));
    return key;
  };
  const unsalted = createHash('sha256').update(normaliseRecovery(code)).digest();
  const matches: number[] = [];
  for (const { id, codeHash } of stored) {
    const [, salt, hash] = SALTED.exec(codeHash) ?? [];
    const [expected, actual] =
      salt && hash
        ? [Buffer.from(hash, 'base64url'), await keyFor(salt)]
        : UNSALTED.test(codeHash)
          ? [Buffer.from(codeHash, 'hex'), unsalted]
          : [undefined, undefined];
    if (expected && actual && expected.length === actual.length && timingSafeEqual(expected, actual)) matches.push(id);
  }
  return matches;
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(6).toString('hex');
    return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
  });
}

type CodeCheck = 'ok' | 'wrong' | 'replayed' | 'used';

/** Checks a TOTP or recovery code of `userId`'s enabled factor and spends it. */
async function spendCode(db: Db, key: Buffer, userId: number, code: string): Promise<CodeCheck> {
  const factor = await db.adminSecondFactor.findUnique({ where: { userId } });
  if (!factor?.enabledAt || !factor.secret) return 'wrong';
  if (/^\d{6}$/.test(code)) {
    let totp: TOTP;
    try {
      totp = storedTotp(key, userId, factor.secret);
    } catch (error) {
      // A seed that does not open (another DATA_KEY, a changed row) is the operator's to mend; the
      // admin is told the code is wrong, and a recovery code still works.
      if (!(error instanceof SealedSecretError)) throw error;
      log.error({ event: 'second-factor-seed-unreadable', message: error.message, userId });
      return 'wrong';
    }
    const delta = totp.validate({ token: code, window: WINDOW });
    if (delta === null) return 'wrong';
    const step = totp.counter() + delta;
    // One conditional write: of two requests with the same code, only one can move the step on.
    const { count } = await db.adminSecondFactor.updateMany({
      where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
      data: { lastUsedStep: step },
    });
    return count === 1 ? 'ok' : 'replayed';
  }
  const stored = await db.adminRecoveryCode.findMany({ where: { userId }, select: { id: true, codeHash: true } });
  const [id] = await matchingCodes(code, stored);
  if (id === undefined) return 'wrong';
  // One conditional write: of two requests with the same code, only one can spend it.
  const { count } = await db.adminRecoveryCode.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
  return count === 1 ? 'ok' : 'used';
}

function refusal(check: Exclude<CodeCheck, 'ok'>): AuthenticationError {
  const message = check === 'replayed' ? MESSAGES.replayedCode : check === 'used' ? MESSAGES.usedRecoveryCode : MESSAGES.wrongCode;
  return new AuthenticationError(message);
}

/** Spends a code with the sign-in throttle around it (keyed by account, like passwords). */
async function throttledSpend(ctx: Context, user: User, code: string): Promise<void> {
  const key = `second-factor:${user.username}`;
  await ctx.loginLimiter.attempt(key, ctx.clientAddress);
  const check = await spendCode(ctx.db, ctx.config.sealingKey, user.id, code);
  if (check !== 'ok') {
    await audit(ctx, 'second-factor-failed', { actor: user, detail: check });
    throw refusal(check);
  }
  await ctx.loginLimiter.succeeded(key, ctx.clientAddress);
}

/**
 * A factor turned on or off ends the account's other sessions, as a new password does: a device
 * signed in before the change should not outlive it (the one that made the change goes on).
 */
async function endOtherSessions(ctx: Context, account: User) {
  await ctx.sessions.end({ userId: account.id, ...(ctx.session ? { exceptSessionId: ctx.session.sessionId } : {}) });
}

/**
 * The code step of sign-in: a TOTP or recovery code signs a member's session in, and makes an
 * admin's session an admin's. A session that owes none is answered with its viewer.
 */
export async function verifySignInCode(ctx: Context, code: string): Promise<User> {
  if (!ctx.secondFactorPending) return requireViewer(ctx);
  // A session that owes the code has no viewer (or a member in place of an admin): it names the account.
  const user = await sessionAccount(ctx);
  await throttledSpend(ctx, user, code);
  await grantSecondFactor(ctx, user);
  await audit(ctx, 'second-factor-given', { actor: user, detail: /^\d{6}$/.test(code.trim()) ? 'authenticator code' : 'recovery code' });
  return user;
}

/** The admin panel's code step: as verifySignInCode, for an admin only. */
export async function verifySecondFactor(ctx: Context, code: string): Promise<User> {
  if (!ctx.secondFactorPending) {
    const viewer = requireSignedIn(ctx);
    if (isAdmin(viewer)) return viewer;
    throw new ForbiddenError(MESSAGES.adminOnly);
  }
  // Refused before the code is looked at: a member gives theirs at sign-in (verifySignInCode).
  if (!(await adminOwingCode(ctx))) throw new ForbiddenError(MESSAGES.adminOnly);
  return verifySignInCode(ctx, code);
}

export interface Enrolment {
  secret: string;
  uri: string;
  qrCodeDataUrl: string;
}

/**
 * Step 1 of turning it on: a new secret, kept pending until a first code confirms it. The
 * password given recently is asked for first, as for turning it off: a session left open must not
 * put someone else's authenticator on the account.
 */
export async function startEnrolment(ctx: Context): Promise<Enrolment> {
  const account = (await accountSettingUp(ctx)) ?? requireSignedIn(ctx);
  requireRecentPassword(ctx);
  if (await secondFactorEnabled(ctx.db, account.id)) throw new ConflictError(MESSAGES.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(ctx.config.sealingKey, secret, ownerOf(account.id));
  await ctx.db.adminSecondFactor.upsert({
    where: { userId: account.id },
    create: { userId: account.id, pendingSecret: sealed },
    update: { pendingSecret: sealed },
  });
  const uri = totpOf(secret, account.username).toString();
  return { secret, uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * Step 2: the first code turns it on; the recovery codes are returned this once. The session is
 * signed in with the code given (a session that had to set it up first now has its account).
 */
export async function confirmEnrolment(ctx: Context, code: string): Promise<{ recoveryCodes: string[]; user: User }> {
  const account = (await accountSettingUp(ctx)) ?? requireSignedIn(ctx);
  const factor = await ctx.db.adminSecondFactor.findUnique({ where: { userId: account.id } });
  if (factor?.enabledAt) throw new ConflictError(MESSAGES.alreadyOn);
  if (!factor?.pendingSecret) throw new ValidationError(MESSAGES.noEnrolment);
  const totp = storedTotp(ctx.config.sealingKey, account.id, factor.pendingSecret);
  const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, window: WINDOW }) : null;
  if (delta === null) throw new ValidationError(MESSAGES.wrongCode, [{ path: 'code', message: MESSAGES.wrongCode }]);
  const codes = newRecoveryCodes();
  const hashes = await hashRecoveryCodes(codes);
  await ctx.db.$transaction([
    ctx.db.adminRecoveryCode.deleteMany({ where: { userId: account.id } }),
    ctx.db.adminSecondFactor.update({
      where: { userId: account.id },
      data: { secret: factor.pendingSecret, pendingSecret: null, enabledAt: new Date(), lastUsedStep: totp.counter() + delta },
    }),
    ctx.db.adminRecoveryCode.createMany({ data: hashes.map((codeHash) => ({ userId: account.id, codeHash })) }),
  ]);
  await grantSecondFactor(ctx, account);
  await endOtherSessions(ctx, account);
  await audit(ctx, 'second-factor-enabled');
  return { recoveryCodes: codes, user: account };
}

/** Turning it off needs a current code (or a recovery code), so a session left open cannot. */
export async function disableSecondFactor(ctx: Context, code: string): Promise<void> {
  const account = requireSignedIn(ctx);
  if (await secondFactorRequiredForAll(ctx.db)) throw new ConflictError(MESSAGES.factorRequired);
  requireRecentPassword(ctx);
  if (!(await secondFactorEnabled(ctx.db, account.id))) throw new ConflictError(MESSAGES.notOn);
  await throttledSpend(ctx, account, code);
  await clearSecondFactor(ctx.db, account.id);
  // The session that turned it off goes on under a new id, as after turning it on
  // (grantSecondFactor): a copy of its cookie taken before is worthless.
  await renewSession(ctx, {});
  await endOtherSessions(ctx, account);
  await audit(ctx, 'second-factor-disabled');
}

/**
 * Turns the factor off and deletes the recovery codes: when the admin turns it off, and when a
 * lost factor is reset by another admin or by the operator (factor-reset.ts, api/src/admin.ts).
 */
export async function clearSecondFactor(db: Db, userId: number): Promise<void> {
  await db.$transaction([
    db.adminRecoveryCode.deleteMany({ where: { userId } }),
    db.adminSecondFactor.updateMany({
      where: { userId },
      data: { secret: null, pendingSecret: null, enabledAt: null, lastUsedStep: null },
    }),
  ]);
}

/** The viewer's own factor, for the Account tab. */
export async function ownStatus(ctx: Context): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const viewer = requireViewer(ctx);
  const enabled = await secondFactorEnabled(ctx.db, viewer.id);
  return { enabled, recoveryCodesLeft: enabled ? await remainingRecoveryCodes(ctx.db, viewer.id) : 0 };
}

export async function remainingRecoveryCodes(db: Db, userId: number): Promise<number> {
  return db.adminRecoveryCode.count({ where: { userId, usedAt: null } });
}
