// The session cookie codec: a sealed cookie reads back, a tampered one never does (even after the
// genuine one was read and remembered), and another secret cannot read it.
import { expect, test } from 'vitest';
import { createSessionCodec, SESSION_COOKIE } from '../../api/src/session.ts';

const secret = 'a-session-secret-of-at-least-32-characters';

test('a sealed session reads back, again from the cache, and a tampered or foreign one does not', async () => {
  const codec = createSessionCodec({ secret, secure: true });
  const now = Date.now();
  const header = await codec.issue({ userId: 7, sessionId: 'abc', issuedAt: now });
  expect(header).toMatch(/HttpOnly; SameSite=Lax; Secure; Max-Age=/);
  const cookie = header.split(';')[0]!;
  expect(await codec.read(cookie)).toEqual({ userId: 7, sessionId: 'abc', issuedAt: now });
  expect(await codec.read(`other=1; ${cookie}`)).toEqual({ userId: 7, sessionId: 'abc', issuedAt: now });

  const sealed = cookie.slice(SESSION_COOKIE.length + 1);
  const tampered = `${SESSION_COOKIE}=${sealed.slice(0, -4)}AAAA`;
  expect(await codec.read(tampered).catch(() => null)).toBeNull();

  const stranger = createSessionCodec({ secret: `${secret}-other`, secure: false });
  expect(await stranger.read(cookie).catch(() => null)).toBeNull();
  expect(await codec.read(undefined)).toBeNull();
  expect(codec.clear()).toMatch(/Max-Age=0/);
});
