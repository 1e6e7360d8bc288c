// Accounts over GraphQL: each operation of docs/product/accounts.md and the security rules of
// docs/decisions.md, "Security", checked in the answers and in the stored rows.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { upsertAdmin } from '../../admin.ts';
import type { User } from '../../generated/sqlite/client.ts';
import {
  createTestApp,
  graphqlMember,
  signedInMember,
  type Client,
  type TestApp,
  expectSignInFirst,
} from '../../../../tests/api/harness.ts';
import { BREACHED_PASSWORD_MESSAGE, COMMON_PASSWORD_MESSAGE, CONTEXT_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { MESSAGES } from './inputs.ts';
import { logTo } from '../../lib/log.ts';

const USER_FIELDS = /* GraphQL */ `
  id username fullName email phoneNumber address groupNumber role isAdmin isConductor
  appName backgroundImageUrl primaryColor secondaryColor isFirstLogin setupCompleted
  createdAt updatedAt lastLoginAt
`;

const CREATE = /* GraphQL */ `
  mutation ($input: CreateAccountInput!) {
    createAccount(input: $input) {
      __typename
      ... on AccountCreated { user { ${USER_FIELDS} } }
      ... on Error { message }
      ... on ConflictError { field }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation ($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on SignedIn { user { ${USER_FIELDS} } }
      ... on Error { message }
      ... on RateLimitError { retryAfterSeconds }
    }
  }
`;
const LOGOUT = /* GraphQL */ `mutation { logout { ok } }`;
const VIEWER = /* GraphQL */ `{ viewer { ${USER_FIELDS} } }`;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on ProfileUpdated { user { ${USER_FIELDS} } }
      ... on Error { message }
    }
  }
`;
const UPDATE_DESIGN = /* GraphQL */ `
  mutation ($input: UpdateDesignInput!) {
    updateDesign(input: $input) {
      __typename
      ... on DesignUpdated { user { ${USER_FIELDS} } }
      ... on Error { message }
    }
  }
`;
const PREFERENCE_FIELDS = 'theme fontSize language notifications autoSync ministryReminders weatherAlerts gpsTracking offlineMode';
const UPDATE_PREFERENCES = /* GraphQL */ `
  mutation ($input: UpdatePreferencesInput!) {
    updatePreferences(input: $input) {
      __typename
      ... on PreferencesUpdated { preferences { ${PREFERENCE_FIELDS} } }
      ... on Error { message }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on AccountDeleted { deletedUserId }
      ... on Error { message }
    }
  }
`;
const NODE = /* GraphQL */ `
  query ($id: ID!) { node(id: $id) { id ... on User { username phoneNumber address } } }
`;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

function expectNoPasswordIn(answer: unknown) {
  const text = JSON.stringify(answer);
  expect(text).not.toContain('passwordHash');
  expect(text).not.toContain('scrypt$');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = (id: number) => t.db.user.findUnique({ where: { id } });
const countUsers = (username: string) => t.db.user.count({ where: { username } });

async function signIn(client: Client, username: string, password: string) {
  return (await client.graphql(LOGIN, { input: { username, password } })).data.login;
}

let admin: Promise<{ client: Client; user: User }> | undefined;
/** The file's one admin, made the way an operator makes one, then signed in. */
function theAdmin() {
  admin ??= (async () => {
    const username = `admin_${randomBytes(3).toString('hex')}`;
    const password = 'a long admin password';
    await upsertAdmin(t.db, username, password);
    const client = t.client();
    expect((await signIn(client, username, password)).__typename).toBe('SignedIn');
    return { client, user: await t.db.user.findUniqueOrThrow({ where: { username } }) };
  })();
  return admin;
}

describe('createAccount', () => {
  test('creates the account with the spec defaults, signs it in, and returns no password', async () => {
    const client = t.client();
    const input = graphqlMember({ email: 'member@example.org', groupNumber: 4 });
    const answer = await client.graphql(CREATE, { input });

    expect(answer.data.createAccount).toMatchObject({
      __typename: 'AccountCreated',
      user: {
        username: input.username,
        fullName: 'Test Member',
        email: 'member@example.org',
        phoneNumber: '+1 555 0100',
        address: '1 Main Street',
        groupNumber: 'GROUP_4',
        role: 'user',
        isAdmin: false,
        appName: 'My Ministry Companion',
        backgroundImageUrl: '',
        primaryColor: '#ea580c',
        secondaryColor: '#fed7aa',
        isFirstLogin: true,
        setupCompleted: false,
      },
    });
    expectNoPasswordIn(answer);
    expect(client.cookie).toMatch(/^mc_session=/);
    expect((await client.graphql(VIEWER)).data.viewer.username).toBe(input.username);

    const row = await t.db.user.findUniqueOrThrow({ where: { username: input.username } });
    expect(row).toMatchObject({ fullName: 'Test Member', email: 'member@example.org', groupNumber: 4, role: 'user' });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(input.password);
    expect(answer.data.createAccount.user.id).toBe(globalId('User', row.id));
  });

  test('accepts service group 0 (another congregation) and 9 (family and friends)', async () => {
    for (const [groupNumber, name] of [[0, 'NONE'], [9, 'FAMILY_AND_FRIENDS']] as const) {
      const input = graphqlMember({ groupNumber });
      const answer = await t.client().graphql(CREATE, { input });
      expect(answer.data.createAccount).toMatchObject({ __typename: 'AccountCreated', user: { groupNumber: name } });
      expect((await t.db.user.findUniqueOrThrow({ where: { username: input.username } })).groupNumber).toBe(groupNumber);
    }
  });

  test('refuses a missing or blank required field with the spec message and stores nothing', async () => {
    const required = ['username', 'password', 'fullName', 'phoneNumber', 'address', 'groupNumber'] as const;
    const before = await t.db.user.count();
    for (const field of required) {
      const missing: Record<string, unknown> = graphqlMember();
      delete missing[field];
      // A password is not trimmed: spaces may be part of one.
      const blanks = field === 'groupNumber' ? [null] : field === 'password' ? [''] : ['', '   '];
      for (const input of [missing, ...blanks.map((blank) => graphqlMember({ [field]: blank }))]) {
        const client = t.client();
        const answer = await client.graphql(CREATE, { input });
        expect(answer.data.createAccount, `${field} = ${JSON.stringify(input[field])}`).toMatchObject({
          __typename: 'ValidationError',
          message: MESSAGES.createRequired,
        });
        expect(answer.data.createAccount.fields.map((f: { path: string }) => f.path)).toContain(field);
        expect(client.cookie).toBe('');
      }
    }
    expect(await t.db.user.count()).toBe(before);
  });

  test('refuses a common password, in any case, and one built on the app’s words, and stores nothing', async () => {
    for (const [password, message] of [
      ['password123', COMMON_PASSWORD_MESSAGE],
      ['BaseBall', COMMON_PASSWORD_MESSAGE],
      ['iloveyou2', COMMON_PASSWORD_MESSAGE],
      ['My Congregation 2026', CONTEXT_PASSWORD_MESSAGE],
      ['field-service!', CONTEXT_PASSWORD_MESSAGE],
    ] as const) {
      const input = graphqlMember({ password });
      const client = t.client();
      const answer = await client.graphql(CREATE, { input });
      expect(answer.data.createAccount, password).toMatchObject({ __typename: 'ValidationError', message });
      expect(client.cookie).toBe('');
      expect(await countUsers(input.username)).toBe(0);
    }
    // Three words nobody lists: accepted.
    const fine = graphqlMember({ password: 'lantern orchard wheel' });
    expect((await t.client().graphql(CREATE, { input: fine })).data.createAccount.__typename).toBe('AccountCreated');
  });

  test('refuses a password of the breached list, in any case, at sign-up and on a change, and stores nothing', async () => {
    // In the breached list and not in the common one: only the breached check refuses these.
    for (const password of ['lovelovelove', 'BlahBlahBlah']) {
      const input = graphqlMember({ password });
      const client = t.client();
      const answer = await client.graphql(CREATE, { input });
      expect(answer.data.createAccount, password).toMatchObject({ __typename: 'ValidationError', message: BREACHED_PASSWORD_MESSAGE });
      expect(client.cookie).toBe('');
      expect(await countUsers(input.username)).toBe(0);
    }
    const { client, user, input } = await signedInMember(t);
    const change = await client.graphql(UPDATE_PROFILE, { input: { password: 'qwertyqwerty', currentPassword: input.password } });
    expect(change.data.updateProfile).toEqual({ __typename: 'ValidationError', message: BREACHED_PASSWORD_MESSAGE });
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses a service group outside the list and stores nothing', async () => {
    // The ServiceGroupNumber enum refuses these before the resolver: a request error, not a result member.
    for (const groupNumber of ['GROUP_10', 'GROUP_0', 4, 2.5, 'abc']) {
      const input = { ...graphqlMember(), groupNumber };
      const answer = await t.client().graphql(CREATE, { input });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toMatch(/groupNumber.*ServiceGroupNumber/);
      expect(await countUsers(input.username)).toBe(0);
    }
  });

  test('refuses a taken username with ConflictError and leaves the first account as it was', async () => {
    const { user } = await signedInMember(t);
    const client = t.client();
    const answer = await client.graphql(CREATE, { input: graphqlMember({ username: user.username, fullName: 'Someone Else' }) });
    expect(answer.data.createAccount).toEqual({
      __typename: 'ConflictError',
      message: MESSAGES.usernameTaken,
      field: 'username',
    });
    expect(client.cookie).toBe('');
    expect(await countUsers(user.username)).toBe(1);
    expect(await userRow(user.id)).toEqual(user);
  });
});

describe('login, logout and viewer', () => {
  test('viewer is null for a visitor', async () => {
    expect((await t.client().graphql(VIEWER)).data).toEqual({ viewer: null });
  });

  test('signs in with the right password, records the sign-in and returns no password', async () => {
    const { user, input } = await signedInMember(t);
    const client = t.client();
    const before = Date.now();
    const answer = await client.graphql(LOGIN, { input: { username: input.username, password: input.password } });
    expect(answer.data.login).toMatchObject({ __typename: 'SignedIn', user: { id: globalId('User', user.id), username: input.username } });
    expectNoPasswordIn(answer);
    expect(client.cookie).toMatch(/^mc_session=/);
    expect((await client.graphql(VIEWER)).data.viewer.username).toBe(input.username);
    const row = await userRow(user.id);
    expect(row!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  test('asks for both username and password', async () => {
    for (const input of [{ password: 'whatever1' }, { username: 'someone' }, { username: ' ', password: '' }, {}]) {
      const client = t.client();
      const answer = await client.graphql(LOGIN, { input });
      expect(answer.data.login).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.signInRequired });
      expect(client.cookie).toBe('');
    }
  });

  test('refuses a wrong password or an unknown username with one message, and records nothing', async () => {
    const { user, input } = await signedInMember(t);
    for (const attempt of [
      { username: input.username, password: 'not the password' },
      { username: `nobody_${randomBytes(3).toString('hex')}`, password: input.password },
    ]) {
      const client = t.client();
      const answer = await client.graphql(LOGIN, { input: attempt });
      expect(answer.data.login).toEqual({ __typename: 'AuthenticationError', message: MESSAGES.invalidCredentials });
      expect(client.cookie).toBe('');
      expect((await client.graphql(VIEWER)).data.viewer).toBeNull();
    }
    expect(await userRow(user.id)).toEqual(user);
  });

  test('logout ends the session and keeps the account', async () => {
    const { client, user } = await signedInMember(t);
    expect((await client.graphql(LOGOUT)).data).toEqual({ logout: { ok: true } });
    expect(client.cookie).toBe('');
    expect((await client.graphql(VIEWER)).data.viewer).toBeNull();
    expect(await userRow(user.id)).toEqual(user);
  });
});

describe('updateProfile', () => {
  test('changes the viewer’s own account fields', async () => {
    const { client, user, input } = await signedInMember(t);
    const changes = {
      username: `${user.username}_new`,
      email: 'new@example.org',
      fullName: 'New Name',
      phoneNumber: '+1 555 0199',
      address: '2 Side Street',
      groupNumber: 'NONE',
    };
    const answer = await client.graphql(UPDATE_PROFILE, { input: { ...changes, currentPassword: input.password } });
    expect(answer.data.updateProfile).toMatchObject({ __typename: 'ProfileUpdated', user: changes });
    expectNoPasswordIn(answer);
    expect(await userRow(user.id)).toMatchObject({ ...changes, groupNumber: 0, passwordHash: user.passwordHash });
  });

  test('a new username or email needs the current password; without it or with a wrong one nothing is stored', async () => {
    const { client, user, input } = await signedInMember(t, { email: 'kept@example.org' });
    const FIELDS = '__typename ... on Error { message } ... on ValidationError { fields { path message } }';
    const update = (fields: Record<string, unknown>) =>
      client.graphql(`mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${FIELDS} } }`, { input: fields });
    for (const change of [{ username: `${user.username}_taken` }, { email: 'thief@example.org' }, { email: null }]) {
      for (const [currentPassword, message] of [
        [undefined, MESSAGES.currentPasswordForSignInDetails],
        ['not the password', MESSAGES.currentPasswordWrong],
      ] as const) {
        const refused = await update({ ...change, currentPassword, fullName: 'Not Saved' });
        expect(refused.data.updateProfile, JSON.stringify({ change, currentPassword })).toEqual({
          __typename: 'ValidationError',
          message,
          fields: [{ path: 'currentPassword', message }],
        });
      }
    }
    expect(await userRow(user.id)).toEqual(user);
    // The same username and email sent back unchanged (the form sends every field) need nothing.
    const unchanged = await update({ username: user.username, email: 'kept@example.org', fullName: 'Saved Name' });
    expect(unchanged.data.updateProfile.__typename).toBe('ProfileUpdated');
    const changed = await update({ username: `${user.username}_new`, email: 'new@example.org', currentPassword: input.password });
    expect(changed.data.updateProfile.__typename).toBe('ProfileUpdated');
    expect(await userRow(user.id)).toMatchObject({ username: `${user.username}_new`, email: 'new@example.org', fullName: 'Saved Name' });
  });

  test('a blank password keeps the current one', async () => {
    const { client, user, input } = await signedInMember(t);
    const answer = await client.graphql(UPDATE_PROFILE, { input: { password: '', fullName: 'Kept Password' } });
    expect(answer.data.updateProfile).toMatchObject({ __typename: 'ProfileUpdated', user: { fullName: 'Kept Password' } });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ fullName: 'Kept Password', passwordHash: user.passwordHash });
    expect(row!.passwordChangedAt).toEqual(user.passwordChangedAt);
    expect((await signIn(t.client(), input.username, input.password)).__typename).toBe('SignedIn');
  });

  test('refuses bad values with a message and changes nothing', async () => {
    const { client, user } = await signedInMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '  ' }, 'Full name is required'],
      [{ username: 'has spaces' }, 'Username may use letters, digits, dots, dashes, underscores and @ only'],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ password: 'Qwerty123' }, COMMON_PASSWORD_MESSAGE],
      [{ password: 'companion of mine' }, CONTEXT_PASSWORD_MESSAGE],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    ];
    for (const [input, message] of cases) {
      const answer = await client.graphql(UPDATE_PROFILE, { input });
      expect(answer.data.updateProfile, JSON.stringify(input)).toEqual({ __typename: 'ValidationError', message });
    }
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses a taken username with ConflictError', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const answer = await client.graphql(UPDATE_PROFILE, { input: { username: other.user.username } });
    expect(answer.data.updateProfile).toEqual({ __typename: 'ConflictError', message: MESSAGES.usernameTaken });
    expect(await userRow(user.id)).toEqual(user);
  });

  test('refuses another user’s id with ForbiddenError and leaves both accounts as they were', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const answer = await client.graphql(UPDATE_PROFILE, {
      input: { id: globalId('User', other.user.id), fullName: 'Hijacked', password: 'a new password' },
    });
    expect(answer.data.updateProfile).toEqual({ __typename: 'ForbiddenError', message: 'You can only change your own account' });
    expect(await userRow(other.user.id)).toEqual(other.user);
    expect(await userRow(user.id)).toEqual(user);
  });

  test('asks a visitor to sign in', async () => {
    const { user } = await signedInMember(t);
    for (const input of [{ fullName: 'Nobody' }, { id: globalId('User', user.id), fullName: 'Nobody' }]) {
      expectSignInFirst(await t.client().graphql(UPDATE_PROFILE, { input }));
    }
    expect(await userRow(user.id)).toEqual(user);
  });

  test('changing the password ends the user’s other sessions and keeps this one', async () => {
    const { client, user, input } = await signedInMember(t);
    const otherDevice = t.client();
    expect((await signIn(otherDevice, input.username, input.password)).__typename).toBe('SignedIn');

    // The current password is asked for: missing or wrong, nothing changes and no session ends.
    for (const [currentPassword, message] of [
      [undefined, MESSAGES.currentPasswordRequired],
      ['', MESSAGES.currentPasswordRequired],
      ['not the password', MESSAGES.currentPasswordWrong],
    ] as const) {
      const refused = await client.graphql(UPDATE_PROFILE, { input: { password: 'a brand new password', currentPassword, fullName: 'Not Saved' } });
      expect(refused.data.updateProfile).toEqual({ __typename: 'ValidationError', message });
      expect(await userRow(user.id)).toMatchObject({ passwordHash: user.passwordHash, fullName: user.fullName });
      expect((await otherDevice.graphql(VIEWER)).data.viewer.username).toBe(input.username);
    }

    const answer = await client.graphql(UPDATE_PROFILE, { input: { password: 'a brand new password', currentPassword: input.password } });
    expect(answer.data.updateProfile.__typename).toBe('ProfileUpdated');

    expect((await client.graphql(VIEWER)).data.viewer.username).toBe(input.username);
    expect((await otherDevice.graphql(VIEWER)).data.viewer).toBeNull();
    const row = await userRow(user.id);
    expect(row!.passwordHash).not.toBe(user.passwordHash);
    expect(row!.passwordChangedAt.getTime()).toBeGreaterThan(user.passwordChangedAt.getTime());
    expect((await signIn(t.client(), input.username, input.password)).__typename).toBe('AuthenticationError');
    expect((await signIn(otherDevice, input.username, 'a brand new password')).__typename).toBe('SignedIn');
  });
});

describe('updateDesign', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

  test('saves the app name, background image, colours and setup flags', async () => {
    const { client, user } = await signedInMember(t);
    const design = {
      appName: 'Field Helper',
      backgroundImageUrl: PNG,
      primaryColor: '#1d4ed8',
      secondaryColor: '#BFDBFE',
      isFirstLogin: false,
      setupCompleted: true,
    };
    const answer = await client.graphql(UPDATE_DESIGN, { input: design });
    expect(answer.data.updateDesign).toMatchObject({ __typename: 'DesignUpdated', user: design });
    expectNoPasswordIn(answer);
    expect(await userRow(user.id)).toMatchObject(design);

    const https = await client.graphql(UPDATE_DESIGN, { input: { backgroundImageUrl: 'https://example.org/hall.jpg' } });
    expect(https.data.updateDesign.user.backgroundImageUrl).toBe('https://example.org/hall.jpg');
    expect(await userRow(user.id)).toMatchObject({ ...design, backgroundImageUrl: 'https://example.org/hall.jpg' });
  });

  test('refuses an invalid colour, background image or app name and changes nothing', async () => {
    const { client, user } = await signedInMember(t);
    const image = 'The background image must be a PNG, JPEG, GIF or WebP image, or an https address';
    const cases: [Record<string, unknown>, string][] = [
      [{ primaryColor: 'red' }, 'Colours must be written as #rrggbb'],
      [{ secondaryColor: '#12345' }, 'Colours must be written as #rrggbb'],
      [{ backgroundImageUrl: 'javascript:alert(1)' }, image],
      [{ backgroundImageUrl: 'http://example.org/a.png' }, image],
      [{ backgroundImageUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }, image],
      // Judged by its bytes, like every upload: a text file labelled PNG, and a GIF labelled PNG.
      [{ backgroundImageUrl: `data:image/png;base64,${Buffer.from('just some text, renamed bg.png').toString('base64')}` }, image],
      [{ backgroundImageUrl: `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64')}` }, image],
      [{ backgroundImageUrl: `data:image/png;base64,${'A'.repeat(3_000_000)}` }, 'The background image must be smaller than 2 MB'],
      [{ appName: ' ' }, 'App name is required'],
    ];
    for (const [input, message] of cases) {
      const answer = await client.graphql(UPDATE_DESIGN, { input });
      expect(answer.data.updateDesign, Object.keys(input)[0]).toEqual({ __typename: 'ValidationError', message });
    }
    expect(await userRow(user.id)).toEqual(user);
  });

  test('asks a visitor to sign in', async () => {
    expectSignInFirst(await t.client().graphql(UPDATE_DESIGN, { input: { appName: 'Anyone' } }));
    expect(await t.db.user.count({ where: { appName: 'Anyone' } })).toBe(0);
  });
});

describe('updatePreferences', () => {
  test('starts from the spec defaults and saves the Settings tab', async () => {
    const { client, user } = await signedInMember(t);
    const defaults = await client.graphql(`{ viewer { preferences { ${PREFERENCE_FIELDS} } } }`);
    expect(defaults.data.viewer.preferences).toEqual({
      theme: 'light',
      fontSize: 'medium',
      language: 'english',
      notifications: true,
      autoSync: true,
      ministryReminders: true,
      weatherAlerts: true,
      gpsTracking: true,
      offlineMode: false,
    });
    expect(await t.db.userPreferences.findUnique({ where: { userId: user.id } })).toBeNull();

    const answer = await client.graphql(UPDATE_PREFERENCES, { input: { theme: 'dark', offlineMode: true, weatherAlerts: false } });
    expect(answer.data.updatePreferences).toMatchObject({
      __typename: 'PreferencesUpdated',
      preferences: { theme: 'dark', offlineMode: true, weatherAlerts: false, gpsTracking: true },
    });
    expect(await t.db.userPreferences.findUnique({ where: { userId: user.id } })).toMatchObject({
      theme: 'dark',
      offlineMode: true,
      weatherAlerts: false,
      gpsTracking: true,
    });
  });

  test('refuses an unknown value or a visitor, and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    const bad = await client.graphql(UPDATE_PREFERENCES, { input: { theme: 'pink' } });
    expect(bad.data.updatePreferences).toEqual({ __typename: 'ValidationError', message: 'Theme must be light or dark' });
    expectSignInFirst(await t.client().graphql(UPDATE_PREFERENCES, { input: { theme: 'dark' } }));
    expect(await t.db.userPreferences.findUnique({ where: { userId: user.id } })).toBeNull();
  });
});

describe('deleteAccount', () => {
  test('deletes the viewer’s own account and its preferences, and signs out', async () => {
    const { client, user, input } = await signedInMember(t);
    await client.graphql(UPDATE_PREFERENCES, { input: { theme: 'dark' } });
    const answer = await client.graphql(DELETE, { input: {} });
    expect(answer.data.deleteAccount).toEqual({ __typename: 'AccountDeleted', deletedUserId: globalId('User', user.id) });
    expect(client.cookie).toBe('');
    expect(await userRow(user.id)).toBeNull();
    expect(await t.db.userPreferences.findUnique({ where: { userId: user.id } })).toBeNull();
    expect((await signIn(t.client(), input.username, input.password)).__typename).toBe('AuthenticationError');
  });

  test('refuses another user’s id for an ordinary user, and a visitor', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    const forbidden = await client.graphql(DELETE, { input: { id: globalId('User', other.user.id) } });
    expect(forbidden.data.deleteAccount).toEqual({ __typename: 'ForbiddenError', message: 'You can only change your own account' });
    expectSignInFirst(await t.client().graphql(DELETE, { input: { id: globalId('User', other.user.id) } }));
    expect(await userRow(other.user.id)).toEqual(other.user);
  });

  test('refuses an id that names no user', async () => {
    const { client, user } = await signedInMember(t);
    for (const id of [globalId('Note', user.id), globalId('User', 'abc'), globalId('User', '99999999999999999999')]) {
      const answer = await client.graphql(DELETE, { input: { id } });
      expect(answer.data.deleteAccount).toMatchObject({ __typename: 'ValidationError', message: 'Not a User id' });
    }
    expect(await userRow(user.id)).toEqual(user);
  });
});

describe('an admin', () => {
  test('may change and delete another user, and stays signed in as themselves', async () => {
    const admin = await theAdmin();
    const member = await signedInMember(t);

    const changed = await admin.client.graphql(UPDATE_PROFILE, {
      input: { id: globalId('User', member.user.id), fullName: 'Changed By Admin', password: 'set by the admin' },
    });
    expect(changed.data.updateProfile).toMatchObject({
      __typename: 'ProfileUpdated',
      user: { id: globalId('User', member.user.id), fullName: 'Changed By Admin' },
    });
    expect(await userRow(member.user.id)).toMatchObject({ fullName: 'Changed By Admin' });
    expect((await admin.client.graphql(VIEWER)).data.viewer).toMatchObject({ username: admin.user.username, isAdmin: true });
    // The new password also ends the member's own sessions.
    expect((await member.client.graphql(VIEWER)).data.viewer).toBeNull();
    expect((await signIn(t.client(), member.user.username, 'set by the admin')).__typename).toBe('SignedIn');

    const deleted = await admin.client.graphql(DELETE, { input: { id: globalId('User', member.user.id) } });
    expect(deleted.data.deleteAccount).toEqual({ __typename: 'AccountDeleted', deletedUserId: globalId('User', member.user.id) });
    expect(await userRow(member.user.id)).toBeNull();
    expect(await userRow(admin.user.id)).not.toBeNull();
    expect((await admin.client.graphql(VIEWER)).data.viewer.username).toBe(admin.user.username);
  });

  test('gets NotFoundError for a user that does not exist', async () => {
    const admin = await theAdmin();
    const gone = await signedInMember(t);
    await t.db.user.delete({ where: { id: gone.user.id } });
    const updated = await admin.client.graphql(UPDATE_PROFILE, { input: { id: globalId('User', gone.user.id), fullName: 'x' } });
    expect(updated.data.updateProfile).toEqual({ __typename: 'NotFoundError', message: 'Account not found' });
    const deleted = await admin.client.graphql(DELETE, { input: { id: globalId('User', gone.user.id) } });
    expect(deleted.data.deleteAccount).toEqual({ __typename: 'NotFoundError', message: 'Account not found' });
  });
});

describe('updateMemberRoles', () => {
  const UPDATE_ROLES = /* GraphQL */ `
    mutation ($input: UpdateMemberRolesInput!) {
      updateMemberRoles(input: $input) {
        __typename
        ... on MemberRolesUpdated { user { id isConductor role isAdmin } }
        ... on Error { message }
      }
    }
  `;

  test('an admin grants the conductor and elder flags and the admin role', async () => {
    const { client: adminClient } = await theAdmin();
    const member = await signedInMember(t);
    const id = globalId('User', member.user.id);
    const answer = await adminClient.graphql(UPDATE_ROLES, { input: { id, isConductor: true, isElder: true, role: 'admin' } });
    expect(answer.data.updateMemberRoles).toEqual({
      __typename: 'MemberRolesUpdated',
      user: { id, isConductor: true, role: 'admin', isAdmin: true },
    });
    expect(await userRow(member.user.id)).toMatchObject({ isConductor: true, isElder: true, role: 'admin' });
  });

  test('refuses an ordinary user, a visitor, an unknown role and an unknown user', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const id = globalId('User', other.user.id);
    // The `admin` scope refuses an ordinary member before the input is read.
    for (const input of [{ id: globalId('User', user.id), role: 'admin' }, { id, isConductor: true }]) {
      const answer = await client.graphql(UPDATE_ROLES, { input });
      expect(answer.data).toBeNull();
      expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    expectSignInFirst(await t.client().graphql(UPDATE_ROLES, { input: { id, isConductor: true } }));
    const cases: [Client, Record<string, unknown>, { __typename: string; message: string }][] = [
      [(await theAdmin()).client, { id, role: 'owner' }, { __typename: 'ValidationError', message: 'Role must be user or admin' }],
      [(await theAdmin()).client, { id: globalId('User', other.user.id + 100_000), isElder: true }, { __typename: 'NotFoundError', message: 'Account not found' }],
    ];
    for (const [who, input, expected] of cases) {
      const answer = await who.graphql(UPDATE_ROLES, { input });
      expect(answer.data.updateMemberRoles, JSON.stringify(input)).toEqual(expected);
    }
    expect(await userRow(user.id)).toEqual(user);
    expect(await userRow(other.user.id)).toEqual(other.user);
  });
});

describe('who may read a user', () => {
  test('members of the same service group, themselves and admins; nobody else', async () => {
    const member = await signedInMember(t, { groupNumber: 6 });
    const sameGroup = await signedInMember(t, { groupNumber: 6 });
    const otherGroup = await signedInMember(t, { groupNumber: 7 });
    const admin = await theAdmin();
    const id = globalId('User', member.user.id);
    const visible = { node: { id, username: member.user.username, phoneNumber: '+1 555 0100', address: '1 Main Street' } };

    expect((await member.client.graphql(NODE, { id })).data).toEqual(visible);
    expect((await sameGroup.client.graphql(NODE, { id })).data).toEqual(visible);
    expect((await admin.client.graphql(NODE, { id })).data).toEqual(visible);

    const refused = await otherGroup.client.graphql(NODE, { id });
    expect(refused.data).toEqual({ node: null });
    expect(refused.errors?.[0]?.message).toBe('You are not allowed to do that');
    expectNoPasswordIn(refused);
    expect(JSON.stringify(refused)).not.toContain(member.user.phoneNumber);

    const visitor = await t.client().graphql(NODE, { id });
    expect(visitor.data).toEqual({ node: null });
    expect(visitor.errors?.[0]?.message).toBe('Please sign in to continue');
  });

  test('a member’s sign-in time and preferences are theirs alone', async () => {
    const member = await signedInMember(t, { groupNumber: 8 });
    const sameGroup = await signedInMember(t, { groupNumber: 8 });
    const answer = await sameGroup.client.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { username lastLoginAt } } }`,
      { id: globalId('User', member.user.id) },
    );
    expect(answer.data.node).toEqual({ username: member.user.username, lastLoginAt: null });
    expect(answer.errors?.map((e) => e.message)).toEqual(['You are not allowed to do that']);
  });

  test('node answers null for an id with no row', async () => {
    const { client, user } = await signedInMember(t);
    for (const id of [globalId('User', user.id + 100_000), globalId('User', '999999999999'), globalId('User', 'abc')]) {
      expect(await client.graphql(NODE, { id }), id).toEqual({ status: 200, data: { node: null } });
    }
  });

  test('groupMembers lists the viewer’s own service group only', async () => {
    const first = await signedInMember(t, { groupNumber: 1, username: `g1a_${randomBytes(3).toString('hex')}` });
    const second = await signedInMember(t, { groupNumber: 1, username: `g1b_${randomBytes(3).toString('hex')}` });
    await signedInMember(t, { groupNumber: 2 });
    const answer = await first.client.graphql('{ viewer { groupMembers { userId username fullName } } }');
    const inGroup = await t.db.user.findMany({ where: { groupNumber: 1 }, orderBy: { username: 'asc' } });
    expect(inGroup.map((u) => u.username)).toEqual(expect.arrayContaining([first.user.username, second.user.username]));
    expect(answer.data.viewer.groupMembers).toEqual(
      inGroup.map((u) => ({ userId: globalId('User', u.id), username: u.username, fullName: u.fullName })),
    );
  });
});

describe('sign-in throttling', () => {
  test('after the per-account limit the account is refused for the window, even with the right password', async () => {
    const throttled = await createTestApp({ loginLimits: { perAccount: 3, perAddress: 100, windowSeconds: 60 } });
    try {
      const { user, input } = await signedInMember(throttled);
      for (let i = 0; i < 3; i += 1) {
        const answer = await throttled.client().graphql(LOGIN, { input: { username: input.username, password: 'wrong password' } });
        expect(answer.data.login.__typename).toBe('AuthenticationError');
      }
      const client = throttled.client();
      const answer = await client.graphql(LOGIN, { input: { username: input.username, password: input.password } });
      expect(answer.data.login).toMatchObject({
        __typename: 'RateLimitError',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      });
      expect(answer.data.login.retryAfterSeconds).toBeGreaterThan(0);
      expect(answer.data.login.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(client.cookie).toBe('');
      expect(await throttled.db.user.findUnique({ where: { id: user.id } })).toEqual(user);

      // Another account from the same address is not affected.
      const other = await signedInMember(throttled);
      expect((await throttled.client().graphql(LOGIN, { input: { username: other.input.username, password: other.input.password } })).data.login.__typename).toBe('SignedIn');
    } finally {
      await throttled.close();
    }
  });

  test('a successful sign-in clears the account’s failed attempts', async () => {
    const throttled = await createTestApp({ loginLimits: { perAccount: 3, perAddress: 100, windowSeconds: 60 } });
    try {
      const { input } = await signedInMember(throttled);
      const attempt = (password: string) =>
        throttled.client().graphql(LOGIN, { input: { username: input.username, password } }).then((a) => a.data.login.__typename);
      for (const round of [1, 2]) {
        expect(await attempt('wrong password'), `round ${round}`).toBe('AuthenticationError');
        expect(await attempt('wrong password'), `round ${round}`).toBe('AuthenticationError');
        expect(await attempt(input.password), `round ${round}`).toBe('SignedIn');
      }
    } finally {
      await throttled.close();
    }
  });

  test('after the per-address limit every account is refused from that address', async () => {
    const throttled = await createTestApp({ loginLimits: { perAccount: 100, perAddress: 3, windowSeconds: 60 } });
    try {
      const { input } = await signedInMember(throttled);
      for (let i = 0; i < 3; i += 1) {
        const answer = await throttled.client().graphql(LOGIN, { input: { username: `guess${i}`, password: 'wrong password' } });
        expect(answer.data.login.__typename).toBe('AuthenticationError');
      }
      const answer = await throttled.client().graphql(LOGIN, { input: { username: input.username, password: input.password } });
      expect(answer.data.login.__typename).toBe('RateLimitError');
    } finally {
      await throttled.close();
    }
  });
});

describe('CSRF', () => {
  const mutation = (username: string) =>
    `mutation { createAccount(input: { username: "${username}", password: "correct horse battery", fullName: "A", phoneNumber: "1", address: "A", groupNumber: GROUP_1 }) { __typename } }`;

  test('a text/plain POST without the CSRF header is refused and does nothing', async () => {
    const username = `csrf_${randomBytes(3).toString('hex')}`;
    const response = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: mutation(username) }),
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await countUsers(username)).toBe(0);
  });

  test('a multipart/form-data POST is refused without the CSRF header and served with it', async () => {
    const form = (username: string) => {
      const body = new FormData();
      body.append('operations', JSON.stringify({ query: mutation(username) }));
      body.append('map', '{}');
      return body;
    };
    const refused = `csrf_${randomBytes(3).toString('hex')}`;
    const response = await t.app.fetch(new Request('http://localhost/graphql', { method: 'POST', body: form(refused) }));
    expect(response.status).toBe(403);
    expect(await countUsers(refused)).toBe(0);

    const served = `csrf_${randomBytes(3).toString('hex')}`;
    const ok = await t.app.fetch(
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'x-mc-csrf': '1' }, body: form(served) }),
    );
    expect(await ok.json()).toEqual({ data: { createAccount: { __typename: 'AccountCreated' } } });
    expect(await countUsers(served)).toBe(1);
  });
});

test('an unexpected failure is masked: the client reads a generic message, the log has the cause', async () => {
  const broken = await createTestApp();
  const logged: string[] = [];
  const undo = logTo((_level, line) => logged.push(line));
  try {
    const { client } = await signedInMember(broken);
    // A database that lost a table stands in for any failure the code does not expect.
    await broken.db.$executeRawUnsafe(`DROP TABLE ${broken.database.table('UserPreferences')}`);
    const answer = await client.graphql('{ viewer { username preferences { theme } } }');
    expect(answer.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', path: ['viewer', 'preferences'] })]);
    expect(JSON.stringify(answer)).not.toMatch(/UserPreferences|prisma|does not exist/i);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.map((line) => JSON.parse(line).event)).toContain('graphql');
    expect(logged.join('\n')).toMatch(/UserPreferences/);
  } finally {
    undo();
    await broken.close();
  }
});
