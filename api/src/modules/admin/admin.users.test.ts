// The Users tab and its REST paths: the searchable, paginated list; edit (a blank password keeps
// the current one; flags and roles); create; delete; the last admin kept; GET /api/users for the
// dashboard. And the app settings: validation, images checked by their bytes, and a change that
// reaches a member's open subscription.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, graphqlMember, newMember, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { BREACHED_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { signedInAdmin } from './test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, { username: 'zz_admin' });
});
afterAll(() => t.close());
let started: Promise<string> | undefined;
const serverBase = () => (started ??= t.app.start(0, '127.0.0.1'));

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const LIST = `query ($search: String, $after: String) {
  adminUsers(first: 2, search: $search, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { username } } }
}`;
const UPDATE = `mutation ($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) {
  __typename ... on AdminUserUpdated { user { username isFirstLogin setupCompleted isConductor isElder role } } ... on Error { message }
} }`;

test('the list pages through every account and searches username, full name and email ignoring case', async () => {
  await signedInMember(t, { username: 'alpha_one', fullName: 'Ñandú Pérez', email: 'Alpha@Example.org' });
  await signedInMember(t, { username: 'beta_two', fullName: 'Beta Person' });
  await signedInMember(t, { username: 'gamma_three', fullName: 'Gamma Person' });
  const first = await admin.client.graphql(LIST, {});
  expect(first.data.adminUsers.totalCount).toBe(4);
  expect(first.data.adminUsers.edges.map((e: any) => e.node.username)).toEqual(['alpha_one', 'beta_two']);
  const second = await admin.client.graphql(LIST, { after: first.data.adminUsers.pageInfo.endCursor });
  expect(second.data.adminUsers.edges.map((e: any) => e.node.username)).toEqual(['gamma_three', 'zz_admin']);
  expect(second.data.adminUsers.pageInfo.hasNextPage).toBe(false);

  for (const [search, expected] of [['ñandú', ['alpha_one']], ['EXAMPLE.ORG', ['alpha_one']], ['person', ['beta_two', 'gamma_three']], ['none-such', []]] as const) {
    const found = await admin.client.graphql(LIST, { search });
    expect(found.data.adminUsers.edges.map((e: any) => e.node.username), search).toEqual(expected);
    expect(found.data.adminUsers.totalCount).toBe(expected.length);
  }
});

test('an edit changes flags and roles; a blank password keeps the current one', async () => {
  const member = await signedInMember(t, { groupNumber: 2 });
  const hash = member.user.passwordHash;
  const edited = await admin.client.graphql(UPDATE, {
    input: { id: gid('User', member.user.id), password: '', isFirstLogin: false, setupCompleted: true, isConductor: true, isElder: true, email: 'new@example.org' },
  });
  expect(edited.data.adminUpdateUser).toEqual({
    __typename: 'AdminUserUpdated',
    user: { username: member.user.username, isFirstLogin: false, setupCompleted: true, isConductor: true, isElder: true, role: 'user' },
  });
  const row = await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } });
  expect(row.passwordHash).toBe(hash);
  expect(row.email).toBe('new@example.org');

  const bad = await admin.client.graphql(UPDATE, { input: { id: gid('User', member.user.id), primaryColor: 'orange', email: 'nope' } });
  expect(bad.data.adminUpdateUser.__typename).toBe('ValidationError');
  const taken = await admin.client.graphql(UPDATE, { input: { id: gid('User', member.user.id), username: 'zz_admin' } });
  expect(taken.data.adminUpdateUser).toMatchObject({ __typename: 'ConflictError', message: 'That username is already taken' });
  expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).username).toBe(member.user.username);

  // The REST path with the original payload; a new password there replaces the old one.
  const put = await admin.client.rest('PUT', `/api/admin/users/${member.user.id}`, {
    username: member.user.username,
    email: 'rest@example.org',
    appName: 'Their App',
    backgroundImageUrl: '',
    primaryColor: '#123456',
    secondaryColor: '#abcdef',
    isFirstLogin: true,
    setupCompleted: false,
    password: 'a changed password',
  });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({ appName: 'Their App', primaryColor: '#123456', isFirstLogin: true, setupCompleted: false });
  expect(put.body.passwordHash).toBeUndefined();
  expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).passwordHash).not.toBe(hash);
  expect((await admin.client.rest('PUT', '/api/admin/users/999999', { fullName: 'X' })).status).toBe(404);
}, 60_000);

test('an admin setting a member’s password from the breached list is refused, and nothing changes', async () => {
  const member = await signedInMember(t, { groupNumber: 2 });
  const set = await admin.client.graphql(UPDATE, { input: { id: gid('User', member.user.id), password: 'blahblahblah' } });
  expect(set.data.adminUpdateUser).toEqual({ __typename: 'ValidationError', message: BREACHED_PASSWORD_MESSAGE });
  const rest = await admin.client.rest('PUT', `/api/admin/users/${member.user.id}`, { password: 'lovelovelove' });
  expect(rest).toMatchObject({ status: 400, body: { message: BREACHED_PASSWORD_MESSAGE } });
  expect(await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).toEqual(member.user);
});

test('an admin sets a member’s password without their current one, but their own only with it', async () => {
  const member = await signedInMember(t, { groupNumber: 2 });
  const set = await admin.client.graphql(UPDATE, { input: { id: gid('User', member.user.id), password: 'lantern orchard wheel' } });
  expect(set.data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
  expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).passwordHash).not.toBe(member.user.passwordHash);

  const own = { id: gid('User', admin.user.id), password: 'quiet harbour lamp' };
  const hash = (await t.db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).passwordHash;
  const unconfirmed = await admin.client.graphql(UPDATE, { input: own });
  expect(unconfirmed.data.adminUpdateUser).toEqual({ __typename: 'ValidationError', message: 'Enter your current password to set a new one' });
  const wrong = await admin.client.graphql(UPDATE, { input: { ...own, currentPassword: 'not my password at all' } });
  expect(wrong.data.adminUpdateUser).toEqual({ __typename: 'ValidationError', message: 'The current password is not right' });
  expect((await t.db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).passwordHash).toBe(hash);
  const confirmed = await admin.client.graphql(UPDATE, { input: { ...own, currentPassword: admin.input.password } });
  expect(confirmed.data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
  // Put back: later tests sign in as this admin with the shared password.
  const back = await admin.client.graphql(UPDATE, { input: { ...own, password: admin.input.password, currentPassword: 'quiet harbour lamp' } });
  expect(back.data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
});

test('create and delete, over GraphQL and REST', async () => {
  const CREATE = `mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) {
    __typename ... on AdminUserCreated { user { id username isElder } } ... on Error { message } } }`;
  const input = { ...graphqlMember({ username: 'made_by_admin' }), email: undefined, isElder: true };
  const created = await admin.client.graphql(CREATE, { input });
  expect(created.data.adminCreateUser).toMatchObject({ __typename: 'AdminUserCreated', user: { username: 'made_by_admin', isElder: true } });
  // The admin stays signed in as themselves.
  expect((await admin.client.graphql('{ viewer { username } }')).data.viewer.username).toBe('zz_admin');
  const missing = await admin.client.graphql(CREATE, { input: { username: 'x_only' } });
  expect(missing.data.adminCreateUser.__typename).toBe('ValidationError');
  expect(await t.db.activityEvent.count({ where: { kind: 'account-created', username: 'made_by_admin' } })).toBe(1);

  const byRest = await admin.client.rest('POST', '/api/admin/users', { ...newMember({ username: 'rest_made' }), email: undefined });
  expect(byRest.status).toBe(201);
  const del = await admin.client.rest('DELETE', `/api/admin/users/${byRest.body.id}`);
  expect(del).toMatchObject({ status: 200, body: { ok: true, id: byRest.body.id } });
  const DELETE = 'mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { __typename ... on Error { message } } }';
  const gone = await admin.client.graphql(DELETE, { id: created.data.adminCreateUser.user.id });
  expect(gone.data.adminDeleteUser.__typename).toBe('AdminUserDeleted');
  expect(await t.db.user.count({ where: { username: { in: ['made_by_admin', 'rest_made'] } } })).toBe(0);
}, 60_000);

test('the last admin can be neither demoted nor deleted, by anyone', async () => {
  const DELETE = 'mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { __typename ... on Error { message } } }';
  const self = gid('User', admin.user.id);
  const demote = await admin.client.graphql(UPDATE, { input: { id: self, role: 'user', fullName: 'Changed too' } });
  expect(demote.data.adminUpdateUser).toMatchObject({ __typename: 'ConflictError', message: expect.stringContaining('last admin') });
  expect((await admin.client.graphql(DELETE, { id: self })).data.adminDeleteUser.__typename).toBe('ConflictError');
  expect((await admin.client.rest('DELETE', `/api/admin/users/${admin.user.id}`)).status).toBe(409);
  // The account dialog's own delete obeys it too.
  const own = await admin.client.rest('DELETE', `/api/users/${admin.user.id}`);
  expect(own.status).toBe(409);
  const row = await t.db.user.findUniqueOrThrow({ where: { id: admin.user.id } });
  expect(row).toMatchObject({ role: 'admin', fullName: 'Test Member' });

  // With a second admin, the first may be made a member.
  const other = await signedInMember(t);
  await admin.client.graphql(UPDATE, { input: { id: gid('User', other.user.id), role: 'admin' } });
  // A role change ends the member's sessions: each signs in again to act in the new role.
  const signInAgain = async (client: typeof admin.client, userId: number) => {
    expect((await client.rest('GET', '/api/user/current')).status).toBe(401);
    client.cookie = (await t.app.deps.sessions.start(userId)).cookie.split(';')[0]!;
  };
  await signInAgain(other.client, other.user.id);
  const ok = await other.client.graphql(UPDATE, { input: { id: self, role: 'user' } });
  expect(ok.data.adminUpdateUser.user.role).toBe('user');
  const back = await other.client.graphql(UPDATE, { input: { id: self, role: 'admin' } });
  expect(back.data.adminUpdateUser.user.role).toBe('admin');
  await signInAgain(admin.client, admin.user.id);
});

test('GET /api/users gives the dashboard fields to an admin', async () => {
  const list = await admin.client.rest('GET', '/api/users');
  expect(list.status).toBe(200);
  const me = list.body.find((u: any) => u.username === 'zz_admin');
  expect(Object.keys(me).sort()).toEqual(['createdAt', 'email', 'fullName', 'groupNumber', 'id', 'lastLogin', 'username']);
  const users = await admin.client.rest('GET', '/api/admin/users');
  expect(users.body.every((u: any) => u.passwordHash === undefined)).toBe(true);
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');
const SETTINGS = `mutation ($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) {
  __typename ... on AppSettingsUpdated { settings { appName footerText weatherLat vehicleImage } } ... on Error { message }
  ... on ValidationError { fields { path message } } } }`;

test('settings are validated: coordinates in range, colours as hex, images checked by their bytes', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ weatherLat: 91 }, 'Latitude must be a number from -90 to 90'],
    [{ weatherLng: -180.5 }, 'Longitude must be a number from -180 to 180'],
    [{ primaryColor: 'red' }, 'Colours must be written as #rrggbb'],
    [{ appName: '  ' }, 'App name is required'],
    [{ contactEmail: 'nope' }, 'Please enter a valid email address'],
    // A GIF's type on a text file's bytes.
    [{ vehicleImage: `data:image/gif;base64,${Buffer.from('not an image').toString('base64')}` }, 'The vehicle image must be a PNG, JPEG or GIF image'],
    [{ vehicleImage: 'javascript:alert(1)' }, 'The vehicle image must be a PNG, JPEG or GIF image'],
  ];
  for (const [input, message] of cases) {
    const answer = await admin.client.graphql(SETTINGS, { input });
    expect(answer.data.updateAppSettings, JSON.stringify(input)).toMatchObject({ __typename: 'ValidationError', message });
  }
  expect(await t.db.appSettings.count()).toBe(0);
  const rest = await admin.client.rest('PUT', '/api/admin/settings', { weatherLat: '-91' });
  expect(rest).toMatchObject({ status: 400, body: { message: 'Latitude must be a number from -90 to 90' } });

  // A PNG sent as a GIF is stored with the type its bytes have.
  const ok = await admin.client.graphql(SETTINGS, { input: { weatherLat: -33.5, vehicleImage: `data:image/gif;base64,${PNG.toString('base64')}` } });
  expect(ok.data.updateAppSettings.settings.weatherLat).toBe(-33.5);
  expect(ok.data.updateAppSettings.settings.vehicleImage).toMatch(/^data:image\/png;base64,/);
  const pub = await t.client().rest('GET', '/api/app-settings');
  expect(pub.body).toMatchObject({ weatherLat: -33.5, appName: 'My Ministry Companion', footerText: 'Your complete toolkit for ministry work' });
});

test('the vehicle image is served to every map: its address in appSettings.map, its bytes at it, kept until it changes', async () => {
  const MAP = '{ appSettings { map { vehicleImageUrl } } }';
  const visitor = t.client();
  await admin.client.graphql(SETTINGS, { input: { vehicleImage: '' } });
  expect((await visitor.graphql(MAP)).data.appSettings.map.vehicleImageUrl).toBeNull();
  const none = await t.app.fetch(new Request('http://localhost/api/vehicle-image'));
  expect(none.status).toBe(404);
  expect(await none.json()).toMatchObject({ message: 'No vehicle image is set' });

  await admin.client.graphql(SETTINGS, { input: { vehicleImage: `data:image/png;base64,${PNG.toString('base64')}` } });
  const url: string = (await visitor.graphql(MAP)).data.appSettings.map.vehicleImageUrl;
  expect(url).toMatch(/^\/api\/vehicle-image\?v=\d+$/);
  const image = await t.app.fetch(new Request(`http://localhost${url}`));
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  // An older address still answers the current image, but no browser may keep it.
  const old = await t.app.fetch(new Request('http://localhost/api/vehicle-image?v=1'));
  expect(old.headers.get('cache-control')).toBe('no-cache');

  // A new image is a new address.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await admin.client.graphql(SETTINGS, { input: { vehicleImage: `data:image/png;base64,${PNG.toString('base64')}` } });
  expect((await visitor.graphql(MAP)).data.appSettings.map.vehicleImageUrl).not.toBe(url);
});

test('a settings change reaches a member’s open subscription', async () => {
  const base = await serverBase();
  const member = await signedInMember(t);
  class WithCookie extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: base, cookie: member.client.cookie } });
    }
  }
  const ws = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0 });
  const events: any[] = [];
  ws.subscribe({ query: 'subscription { appSettingsChanged { appName footerText } }' }, { next: (e) => void events.push(e), error: () => {}, complete: () => {} });
  // The server subscribes once it has read the session: change until an event arrives.
  for (let i = 1; events.length === 0 && i <= 25; i += 1) {
    await admin.client.graphql(SETTINGS, { input: { appName: `Congregation App ${i}`, footerText: `Footer ${i}` } });
    const end = Date.now() + 200;
    while (events.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  }
  expect(events[0].data.appSettingsChanged.appName).toMatch(/^Congregation App \d+$/);
  expect(events[0].data.appSettingsChanged.footerText).toMatch(/^Footer \d+$/);
  await ws.dispose();
});

test('content: a video and a scripture need both fields, and every member reads them', async () => {
  const VIDEO = 'mutation ($input: AddCongregationVideoInput!) { addCongregationVideo(input: $input) { __typename ... on Error { message } } }';
  const SCRIPTURE = 'mutation ($input: AddCongregationScriptureInput!) { addCongregationScripture(input: $input) { __typename ... on Error { message } } }';
  expect((await admin.client.graphql(VIDEO, { input: { title: 'Only a title' } })).data.addCongregationVideo.message).toBe(
    'Please enter both a title and a URL for the video',
  );
  expect((await admin.client.graphql(VIDEO, { input: { title: 'T', url: 'javascript:alert(1)' } })).data.addCongregationVideo.__typename).toBe('ValidationError');
  expect((await admin.client.graphql(SCRIPTURE, { input: { reference: 'John 3:16' } })).data.addCongregationScripture.message).toBe(
    'Please enter both a reference and the text of the scripture',
  );
  await admin.client.graphql(VIDEO, { input: { title: 'Family Worship', url: 'https://example.org/fw' } });
  await admin.client.graphql(SCRIPTURE, { input: { reference: 'Psalm 83:18', text: 'That people may know…' } });
  const member = await signedInMember(t);
  const seen = await member.client.graphql('{ congregationVideos { title url } congregationScriptures { reference text } }');
  expect(seen.data).toEqual({
    congregationVideos: [{ title: 'Family Worship', url: 'https://example.org/fw' }],
    congregationScriptures: [{ reference: 'Psalm 83:18', text: 'That people may know…' }],
  });
  // A visitor reads no congregation content (the screens ask a visitor to sign in).
  expect(await t.client().graphql('{ congregationVideos { title } congregationScriptures { reference } }')).toMatchObject({
    data: { congregationVideos: [], congregationScriptures: [] },
  });
});

test('the dashboard counts users, new accounts, active sessions and sign-ins, and hears a new sign-in live', async () => {
  const DASH = '{ adminDashboard { totalUsers newUsers activeSessions signInsToday recentActivity { kind username detail } } }';
  const before = (await admin.client.graphql(DASH)).data.adminDashboard;
  expect(before.totalUsers).toBe(await t.db.user.count());
  const base = await serverBase();
  class WithCookie extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: base, cookie: admin.client.cookie } });
    }
  }
  const ws = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0 });
  const events: any[] = [];
  ws.subscribe(
    { query: 'subscription { adminDashboardChanged { totalUsers signInsToday recentActivity { kind username } } }' },
    { next: (e) => void events.push(e), error: () => {}, complete: () => {} },
  );
  const member = await signedInMember(t);
  for (let i = 1; events.length === 0 && i <= 10; i += 1) {
    const signIn = await t.client().rest('POST', '/api/login', { username: member.user.username, password: member.input.password });
    expect(signIn.status).toBe(200);
    const end = Date.now() + 300;
    while (events.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  }
  const live = events.at(-1).data.adminDashboardChanged;
  expect(live.signInsToday).toBeGreaterThan(before.signInsToday);
  expect(live.recentActivity[0]).toEqual({ kind: 'sign-in', username: member.user.username });
  const after = (await admin.client.graphql(DASH)).data.adminDashboard;
  expect(after.totalUsers).toBe(before.totalUsers + 1);
  expect(after.newUsers).toBeGreaterThan(before.newUsers);
  expect(after.activeSessions).toBeGreaterThan(before.activeSessions);
  expect(JSON.stringify(after.recentActivity)).not.toContain(member.input.password);
  // A member's subscription is refused.
  const refused: any[] = [];
  class MemberCookie extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: base, cookie: member.client.cookie } });
    }
  }
  const mws = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: MemberCookie, retryAttempts: 0 });
  await new Promise<void>((resolve) =>
    mws.subscribe({ query: 'subscription { adminDashboardChanged { totalUsers } }' }, {
      next: (e) => void refused.push(e),
      error: (e) => { refused.push(e); resolve(); },
      complete: () => resolve(),
    }),
  );
  expect(JSON.stringify(refused)).toContain('FORBIDDEN');
  await Promise.all([ws.dispose(), mws.dispose()]);
}, 60_000);

test('a status alert and a problem report are recorded for the dashboard, without their contents', async () => {
  const member = await signedInMember(t, { groupNumber: 5 });
  const sent = await member.client.graphql(
    'mutation { sendStatusAlert(input: { status: RED, message: "Roof leaking at the hall" }) { __typename } }',
  );
  expect(sent.data?.sendStatusAlert?.__typename, JSON.stringify(sent)).toBe('StatusAlertSent');
  const filed = await member.client.rest('POST', '/api/problem-report', {
    name: 'Ana',
    problemType: 'Display or layout',
    description: 'The secret description of the problem',
  });
  expect(filed.status).toBe(201);
  const DASH = '{ adminDashboard { recentActivity { kind username detail } } }';
  const recent = (await admin.client.graphql(DASH)).data.adminDashboard.recentActivity.slice(0, 2);
  expect(recent).toEqual([
    { kind: 'report-filed', username: member.user.username, detail: 'Display or layout' },
    { kind: 'alert-sent', username: member.user.username, detail: 'red, group 5' },
  ]);
  expect(JSON.stringify(await t.db.activityEvent.findMany())).not.toMatch(/Roof leaking|secret description/);
});
