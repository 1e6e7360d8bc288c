// The one pubsub of the API: in memory by default; through Redis when REDIS_URL is set, so a
// subscriber on one instance receives what another instance published.
//
// Losing Redis never takes an instance down, nor loses an event (docs/operations.md, "Redis"):
// every event reaches this instance's own subscribers at once, whatever Redis is doing, and goes to
// the other instances through a queue that is appended, in order, to a Redis stream as soon as
// Redis answers again. Each instance reads the stream from the last entry it saw and skips its own
// events, so nobody hears one twice.
// Every Redis error is handled here; /api/health says whether Redis is reachable and how many
// events wait for it.
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { log } from './lib/log.ts';
import type { CheckInChange } from './modules/check-ins/events.ts';
import type { GroupStatusEvent } from './modules/service-group/events.ts';
import type { SessionsEnded } from './access/session.ts';

/** Event name → payload. Topics carry ids so that a subscriber only hears its own user or group. */
export type PubSubEvents = {
  'user:changed': [userId: number, payload: { userId: number }];
  'experience:shared': [groupNumber: number, payload: { experienceId: number; authorId: number; shareWith: string }];
  'experience:updated': [groupNumber: number, payload: { experienceId: number; authorId: number; shareWith: string }];
  'file:shared': [targetUserId: number, payload: { sharedFileId: number }];
  'group:status': [groupNumber: number, payload: GroupStatusEvent];
  'app:settings': [payload: { updatedAt: string }];
  'admin:activity': [payload: { kind: string }];
  /** A check-in moved on; each subscriber keeps the ones its viewer may see (modules/check-ins). */
  'check-in:changed': [payload: CheckInChange];
  /** Sessions ended on one instance: every instance closes their open sockets (live-sockets.ts). */
  'session:ended': [payload: SessionsEnded];
};

export interface PubSubHealth {
  /** 'memory' when REDIS_URL is not set. */
  redis: 'up' | 'down' | 'memory';
  /** Events published here that the other instances have not been sent yet. */
  queuedEvents: number;
  /** Events dropped because the queue was full during a long outage (oldest first). */
  droppedEvents: number;
}

export type PubSub = ReturnType<typeof createPubSub<PubSubEvents>> & { close(): Promise<void>; health(): PubSubHealth };

/** The most events kept for the other instances while Redis is away. */
export const MAX_QUEUED_EVENTS = 10_000;
/** The Redis stream every instance appends its events to and reads the others' from. */
export const EVENT_STREAM = 'mc:events';
/** About how many events the stream keeps: an instance away longer than that misses the oldest. */
const STREAM_LENGTH = 10_000;

type Listener = EventListenerOrEventListenerObject;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The event target behind the pubsub when Redis is used: local delivery first, then a Redis
 * stream for the other instances. A stream rather than Redis pub/sub, because each instance reads
 * it from the last entry it saw: events appended while an instance was cut off from Redis (or
 * before it had reconnected) are read when it is back, in order, once each.
 */
export function createRedisEventTarget(publishClient: Redis, readClient: Redis, maxQueued = MAX_QUEUED_EVENTS) {
  const origin = randomUUID();
  const local = new EventTarget();
  setMaxListeners(0, local);
  const queue: string[] = [];
  let dropped = 0;
  let flushing = false;
  let closed = false;
  /** The newest stream entry this instance has read (null: not known yet). */
  let lastId: string | null = null;

  const deliverHere = (channel: string, detail: unknown) => local.dispatchEvent(new CustomEvent(channel, { detail }));

  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      while (queue.length > 0 && publishClient.status === 'ready') {
        try {
          await publishClient.xadd(EVENT_STREAM, 'MAXLEN', '~', STREAM_LENGTH, '*', 'm', queue[0]!);
        } catch {
          break; // Redis went away mid-way: the rest waits for 'ready'.
        }
        queue.shift();
      }
    } finally {
      flushing = false;
    }
  }
  publishClient.on('ready', () => void flush());

  function receive(message: string) {
    let envelope: { o?: unknown; c?: unknown; d?: unknown };
    try {
      envelope = JSON.parse(message);
    } catch {
      return;
    }
    if (envelope.o === origin || typeof envelope.c !== 'string') return;
    deliverHere(envelope.c, envelope.d ?? null);
  }

  async function read() {
    while (!closed) {
      try {
        if (readClient.status !== 'ready') {
          await pause(100);
          continue;
        }
        // From now on at start; after an outage, from where this instance left off.
        if (lastId === null) lastId = (await readClient.xrevrange(EVENT_STREAM, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
        const answer = await readClient.xread('COUNT', 500, 'BLOCK', 5000, 'STREAMS', EVENT_STREAM, lastId);
        for (const [, entries] of answer ?? []) {
          for (const [id, fields] of entries) {
            lastId = id;
            const at = fields.indexOf('m');
            if (at >= 0 && fields[at + 1] !== undefined) receive(fields[at + 1]!);
          }
        }
      } catch {
        if (!closed) await pause(100);
      }
    }
  }
  void read();

  return {
    addEventListener(channel: string, listener: Listener | null) {
      if (listener) local.addEventListener(channel, listener);
    },
    removeEventListener(channel: string, listener: Listener | null) {
      if (listener) local.removeEventListener(channel, listener);
    },
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent).detail ?? null;
      const message = JSON.stringify({ o: origin, c: event.type, d: detail });
      // Every subscriber sees the payload as it travels (JSON), on this instance as on the others.
      deliverHere(event.type, JSON.parse(message).d);
      queue.push(message);
      if (queue.length > maxQueued) {
        queue.shift();
        dropped += 1;
      }
      void flush();
      return true;
    },
    health: (): PubSubHealth => ({
      redis: publishClient.status === 'ready' && readClient.status === 'ready' ? 'up' : 'down',
      queuedEvents: queue.length,
      droppedEvents: dropped,
    }),
    close() {
      closed = true;
    },
  };
}

/**
 * A Redis client that never throws at the process: errors are answered where commands are sent.
 * `readPassword` (REDIS_PASSWORD_FILE) is read for the first connection and again before every
 * reconnection, so a rotated password or a short-lived token is picked up without a restart.
 */
export function resilientRedis(url: string, readPassword?: () => string): Redis {
  const client = new Redis(url, {
    // Commands fail at once while Redis is away (the callers have a fallback) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // With a password file, connected below once the password is set: a URL naming a user
    // (redis://app@host) gives ioredis an empty password that would win over one passed here.
    lazyConnect: readPassword !== undefined,
  });
  client.on('error', () => undefined);
  if (readPassword) {
    client.options.password = readPassword();
    // Emitted just before each new connection is made, which authenticates with `options.password`.
    client.on('reconnecting', () => {
      try {
        client.options.password = readPassword();
      } catch (error) {
        // The last password is tried again; /api/health reports Redis down while it is refused.
        log.warn({ event: 'redis-password-unreadable', error });
      }
    });
    client.connect().catch(() => undefined);
  }
  return client;
}

// The throttles' connection: every limiter of one running app (its Config) counts through one
// Redis connection, made on first use and closed when the app stops (server.ts).
const throttleClients = new WeakMap<object, Redis>();

/** The Redis connection the throttles of the app owning `owner` (its Config) share. */
export function throttleRedis(owner: { redisPassword?: () => string }, url: string): Redis {
  let client = throttleClients.get(owner);
  if (!client) throttleClients.set(owner, (client = resilientRedis(url, owner.redisPassword)));
  return client;
}

/** Closes that connection, if the app made one. */
export function closeThrottleRedis(owner: object): void {
  throttleClients.get(owner)?.disconnect();
  throttleClients.delete(owner);
}

export function createAppPubSub(redisUrl?: string, readPassword?: () => string): PubSub {
  if (!redisUrl) {
    // A group topic has as many listeners as the group has open screens: no warning at 10.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return Object.assign(createPubSub<PubSubEvents>({ eventTarget }), {
      close: async () => {},
      health: (): PubSubHealth => ({ redis: 'memory', queuedEvents: 0, droppedEvents: 0 }),
    });
  }
  const publishClient = resilientRedis(redisUrl, readPassword);
  // Its own connection: a blocking read holds it.
  const readClient = resilientRedis(redisUrl, readPassword);
  const eventTarget = createRedisEventTarget(publishClient, readClient);
  const pubsub = createPubSub<PubSubEvents>({ eventTarget });
  return Object.assign(pubsub, {
    close: async () => {
      eventTarget.close();
      publishClient.disconnect();
      readClient.disconnect();
    },
    health: eventTarget.health,
  });
}
