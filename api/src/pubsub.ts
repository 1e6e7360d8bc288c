// The one pubsub of the API: in memory by default; through Redis when REDIS_URL is set, so a
// subscriber on one instance receives what another instance published.
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/** Event name → payload. Topics carry ids so that a subscriber only hears its own user or group. */
export type PubSubEvents = {
  'user:changed': [userId: number, payload: { userId: number }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubEvents>> & { close(): Promise<void> };

export function createAppPubSub(redisUrl?: string): PubSub {
  if (!redisUrl) {
    return Object.assign(createPubSub<PubSubEvents>(), { close: async () => {} });
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  const pubsub = createPubSub<PubSubEvents>({ eventTarget });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
