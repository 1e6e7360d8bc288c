// Every admin query, mutation, subscription and REST path refused to a visitor, a member, and an
// admin who owes the authenticator code, with nothing changed in the database; and the same
// operations allowed to an admin who gave it.
//
// The admin operations are read from the app itself, not from a list kept by hand: every field of
// the executable schema declared with `authScopes: { admin: true }` (the root fields of every
// module, the support inbox's included, and admin-only fields of other types), and every REST
// route Hono has registered under /api/admin but the sign-in steps (tests/api/schema-walk.ts, the
// walk tests/api/authz-matrix.test.ts leaves these operations to). Each one needs an entry in
// OPERATIONS below, with arguments that name real rows, so that an operation let through would
// change something the snapshot sees; a new admin operation without an entry fails the first test.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC_ROUTES } from '../../rest/index.ts';
import { createTestApp, graphqlMember, newMember, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { adminFieldsOfSchema, adminRoutesOfApp } from '../../../../tests/api/schema-walk.ts';
import { SECOND_FACTOR_REQUIRED } from '../../access/messages.ts';
import { enableTotp, forgetLastStep, freshSession, signedInAdmin } from './test-helpers.ts';

const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let target: { id: number; globalId: string };
const rows = { video: '', scripture: '', report: '', suggestion: '', request: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  await enableTotp(admin.client);
  const member = await signedInMember(t, { groupNumber: 4 });
  target = { id: member.user.id, globalId: gid('User', member.user.id) };
  const video = await admin.client.graphql(
    'mutation { addCongregationVideo(input: { title: "Kept", url: "https://example.org/v" }) { ... on CongregationVideoAdded { video { id } } } }',
  );
  rows.video = video.data.addCongregationVideo.video.id;
  const scripture = await admin.client.graphql(
    'mutation { addCongregationScripture(input: { reference: "Psalm 83:18", text: "Kept" }) { ... on CongregationScriptureAdded { scripture { id } } } }',
  );
  rows.scripture = scripture.data.addCongregationScripture.scripture.id;
  // The support inbox: one of each footer form, sent by another member (who may read their own
  // back): deleting the target's account, as the admin does below, would take the target's own.
  const writer = await signedInMember(t, { groupNumber: 4 });
  const report = await writer.client.graphql(
    'mutation { sendProblemReport(input: { name: "Ana", description: "The map is blank" }) { ... on ProblemReportSent { report { id } } } }',
  );
  rows.report = report.data.sendProblemReport.report.id;
  const suggestion = await writer.client.graphql(
    'mutation { sendSuggestion(input: { name: "Ana", suggestion: "A larger font" }) { ... on SuggestionSent { suggestion { id } } } }',
  );
  rows.suggestion = suggestion.data.sendSuggestion.suggestion.id;
  const request = await writer.client.graphql(
    'mutation { sendCustomAppRequest(input: { name: "Ana", email: "ana@example.org", description: "An app" }) { ... on CustomAppRequestSent { request { id } } } }',
  );
  rows.request = request.data.sendCustomAppRequest.request.id;
  for (const id of Object.values(rows)) expect(id).toBeTruthy();
}, 60_000);
afterAll(() => t.close());

/** Every member and admin made here shares this password (harness.ts, newMember). */
const PASSWORD = newMember().password;

type GraphQLOperation = { kind: 'graphql'; query: string; variables?: Record<string, unknown> };
type RestOperation = { kind: 'rest'; method: string; path: string; body?: unknown };
const gql = (query: string, variables?: Record<string, unknown>): GraphQLOperation => ({ kind: 'graphql', query, variables });
const rest = (method: string, path: string, body?: unknown): RestOperation => ({ kind: 'rest', method, path, body });

/**
 * One operation per admin field and route, with valid arguments naming real rows (so that each,
 * let through, would change or read something). The order is the one the admin who gave the code
 * runs them in at the end: the ones that remove rows last.
 */
const GRAPHQL_OPERATIONS = (): Record<string, GraphQLOperation> => ({
  'Query.adminUsers': gql('{ adminUsers(first: 5) { edges { node { id } } } }'),
  'Query.adminDashboard': gql('{ adminDashboard { totalUsers } }'),
  'Query.adminPendingMembers': gql('{ adminPendingMembers { memberId groupNumber } }'),
  'Query.supportInfo': gql('{ supportInfo { version } }'),
  'Query.adminAuditLog': gql('{ adminAuditLog(first: 5) { edges { node { action actorName } } } }'),
  'Query.problemReportInbox': gql('{ problemReportInbox(first: 5) { edges { node { id description } } } }'),
  'Query.suggestionInbox': gql('{ suggestionInbox(first: 5) { edges { node { id suggestion } } } }'),
  'Query.customAppRequestInbox': gql('{ customAppRequestInbox(first: 5) { edges { node { id description } } } }'),
  'User.memberPreferences': gql(`{ node(id: "${target.globalId}") { ... on User { memberPreferences { theme } } } }`),
  'User.hasSecondFactor': gql(`{ node(id: "${target.globalId}") { ... on User { hasSecondFactor } } }`),
  'Mutation.updateAppSettings': gql('mutation { updateAppSettings(input: { appName: "Hijacked", footerText: "Hijacked" }) { __typename } }'),
  'Mutation.adminCreateUser': gql('mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { __typename } }', {
    input: { ...graphqlMember({ username: 'made_by_intruder' }), email: undefined },
  }),
  'Mutation.adminUpdateUser': gql(
    `mutation { adminUpdateUser(input: { id: "${target.globalId}", fullName: "Hijacked", role: "admin", isElder: true }) { __typename } }`,
  ),
  'Mutation.updateMemberRoles': gql(`mutation { updateMemberRoles(input: { id: "${target.globalId}", isConductor: true }) { __typename } }`),
  'Mutation.updateProblemReport': gql(
    `mutation { updateProblemReport(input: { id: "${rows.report}", status: RESOLVED, priority: HIGH, answer: "Hijacked" }) { __typename } }`,
  ),
  'Mutation.updateSuggestion': gql(
    `mutation { updateSuggestion(input: { id: "${rows.suggestion}", status: IN_PROGRESS, answer: "Hijacked" }) { __typename } }`,
  ),
  'Mutation.updateCustomAppRequest': gql(
    `mutation { updateCustomAppRequest(input: { id: "${rows.request}", status: RESOLVED, answer: "Hijacked" }) { __typename } }`,
  ),
  'Mutation.addCongregationVideo': gql('mutation { addCongregationVideo(input: { title: "Hijacked", url: "https://example.org/x" }) { __typename } }'),
  'Mutation.addCongregationScripture': gql('mutation { addCongregationScripture(input: { reference: "Hijacked 1:1", text: "x" }) { __typename } }'),
  'Mutation.removeCongregationVideo': gql(`mutation { removeCongregationVideo(input: { id: "${rows.video}" }) { __typename } }`),
  'Mutation.removeCongregationScripture': gql(`mutation { removeCongregationScripture(input: { id: "${rows.scripture}" }) { __typename } }`),
  'Mutation.changeAdminPassword': gql(
    'mutation ($input: ChangeAdminPasswordInput!) { changeAdminPassword(input: $input) { __typename } }',
    { input: { currentPassword: PASSWORD, newPassword: 'a long new passphrase' } },
  ),
  // The member has no authenticator app: let through, the reset answers ConflictError (a typed answer).
  'Mutation.adminResetSecondFactor': gql(`mutation { adminResetSecondFactor(input: { id: "${target.globalId}" }) { __typename } }`),
  'Mutation.adminIssuePasswordResetCode': gql(`mutation { adminIssuePasswordResetCode(input: { id: "${target.globalId}" }) { __typename } }`),
  'Mutation.adminEndUserSessions': gql(`mutation { adminEndUserSessions(input: { id: "${target.globalId}" }) { __typename } }`),
  'Mutation.adminDeleteUser': gql(`mutation { adminDeleteUser(input: { id: "${target.globalId}" }) { __typename } }`),
  // Last: let through, it signs out every other session (the admin's own goes on).
  'Mutation.adminEndAllSessions': gql('mutation { adminEndAllSessions { __typename } }'),
});

const REST_OPERATIONS = (): Record<string, RestOperation> => ({
  'GET /api/admin/users': rest('GET', '/api/admin/users'),
  'GET /api/users': rest('GET', '/api/users'),
  'PUT /api/admin/settings': rest('PUT', '/api/admin/settings', { appName: 'Hijacked' }),
  'POST /api/admin/users': rest('POST', '/api/admin/users', { ...newMember({ username: 'made_by_rest_intruder' }), email: undefined }),
  'PUT /api/admin/users/:id': rest('PUT', `/api/admin/users/${target.id}`, { fullName: 'Hijacked', role: 'admin' }),
  'DELETE /api/admin/users/:id': rest('DELETE', `/api/admin/users/${target.id}`),
});

const SUBSCRIPTIONS: Record<string, string> = {
  'Subscription.adminDashboardChanged': 'subscription { adminDashboardChanged { totalUsers recentActivity { kind username } } }',
};

async function runGraphql(client: Client, op: GraphQLOperation) {
  const answer = await client.graphql(op.query, op.variables);
  return { status: answer.status, codes: (answer.errors ?? []).map((e) => e.extensions?.code), answer };
}

/** Everything an admin operation could change, the support inbox, the activity and audit logs included. */
async function snapshot() {
  const [users, settings, videos, scriptures, factors, recovery, resetCodes, reports, suggestions, requests, activity, audit, sessions] = await Promise.all([
    t.db.user.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, username: true, fullName: true, role: true, isElder: true, isConductor: true, passwordHash: true },
    }),
    t.db.appSettings.findMany(),
    t.db.congregationVideo.findMany({ orderBy: { id: 'asc' } }),
    t.db.congregationScripture.findMany({ orderBy: { id: 'asc' } }),
    t.db.adminSecondFactor.findMany({ orderBy: { userId: 'asc' } }),
    t.db.adminRecoveryCode.findMany({ orderBy: { id: 'asc' } }),
    t.db.passwordResetCode.findMany({ orderBy: { id: 'asc' } }),
    t.db.problemReport.findMany({ orderBy: { id: 'asc' } }),
    t.db.suggestion.findMany({ orderBy: { id: 'asc' } }),
    t.db.customAppRequest.findMany({ orderBy: { id: 'asc' } }),
    t.db.activityEvent.findMany({ orderBy: { id: 'asc' } }),
    // A refusal is itself written to the log (access/refusals.ts): that entry is the only change.
    t.db.auditEvent.findMany({ where: { action: { not: 'access-refused' } }, orderBy: { id: 'asc' } }),
    t.db.session.findMany({ orderBy: { id: 'asc' }, select: { id: true, userId: true } }),
  ]);
  return JSON.stringify({ users, settings, videos, scriptures, factors, recovery, resetCodes, reports, suggestions, requests, activity, audit, sessions });
}

type Who = 'a visitor' | 'a member' | 'an admin who owes the code';
/** Who, the HTTP status and GraphQL code they get, and the REST answer's body. */
const REFUSALS: [Who, number, string, Record<string, string>][] = [
  ['a visitor', 401, 'UNAUTHENTICATED', { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' }],
  ['a member', 403, 'FORBIDDEN', { code: 'FORBIDDEN' }],
  ['an admin who owes the code', 401, 'SECOND_FACTOR_REQUIRED', { message: SECOND_FACTOR_REQUIRED }],
];

/** A client for `who`: the admin's new session has not given its code (as after the password step). */
async function clientFor(who: Who): Promise<Client> {
  if (who === 'a member') return (await signedInMember(t)).client;
  if (who === 'an admin who owes the code') return freshSession(t, admin.user.id);
  return t.client();
}

test('every admin field of the schema and every admin route of the REST shim has an operation here', () => {
  const fields = adminFieldsOfSchema();
  // The walk reads the schema: the support inbox, the content tab and the dashboard are in it.
  for (const known of ['Query.suggestionInbox', 'Mutation.updateCustomAppRequest', 'Mutation.removeCongregationScripture', 'Subscription.adminDashboardChanged']) {
    expect(fields).toContain(known);
  }
  expect(fields).toEqual([...Object.keys(GRAPHQL_OPERATIONS()), ...Object.keys(SUBSCRIPTIONS)].sort());
  expect(adminRoutesOfApp(t)).toEqual(Object.keys(REST_OPERATIONS()).sort());
  // None of them is public.
  for (const route of Object.keys(REST_OPERATIONS())) expect(PUBLIC_ROUTES).not.toContain(route);
});

describe.each(REFUSALS)('%s', (who, status, code, restBody) => {
  test('is refused every admin query, mutation and REST path, and nothing changes', async () => {
    const client = await clientFor(who);
    const before = await snapshot();
    const startedAt = new Date();
    for (const [name, op] of Object.entries(GRAPHQL_OPERATIONS())) {
      const { status: got, codes, answer } = await runGraphql(client, op);
      expect({ name, status: got, codes }).toEqual({ name, status, codes: [code] });
      // No result of the operation: neither a success nor a typed failure, nor a list.
      expect({ name, body: JSON.stringify(answer.data ?? null) }).not.toEqual({ name, body: expect.stringMatching(/__typename|edges/) });
      if (code === 'SECOND_FACTOR_REQUIRED') expect(answer.errors?.[0]?.message).toBe(SECOND_FACTOR_REQUIRED);
    }
    for (const [name, op] of Object.entries(REST_OPERATIONS())) {
      const answer = await client.rest(op.method, op.path, op.body);
      expect({ name, status: answer.status, body: answer.body }).toMatchObject({ name, status, body: restBody });
    }
    expect(await snapshot()).toBe(before);
    // A signed-in member's refusals are in the audit log, by operation. A visitor has no one to name,
    // and an admin who owes the code has not finished signing in: neither is written.
    if (who === 'a member') {
      const me = (await client.rest('GET', '/api/user/current')).body as { id: number };
      const refusals = await t.db.auditEvent.findMany({ where: { action: 'access-refused', actorId: me.id } });
      expect(refusals.map((e) => e.detail)).toEqual(expect.arrayContaining(['Mutation.adminDeleteUser', 'Query.adminUsers']));
    } else {
      expect(await t.db.auditEvent.count({ where: { action: 'access-refused', createdAt: { gte: startedAt } } })).toBe(0);
    }
  });

  test('cannot subscribe to the activity dashboard, and hears nothing of what happens', async () => {
    const client = await clientFor(who);
    const base = await serverBase();
    class WithCookie extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: base, ...(client.cookie ? { cookie: client.cookie } : {}) } });
      }
    }
    const ws = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0 });
    try {
      for (const [name, query] of Object.entries(SUBSCRIPTIONS)) {
        // The refusal comes as one result with the error and no data, and the subscription ends.
        const results: { data?: unknown; errors?: readonly { extensions?: { code?: unknown } }[] }[] = [];
        const ended = await new Promise<string>((resolve) =>
          ws.subscribe({ query }, { next: (e) => void results.push(e), error: () => resolve('error'), complete: () => resolve('complete') }),
        );
        const codes = results.flatMap((r) => (r.errors ?? []).map((e) => e.extensions?.code));
        const data = results.map((r) => r.data ?? null).filter((d) => d !== null);
        expect({ name, ended, codes, data }).toEqual({ name, ended: 'complete', codes: [code], data: [] });
      }
    } finally {
      await ws.dispose();
    }
  });
});

let started: Promise<string> | undefined;
const serverBase = () => (started ??= t.app.start(0, '127.0.0.1'));

test('an admin who owes the code cannot use an admin’s power over other accounts on the member paths either', async () => {
  const pending = await freshSession(t, admin.user.id);
  const before = await snapshot();
  const profile = await pending.graphql(
    `mutation { updateProfile(input: { id: "${target.globalId}", fullName: "Hijacked" }) { __typename ... on Error { message } } }`,
  );
  expect(profile.data.updateProfile).toEqual({ __typename: 'ForbiddenError', message: 'You can only change your own account' });
  const deleted = await pending.graphql(`mutation { deleteAccount(input: { id: "${target.globalId}" }) { __typename } }`);
  expect(deleted.data.deleteAccount.__typename).toBe('ForbiddenError');
  expect((await pending.rest('PUT', `/api/users/${target.id}`, { fullName: 'Hijacked' })).status).toBe(403);
  expect((await pending.rest('DELETE', `/api/users/${target.id}`)).status).toBe(403);
  // Another member's problem report is not theirs to read.
  const report = await pending.graphql(`{ node(id: "${rows.report}") { id } }`);
  expect(report.data.node).toBeNull();
  expect(await snapshot()).toBe(before);
});

test('an admin who gave the code may do each of them', async () => {
  // The subscription first: it hears what an admin operation records.
  const base = await serverBase();
  class WithCookie extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: base, cookie: admin.client.cookie } });
    }
  }
  const ws = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0 });
  const events: { data?: { adminDashboardChanged?: { recentActivity: { kind: string; username: string }[] } } }[] = [];
  const errors: unknown[] = [];
  ws.subscribe({ query: SUBSCRIPTIONS['Subscription.adminDashboardChanged']! }, { next: (e) => void events.push(e as never), error: (e) => void errors.push(e), complete: () => {} });
  try {
    // The server subscribes only after it has read the session: sign in until the first event.
    const member = await signedInMember(t);
    for (let i = 1; events.length === 0 && i <= 10; i += 1) {
      expect((await t.client().rest('POST', '/api/login', { username: member.user.username, password: PASSWORD })).status).toBe(200);
      const end = Date.now() + 300;
      while (events.length === 0 && errors.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    }
    expect(errors).toEqual([]);
    expect(events.at(-1)?.data?.adminDashboardChanged?.recentActivity[0]).toEqual({ kind: 'sign-in', username: member.user.username });
  } finally {
    await ws.dispose();
  }

  await forgetLastStep(t, admin.user.id);
  const before = await snapshot();
  for (const [name, op] of Object.entries(REST_OPERATIONS()).filter(([n]) => n.startsWith('GET'))) {
    expect({ name, status: (await admin.client.rest(op.method, op.path)).status }).toEqual({ name, status: 200 });
  }
  for (const [name, op] of Object.entries(GRAPHQL_OPERATIONS())) {
    const { codes, answer } = await runGraphql(admin.client, op);
    expect({ name, codes }).toEqual({ name, codes: [] });
    expect(answer.data).not.toBeNull();
  }
  // And the writes did happen: the rows the refusals left alone are changed or gone.
  expect(await snapshot()).not.toBe(before);
  expect(await t.db.user.findUnique({ where: { id: target.id } })).toBeNull();
  expect(await t.db.congregationScripture.count()).toBe(1);
  expect((await t.db.suggestion.findFirstOrThrow()).answer).toBe('Hijacked');
  expect(await t.db.auditEvent.count({ where: { action: 'password-reset-issued', targetId: target.id } })).toBe(1);
}, 60_000);
