// Web Push subscriptions over GraphQL: the public VAPID key, saving and removing this browser's
// subscription, the rules on what may be saved, and the VAPID keys kept under the data folder.
// Delivery of alerts by push is tested with the alerts (service-group.test.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp, expectSignInFirst } from '../../../../tests/api/harness.ts';
import { loadConfig } from '../../config.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { MESSAGES } from './inputs.ts';
import { vapidKeys } from './sender.ts';

const SAVE = /* GraphQL */ `
  mutation ($input: SavePushSubscriptionInput!) {
    savePushSubscription(input: $input) {
      __typename
      ... on PushSubscriptionSaved { endpoint }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation ($input: RemovePushSubscriptionInput!) {
    removePushSubscription(input: $input) {
      __typename
      ... on PushSubscriptionRemoved { endpoint }
      ... on Error { message }
    }
  }
`;

const key = (bytes: number, fill = 7) => Buffer.alloc(bytes, fill).toString('base64url');
const subscription = (endpoint: string) => ({ endpoint, p256dh: key(65, 4), auth: key(16, 9) });

let t: TestApp;
let ana: { client: Client; user: User };
let ben: { client: Client; user: User };
beforeAll(async () => {
  t = await createTestApp();
  ana = await signedInMember(t, { groupNumber: 4 });
  ben = await signedInMember(t, { groupNumber: 4 });
});
afterAll(() => t.close());

describe('webPushPublicKey', () => {
  test('is an uncompressed P-256 public key, generated once and kept under the data folder', async () => {
    const first = (await t.client().graphql('{ webPushPublicKey }')).data.webPushPublicKey;
    const raw = Buffer.from(first, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    expect((await ana.client.graphql('{ webPushPublicKey }')).data.webPushPublicKey).toBe(first);
    const file = join(t.app.deps.config.dataDir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(first);
  });

  test('a restarted server with the same data folder keeps the keys; VAPID_* variables win', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-vapid-'));
    const saved = { ...process.env };
    try {
      const keys = vapidKeys(loadConfig({ dataDir, sessionSecret: 'x'.repeat(40) }));
      expect(existsSync(join(dataDir, 'vapid-keys.json'))).toBe(true);
      // A fresh process reads the file rather than generating new keys.
      const file = JSON.parse(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8'));
      expect(file).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey });
      expect(keys.subject).toMatch(/^(mailto:|https:)/);
      process.env.VAPID_PUBLIC_KEY = 'BPublicFromEnv';
      process.env.VAPID_PRIVATE_KEY = 'privateFromEnv';
      process.env.VAPID_SUBJECT = 'mailto:coordinator@example.org';
      expect(vapidKeys(loadConfig({ dataDir, sessionSecret: 'x'.repeat(40) }))).toEqual({
        publicKey: 'BPublicFromEnv',
        privateKey: 'privateFromEnv',
        subject: 'mailto:coordinator@example.org',
      });
    } finally {
      process.env = saved;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('savePushSubscription and removePushSubscription', () => {
  afterEach(async () => {
    await t.db.pushSubscription.deleteMany();
  });

  test('saves the browser’s subscription for the viewer, once per endpoint', async () => {
    const input = subscription('https://fcm.googleapis.com/fcm/send/abc:def');
    const saved = (await ana.client.graphql(SAVE, { input })).data.savePushSubscription;
    expect(saved).toEqual({ __typename: 'PushSubscriptionSaved', endpoint: input.endpoint });
    await ana.client.graphql(SAVE, { input: { ...input, auth: key(16, 3) } });
    const rows = await t.db.pushSubscription.findMany();
    expect(rows).toEqual([expect.objectContaining({ userId: ana.user.id, endpoint: input.endpoint, p256dh: input.p256dh, auth: key(16, 3) })]);
  });

  test('a browser that changed hands moves to the member now signed in on it', async () => {
    const input = subscription('https://updates.push.services.mozilla.com/wpush/v2/shared');
    await ana.client.graphql(SAVE, { input });
    await ben.client.graphql(SAVE, { input });
    expect(await t.db.pushSubscription.findMany({ select: { userId: true } })).toEqual([{ userId: ben.user.id }]);
  });

  test('removes the viewer’s own subscription; another member’s is not found and stays', async () => {
    const input = subscription('https://web.push.apple.com/QGuQyavXutnMZ');
    await ana.client.graphql(SAVE, { input });
    const byBen = (await ben.client.graphql(REMOVE, { input: { endpoint: input.endpoint } })).data.removePushSubscription;
    expect(byBen).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expect(await t.db.pushSubscription.count()).toBe(1);
    const byAna = (await ana.client.graphql(REMOVE, { input: { endpoint: input.endpoint } })).data.removePushSubscription;
    expect(byAna).toEqual({ __typename: 'PushSubscriptionRemoved', endpoint: input.endpoint });
    expect(await t.db.pushSubscription.count()).toBe(0);
  });

  test.each([
    [{ endpoint: undefined }, 'endpoint', MESSAGES.endpoint],
    [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'endpoint', MESSAGES.endpoint],
    [{ endpoint: 'https://127.0.0.1/hook' }, 'endpoint', MESSAGES.pushService],
    [{ endpoint: 'https://internal.example.org/fcm.googleapis.com' }, 'endpoint', MESSAGES.pushService],
    [{ endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'endpoint', MESSAGES.pushService],
    [{ endpoint: 'https://fcm.googleapis.com:8443/x' }, 'endpoint', MESSAGES.pushService],
    [{ endpoint: `https://fcm.googleapis.com/${'a'.repeat(1000)}` }, 'endpoint', MESSAGES.endpoint],
    [{ p256dh: key(64) }, 'p256dh', MESSAGES.keys],
    [{ p256dh: 'not base64url!' }, 'p256dh', MESSAGES.keys],
    [{ auth: key(17) }, 'auth', MESSAGES.keys],
    [{ auth: undefined }, 'auth', MESSAGES.keys],
  ])('refuses %j and stores nothing', async (change, path, message) => {
    const input = { ...subscription('https://fcm.googleapis.com/fcm/send/ok'), ...change };
    const result = (await ana.client.graphql(SAVE, { input })).data.savePushSubscription;
    expect(result).toMatchObject({ __typename: 'ValidationError', message, fields: [expect.objectContaining({ path, message })] });
    expect(await t.db.pushSubscription.count()).toBe(0);
  });

  test('a visitor is asked to sign in, and nothing is stored or removed', async () => {
    const input = subscription('https://fcm.googleapis.com/fcm/send/visitor');
    const visitor = t.client();
    expectSignInFirst(await visitor.graphql(SAVE, { input }));
    await ana.client.graphql(SAVE, { input });
    expectSignInFirst(await visitor.graphql(REMOVE, { input: { endpoint: input.endpoint } }));
    expect(await t.db.pushSubscription.count()).toBe(1);
  });
});
