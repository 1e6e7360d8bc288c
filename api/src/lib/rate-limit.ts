// Sign-in throttling, per account and per client address. Failed attempts are counted in a
// window; a successful sign-in clears the account's count. Memory by default, Redis when
// REDIS_URL is set so that every instance shares the counts.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { RateLimitError } from './errors.ts';

export interface LoginLimiter {
  /** Throws RateLimitError when the account or the address is over its limit. */
  check(username: string, address: string): Promise<void>;
  failed(username: string, address: string): Promise<void>;
  succeeded(username: string): Promise<void>;
}

export function createLoginLimiter(
  limits: { perAccount: number; perAddress: number; windowSeconds: number },
  redis?: Redis,
): LoginLimiter {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: limits.windowSeconds })
      : new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
  const byAccount = make('login_account', limits.perAccount);
  const byAddress = make('login_address', limits.perAddress);
  const accountKey = (username: string) => username.trim().toLowerCase();

  const over = async (limiter: RateLimiterAbstract, key: string, points: number) => {
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= points) throw new RateLimitError(Math.ceil(res.msBeforeNext / 1000));
  };

  return {
    async check(username, address) {
      await over(byAccount, accountKey(username), limits.perAccount);
      await over(byAddress, address, limits.perAddress);
    },
    async failed(username, address) {
      const consume = (limiter: RateLimiterAbstract, key: string) =>
        limiter.consume(key).catch((e: unknown) => {
          if (!(e instanceof RateLimiterRes)) throw e;
        });
      await Promise.all([consume(byAccount, accountKey(username)), consume(byAddress, address)]);
    },
    async succeeded(username) {
      await byAccount.delete(accountKey(username));
    },
  };
}
