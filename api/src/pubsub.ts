// The one pubsub of the API: in memory by default; through Redis when REDIS_URL is set, so a
// subscriber on one instance receives what another instance published.
import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { GroupStatusEvent } from './modules/service-group/events.ts';
import type { SessionsEnded } from './session.ts';

/** Event name → payload. Topics carry ids so that a subscriber only hears its own user or group. */
export type PubSubEvents = {
  'user:changed': [userId: number, payload: { userId: number }];
  'experience:shared': [groupNumber: number, payload: { experienceId: number; authorId: number; shareWith: string }];
  'experience:updated': [groupNumber: number, payload: { experienceId: number; authorId: number; shareWith: string }];
  'file:shared': [targetUserId: number, payload: { sharedFileId: number }];
  'group:status': [groupNumber: number, payload: GroupStatusEvent];
  'app:settings': [payload: { updatedAt: string }];
  'admin:activity': [payload: { kind: string }];
  /** Sessions ended on one instance: every instance closes their open sockets (live-sockets.ts). */
  'session:ended': [payload: SessionsEnded];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubEvents>> & { close(): Promise<void> };

export function createAppPubSub(redisUrl?: string): PubSub {
  if (!redisUrl) {
    // A group topic has as many listeners as the group has open screens: no warning at 10.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return Object.assign(createPubSub<PubSubEvents>({ eventTarget }), { close: async () => {} });
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
