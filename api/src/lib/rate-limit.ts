// Sign-in throttling, per account and per client address. Every attempt is counted in a window
// before the password is checked; a successful sign-in clears the account's count and does not
// count against the address. Memory by default, Redis when
// REDIS_URL is set so that every instance shares the counts (memory again while Redis is away).
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { RateLimitError } from './errors.ts';

export interface LoginLimiter {
  /**
   * Counts this attempt against the account and the address before the password is checked, in
   * one atomic increment-and-check each (memory or Redis): simultaneous attempts cannot all slip
   * under the limit. Throws RateLimitError when the account or the address is over its limit.
   */
  attempt(username: string, address: string): Promise<void>;
  /** The attempt succeeded: the account's count starts again, and the address gets its point back. */
  succeeded(username: string, address: string): Promise<void>;
}

export function createLoginLimiter(
  limits: { perAccount: number; perAddress: number; windowSeconds: number },
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
  const accountKey = (username: string) => username.trim().toLowerCase();

  const consume = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      throw error;
    }
  };

  return {
    async attempt(username, address) {
      await consume(byAccount, accountKey(username));
      await consume(byAddress, address);
    },
    async succeeded(username, address) {
      await Promise.all([byAccount.delete(accountKey(username)), byAddress.reward(address, 1)]);
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

const addressLimiters = new WeakMap<object, Map<string, AddressLimiter>>();

export function addressLimiter(
  owner: { redisUrl: string | undefined },
  name: string,
  limits: { perAddress: number; windowSeconds: number },
  message: string,
  redis: (url: string) => Redis,
): AddressLimiter {
  let byName = addressLimiters.get(owner);
  if (!byName) addressLimiters.set(owner, (byName = new Map()));
  const existing = byName.get(name);
  if (existing) return existing;
  const options = { keyPrefix: `${name}_address`, points: limits.perAddress, duration: limits.windowSeconds };
  const limiter: RateLimiterAbstract = owner.redisUrl
    ? new RateLimiterRedis({ ...options, storeClient: redis(owner.redisUrl), insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);
  const made: AddressLimiter = {
    async consume(address) {
      try {
        await limiter.consume(address);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new RateLimitError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)), message);
        throw error;
      }
    },
    async reward(address) {
      await limiter.reward(address, 1);
    },
  };
  byName.set(name, made);
  return made;
}
