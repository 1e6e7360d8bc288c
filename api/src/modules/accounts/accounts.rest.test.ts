// The legacy account paths of docs/api.md (and GET /api/users/group/{n} of docs/product/accounts.md) on the
// REST shim: the spec's payloads and answers, { message } with a 4xx for every refusal, and the
// stored rows afterwards.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { upsertAdmin } from '../../admin.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { createTestApp, newMember, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { MESSAGES } from './inputs.ts';
import { logTo } from '../../lib/log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = (id: number) => t.db.user.findUnique({ where: { id } });
const countUsers = (username: string) => t.db.user.count({ where: { username } });
const SIGN_IN_FIRST = { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' };
const NOT_YOURS = { message: 'You can only change your own account', code: 'FORBIDDEN' };

function expectNoPasswordIn(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toContain('passwordHash');
  expect(text).not.toContain('passwordChangedAt');
  expect(text).not.toContain('scrypt$');
}

/** What the spec's client sends to POST /api/users: every user field, branding at its defaults. */
function signUpPayload(overrides: Record<string, unknown> = {}) {
  return {
    ...newMember({ email: 'member@example.org' }),
    appName: 'My Ministry Companion',
    backgroundImageUrl: '',
    primaryColor: '#ea580c',
    secondaryColor: '#fed7aa',
    isFirstLogin: true,
    setupCompleted: false,
    ...overrides,
  };
}

let admin: Promise<{ client: Client; user: User }> | undefined;
/** The file's one admin, made the way an operator makes one, then signed in. */
function theAdmin() {
  admin ??= (async () => {
    const username = `admin_${randomBytes(3).toString('hex')}`;
    const password = 'a long admin password';
    await upsertAdmin(t.db, username, password);
    const client = t.client();
    expect((await client.rest('POST', '/api/login', { username, password })).status).toBe(200);
    return { client, user: await t.db.user.findUniqueOrThrow({ where: { username } }) };
  })();
  return admin;
}

describe('POST /api/users', () => {
  test('creates the account from the spec payload, answers 201 with the user and signs it in', async () => {
    const client = t.client();
    const payload = signUpPayload({ groupNumber: 5 });
    const res = await client.rest('POST', '/api/users', payload);

    expect(res.status).toBe(201);
    const row = await t.db.user.findUniqueOrThrow({ where: { username: payload.username } });
    expect(res.body).toMatchObject({
      id: row.id,
      username: payload.username,
      email: 'member@example.org',
      fullName: 'Test Member',
      phoneNumber: '+1 555 0100',
      address: '1 Main Street',
      groupNumber: 5,
      appName: 'My Ministry Companion',
      backgroundImageUrl: '',
      primaryColor: '#ea580c',
      secondaryColor: '#fed7aa',
      isFirstLogin: true,
      setupCompleted: false,
    });
    expectNoPasswordIn(res.body);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(client.cookie).toMatch(/^mc_session=/);
    const current = await client.rest('GET', '/api/user/current');
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(row.id);
  });

  test('accepts service group 0 (another congregation)', async () => {
    const payload = signUpPayload({ groupNumber: 0 });
    const res = await t.client().rest('POST', '/api/users', payload);
    expect(res.status).toBe(201);
    expect(res.body.groupNumber).toBe(0);
    expect((await t.db.user.findUniqueOrThrow({ where: { username: payload.username } })).groupNumber).toBe(0);
  });

  test('refuses a missing or blank required field with 400 and the spec message', async () => {
    const before = await t.db.user.count();
    for (const field of ['username', 'password', 'fullName', 'phoneNumber', 'address', 'groupNumber']) {
      const missing: Record<string, unknown> = signUpPayload();
      delete missing[field];
      const blank: Record<string, unknown> = signUpPayload({ [field]: field === 'groupNumber' ? null : '' });
      for (const payload of [missing, blank]) {
        const client = t.client();
        const res = await client.rest('POST', '/api/users', payload);
        expect(res.status, `${field} = ${JSON.stringify(payload[field])}`).toBe(400);
        expect(res.body.message).toBe(MESSAGES.createRequired);
        expect(client.cookie).toBe('');
      }
    }
    expect(await t.db.user.count()).toBe(before);
  });

  test('refuses a service group outside 0 to 9 with 400', async () => {
    for (const groupNumber of [10, -1, 2.5, 'abc']) {
      const payload = signUpPayload({ groupNumber });
      const res = await t.client().rest('POST', '/api/users', payload);
      expect(res.status, String(groupNumber)).toBe(400);
      expect(res.body.message).toBe(MESSAGES.groupRange);
      expect(await countUsers(payload.username)).toBe(0);
    }
  });

  test('refuses a taken username with 409 and keeps the first account', async () => {
    const { user } = await signedInMember(t);
    const client = t.client();
    const res = await client.rest('POST', '/api/users', signUpPayload({ username: user.username, fullName: 'Someone Else' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MESSAGES.usernameTaken });
    expect(client.cookie).toBe('');
    expect(await countUsers(user.username)).toBe(1);
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses a body that is not JSON with 400', async () => {
    const payload = signUpPayload();
    const asText = await t.client().rest('POST', '/api/users', undefined, { 'content-type': 'text/plain' });
    expect(asText).toMatchObject({ status: 400, body: { message: 'Send the request body as JSON (Content-Type: application/json)' } });
    const broken = await t.app.fetch(
      new Request('http://localhost/api/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `${JSON.stringify(payload).slice(0, -1)},`,
      }),
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: 'The request body is not valid JSON' });
    expect(await countUsers(payload.username)).toBe(0);
  });
});

describe('POST /api/login', () => {
  test('answers the user and sets the session cookie', async () => {
    const { user, input } = await signedInMember(t);
    const client = t.client();
    const before = Date.now();
    const res = await client.rest('POST', '/api/login', { username: input.username, password: input.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username, groupNumber: 3 });
    expectNoPasswordIn(res.body);
    expect(client.cookie).toMatch(/^mc_session=/);
    expect((await userRow(user.id))!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  test('asks for both username and password with 400', async () => {
    for (const payload of [{ username: 'someone' }, { password: 'something' }, { username: '', password: '' }]) {
      const client = t.client();
      const res = await client.rest('POST', '/api/login', payload);
      expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.signInRequired } });
      expect(client.cookie).toBe('');
    }
  });

  test('refuses a wrong password with 401 and records nothing', async () => {
    const { user, input } = await signedInMember(t);
    const client = t.client();
    const res = await client.rest('POST', '/api/login', { username: input.username, password: 'not the password' });
    expect(res).toMatchObject({ status: 401, body: { message: MESSAGES.invalidCredentials } });
    expect(client.cookie).toBe('');
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses a body that is not JSON with 400', async () => {
    const res = await t.client().rest('POST', '/api/login', undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
  });

  test('answers 429 with Retry-After once the account has used up its failed attempts', async () => {
    const throttled = await createTestApp({ loginLimits: { perAccount: 3, perAddress: 100, windowSeconds: 60 } });
    try {
      const { user, input } = await signedInMember(throttled);
      for (let i = 0; i < 3; i += 1) {
        const res = await throttled.client().rest('POST', '/api/login', { username: input.username, password: 'wrong password' });
        expect(res.status).toBe(401);
      }
      const client = throttled.client();
      const res = await client.rest('POST', '/api/login', { username: input.username, password: input.password });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(client.cookie).toBe('');
      expect(await throttled.db.user.findUnique({ where: { id: user.id } })).toEqual(user);
    } finally {
      await throttled.close();
    }
  });
});

describe('POST /api/logout and GET /api/user/current', () => {
  test('the current user is read from the session; logout ends it', async () => {
    const { client, user } = await signedInMember(t);
    const current = await client.rest('GET', '/api/user/current');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: user.id, username: user.username, groupNumber: user.groupNumber, appName: user.appName });
    expectNoPasswordIn(current.body);

    const res = await client.rest('POST', '/api/logout');
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: 'Signed out' } });
    expect(client.cookie).toBe('');
    expect(await client.rest('GET', '/api/user/current')).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await userRow(user.id)).toEqual(user);
  });

  test('without a session the current user is 401', async () => {
    expect(await t.client().rest('GET', '/api/user/current')).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
  });
});

describe('PUT /api/users/{id}', () => {
  test('changes the user’s own fields from the spec payload; a blank password keeps the old one', async () => {
    const { client, user, input } = await signedInMember(t);
    const payload = {
      username: `${user.username}_x`,
      password: '',
      email: 'changed@example.org',
      fullName: 'Changed Name',
      phoneNumber: '+1 555 0111',
      address: '3 Hill Road',
      groupNumber: 9,
      appName: 'My Field Book',
      backgroundImageUrl: 'https://example.org/bg.jpg',
      primaryColor: '#2563eb',
      secondaryColor: '#dbeafe',
      isFirstLogin: false,
      setupCompleted: true,
    };
    const res = await client.rest('PUT', `/api/users/${user.id}`, { ...payload, currentPassword: input.password });
    const { password: _blank, ...stored } = payload;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, ...stored });
    expectNoPasswordIn(res.body);
    expect(await userRow(user.id)).toMatchObject({ ...stored, passwordHash: user.passwordHash });
    const login = await t.client().rest('POST', '/api/login', { username: payload.username, password: input.password });
    expect(login.status).toBe(200);
  });

  test('a new username or email without the right current password is 400 and changes nothing', async () => {
    const { client, user } = await signedInMember(t);
    for (const [payload, message] of [
      [{ username: `${user.username}_x` }, MESSAGES.currentPasswordForSignInDetails],
      [{ email: 'thief@example.org', currentPassword: 'not the password' }, MESSAGES.currentPasswordWrong],
    ] as const) {
      const res = await client.rest('PUT', `/api/users/${user.id}`, { ...payload, fullName: 'Not Saved' });
      expect(res, JSON.stringify(payload)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses another user’s id with 403 and leaves both accounts as they were', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const res = await client.rest('PUT', `/api/users/${other.user.id}`, { fullName: 'Hijacked', password: 'a new password' });
    expect(res).toMatchObject({ status: 403, body: NOT_YOURS });
    expect(await userRow(other.user.id)).toEqual(other.user);
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses without a session with 401', async () => {
    const { user } = await signedInMember(t);
    const res = await t.client().rest('PUT', `/api/users/${user.id}`, { fullName: 'Nobody' });
    expect(res).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses bad values with 400, a taken username with 409, and changes nothing', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ groupNumber: 10 }, 400, MESSAGES.groupRange],
      [{ groupNumber: 2.5 }, 400, MESSAGES.groupRange],
      [{ groupNumber: 'abc' }, 400, MESSAGES.groupRange],
      [{ primaryColor: 'orange' }, 400, 'Colours must be written as #rrggbb'],
      [{ backgroundImageUrl: 'javascript:alert(1)' }, 400, 'The background image must be a PNG, JPEG, GIF or WebP image, or an https address'],
      [
        { backgroundImageUrl: `data:image/png;base64,${Buffer.from('a text file renamed .png').toString('base64')}` },
        400,
        'The background image must be a PNG, JPEG, GIF or WebP image, or an https address',
      ],
      [{ password: 'short' }, 400, 'Password must be at least 8 characters'],
      [{ password: 'sunshine1' }, 400, COMMON_PASSWORD_MESSAGE],
      [{ username: other.user.username }, 409, MESSAGES.usernameTaken],
    ];
    for (const [payload, status, message] of cases) {
      const res = await client.rest('PUT', `/api/users/${user.id}`, payload);
      expect(res, JSON.stringify(payload)).toMatchObject({ status, body: { message } });
    }
    const text = await client.rest('PUT', `/api/users/${user.id}`, undefined, { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    expect(await userRow(user.id)).toEqual(user);
  });

  test('answers 404 for an id that names no user', async () => {
    const { client } = await signedInMember(t);
    const { client: adminClient } = await theAdmin();
    for (const id of ['abc', '1.5', '99999999999', '-1']) {
      expect(await client.rest('PUT', `/api/users/${id}`, { fullName: 'x' }), id).toMatchObject({ status: 404 });
    }
    const gone = await signedInMember(t);
    await t.db.user.delete({ where: { id: gone.user.id } });
    const res = await adminClient.rest('PUT', `/api/users/${gone.user.id}`, { fullName: 'x' });
    expect(res).toMatchObject({ status: 404, body: { message: 'Account not found' } });
    expect(await userRow(gone.user.id)).toBeNull();
  });

  test('a new password ends the user’s other sessions and keeps this one', async () => {
    const { client, user, input } = await signedInMember(t);
    const otherDevice = t.client();
    expect((await otherDevice.rest('POST', '/api/login', { username: input.username, password: input.password })).status).toBe(200);

    const unconfirmed = await client.rest('PUT', `/api/users/${user.id}`, { password: 'a brand new password' });
    expect(unconfirmed).toMatchObject({ status: 400, body: { message: MESSAGES.currentPasswordRequired } });
    const wrong = await client.rest('PUT', `/api/users/${user.id}`, { password: 'a brand new password', currentPassword: 'not it at all' });
    expect(wrong).toMatchObject({ status: 400, body: { message: MESSAGES.currentPasswordWrong } });
    expect((await userRow(user.id))!.passwordHash).toBe(user.passwordHash);
    expect((await otherDevice.rest('GET', '/api/user/current')).status).toBe(200);

    const res = await client.rest('PUT', `/api/users/${user.id}`, { password: 'a brand new password', currentPassword: input.password });
    expect(res.status).toBe(200);
    expect((await client.rest('GET', '/api/user/current')).status).toBe(200);
    expect(await otherDevice.rest('GET', '/api/user/current')).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect((await userRow(user.id))!.passwordHash).not.toBe(user.passwordHash);
    expect((await t.client().rest('POST', '/api/login', { username: input.username, password: input.password })).status).toBe(401);
    expect((await t.client().rest('POST', '/api/login', { username: input.username, password: 'a brand new password' })).status).toBe(200);
  });
});

describe('DELETE /api/users/{id}', () => {
  test('deletes the user’s own account and signs out', async () => {
    const { client, user } = await signedInMember(t);
    const res = await client.rest('DELETE', `/api/users/${user.id}`);
    expect(res).toMatchObject({ status: 200, body: { ok: true, id: user.id } });
    expect(client.cookie).toBe('');
    expect(await userRow(user.id)).toBeNull();
    expect((await client.rest('GET', '/api/user/current')).status).toBe(401);
  });

  test('refuses another user’s id with 403, no session with 401, and keeps the account', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    expect(await client.rest('DELETE', `/api/users/${other.user.id}`)).toMatchObject({ status: 403, body: NOT_YOURS });
    expect(await t.client().rest('DELETE', `/api/users/${other.user.id}`)).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    expect(await userRow(other.user.id)).toEqual(other.user);
  });

  test('answers 404 for an id that names no user', async () => {
    const { client: adminClient } = await theAdmin();
    const gone = await signedInMember(t);
    await t.db.user.delete({ where: { id: gone.user.id } });
    expect(await adminClient.rest('DELETE', `/api/users/${gone.user.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Account not found' },
    });
    expect(await adminClient.rest('DELETE', '/api/users/abc')).toMatchObject({ status: 404 });
  });
});

describe('an admin', () => {
  test('may change and delete another user, and stays signed in as themselves', async () => {
    const { client: adminClient, user: adminUser } = await theAdmin();
    const member = await signedInMember(t);

    const res = await adminClient.rest('PUT', `/api/users/${member.user.id}`, { fullName: 'Changed By Admin', setupCompleted: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.user.id, fullName: 'Changed By Admin', setupCompleted: true });
    expect(await userRow(member.user.id)).toMatchObject({ fullName: 'Changed By Admin', setupCompleted: true, passwordHash: member.user.passwordHash });

    expect(await adminClient.rest('DELETE', `/api/users/${member.user.id}`)).toMatchObject({ status: 200, body: { ok: true, id: member.user.id } });
    expect(await userRow(member.user.id)).toBeNull();
    const current = await adminClient.rest('GET', '/api/user/current');
    expect(current).toMatchObject({ status: 200, body: { id: adminUser.id, role: 'admin' } });
  });
});

describe('GET /api/users/group/{groupNumber}', () => {
  test('lists the members of the viewer’s own group as { id, username } only', async () => {
    const first = await signedInMember(t, { groupNumber: 2 });
    const second = await signedInMember(t, { groupNumber: 2 });
    await signedInMember(t, { groupNumber: 4 });
    const res = await first.client.rest('GET', '/api/users/group/2');
    expect(res.status).toBe(200);
    const inGroup = await t.db.user.findMany({ where: { groupNumber: 2 }, orderBy: { username: 'asc' } });
    expect(inGroup.map((u) => u.id)).toEqual(expect.arrayContaining([first.user.id, second.user.id]));
    expect(res.body).toEqual(inGroup.map((u) => ({ id: u.id, username: u.username })));
  });

  test('group 0 is no group: its list is empty, even for those in it', async () => {
    const { client } = await signedInMember(t, { groupNumber: 0 });
    await signedInMember(t, { groupNumber: 0 });
    const res = await client.rest('GET', '/api/users/group/0');
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [] });
  });

  test('refuses another group with 403, no session with 401, and a group outside 0 to 9 with 400', async () => {
    const { client } = await signedInMember(t, { groupNumber: 2 });
    expect(await client.rest('GET', '/api/users/group/5')).toMatchObject({
      status: 403,
      body: { message: 'You can only see the members of your own service group' },
    });
    expect(await t.client().rest('GET', '/api/users/group/2')).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
    for (const group of ['10', '-1', '2.5', 'abc']) {
      expect(await client.rest('GET', `/api/users/group/${group}`), group).toMatchObject({
        status: 400,
        body: { message: MESSAGES.groupRange },
      });
    }
  });

  test('an admin may list any group', async () => {
    const { client } = await theAdmin();
    const member = await signedInMember(t, { groupNumber: 7 });
    const res = await client.rest('GET', '/api/users/group/7');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ id: member.user.id, username: member.user.username });
  });
});

describe('cross-site requests', () => {
  const FOREIGN = { origin: 'https://evil.example' };

  test('a write with the Origin of another host is refused with 403 and does nothing', async () => {
    const { client, user, input } = await signedInMember(t);
    const put = await client.rest('PUT', `/api/users/${user.id}`, { fullName: 'Cross Site' }, FOREIGN);
    expect(put).toMatchObject({ status: 403, body: { message: 'Cross-site requests are not allowed' } });
    expect(await client.rest('DELETE', `/api/users/${user.id}`, undefined, FOREIGN)).toMatchObject({ status: 403 });
    expect(await userRow(user.id)).toEqual(user);

    const visitor = t.client();
    const login = await visitor.rest('POST', '/api/login', { username: input.username, password: input.password }, FOREIGN);
    expect(login.status).toBe(403);
    expect(visitor.cookie).toBe('');

    const payload = signUpPayload();
    expect((await t.client().rest('POST', '/api/users', payload, FOREIGN)).status).toBe(403);
    expect(await countUsers(payload.username)).toBe(0);
  });

  test('a write with this host’s own Origin is served', async () => {
    const { client, user } = await signedInMember(t);
    const res = await client.rest('PUT', `/api/users/${user.id}`, { fullName: 'Same Site' }, { origin: 'http://localhost' });
    expect(res.status).toBe(200);
    expect((await userRow(user.id))!.fullName).toBe('Same Site');
  });
});

test('an unknown API path is 404 with a message for a member (a visitor is asked to sign in first)', async () => {
  const { client } = await signedInMember(t);
  expect(await client.rest('GET', '/api/nothing-here')).toMatchObject({ status: 404, body: { message: 'No such API path' } });
  expect(await t.client().rest('GET', '/api/nothing-here')).toMatchObject({ status: 401 });
});

test('an unexpected failure answers 500 with a generic message; the log has the cause', async () => {
  const broken = await createTestApp();
  const logged: string[] = [];
  const undo = logTo((_level, line) => logged.push(line));
  try {
    const { client } = await signedInMember(broken);
    // A database that lost a table stands in for any failure the code does not expect.
    await broken.db.$executeRawUnsafe(`ALTER TABLE ${broken.database.table('User')} RENAME TO "UserGone"`);
    const res = await client.rest('GET', '/api/user/current');
    expect(res).toEqual(
      expect.objectContaining({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }),
    );
    // One JSON line of the server log, naming the request and the cause.
    const entry = JSON.parse(logged.find((line) => line.includes('unexpected-error'))!);
    expect(entry).toMatchObject({ level: 'error', event: 'unexpected-error', method: 'GET', path: '/api/user/current' });
    expect(JSON.stringify(entry.error)).toMatch(/User/);
  } finally {
    undo();
    await broken.close();
  }
});

describe('POST /api/users with the spec payload', () => {
  test('keeps the branding fields and setup flags the spec sends with a sign-up', async () => {
    const client = t.client();
    const input = newMember({ appName: 'Group Four Helper', primaryColor: '#2563eb', secondaryColor: '#bfdbfe', setupCompleted: true, isFirstLogin: false });
    const answer = await client.rest('POST', '/api/users', input);
    expect(answer.status).toBe(201);
    const row = await t.db.user.findUniqueOrThrow({ where: { username: input.username } });
    expect(row).toMatchObject({ appName: 'Group Four Helper', primaryColor: '#2563eb', secondaryColor: '#bfdbfe', setupCompleted: true, isFirstLogin: false });
  });

  test('refuses a bad colour in the sign-up and stores no account', async () => {
    const input = newMember({ primaryColor: 'orange' });
    const answer = await t.client().rest('POST', '/api/users', input);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Colours must be written as #rrggbb');
    expect(await t.db.user.count({ where: { username: input.username } })).toBe(0);
  });
});
