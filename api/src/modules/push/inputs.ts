// A browser's push subscription as PushSubscription.toJSON() gives it: the push service's endpoint
// and the two keys the payload is encrypted with. The server will POST to the endpoint, so only
// the push services browsers actually use are accepted (no request to an address a user chose).
import { z } from 'zod';
import { timeZone } from '../../lib/time-zone.ts';

/** Host suffixes of the browsers' push services (Chrome/Edge/Android, Firefox, Safari, Windows). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export const MESSAGES = {
  endpoint: 'The push subscription needs the https address of a browser push service',
  pushService: 'This push service is not supported',
  keys: 'The push subscription keys are not valid',
  notFound: 'Push subscription not found',
} as const;

function isPushServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

const endpoint = z
  .string({ error: MESSAGES.endpoint })
  .trim()
  .check((ctx) => {
    const value = ctx.value;
    if (value.length === 0 || value.length > 1000 || !/^https:\/\//i.test(value)) {
      ctx.issues.push({ code: 'custom', message: MESSAGES.endpoint, input: value });
    } else if (!isPushServiceUrl(value)) {
      ctx.issues.push({ code: 'custom', message: MESSAGES.pushService, input: value });
    }
  });

/** Base64url of exactly `bytes` bytes (P-256 public key: 65, auth secret: 16). */
const base64urlKey = (bytes: number) =>
  z
    .string({ error: MESSAGES.keys })
    .trim()
    .refine((v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64url').length === bytes, MESSAGES.keys);

export const savePushSubscriptionInput = z.object({
  endpoint,
  p256dh: base64urlKey(65),
  auth: base64urlKey(16),
  /** The device's IANA time zone: the report reminder reaches the device on its own days. */
  timeZone: timeZone.nullish(),
});
export type SavePushSubscriptionInput = z.infer<typeof savePushSubscriptionInput>;

export const removePushSubscriptionInput = z.object({ endpoint: z.string({ error: MESSAGES.endpoint }).trim().min(1, MESSAGES.endpoint).max(1000, MESSAGES.endpoint) });
export type RemovePushSubscriptionInput = z.infer<typeof removePushSubscriptionInput>;
