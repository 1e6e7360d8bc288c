// The browser side of Web Push: whether this browser can receive pushes, its current subscription,
// and subscribing with the server's VAPID key. The service worker (web/public/push-sw.js, imported
// by the workbox worker) shows the notification and opens /service-group on a click.
// A subscription belongs to the key it was made with: once the server's keys are replaced, the
// push services refuse its pushes. So a subscription made with another key than the server's
// current one is given up and made again with the current key (`keyDecision`, `subscribeWith`).

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission ${permission}`);
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

function sameBytes(a: ArrayBuffer, b: Uint8Array): boolean {
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((byte, i) => byte === b[i]);
}

type KeyedSubscription = Pick<PushSubscription, 'options'>;

/**
 * Whether this browser's subscription can stay: `keep` when it was made with the server's current
 * public key, `resubscribe` when with another (the server's keys were replaced). A browser that
 * does not say which key it used is kept: there is nothing to compare.
 */
export function keyDecision(subscription: KeyedSubscription, publicKey: string): 'keep' | 'resubscribe' {
  const made = subscription.options?.applicationServerKey;
  if (!made) return 'keep';
  return sameBytes(made, keyBytes(publicKey)) ? 'keep' : 'resubscribe';
}

function keysOf(subscription: PushSubscription): SubscriptionKeys {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' };
}

export interface Subscribed {
  keys: SubscriptionKeys;
  /** The endpoint of a subscription made with an old key and given up, for the server to forget. */
  replaced?: string;
}

/**
 * This browser's subscription made with `publicKey`: the one it has, or a new one. A subscription
 * made with another key is unsubscribed first (a browser refuses a second key for the same worker).
 */
export async function subscribeWith(pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>, publicKey: string): Promise<Subscribed> {
  const existing = await pushManager.getSubscription();
  if (existing && keyDecision(existing, publicKey) === 'keep') return { keys: keysOf(existing) };
  if (existing) await existing.unsubscribe();
  const made = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return { keys: keysOf(made), ...(existing ? { replaced: existing.endpoint } : {}) };
}

/** Asks for permission (a press of the member's), then subscribes this browser. */
export async function subscribeToPush(publicKey: string): Promise<Subscribed> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const reg = await registration();
  if (!reg) throw new Error('The app’s service worker is not installed yet');
  return subscribeWith(reg.pushManager, publicKey);
}

/**
 * With notifications already allowed: this browser's subscription made again with `publicKey`
 * when it was made with another key, else null (nothing to do, or no subscription).
 */
export async function renewForKey(publicKey: string): Promise<Subscribed | null> {
  const reg = await registration();
  const existing = await reg?.pushManager.getSubscription();
  if (!reg || !existing || keyDecision(existing, publicKey) === 'keep') return null;
  return subscribeWith(reg.pushManager, publicKey);
}
