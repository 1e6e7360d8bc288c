// Every admin query, mutation and REST path refused to a visitor, a member, and an admin who owes
// the authenticator code, with nothing changed in the database; and the same operations allowed
// to an admin who gave it. The list is written out so that a new admin operation is added here.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, newMember, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { enableTotp, freshSession, signedInAdmin } from './test-helpers.ts';

let t: TestApp;
let target: { id: number; globalId: string };
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let video: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  await enableTotp(admin.client);
  const member = await signedInMember(t, { groupNumber: 4 });
  target = { id: member.user.id, globalId: Buffer.from(`User:${member.user.id}`).toString('base64') };
  const added = await admin.client.graphql(
    'mutation { addCongregationVideo(input: { title: "Kept", url: "https://example.org/v" }) { ... on CongregationVideoAdded { video { id } } } }',
  );
  video = added.data.addCongregationVideo.video.id;
});
afterAll(() => t.close());

const gql = (query: string, variables?: Record<string, unknown>) => ({ kind: 'graphql' as const, query, variables });
const rest = (method: string, path: string, body?: unknown) => ({ kind: 'rest' as const, method, path, body });

const OPERATIONS = () => [
  gql('{ adminUsers(first: 5) { edges { node { id } } } }'),
  gql('{ adminDashboard { totalUsers } }'),
  gql('{ supportInfo { version } }'),
  gql(`{ node(id: "${target.globalId}") { ... on User { memberPreferences { theme } } } }`),
  gql('mutation { startAdminTotp { __typename } }'),
  gql('mutation { confirmAdminTotp(input: { code: "123456" }) { __typename } }'),
  gql('mutation { disableAdminTotp(input: { code: "123456" }) { __typename } }'),
  gql('mutation { changeAdminPassword(input: { currentPassword: "x", newPassword: "a long new passphrase" }) { __typename } }'),
  gql('mutation { updateAppSettings(input: { appName: "Hijacked", footerText: "Hijacked" }) { __typename } }'),
  gql('mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { __typename } }', {
    input: { ...newMember({ username: 'made_by_intruder' }), email: undefined },
  }),
  gql(`mutation { adminUpdateUser(input: { id: "${target.globalId}", fullName: "Hijacked", role: "admin", isElder: true }) { __typename } }`),
  gql(`mutation { adminDeleteUser(input: { id: "${target.globalId}" }) { __typename } }`),
  gql('mutation { addCongregationVideo(input: { title: "Hijacked", url: "https://example.org/x" }) { __typename } }'),
  gql('mutation { addCongregationScripture(input: { reference: "Hijacked 1:1", text: "x" }) { __typename } }'),
  gql(`mutation { removeCongregationVideo(input: { id: "${video}" }) { __typename } }`),
  rest('GET', '/api/admin/users'),
  rest('POST', '/api/admin/users', { ...newMember({ username: 'made_by_rest_intruder' }), email: undefined }),
  rest('PUT', `/api/admin/users/${target.id}`, { fullName: 'Hijacked', role: 'admin' }),
  rest('DELETE', `/api/admin/users/${target.id}`),
  rest('GET', '/api/users'),
  rest('PUT', '/api/admin/settings', { appName: 'Hijacked' }),
];

async function run(client: Client, op: ReturnType<typeof OPERATIONS>[number]) {
  if (op.kind === 'rest') {
    const answer = await client.rest(op.method, op.path, op.body);
    return { status: answer.status, text: JSON.stringify(answer.body) };
  }
  const answer = await client.graphql(op.query, op.variables);
  const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
  return { status: answer.status, text: JSON.stringify(answer), codes, data: answer.data };
}

async function snapshot() {
  const [users, settings, videos, scriptures, factors] = await Promise.all([
    t.db.user.findMany({ orderBy: { id: 'asc' }, select: { id: true, username: true, fullName: true, role: true, isElder: true, passwordHash: true } }),
    t.db.appSettings.findMany(),
    t.db.congregationVideo.findMany(),
    t.db.congregationScripture.findMany(),
    t.db.adminSecondFactor.findMany(),
  ]);
  return JSON.stringify({ users, settings, videos, scriptures, factors });
}

const cases: [string, (c: { member: Client; pending: Client }) => Client | undefined, number, string][] = [
  ['a visitor', () => undefined, 401, 'UNAUTHENTICATED'],
  ['a member', (c) => c.member, 403, 'FORBIDDEN'],
  ['an admin who owes the code', (c) => c.pending, 401, 'SECOND_FACTOR_REQUIRED'],
];

test.each(cases)('%s is refused every admin operation and nothing changes', async (_who, pick, status, code) => {
  const member = (await signedInMember(t)).client;
  const pending = await freshSession(t, admin.user.id);
  const client = pick({ member, pending }) ?? t.client();
  const before = await snapshot();
  for (const op of OPERATIONS()) {
    const answer = await run(client, op);
    const where = op.kind === 'rest' ? `${op.method} ${op.path}` : op.query.slice(0, 60);
    if (op.kind === 'rest') {
      expect(answer.status, where).toBe(status);
    } else {
      expect(answer.codes, where).toContain(code);
      expect(answer.text, where).not.toContain('__typename');
    }
  }
  expect(await snapshot()).toBe(before);
});

test('an admin who gave the code may do each of them', async () => {
  for (const op of OPERATIONS().slice(0, 4)) {
    const answer = await run(admin.client, op);
    expect(answer.codes ?? [], op.kind === 'graphql' ? op.query : op.path).toEqual([]);
  }
  expect((await admin.client.rest('GET', '/api/users')).status).toBe(200);
});
