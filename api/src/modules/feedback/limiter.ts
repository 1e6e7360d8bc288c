// How often one address may send a footer form: FEEDBACK_LIMIT_PER_ADDRESS sendings (default 10) in
// FEEDBACK_LIMIT_WINDOW_SECONDS (default 3600), the three forms counted together, visitors and
// members alike. Only forms that pass validation count, so a visitor correcting a field is not
// punished. In memory by default; with REDIS_URL the count is shared by every instance, like the
// sign-in throttle of lib/rate-limit.ts (which counts failures, so it cannot be reused as is).
import { throttleRedis } from '../../pubsub.ts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import { refusedByLimit } from '../../lib/rate-limit.ts';
import { MESSAGES } from './inputs.ts';

export const FEEDBACK_LIMIT_MESSAGE = MESSAGES.tooManyForms;

export interface FeedbackLimits {
  perAddress: number;
  windowSeconds: number;
}

export function feedbackLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): FeedbackLimits {
  const number = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    perAddress: number(env.FEEDBACK_LIMIT_PER_ADDRESS, 10),
    windowSeconds: number(env.FEEDBACK_LIMIT_WINDOW_SECONDS, 3600),
  };
}

// One limiter per running app (its Config object), so two apps in one process (tests) count apart.
const limiters = new WeakMap<Config, RateLimiterAbstract>();

function limiterFor(config: Config): RateLimiterAbstract {
  let limiter = limiters.get(config);
  if (!limiter) {
    const { perAddress, windowSeconds } = feedbackLimitsFromEnv();
    const options = { keyPrefix: 'feedback_address', points: perAddress, duration: windowSeconds };
    // With Redis away, each instance counts in its own memory until it is back.
    limiter = config.redisUrl
      ? new RateLimiterRedis({ ...options, storeClient: throttleRedis(config, config.redisUrl), insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    limiters.set(config, limiter);
  }
  return limiter;
}

/** Counts one sending from `address`; throws RateLimitError (429) once the address is over its limit. */
export async function countSending(config: Config, address: string): Promise<void> {
  try {
    await limiterFor(config).consume(address);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refusedByLimit('feedback', Math.ceil(error.msBeforeNext / 1000), FEEDBACK_LIMIT_MESSAGE);
    throw error;
  }
}
