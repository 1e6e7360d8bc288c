// The session cookie codec: a sealed cookie reads back, a tampered one never does (even after the
// genuine one was read and remembered), and another secret cannot read it.
import { expect, test } from 'vitest';
import { createSessionCodec, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../api/src/session.ts';
import { createTestApp, newMember } from './harness.ts';

const secret = 'a-session-secret-of-at-least-32-characters';

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
