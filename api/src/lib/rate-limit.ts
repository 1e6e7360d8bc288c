// Sign-in throttling, per account and per client address. Every attempt is counted in a window
// before the password is checked; a successful sign-in clears the account's count and does not
// count against the address. An attempt from a device the account signed in from before is counted
// against that device alone, so guesses from elsewhere cannot lock the owner out of it
// (docs/decisions.md, "Throttling"). Memory by default, Redis when
// REDIS_URL is set so that every instance shares the counts (memory again while Redis is away).
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { RateLimitError } from './errors.ts';
import { log } from './log.ts';

/**
 * A refusal by a limit (`limit` names which: "sign-in-account", "writes", "feedback" …), written to
 * the log as a warning before it is thrown: a script guessing passwords or flooding the forms shows
 * there. The request's address and user come with the line (lib/log.ts); the key counted (an
 * account name) does not.
 */
export function refusedByLimit(limit: string, retryAfterSeconds: number, message?: string): RateLimitError {
  log.warn({ event: 'rate-limited', message: 'A request over a limit was refused', limit, retryAfterSeconds });
  return new RateLimitError(retryAfterSeconds, message);
}

const secondsUntil = (limited: RateLimiterRes) => Math.max(1, Math.ceil(limited.msBeforeNext / 1000));

export interface LoginLimiter {
  /**
   * Counts this attempt against the account and the address before the password is checked, in
   * one atomic increment-and-check each (memory or Redis): simultaneous attempts cannot all slip
   * under the limit. Throws RateLimitError when the account or the address is over its limit.
   */
  attempt(username: string, address: string): Promise<void>;
  /** The attempt succeeded: the account's count starts again, and the address gets its point back. */
  succeeded(username: string, address: string): Promise<void>;
  /**
   * Counts an attempt from a device cookie (modules/accounts/device-cookies.ts) against that
   * cookie alone, in one atomic increment-and-check: true while it is within its own limit, and
   * the account's and the address's counts are then left alone. False once it is over: the cookie
   * is then worth nothing, and the attempt goes through `attempt` like any other.
   */
  attemptOnDevice(device: string): Promise<boolean>;
  /** An attempt counted on the device succeeded: the device's count starts again. */
  succeededOnDevice(device: string): Promise<void>;
}

export function createLoginLimiter(
  limits: { perAccount: number; perAddress: number; perDevice?: number; windowSeconds: number },
  redis?: Redis,
): LoginLimiter {
  // With Redis away, each instance counts in its own memory until it is back: sign-in goes on.
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const options = { keyPrefix, points, duration: limits.windowSeconds };
    return redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
  };
  const byAccount = make('login_account', limits.perAccount);
  const byAddress = make('login_address', limits.perAddress);
  const byDevice = make('login_device', limits.perDevice ?? limits.perAccount);
  const accountKey = (username: string) => username.trim().toLowerCase();

  const consume = async (limiter: RateLimiterAbstract, key: string, limit: string) => {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw refusedByLimit(limit, secondsUntil(error));
      throw error;
    }
  };

  return {
    async attempt(username, address) {
      await consume(byAccount, accountKey(username), 'sign-in-account');
      await consume(byAddress, address, 'sign-in-address');
    },
    async succeeded(username, address) {
      await Promise.all([byAccount.delete(accountKey(username)), byAddress.reward(address, 1)]);
    },
    async attemptOnDevice(device) {
      try {
        await byDevice.consume(device);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async succeededOnDevice(device) {
      await byDevice.delete(device);
    },
  };
}

/**
 * A count per client address for one kind of request (sign-ups, invitation codes tried), made
 * once per running app (its Config) so that two apps in one process count apart. Memory, or
 * Redis when REDIS_URL is set, like the sign-in throttle above.
 */
export interface AddressLimiter {
  /** Counts one request from `address`; throws RateLimitError (429) once it is over the limit. */
  consume(address: string): Promise<void>;
  /** Gives one request back (a code that worked is not held against its address). */
  reward(address: string): Promise<void>;
}

// One limiter per running app (its Config) and name, so that two apps in one process count apart.
const keyedLimiters = new WeakMap<object, Map<string, RateLimiterAbstract>>();

function keyedLimiter(
  owner: { redisUrl: string | undefined },
  options: { keyPrefix: string; points: number; duration: number },
  redis: (url: string) => Redis,
): RateLimiterAbstract {
  let byName = keyedLimiters.get(owner);
  if (!byName) keyedLimiters.set(owner, (byName = new Map()));
  let limiter = byName.get(options.keyPrefix);
  if (!limiter) {
    limiter = owner.redisUrl
      ? new RateLimiterRedis({ ...options, storeClient: redis(owner.redisUrl), insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    byName.set(options.keyPrefix, limiter);
  }
  return limiter;
}

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string | number, points: number, limit: string, message: string): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refusedByLimit(limit, secondsUntil(error), message);
    throw error;
  }
}

export function addressLimiter(
  owner: { redisUrl: string | undefined },
  name: string,
  limits: { perAddress: number; windowSeconds: number },
  message: string,
  redis: (url: string) => Redis,
): AddressLimiter {
  const limiter = keyedLimiter(owner, { keyPrefix: `${name}_address`, points: limits.perAddress, duration: limits.windowSeconds }, redis);
  return {
    consume: (address) => consumeOrRefuse(limiter, address, 1, name, message),
    async reward(address) {
      await limiter.reward(address, 1);
    },
  };
}

export const MESSAGES = {
  writes: 'You are saving changes faster than the app allows. Please wait a minute and try again.',
} as const;
export const WRITE_LIMIT_MESSAGE = MESSAGES.writes;

/**
 * Writes per signed-in account (docs/decisions.md, "Writes per account"): GraphQL mutations and
 * REST POST, PUT, PATCH and DELETE, `applyChanges` counted as the number of changes it carries.
 * Memory, or Redis when REDIS_URL is set, like the limiters above.
 */
export interface WriteLimiter {
  /** Counts `writes` by the account; throws RateLimitError (429) once it is over its limit. */
  consume(userId: number, writes: number): Promise<void>;
}

export function writeLimiter(
  owner: { redisUrl: string | undefined; writeLimits: { perAccount: number; windowSeconds: number } },
  redis: (url: string) => Redis,
): WriteLimiter {
  const { perAccount, windowSeconds } = owner.writeLimits;
  const limiter = keyedLimiter(owner, { keyPrefix: 'writes_account', points: perAccount, duration: windowSeconds }, redis);
  return {
    // One request never counts for more than the whole limit: a batch larger than it still goes
    // through in a fresh window, rather than never.
    consume: (userId, writes) => consumeOrRefuse(limiter, userId, Math.min(Math.max(1, writes), perAccount), 'writes', WRITE_LIMIT_MESSAGE),
  };
}
