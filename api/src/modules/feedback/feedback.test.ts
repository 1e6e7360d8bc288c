// The footer forms and their inbox over REST and GraphQL: each form's required fields and
// messages, what is stored (and that nothing is stored on a refusal), the admins-only inbox and
// its status changes, a sender following only their own reports, and the what's-new versions a
// member has seen. The per-address limit has its own file (feedback.limit.test.ts): every request
// here comes from one address, so this file raises the limit out of the way.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, expectSignInFirst, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { globalId, rowIdOf } from '../../../../tests/api/ids.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
const savedLimit = process.env.FEEDBACK_LIMIT_PER_ADDRESS;
beforeAll(async () => {
  process.env.FEEDBACK_LIMIT_PER_ADDRESS = '10000';
  t = await createTestApp();
  // The harness hashes the members' password once per file (scrypt is slow on purpose): do it here,
  // not inside the first test's time.
  await signedInMember(t);
}, 120_000);
afterAll(async () => {
  await t.close();
  if (savedLimit === undefined) delete process.env.FEEDBACK_LIMIT_PER_ADDRESS;
  else process.env.FEEDBACK_LIMIT_PER_ADDRESS = savedLimit;
});

const CONTACT = {
  name: 'Ruth Banda',
  email: 'ruth@example.org',
  phone: '+1 910 555 0199',
  projectType: 'Mobile app',
  description: 'An app for our circuit assembly schedule.',
  budget: '$1,000 - $5,000',
  timeline: '2-3 months',
};
const PROBLEM = {
  name: 'Samuel Ito',
  email: 'samuel@example.org',
  problemType: 'Bug',
  description: 'The calendar shows the wrong day.',
  stepsToReproduce: '1. Open the calendar\n2. Look at Sunday',
  browserInfo: 'Mozilla/5.0 (X11) | Screen: 1920x1080 | Window: 1280x800',
  timestamp: '2026-11-24T10:00:00.000Z',
  url: 'http://localhost/calendar',
};
const SUGGESTION = { name: 'Lydia Moss', email: '', suggestion: 'A dark map style for evening ministry.' };

const SEND_CONTACT = /* GraphQL */ `
  mutation ($input: SendCustomAppRequestInput!) {
    sendCustomAppRequest(input: $input) {
      __typename
      ... on CustomAppRequestSent { ok request { id status } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
      ... on RateLimitError { retryAfterSeconds }
    }
  }
`;
const SEND_SUGGESTION = /* GraphQL */ `
  mutation ($input: SendSuggestionInput!) {
    sendSuggestion(input: $input) {
      __typename
      ... on SuggestionSent { ok suggestion { id status } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const SEND_PROBLEM = /* GraphQL */ `
  mutation ($input: SendProblemReportInput!) {
    sendProblemReport(input: $input) {
      __typename
      ... on ProblemReportSent { ok report { id status priority } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const INBOX = /* GraphQL */ `
  query ($status: ReportStatus) {
    problemReportInbox(first: 50, status: $status) { totalCount edges { node { id name description status priority answer browserInfo fromMember } } }
    suggestionInbox(first: 50) { totalCount edges { node { id name suggestion status } } }
    customAppRequestInbox(first: 50) { totalCount edges { node { id name email description status } } }
  }
`;
const UPDATE_PROBLEM = /* GraphQL */ `
  mutation ($input: UpdateProblemReportInput!) {
    updateProblemReport(input: $input) {
      __typename
      ... on ProblemReportUpdated { report { id status priority answer answeredAt } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const UPDATE_SUGGESTION = /* GraphQL */ `
  mutation ($input: UpdateSuggestionInput!) {
    updateSuggestion(input: $input) {
      __typename
      ... on SuggestionUpdated { suggestion { id status answer } }
      ... on Error { message }
    }
  }
`;
const UPDATE_REQUEST = /* GraphQL */ `
  mutation ($input: UpdateCustomAppRequestInput!) {
    updateCustomAppRequest(input: $input) {
      __typename
      ... on CustomAppRequestUpdated { request { id status answer } }
      ... on Error { message }
    }
  }
`;
const MINE = /* GraphQL */ `
  query {
    viewer {
      problemReports(first: 10) { totalCount edges { node { id description status answer } } }
      suggestions(first: 10) { totalCount edges { node { id suggestion status answer } } }
      customAppRequests(first: 10) { totalCount edges { node { id description status answer } } }
    }
  }
`;

const admin = () => signedInMember(t, { role: 'admin' });
const counts = async () => ({
  problems: await t.db.problemReport.count(),
  suggestions: await t.db.suggestion.count(),
  requests: await t.db.customAppRequest.count(),
});

describe('Custom App Development Request (POST /api/contact, sendCustomAppRequest)', () => {
  test('a visitor’s request is stored with every field of the form', async () => {
    const answer = await t.client().rest('POST', '/api/contact', CONTACT);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ ok: true, status: 'open' });
    const row = await t.db.customAppRequest.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(row).toMatchObject({ ...CONTACT, userId: null, status: 'open', answer: null });
  });

  test('a member’s request is tied to the account and answered with the request itself', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(SEND_CONTACT, { input: { ...CONTACT, phone: '', budget: null } });
    expect(answer.data.sendCustomAppRequest).toMatchObject({ __typename: 'CustomAppRequestSent', ok: true, request: { status: 'OPEN' } });
    const row = await t.db.customAppRequest.findUniqueOrThrow({ where: { id: rowIdOf(answer.data.sendCustomAppRequest.request.id) } });
    expect(row).toMatchObject({ userId: user.id, phone: null, budget: null, description: CONTACT.description });
  });

  test('over GraphQL a visitor may send it too, and is not shown the stored row', async () => {
    const answer = await t.client().graphql(SEND_CONTACT, { input: CONTACT });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.sendCustomAppRequest).toEqual({ __typename: 'CustomAppRequestSent', ok: true, request: null });
  });

  test.each([
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['no email', { email: '' }, 'email', 'Email is required'],
    ['no project description', { description: ' ' }, 'description', 'Project description is required'],
  ])('%s: “Please fill in your name, email, and project description”, nothing stored', async (_name, change, path, fieldMessage) => {
    const before = await counts();
    const rest = await t.client().rest('POST', '/api/contact', { ...CONTACT, ...change });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: MESSAGES.contactMissing, fields: [{ path, message: fieldMessage }] });
    const gql = await t.client().graphql(SEND_CONTACT, { input: { ...CONTACT, ...change } });
    expect(gql.data.sendCustomAppRequest).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.contactMissing, fields: [{ path, message: fieldMessage }] });
    expect(await counts()).toEqual(before);
  });

  test('an email that is not one, or a field too long, is refused with its own message', async () => {
    const before = await counts();
    const badEmail = await t.client().rest('POST', '/api/contact', { ...CONTACT, email: 'ruth@' });
    expect(badEmail).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address', fields: [{ path: 'email' }] } });
    const long = await t.client().rest('POST', '/api/contact', { ...CONTACT, budget: 'x'.repeat(101) });
    expect(long).toMatchObject({ status: 400, body: { message: 'Budget must be at most 100 characters' } });
    const notJson = await t.client().rest('POST', '/api/contact', undefined, { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('Share Your Suggestions (sendSuggestion, POST /api/suggestions)', () => {
  test('a suggestion is stored on the server; the email is optional', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(SEND_SUGGESTION, { input: SUGGESTION });
    expect(answer.data.sendSuggestion).toMatchObject({ __typename: 'SuggestionSent', ok: true, suggestion: { status: 'OPEN' } });
    const row = await t.db.suggestion.findUniqueOrThrow({ where: { id: rowIdOf(answer.data.sendSuggestion.suggestion.id) } });
    expect(row).toMatchObject({ name: 'Lydia Moss', email: null, suggestion: SUGGESTION.suggestion, userId: user.id, status: 'open' });

    const rest = await t.client().rest('POST', '/api/suggestions', { name: 'Visitor', suggestion: 'Bigger buttons' });
    expect(rest.status).toBe(201);
    expect(await t.db.suggestion.findUniqueOrThrow({ where: { id: rest.body.id } })).toMatchObject({ userId: null, suggestion: 'Bigger buttons' });
  });

  test.each([
    ['no name', { name: '' }, 'name'],
    ['no suggestion', { suggestion: '  ' }, 'suggestion'],
  ])('%s: “Please fill in your name and suggestion”, nothing stored', async (_name, change, path) => {
    const before = await counts();
    const gql = await t.client().graphql(SEND_SUGGESTION, { input: { ...SUGGESTION, ...change } });
    expect(gql.data.sendSuggestion).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.suggestionMissing, fields: [{ path }] });
    const rest = await t.client().rest('POST', '/api/suggestions', { ...SUGGESTION, ...change });
    expect(rest).toMatchObject({ status: 400, body: { message: MESSAGES.suggestionMissing } });
    expect(await counts()).toEqual(before);
  });
});

describe('Report a Problem (POST /api/problem-report, sendProblemReport)', () => {
  test('the spec’s payload is stored, browser information and page address included, open and medium', async () => {
    const answer = await t.client().rest('POST', '/api/problem-report', PROBLEM);
    expect(answer.status).toBe(201);
    const { timestamp: _clientTime, ...stored } = PROBLEM;
    expect(await t.db.problemReport.findUniqueOrThrow({ where: { id: answer.body.id } })).toMatchObject({
      ...stored,
      userId: null,
      status: 'open',
      priority: 'medium',
    });
  });

  test.each([
    ['no name', { name: undefined }, 'name'],
    ['no problem description', { description: '' }, 'description'],
  ])('%s: “Please fill in your name and problem description”, nothing stored', async (_name, change, path) => {
    const before = await counts();
    const rest = await t.client().rest('POST', '/api/problem-report', { ...PROBLEM, ...change });
    expect(rest).toMatchObject({ status: 400, body: { message: MESSAGES.problemMissing, fields: [{ path }] } });
    const gql = await t.client().graphql(SEND_PROBLEM, { input: { ...PROBLEM, ...change } });
    expect(gql.data.sendProblemReport).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.problemMissing });
    expect(await counts()).toEqual(before);
  });
});

describe('the inbox', () => {
  async function fileOneOfEach(client: Client) {
    const problem = await client.graphql(SEND_PROBLEM, { input: { ...PROBLEM, description: `Problem ${Math.random()}` } });
    const suggestion = await client.graphql(SEND_SUGGESTION, { input: SUGGESTION });
    const request = await client.graphql(SEND_CONTACT, { input: CONTACT });
    return {
      problem: problem.data.sendProblemReport.report?.id as string | undefined,
      suggestion: suggestion.data.sendSuggestion.suggestion?.id as string | undefined,
      request: request.data.sendCustomAppRequest.request?.id as string | undefined,
    };
  }

  test('an admin lists all three inboxes, and may show one status only', async () => {
    await fileOneOfEach(t.client());
    const { client } = await admin();
    const all = (await client.graphql(INBOX)).data;
    expect(all.problemReportInbox.totalCount).toBe(await t.db.problemReport.count());
    expect(all.suggestionInbox.totalCount).toBe(await t.db.suggestion.count());
    expect(all.customAppRequestInbox.totalCount).toBe(await t.db.customAppRequest.count());
    expect(all.problemReportInbox.edges[0].node).toMatchObject({ status: 'OPEN', priority: 'MEDIUM', browserInfo: PROBLEM.browserInfo, fromMember: false });

    const resolved = (await client.graphql(INBOX, { status: 'RESOLVED' })).data.problemReportInbox;
    expect(resolved.totalCount).toBe(await t.db.problemReport.count({ where: { status: 'resolved' } }));
    const bad = await client.graphql(INBOX, { status: 'closed' });
    expect(bad.errors?.[0]?.message).toMatch(/ReportStatus/);
    expect(bad.data ?? null).toBeNull();
  });

  test('a visitor and a member cannot read the inbox', async () => {
    await fileOneOfEach(t.client());
    expectSignInFirst(await t.client().graphql(INBOX));
    const { client } = await signedInMember(t);
    const answer = await client.graphql(INBOX);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    expect(JSON.stringify(answer)).not.toContain(PROBLEM.browserInfo);
  });

  test('an admin moves a problem report open → in progress → resolved, sets its priority and answers it', async () => {
    const { client: member } = await signedInMember(t);
    const { problem } = await fileOneOfEach(member);
    const { client } = await admin();
    const move = (input: Record<string, unknown>) => client.graphql(UPDATE_PROBLEM, { input: { id: problem, ...input } });

    expect((await move({ status: 'IN_PROGRESS', priority: 'HIGH' })).data.updateProblemReport.report).toMatchObject({
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      answer: null,
      answeredAt: null,
    });
    const answered = (await move({ status: 'RESOLVED', answer: 'Fixed in the next version, thank you!' })).data.updateProblemReport.report;
    expect(answered).toMatchObject({ status: 'RESOLVED', priority: 'HIGH', answer: 'Fixed in the next version, thank you!' });
    expect(answered.answeredAt).toEqual(expect.any(String));
    expect(await t.db.problemReport.findUniqueOrThrow({ where: { id: rowIdOf(problem!) } })).toMatchObject({
      status: 'resolved',
      priority: 'high',
      answer: 'Fixed in the next version, thank you!',
    });
  });

  test('suggestions and custom-app requests take a status and an answer too', async () => {
    const { client: member } = await signedInMember(t);
    const { suggestion, request } = await fileOneOfEach(member);
    const { client } = await admin();
    const s = await client.graphql(UPDATE_SUGGESTION, { input: { id: suggestion, status: 'RESOLVED', answer: 'Added to our list.' } });
    expect(s.data.updateSuggestion.suggestion).toMatchObject({ status: 'RESOLVED', answer: 'Added to our list.' });
    const r = await client.graphql(UPDATE_REQUEST, { input: { id: request, status: 'IN_PROGRESS', answer: 'We will call you this week.' } });
    expect(r.data.updateCustomAppRequest.request).toMatchObject({ status: 'IN_PROGRESS', answer: 'We will call you this week.' });
  });

  test('a member and a visitor cannot change a report; bad values are refused; nothing changes', async () => {
    const { client: member } = await signedInMember(t);
    const { problem, suggestion, request } = await fileOneOfEach(member);
    const snapshot = async () => [
      await t.db.problemReport.findUniqueOrThrow({ where: { id: rowIdOf(problem!) } }),
      await t.db.suggestion.findUniqueOrThrow({ where: { id: rowIdOf(suggestion!) } }),
      await t.db.customAppRequest.findUniqueOrThrow({ where: { id: rowIdOf(request!) } }),
    ];
    const before = await snapshot();

    for (const client of [member, (await signedInMember(t)).client]) {
      for (const [query, id] of [[UPDATE_PROBLEM, problem], [UPDATE_SUGGESTION, suggestion], [UPDATE_REQUEST, request]] as const) {
        const answer = await client.graphql(query, { input: { id, status: 'RESOLVED', answer: 'Done' } });
        expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
      }
    }
    expectSignInFirst(await t.client().graphql(UPDATE_PROBLEM, { input: { id: problem, status: 'RESOLVED' } }));

    const { client } = await admin();
    // A value outside the lists is refused by the schema itself; the REST shim never sees the inbox.
    for (const input of [{ id: problem, status: 'closed' }, { id: problem, status: 'resolved' }, { id: problem, priority: 'urgent' }]) {
      const refused = await client.graphql(UPDATE_PROBLEM, { input });
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.message).toMatch(/ReportStatus|ReportPriority/);
    }
    const longAnswer = await client.graphql(UPDATE_PROBLEM, { input: { id: problem, answer: 'x'.repeat(2001) } });
    expect(longAnswer.data.updateProblemReport).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.answer });
    const nothing = await client.graphql(UPDATE_PROBLEM, { input: { id: problem } });
    expect(nothing.data.updateProblemReport).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.noChange });
    const missing = await client.graphql(UPDATE_PROBLEM, { input: { id: globalId('ProblemReport', 999999), status: 'RESOLVED' } });
    expect(missing.data.updateProblemReport).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    const wrongType = await client.graphql(UPDATE_PROBLEM, { input: { id: suggestion, status: 'RESOLVED' } });
    expect(wrongType.data.updateProblemReport.__typename).toBe('ValidationError');

    expect(await snapshot()).toEqual(before);
  });
});

describe('a sender’s own reports', () => {
  test('a member sees the status and answer of their own reports, and only theirs', async () => {
    const reporter = await signedInMember(t);
    const other = await signedInMember(t);
    const sent = await reporter.client.graphql(SEND_PROBLEM, { input: { ...PROBLEM, description: 'Only mine' } });
    const id = sent.data.sendProblemReport.report.id;
    await other.client.graphql(SEND_SUGGESTION, { input: { ...SUGGESTION, suggestion: 'Not yours' } });
    await t.client().graphql(SEND_PROBLEM, { input: { ...PROBLEM, description: 'A visitor’s' } });

    const { client } = await admin();
    await client.graphql(UPDATE_PROBLEM, { input: { id, status: 'IN_PROGRESS', answer: 'Looking into it.' } });

    const mine = (await reporter.client.graphql(MINE)).data.viewer;
    expect(mine.problemReports.edges.map((e: any) => e.node)).toEqual([{ id, description: 'Only mine', status: 'IN_PROGRESS', answer: 'Looking into it.' }]);
    expect(mine.suggestions.totalCount).toBe(0);
    expect(mine.customAppRequests.totalCount).toBe(0);

    // Not through node(id:), nor through the reporter's User node.
    const node = await other.client.graphql(`query ($id: ID!) { node(id: $id) { id ... on ProblemReport { description } } }`, { id });
    expect(node.data?.node ?? null).toBeNull();
    const viaUser = await other.client.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { problemReports(first: 5) { totalCount } } } }`,
      { id: globalId('User', reporter.user.id) },
    );
    expect(JSON.stringify(viaUser)).not.toContain('totalCount":1');
    expect(viaUser.errors?.map((e) => e.message)).toContain('You are not allowed to do that');
    const forVisitor = await t.client().graphql(`query ($id: ID!) { node(id: $id) { id } }`, { id });
    expect(forVisitor.data?.node ?? null).toBeNull();
  });
});

describe('what’s new: the versions a member has seen', () => {
  const SEEN = /* GraphQL */ `query { viewer { seenReleases } }`;
  const MARK = /* GraphQL */ `
    mutation ($input: MarkReleasesSeenInput!) {
      markReleasesSeen(input: $input) {
        __typename
        ... on ReleasesSeen { seenReleases }
        ... on Error { message }
      }
    }
  `;

  test('null until recorded, then the union of what was dismissed on any device', async () => {
    const { client, user } = await signedInMember(t);
    expect((await client.graphql(SEEN)).data.viewer.seenReleases).toBeNull();
    expect((await client.graphql(MARK, { input: { versions: ['2.1.0'] } })).data.markReleasesSeen.seenReleases).toEqual(['2.1.0']);
    expect((await client.graphql(MARK, { input: { versions: ['2.2.0', '2.1.0'] } })).data.markReleasesSeen.seenReleases).toEqual(['2.1.0', '2.2.0']);
    expect((await client.graphql(SEEN)).data.viewer.seenReleases).toEqual(['2.1.0', '2.2.0']);
    expect(JSON.parse((await t.db.userPreferences.findUniqueOrThrow({ where: { userId: user.id } })).seenReleases!)).toEqual(['2.1.0', '2.2.0']);
  });

  test('a bad version is refused and nothing is stored; a visitor is asked to sign in', async () => {
    const { client, user } = await signedInMember(t);
    const bad = await client.graphql(MARK, { input: { versions: ['latest'] } });
    expect(bad.data.markReleasesSeen).toMatchObject({ __typename: 'ValidationError', message: 'A version is written like 2.1.0' });
    expect(await t.db.userPreferences.findUnique({ where: { userId: user.id } })).toBeNull();
    expectSignInFirst(await t.client().graphql(MARK, { input: { versions: ['2.1.0'] } }));
  });
});
