// The session cookie codec: a sealed cookie reads back, a tampered one never does (even after the
// genuine one was read and remembered), and another secret cannot read it. Rotation: a cookie
// sealed with a previous secret (SESSION_SECRET_PREVIOUS) still opens and comes back sealed with
// the current one; a secret in neither place opens nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import { createSessionCodec, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../api/src/access/session.ts';
import { changeAccount, createTestApp, newMember, signedInMember } from './harness.ts';

const secret = 'a-session-secret-of-at-least-32-characters';
const previous = 'the-previous-session-secret-also-32-characters';
const unknown = 'a-secret-this-app-was-never-given-32-characters';
const pairOf = (setCookie: string) => setCookie.split(';')[0]!;

test('a sealed session reads back, again from the cache, and a tampered or foreign one does not', async () => {
  const codec = createSessionCodec({ secret, secure: true });
  const now = Date.now();
  const header = await codec.issue({ userId: 7, sessionId: 'abc', issuedAt: now });
  expect(header).toMatch(/^__Host-mc_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=/);
  expect(header).not.toMatch(/Domain=/i);
  const cookie = header.split(';')[0]!;
  expect(await codec.read(cookie)).toEqual({ userId: 7, sessionId: 'abc', issuedAt: now });
  expect(await codec.read(`other=1; ${cookie}`)).toEqual({ userId: 7, sessionId: 'abc', issuedAt: now });

  const sealed = cookie.slice(SECURE_SESSION_COOKIE.length + 1);
  const tampered = `${SECURE_SESSION_COOKIE}=${sealed.slice(0, -4)}AAAA`;
  expect(await codec.read(tampered).catch(() => null)).toBeNull();

  const stranger = createSessionCodec({ secret: `${secret}-other`, secure: true });
  expect(await stranger.read(cookie).catch(() => null)).toBeNull();
  expect(await codec.read(undefined)).toBeNull();
  expect(codec.clear()).toMatch(/^__Host-mc_session=; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=0$/);
});

test('over HTTPS only the __Host- cookie is read; over plain HTTP the plain name, without Secure', async () => {
  const secure = createSessionCodec({ secret, secure: true });
  const plain = createSessionCodec({ secret, secure: false });
  const data = { userId: 7, sessionId: 'abc', issuedAt: Date.now() };
  const sealed = (await secure.issue(data)).split(';')[0]!.slice(SECURE_SESSION_COOKIE.length + 1);
  // The same sealed value under the plain name, as another host could set it: not read over HTTPS.
  expect(await secure.read(`${SESSION_COOKIE}=${sealed}`)).toBeNull();
  expect(await secure.read(`${SECURE_SESSION_COOKIE}=${sealed}`)).toEqual(data);
  expect(await plain.read(`${SESSION_COOKIE}=${sealed}`)).toEqual(data);
  const plainHeader = await plain.issue(data);
  expect(plainHeader).toMatch(/^mc_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=/);
  expect(plainHeader).not.toContain('Secure');
});

test('an app served over HTTPS signs in with the __Host- cookie, and reads it back on the next request', async () => {
  const t = await createTestApp({ secureCookies: true });
  try {
    const member = newMember();
    const client = t.client();
    const created = await client.rest('POST', '/api/users', member);
    expect(created.status).toBe(201);
    expect(client.cookie).toMatch(/^__Host-mc_session=/);
    expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
    expect((await client.rest('POST', '/api/logout')).status).toBe(200);
    expect((await client.rest('GET', '/api/user/current')).status).toBe(401);
  } finally {
    await t.close();
  }
});

test('after rotation a cookie sealed with a previous secret opens; an unknown secret’s does not; new cookies need the new secret', async () => {
  const data = { userId: 7, sessionId: 'abc', issuedAt: Date.now() };
  const before = createSessionCodec({ secret: previous, secure: false });
  const after = createSessionCodec({ secret, previousSecrets: [previous], secure: false });

  const oldCookie = pairOf(await before.issue(data));
  expect(await after.open(oldCookie)).toEqual({ data, sealedWithPrevious: true });
  expect(await after.read(oldCookie)).toEqual(data);

  const newCookie = pairOf(await after.issue(data));
  expect(await after.open(newCookie)).toEqual({ data, sealedWithPrevious: false });
  expect(await before.read(newCookie)).toBeNull();

  const foreign = pairOf(await createSessionCodec({ secret: unknown, secure: false }).issue(data));
  expect(await after.read(foreign)).toBeNull();
  // Once the previous secret leaves the list, its cookies open no more.
  expect(await createSessionCodec({ secret, secure: false }).read(oldCookie)).toBeNull();
});

test('a rotated session secret signs no one out: the old cookie is accepted and answered with one sealed by the new secret', async () => {
  const t = await createTestApp({ sessionSecret: secret, previousSessionSecrets: [previous] });
  try {
    const { client } = await signedInMember(t);
    const session = (await t.app.deps.sessions.codec.read(client.cookie))!;
    // The cookie the browser got before the rotation, when `previous` was the only secret.
    client.cookie = pairOf(await createSessionCodec({ secret: previous, secure: false }).issue(session));

    const viaRest = await client.rest('GET', '/api/user/current');
    expect(viaRest.status).toBe(200);
    expect(viaRest.headers.getSetCookie()).toHaveLength(1);
    const onlyNew = createSessionCodec({ secret, secure: false });
    const onlyOld = createSessionCodec({ secret: previous, secure: false });
    expect(await onlyNew.read(client.cookie)).toEqual(session);
    expect(await onlyOld.read(client.cookie)).toBeNull();

    // Sealed with the current secret now: the next answer sets no cookie.
    const again = await client.rest('GET', '/api/user/current');
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);

    // Over GraphQL too: the old cookie is accepted and replaced.
    client.cookie = pairOf(await onlyOld.issue(session));
    expect((await client.graphql('{ viewer { username } }')).data.viewer).not.toBeNull();
    expect(await onlyNew.read(client.cookie)).toEqual(session);

    const stranger = t.client();
    stranger.cookie = pairOf(await createSessionCodec({ secret: unknown, secure: false }).issue(session));
    expect((await stranger.rest('GET', '/api/user/current')).status).toBe(401);
    expect((await stranger.graphql('{ viewer { username } }')).data.viewer).toBeNull();
  } finally {
    await t.close();
  }
});

test('SESSION_SECRET_PREVIOUS is read comma-separated; a short secret anywhere stops the start, named by place, not value', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-secrets-'));
  const saved = { ...process.env };
  try {
    process.env.SESSION_SECRET = secret;
    process.env.SESSION_SECRET_PREVIOUS = ` ${previous} , ${unknown},`;
    expect(loadConfig({ dataDir }).previousSessionSecrets).toEqual([previous, unknown]);

    process.env.SESSION_SECRET_PREVIOUS = `${previous},too-short-a-secret`;
    expect(() => loadConfig({ dataDir })).toThrow('SESSION_SECRET_PREVIOUS: secret 2 of 2 is shorter than 32 characters');
    expect(() => loadConfig({ dataDir })).not.toThrow(/too-short-a-secret/);

    delete process.env.SESSION_SECRET_PREVIOUS;
    process.env.SESSION_SECRET = 'short';
    expect(() => loadConfig({ dataDir })).toThrow('SESSION_SECRET must be at least 32 characters long');

    delete process.env.SESSION_SECRET;
    writeFileSync(join(dataDir, 'session-secret'), 'short\n');
    expect(() => loadConfig({ dataDir })).toThrow(/session-secret must hold a secret of at least 32 characters/);
  } finally {
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a session read is kept a moment: the next requests of the session read no row, and an ending, even mid-read, is seen at once', async () => {
  const t = await createTestApp();
  try {
    const { client, user } = await signedInMember(t);
    const sessions = t.app.deps.sessions;
    const reads = vi.spyOn(t.db.user, 'findFirst');
    expect((await sessions.read(client.cookie))?.user.id).toBe(user.id);
    expect((await sessions.read(client.cookie))?.user.id).toBe(user.id);
    expect(reads).toHaveBeenCalledTimes(1);

    // A change of the account: read again.
    await changeAccount(t, { id: user.id }, { fullName: 'Renamed Member' });
    expect((await sessions.read(client.cookie))?.user.fullName).toBe('Renamed Member');
    expect(reads).toHaveBeenCalledTimes(2);

    // The session ends while its row is being read: that read answers its own request, and is not kept.
    const [session] = await t.db.session.findMany({ where: { userId: user.id } });
    const midRead = async () => {
      const found = await t.db.user.findUnique({ where: { id: user.id } });
      await sessions.end({ userId: user.id, sessionIds: [session!.id] });
      return found;
    };
    reads.mockImplementationOnce((() => midRead()) as unknown as typeof t.db.user.findFirst);
    await sessions.forget(user.id);
    expect((await sessions.read(client.cookie))?.user.id).toBe(user.id);
    expect(await sessions.read(client.cookie)).toBeNull();
    reads.mockRestore();
  } finally {
    await t.close();
  }
});
