// Web Push plumbing: the VAPID keys and the function that hands one message to a push service.
// Keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT, or are generated once and
// kept under the data folder like the session secret (config.ts), so browsers stay subscribed
// across restarts. Several instances must share the keys: set the variables there.
// The sender is per app and replaceable (usePushSender), so tests see what would be sent without
// any network; deliveries in flight are tracked so a test can wait for them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { secretFromEnv } from '@ministry/shared/secret-env.mjs';
import type { Config } from '../../config.ts';
import { log } from '../../lib/log.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  vapidDetails: VapidKeys;
  /** Seconds the push service keeps the message for a phone that is offline. */
  TTL: number;
  urgency: 'high' | 'normal';
  /** Coalesces several messages about one alert into one on the device. */
  topic?: string;
}

/** Sends one message; rejects with an error carrying the push service's `statusCode` on failure. */
export type PushSender = (target: PushTarget, payload: string, options: PushOptions) => Promise<unknown>;

const webPushSender: PushSender = (target, payload, options) =>
  webpush.sendNotification(target, payload, { ...options, timeout: 10_000 });

const vapidCache = new Map<string, VapidKeys>();

function defaultSubject(): string {
  const publicUrl = process.env.PUBLIC_URL ?? '';
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:ministry-companion@localhost';
}

export function vapidKeys(config: Config): VapidKeys {
  const subject = process.env.VAPID_SUBJECT || defaultSubject();
  const fromEnv = { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: secretFromEnv('VAPID_PRIVATE_KEY') };
  if (fromEnv.publicKey && fromEnv.privateKey) {
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey, subject };
  }
  const cached = vapidCache.get(config.dataDir);
  if (cached) return cached;
  const file = join(config.dataDir, 'vapid-keys.json');
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, 'utf8'));
  } else {
    keys = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  const result = { ...keys, subject };
  vapidCache.set(config.dataDir, result);
  return result;
}

const senders = new WeakMap<Config, PushSender>();
const inFlight = new WeakMap<Config, Set<Promise<unknown>>>();

/** Replaces the app's push sender (tests pass a recorder; nothing leaves the machine). */
export function usePushSender(deps: { config: Config }, sender: PushSender): void {
  senders.set(deps.config, sender);
}

export function pushSenderOf(config: Config): PushSender {
  return senders.get(config) ?? webPushSender;
}

/** Runs a delivery in the background: the caller's request does not wait for push services. */
export function inBackground(config: Config, work: Promise<unknown>): void {
  let set = inFlight.get(config);
  if (!set) inFlight.set(config, (set = new Set()));
  const tracked = work.catch((error: unknown) => log.error({ event: 'push-delivery-failed', error }));
  set.add(tracked);
  void tracked.finally(() => set.delete(tracked));
}

/** Resolves once every background delivery started so far has finished. */
export async function pushesSettled(deps: { config: Config }): Promise<void> {
  const set = inFlight.get(deps.config);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}
