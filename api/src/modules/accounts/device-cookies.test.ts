// Device cookies (docs/decisions.md, "Throttling"): a browser the member signed in from before
// keeps a count of its own, so wrong passwords sent from elsewhere lock the account for everyone
// but that browser. Through GraphQL and REST, with the counts in memory and in Redis (skipped,
// with the reason printed, when nothing answers at 127.0.0.1:6379).
import { sealData, unsealData } from 'iron-session';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { isReachable, skipReason } from '../../../../tests/api/reachable.ts';
import { createLoginLimiter } from '../../lib/rate-limit.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, DEVICE_COOKIE_PATHS, SECURE_DEVICE_COOKIE } from './device-cookies.ts';
import { MESSAGES } from './inputs.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const redisUp = await isReachable(REDIS_URL, 6379);
if (!redisUp) skipReason('The device cookie tests with Redis', REDIS_URL);

// Small limits: every counted wrong password costs a password hash, and the tests send many.
const LIMITS = { perAccount: 2, perAddress: 1000, perDevice: 2, windowSeconds: 60 };
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }';
const LOGOUT = 'mutation { logout { ok } }';
const DELETE = 'mutation { deleteAccount(input: {}) { __typename } }';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const signInOverGraphQL = async (client: Client, username: string, password: string) =>
  (await client.graphql(LOGIN, { input: { username, password } })).data.login as { __typename: string; message?: string };
const signInOverRest = (client: Client, username: string, password: string) =>
  client.rest('POST', '/api/login', { username, password });

/** The `name=value` of the device cookie a client holds. */
function deviceCookieOf(client: Client): string {
  const pair = client.cookie.split('; ').find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  expect(pair, 'the client holds a device cookie').toBeDefined();
  return pair!;
}

/** A browser with nothing but this cookie. */
function browserWith(t: TestApp, cookie: string): Client {
  const client = t.client();
  client.cookie = cookie;
  return client;
}

function throttleTests(store: string, redisUrl: string | undefined) {
  /** Signs in once over GraphQL and out again: what the browser keeps is its device cookie alone. */
  async function browserSignedInBefore(t: TestApp, username: string, password: string): Promise<Client> {
    const client = t.client();
    expect((await signInOverGraphQL(client, username, password)).__typename).toBe('SignedIn');
    expect((await client.graphql(LOGOUT)).data.logout.ok).toBe(true);
    expect(client.cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+$`));
    return client;
  }

  /** Wrong passwords from browsers without a device cookie, up to the account's limit: it is locked. */
  async function lockFromElsewhere(t: TestApp, username: string) {
    for (let i = 0; i < LIMITS.perAccount; i += 1) {
      expect((await signInOverGraphQL(t.client(), username, 'wrong password')).__typename).toBe('AuthenticationError');
    }
    expect(await signInOverGraphQL(t.client(), username, 'wrong password')).toEqual({ __typename: 'RateLimitError', message: TOO_MANY });
  }

  /** With Redis, the count is there, where every instance of the app reads it. */
  async function expectCountedInStore(key: string) {
    if (!redisUrl) return;
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    try {
      expect(await redis.exists(key), key).toBe(1);
    } finally {
      redis.disconnect();
    }
  }

  // Each test signs in with real passwords a dozen times: hashing them takes seconds on a busy machine.
  describe.skipIf(redisUrl !== undefined && !redisUp)(`device cookies, counted ${store}`, { timeout: 90_000 }, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ loginLimits: LIMITS, ...(redisUrl ? { redisUrl } : {}) });
    });
    afterAll(() => t?.close());

    test('with the account locked by wrong passwords from elsewhere, the right password gets in from a browser it signed in from before, and from no other', async () => {
      const { input } = await signedInMember(t);
      const phone = await browserSignedInBefore(t, input.username, input.password);
      await lockFromElsewhere(t, input.username);
      await expectCountedInStore(`login_account:${input.username.toLowerCase()}`);

      const stranger = t.client();
      expect(await signInOverGraphQL(stranger, input.username, input.password)).toEqual({ __typename: 'RateLimitError', message: TOO_MANY });
      expect(stranger.cookie).toBe('');

      expect((await signInOverGraphQL(phone, input.username, input.password)).__typename).toBe('SignedIn');
      expect((await phone.graphql('{ viewer { username } }')).data.viewer.username).toBe(input.username);
      // The owner's sign-in does not start the account's count again for the others.
      expect((await signInOverGraphQL(t.client(), input.username, input.password)).__typename).toBe('RateLimitError');
      // A wrong password from the phone answers as anywhere else.
      expect(await signInOverGraphQL(phone, input.username, 'wrong password')).toEqual({
        __typename: 'AuthenticationError',
        message: MESSAGES.invalidCredentials,
      });
    });

    test('over REST too: POST /api/login lets in the browser signed in from before while the account is locked', async () => {
      const { user, input } = await signedInMember(t);
      const fromGraphQL = await browserSignedInBefore(t, input.username, input.password);
      const laptop = t.client();
      expect((await signInOverRest(laptop, input.username, input.password)).status).toBe(200);
      expect((await laptop.rest('POST', '/api/logout')).status).toBe(200);
      const device = deviceCookieOf(laptop);
      expect(laptop.cookie).toBe(device);
      for (let i = 0; i < LIMITS.perAccount; i += 1) {
        expect((await signInOverRest(t.client(), input.username, 'wrong password')).status).toBe(401);
      }
      const stranger = await signInOverRest(t.client(), input.username, input.password);
      expect(stranger).toMatchObject({ status: 429, body: { message: TOO_MANY } });

      const signedIn = await signInOverRest(laptop, input.username, input.password);
      expect(signedIn).toMatchObject({ status: 200, body: { id: user.id, username: input.username } });
      // The cookie a GraphQL sign-in gave counts at REST alike, and the other way round.
      expect((await signInOverRest(fromGraphQL, input.username, input.password)).status).toBe(200);
      expect((await signInOverGraphQL(browserWith(t, deviceCookieOf(laptop)), input.username, input.password)).__typename).toBe('SignedIn');
    });

    test('a device cookie’s own limit locks only that cookie, and its attempts never count against the account', async () => {
      const { input } = await signedInMember(t);
      const phone = await browserSignedInBefore(t, input.username, input.password);
      const tablet = await browserSignedInBefore(t, input.username, input.password);

      // The phone's wrong passwords leave the account's count alone: a browser without a device
      // cookie still gets in with the right password.
      for (let i = 0; i < LIMITS.perDevice; i += 1) {
        expect((await signInOverGraphQL(phone, input.username, 'wrong password')).__typename).toBe('AuthenticationError');
      }
      const { nonce } = await unsealData<{ nonce: string }>(deviceCookieOf(phone).slice(DEVICE_COOKIE.length + 1), {
        password: t.app.deps.config.sessionSecret,
      });
      await expectCountedInStore(`login_device:${nonce}`);
      expect((await signInOverGraphQL(t.client(), input.username, input.password)).__typename).toBe('SignedIn');

      // Past its limit the phone's cookie is worth nothing: it is counted as any browser is, and
      // with the account locked from elsewhere it is refused even with the right password.
      await lockFromElsewhere(t, input.username);
      expect(await signInOverGraphQL(phone, input.username, input.password)).toEqual({ __typename: 'RateLimitError', message: TOO_MANY });
      expect(phone.cookie).toBe(deviceCookieOf(phone));
      // The tablet's cookie is untouched.
      expect((await signInOverGraphQL(tablet, input.username, input.password)).__typename).toBe('SignedIn');
    });

    test('a forged, tampered, foreign-secret, session or other account’s device cookie does not help', async () => {
      const { input } = await signedInMember(t);
      const other = await signedInMember(t);
      const otherAccountsDevice = deviceCookieOf(await browserSignedInBefore(t, other.input.username, other.input.password));
      const sessionBrowser = t.client();
      expect((await signInOverGraphQL(sessionBrowser, input.username, input.password)).__typename).toBe('SignedIn');
      const genuine = deviceCookieOf(sessionBrowser).slice(DEVICE_COOKIE.length + 1);
      const session = sessionBrowser.cookie.split('; ').find((cookie) => cookie.startsWith('mc_session='))!.slice('mc_session='.length);
      // The genuine cookie's own contents, sealed with a secret the app does not hold.
      const contents = await unsealData<Record<string, unknown>>(genuine, { password: t.app.deps.config.sessionSecret, ttl: 0 });
      expect(Object.keys(contents).length).toBeGreaterThan(0);
      const foreign = await sealData(contents, { password: 'a-secret-this-app-has-never-held-anywhere' });

      await lockFromElsewhere(t, input.username);
      for (const [what, cookie] of [
        ['another account’s device cookie', otherAccountsDevice],
        ['a tampered one', `${DEVICE_COOKIE}=${genuine.slice(0, -4)}AAAA`],
        ['one sealed with another secret', `${DEVICE_COOKIE}=${foreign}`],
        ['a session cookie under the device cookie’s name', `${DEVICE_COOKIE}=${session}`],
        ['made up', `${DEVICE_COOKIE}=Fe26.2**made-up`],
        ['a malformed escape', `${DEVICE_COOKIE}=%E0%A4%A`],
      ] as const) {
        const client = browserWith(t, cookie);
        expect(await signInOverGraphQL(client, input.username, input.password), what).toEqual({ __typename: 'RateLimitError', message: TOO_MANY });
        expect((await signInOverRest(browserWith(t, cookie), input.username, input.password)).status, what).toBe(429);
      }
      // The genuine one, for comparison.
      expect((await signInOverGraphQL(browserWith(t, `${DEVICE_COOKIE}=${genuine}`), input.username, input.password)).__typename).toBe('SignedIn');
    });

    test('the account deleted, its device cookie names no account: a new account of the same name gets nothing from it', async () => {
      const { input } = await signedInMember(t);
      const browser = t.client();
      expect((await signInOverGraphQL(browser, input.username, input.password)).__typename).toBe('SignedIn');
      expect((await browser.graphql(DELETE)).data.deleteAccount.__typename).toBe('AccountDeleted');
      const device = deviceCookieOf(browser);

      await signedInMember(t, { username: input.username });
      await lockFromElsewhere(t, input.username);
      expect((await signInOverGraphQL(browserWith(t, device), input.username, input.password)).__typename).toBe('RateLimitError');
    });
  });

  describe.skipIf(redisUrl !== undefined && !redisUp)(`the device count, ${store}`, () => {
    test('simultaneous attempts from one device cookie increment and check atomically', async () => {
      const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
      try {
        const limiter = createLoginLimiter({ perAccount: 1000, perAddress: 1000, perDevice: 5, windowSeconds: 60 }, redis);
        const device = `device-${Date.now()}-${Math.random()}`;
        const counted = await Promise.all(Array.from({ length: 8 }, () => limiter.attemptOnDevice(device)));
        expect(counted.filter(Boolean)).toHaveLength(5);
        await limiter.succeededOnDevice(device);
        expect(await limiter.attemptOnDevice(device)).toBe(true);
      } finally {
        redis?.disconnect();
      }
    });
  });
}

throttleTests('in memory', undefined);
throttleTests('in Redis', REDIS_URL);

describe('the device cookie itself', { timeout: 90_000 }, () => {
  test('sign-in and sign-up set it HttpOnly, SameSite=Lax, for the sign-in paths only, for a year; sign-out keeps it', async () => {
    const t = await createTestApp({ loginLimits: LIMITS });
    try {
      const { input } = await signedInMember(t);
      const client = t.client();
      const signedIn = await signInOverRest(client, input.username, input.password);
      const devices = signedIn.headers.getSetCookie().filter((header) => header.startsWith(`${DEVICE_COOKIE}=`));
      expect(devices.map((header) => /; Path=([^;]+);/.exec(header)?.[1])).toEqual([...DEVICE_COOKIE_PATHS]);
      for (const header of devices) {
        expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+; Path=[^;]+; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}$`));
      }
      expect(new Set(devices.map((header) => header.split(';')[0])).size).toBe(1);

      const signedOut = await client.rest('POST', '/api/logout');
      expect(signedOut.headers.getSetCookie().some((header) => header.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);
      expect(client.cookie).toBe(devices[0]!.split(';')[0]);

      const signUp = await t.client().rest('POST', '/api/users', { ...input, username: `${input.username}_2` });
      expect(signUp.status).toBe(201);
      expect(signUp.headers.getSetCookie().filter((header) => header.startsWith(`${DEVICE_COOKIE}=`))).toHaveLength(DEVICE_COOKIE_PATHS.length);
    } finally {
      await t.close();
    }
  });

  test('after the session secret is rotated, a device cookie sealed with the previous one still counts on its own', async () => {
    const previous = 'the-secret-this-app-sealed-with-until-now';
    const t = await createTestApp({ loginLimits: LIMITS, previousSessionSecrets: [previous] });
    try {
      const { input } = await signedInMember(t);
      const browser = t.client();
      expect((await signInOverGraphQL(browser, input.username, input.password)).__typename).toBe('SignedIn');
      const current = deviceCookieOf(browser).slice(DEVICE_COOKIE.length + 1);
      const contents = await unsealData<Record<string, unknown>>(current, { password: t.app.deps.config.sessionSecret });
      const sealedBefore = await sealData(contents, { password: previous, ttl: DEVICE_COOKIE_DAYS * 86_400 });
      for (let i = 0; i < LIMITS.perAccount; i += 1) {
        expect((await signInOverGraphQL(t.client(), input.username, 'wrong password')).__typename).toBe('AuthenticationError');
      }
      const before = browserWith(t, `${DEVICE_COOKIE}=${sealedBefore}`);
      expect((await signInOverGraphQL(before, input.username, input.password)).__typename).toBe('SignedIn');
      // It went back sealed with the current secret.
      const renewed = deviceCookieOf(before).slice(DEVICE_COOKIE.length + 1);
      expect(Object.keys(await unsealData(renewed, { password: t.app.deps.config.sessionSecret })).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  test('over HTTPS it is Secure, named with the __Secure- prefix, and only that name is read', async () => {
    const t = await createTestApp({ loginLimits: LIMITS, secureCookies: true });
    try {
      const { input } = await signedInMember(t);
      const client = t.client();
      const signedIn = await signInOverRest(client, input.username, input.password);
      const devices = signedIn.headers.getSetCookie().filter((header) => header.includes('mc_device='));
      expect(devices).toHaveLength(DEVICE_COOKIE_PATHS.length);
      for (const header of devices) expect(header).toMatch(new RegExp(`^${SECURE_DEVICE_COOKIE}=[^;]+; Path=[^;]+; HttpOnly; SameSite=Lax; Secure; Max-Age=`));
      const sealed = devices[0]!.split(';')[0]!.slice(SECURE_DEVICE_COOKIE.length + 1);

      for (let i = 0; i < LIMITS.perAccount; i += 1) {
        expect((await signInOverRest(t.client(), input.username, 'wrong password')).status).toBe(401);
      }
      // The same value under the plain name, as a page over plain HTTP could set it: not read.
      expect((await signInOverRest(browserWith(t, `${DEVICE_COOKIE}=${sealed}`), input.username, input.password)).status).toBe(429);
      expect((await signInOverRest(browserWith(t, `${SECURE_DEVICE_COOKIE}=${sealed}`), input.username, input.password)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
