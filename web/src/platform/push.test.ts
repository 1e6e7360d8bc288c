// This browser's push subscription against the server's public key: one made with the current key
// is kept, one made with a replaced key is given up and made again with the new key. The push
// manager is a stand-in: the test runs in Node, where browsers' PushManager does not exist.
import { describe, expect, test, vi } from 'vitest';
import { keyDecision, subscribeWith } from './push.ts';

/** A P-256 public key as the server gives it: 65 bytes, base64url. */
const publicKey = (fill: number) => Buffer.from(new Uint8Array(65).fill(fill).fill(4, 0, 1)).toString('base64url');
const CURRENT = publicKey(1);
const REPLACED = publicKey(2);

const bytesOf = (key: string) => Uint8Array.from(Buffer.from(key, 'base64url'));

function subscription(endpoint: string, key: string | null) {
  return {
    endpoint,
    options: { applicationServerKey: key === null ? null : bytesOf(key).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: `p256dh of ${endpoint}`, auth: `auth of ${endpoint}` } }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
}

function pushManager(existing: PushSubscription | null) {
  return {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      const key = Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url');
      return subscription('https://fcm.googleapis.com/fcm/send/new', key);
    }),
  };
}

describe('keyDecision', () => {
  test('a subscription made with the server’s current key is kept', () => {
    expect(keyDecision(subscription('https://fcm.googleapis.com/fcm/send/a', CURRENT), CURRENT)).toBe('keep');
  });

  test('a subscription made with another key is made again', () => {
    expect(keyDecision(subscription('https://fcm.googleapis.com/fcm/send/a', REPLACED), CURRENT)).toBe('resubscribe');
  });

  // Without the key the subscription was made with there is nothing to compare; making it again
  // at every visit would churn the member's subscription for nothing.
  test('a browser that does not say which key it used keeps its subscription', () => {
    expect(keyDecision(subscription('https://fcm.googleapis.com/fcm/send/a', null), CURRENT)).toBe('keep');
  });
});

describe('subscribeWith', () => {
  test('same key: the existing subscription is kept, nothing is unsubscribed or made', async () => {
    const existing = subscription('https://fcm.googleapis.com/fcm/send/kept', CURRENT);
    const manager = pushManager(existing);
    expect(await subscribeWith(manager, CURRENT)).toEqual({
      keys: { endpoint: existing.endpoint, p256dh: `p256dh of ${existing.endpoint}`, auth: `auth of ${existing.endpoint}` },
    });
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(manager.subscribe).not.toHaveBeenCalled();
  });

  test('another key: the old subscription is unsubscribed, a new one made with the current key, and the old endpoint named for the server to forget', async () => {
    const old = subscription('https://fcm.googleapis.com/fcm/send/old', REPLACED);
    const manager = pushManager(old);
    const result = await subscribeWith(manager, CURRENT);
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(manager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: bytesOf(CURRENT) });
    expect(result).toEqual({
      keys: { endpoint: 'https://fcm.googleapis.com/fcm/send/new', p256dh: expect.any(String), auth: expect.any(String) },
      replaced: old.endpoint,
    });
    // Unsubscribed before subscribing: a browser refuses a second key for the same worker.
    expect(old.unsubscribe.mock.invocationCallOrder[0]).toBeLessThan(manager.subscribe.mock.invocationCallOrder[0]!);
  });

  test('no subscription yet: one is made with the current key, and nothing is replaced', async () => {
    const manager = pushManager(null);
    const result = await subscribeWith(manager, CURRENT);
    expect(manager.subscribe).toHaveBeenCalledOnce();
    expect(result.replaced).toBeUndefined();
  });
});
