// Shepherding-call requests over GraphQL and the REST shim: the spec's rules and messages, the
// requestor's details taken from the account, the status an elder of the group (or an admin)
// moves a request through, and no one outside the group reading or changing it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAccount, type Client, createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = /* GraphQL */ `
  id requestorName requestorPhone requestorEmail groupNumber requestType priority preferredElders
  description notes status nextStatuses assignedElder scheduledDate completionNotes createdAt
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateShepherdingRequestInput!) {
    createShepherdingRequest(input: $input) {
      __typename
      ... on ShepherdingRequestCreated { request { ${FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const UPDATE_STATUS = /* GraphQL */ `
  mutation ($input: UpdateShepherdingRequestStatusInput!) {
    updateShepherdingRequestStatus(input: $input) {
      __typename
      ... on ShepherdingRequestStatusUpdated { request { ${FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const MINE = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      canManageShepherdingRequests
      shepherdingRequests(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id requestType status } }
      }
      groupShepherdingRequests(first: 50) { totalCount edges { node { id requestorName } } }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on ShepherdingRequest { description } } }`;

const VALID = { requestType: 'Encouragement visit', description: 'Our family would appreciate a visit.', preferredElders: 'Brother Lee', notes: 'Evenings' };
const rowId = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);
const row = (id: string) => t.db.shepherdingCallRequest.findUnique({ where: { id: rowId(id) } });

async function createRequest(client: Client, input: Record<string, unknown> = {}) {
  const answer = await client.graphql(CREATE, { input: { ...VALID, ...input } });
  expect(answer.data.createShepherdingRequest.__typename).toBe('ShepherdingRequestCreated');
  return answer.data.createShepherdingRequest.request;
}

async function elderOf(groupNumber: number) {
  const elder = await signedInMember(t, { groupNumber, fullName: 'Elder Lee' });
  await changeAccount(t, { id: elder.user.id }, { isElder: true });
  return elder;
}

describe('createShepherdingRequest', () => {
  test('creates a pending request with the requestor’s details from the account, priority normal by default', async () => {
    const { client, user } = await signedInMember(t, { groupNumber: 4, fullName: 'Grace Hall', email: 'grace@example.org', phoneNumber: '+1 910 555 0101' });
    const request = await createRequest(client, { requestorName: undefined });
    expect(request).toMatchObject({
      requestorName: 'Grace Hall',
      requestorPhone: '+1 910 555 0101',
      requestorEmail: 'grace@example.org',
      groupNumber: 'GROUP_4',
      requestType: 'Encouragement visit',
      priority: 'normal',
      preferredElders: 'Brother Lee',
      notes: 'Evenings',
      status: 'pending',
      nextStatuses: [],
      assignedElder: null,
      scheduledDate: null,
    });
    expect(await row(request.id)).toMatchObject({ userId: user.id, status: 'pending', priority: 'normal' });
  });

  test.each(['urgent', 'normal', 'low'])('accepts priority %s', async (priority) => {
    const { client } = await signedInMember(t);
    expect((await createRequest(client, { priority })).priority).toBe(priority);
  });

  test('a blank priority is the default, normal', async () => {
    const { client } = await signedInMember(t);
    expect((await createRequest(client, { priority: '' })).priority).toBe('normal');
  });

  test.each([
    ['no request type', { requestType: undefined }, 'requestType', MESSAGES.requestType],
    ['a blank request type', { requestType: '  ' }, 'requestType', MESSAGES.requestType],
    ['a priority outside urgent/normal/low', { priority: 'critical' }, 'priority', MESSAGES.priority],
    ['a description of 9 characters', { description: '123456789' }, 'description', MESSAGES.description],
    ['a description padded to 10 with spaces', { description: '  short   ' }, 'description', MESSAGES.description],
    ['no description', { description: undefined }, 'description', MESSAGES.description],
  ])('refuses %s with the spec message and stores nothing', async (_name, fields, path, message) => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input: { ...VALID, ...fields } });
    expect(answer.data.createShepherdingRequest).toMatchObject({ __typename: 'ValidationError', message, fields: [{ path, message }] });
    expect(await t.db.shepherdingCallRequest.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a visitor is asked to sign in', async () => {
    const before = await t.db.shepherdingCallRequest.count();
    expectSignInFirst(await t.client().graphql(CREATE, { input: VALID }));
    expect(await t.db.shepherdingCallRequest.count()).toBe(before);
  });
});

describe('lists and visibility', () => {
  test('Your Requests pages the viewer’s own requests; the group’s go to its elders only', async () => {
    // Group 8 and 0 hold no other test's requests.
    const member = await signedInMember(t, { groupNumber: 8 });
    const neighbour = await signedInMember(t, { groupNumber: 8 });
    const outsider = await signedInMember(t, { groupNumber: 0 });
    const elder = await elderOf(8);
    const otherElder = await elderOf(0);
    for (const requestType of ['First', 'Second', 'Third']) await createRequest(member.client, { requestType });

    const page1 = (await member.client.graphql(MINE, { first: 2 })).data.viewer;
    expect(page1.canManageShepherdingRequests).toBe(false);
    expect(page1.shepherdingRequests.totalCount).toBe(3);
    expect(page1.shepherdingRequests.edges.map((e: any) => e.node.requestType)).toEqual(['Third', 'Second']);
    expect(page1.groupShepherdingRequests.totalCount).toBe(0);
    const page2 = (await member.client.graphql(MINE, { first: 2, after: page1.shepherdingRequests.pageInfo.endCursor })).data.viewer;
    expect(page2.shepherdingRequests.edges.map((e: any) => e.node.requestType)).toEqual(['First']);

    const forElder = (await elder.client.graphql(MINE, { first: 5 })).data.viewer;
    expect(forElder.canManageShepherdingRequests).toBe(true);
    expect(forElder.groupShepherdingRequests.totalCount).toBe(3);
    expect((await otherElder.client.graphql(MINE, { first: 5 })).data.viewer.groupShepherdingRequests.totalCount).toBe(0);

    const id = page1.shepherdingRequests.edges[0].node.id;
    expect((await elder.client.graphql(NODE, { id })).data.node).toMatchObject({ description: VALID.description });
    for (const client of [neighbour.client, outsider.client, otherElder.client, t.client()]) {
      expect((await client.graphql(NODE, { id })).data?.node ?? null).toBeNull();
    }
  });
});

test('a member of the same group cannot read another member’s requests through their User node', async () => {
  const member = await signedInMember(t, { groupNumber: 1 });
  const neighbour = await signedInMember(t, { groupNumber: 1 });
  await createRequest(member.client, { description: 'Private family matter here.' });
  const answer = await neighbour.client.graphql(
    `query ($id: ID!) { node(id: $id) { ... on User { shepherdingRequests(first: 5) { totalCount } groupShepherdingRequests(first: 5) { totalCount } canManageShepherdingRequests } } }`,
    { id: Buffer.from(`User:${member.user.id}`).toString('base64') },
  );
  expect(answer.errors?.map((e: any) => e.message)).toContain('You are not allowed to do that');
  expect(JSON.stringify(answer)).not.toContain('Private family matter');
});

describe('updateShepherdingRequestStatus', () => {
  test('an elder of the group moves a request pending → assigned → scheduled → completed', async () => {
    const member = await signedInMember(t, { groupNumber: 6 });
    const elder = await elderOf(6);
    const request = await createRequest(member.client);
    const move = (input: Record<string, unknown>) => elder.client.graphql(UPDATE_STATUS, { input: { id: request.id, ...input } });

    const assigned = await move({ status: 'assigned', assignedElder: 'Brother Lee' });
    expect(assigned.data.updateShepherdingRequestStatus.request).toMatchObject({
      status: 'assigned',
      assignedElder: 'Brother Lee',
      nextStatuses: ['scheduled', 'cancelled'],
    });
    const scheduled = await move({ status: 'scheduled', scheduledDate: '2030-05-01T18:30:00.000Z' });
    expect(scheduled.data.updateShepherdingRequestStatus.request).toMatchObject({ status: 'scheduled', scheduledDate: '2030-05-01T18:30:00.000Z' });
    const completed = await move({ status: 'completed', completionNotes: 'Visited with Brother Lee.' });
    expect(completed.data.updateShepherdingRequestStatus.request).toMatchObject({ status: 'completed', completionNotes: 'Visited with Brother Lee.', nextStatuses: [] });
    expect(await row(request.id)).toMatchObject({ status: 'completed', assignedElder: 'Brother Lee', completionNotes: 'Visited with Brother Lee.' });

    // The requestor sees the progress.
    const mine = (await member.client.graphql(MINE, { first: 5 })).data.viewer.shepherdingRequests.edges[0].node;
    expect(mine.status).toBe('completed');
  });

  test('skipping a step, leaving a final status, or missing the elder or the date is refused', async () => {
    const member = await signedInMember(t, { groupNumber: 6 });
    const elder = await elderOf(6);
    const request = await createRequest(member.client);
    const move = (input: Record<string, unknown>) => elder.client.graphql(UPDATE_STATUS, { input: { id: request.id, ...input } });

    expect((await move({ status: 'completed' })).data.updateShepherdingRequestStatus).toMatchObject({
      __typename: 'ValidationError',
      message: 'A pending request can only be moved to assigned or cancelled',
    });
    expect((await move({ status: 'assigned' })).data.updateShepherdingRequestStatus).toMatchObject({
      __typename: 'ValidationError',
      message: MESSAGES.assignedElder,
    });
    expect((await move({ status: 'archived' })).data.updateShepherdingRequestStatus).toMatchObject({
      __typename: 'ValidationError',
      message: MESSAGES.status,
    });
    expect(await row(request.id)).toMatchObject({ status: 'pending', assignedElder: null });
    await move({ status: 'assigned', assignedElder: 'Brother Lee' });
    expect((await move({ status: 'scheduled' })).data.updateShepherdingRequestStatus.message).toBe(MESSAGES.scheduledDate);
    expect((await move({ status: 'cancelled' })).data.updateShepherdingRequestStatus.request.status).toBe('cancelled');
    expect((await move({ status: 'pending' })).data.updateShepherdingRequestStatus.message).toBe('A cancelled request cannot be changed');
    expect(await row(request.id)).toMatchObject({ status: 'cancelled' });
  });

  test('the requestor, a member, an elder of another group and a visitor cannot move it; an admin can', async () => {
    const member = await signedInMember(t, { groupNumber: 1 });
    const neighbour = await signedInMember(t, { groupNumber: 1 });
    const otherElder = await elderOf(7);
    const request = await createRequest(member.client);
    const input = { id: request.id, status: 'cancelled' };

    expect((await member.client.graphql(UPDATE_STATUS, { input })).data.updateShepherdingRequestStatus).toMatchObject({
      __typename: 'ForbiddenError',
      message: MESSAGES.notAnElder,
    });
    for (const client of [neighbour.client, otherElder.client]) {
      expect((await client.graphql(UPDATE_STATUS, { input })).data.updateShepherdingRequestStatus).toMatchObject({
        __typename: 'NotFoundError',
        message: MESSAGES.notFound,
      });
    }
    expectSignInFirst(await t.client().graphql(UPDATE_STATUS, { input }));
    expect(await row(request.id)).toMatchObject({ status: 'pending' });

    const admin = await signedInMember(t, { groupNumber: 9 });
    await changeAccount(t, { id: admin.user.id }, { role: 'admin' });
    expect((await admin.client.graphql(UPDATE_STATUS, { input })).data.updateShepherdingRequestStatus.request.status).toBe('cancelled');
  });
});

describe('REST /api/shepherding-calls', () => {
  test('POST takes the spec payload, ignores requestor fields sent in it, and GET lists one’s own', async () => {
    const { client, user } = await signedInMember(t, { groupNumber: 2, fullName: 'Paul Grey' });
    const other = await signedInMember(t, { groupNumber: 2 });
    const answer = await client.rest('POST', '/api/shepherding-calls', {
      requestType: 'Bereavement',
      priority: 'urgent',
      preferredElders: '',
      description: 'My father passed away last week.',
      notes: '',
      requestorName: 'Someone Else',
      groupNumber: 8,
      status: 'completed',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      requestorName: 'Paul Grey',
      groupNumber: 2,
      priority: 'urgent',
      status: 'pending',
      preferredElders: null,
      notes: null,
    });
    expect(await t.db.shepherdingCallRequest.findUniqueOrThrow({ where: { id: answer.body.id } })).toMatchObject({ userId: user.id, status: 'pending' });
    const list = await client.rest('GET', '/api/shepherding-calls');
    expect(list.body.map((r: any) => r.id)).toEqual([answer.body.id]);
    expect((await other.client.rest('GET', '/api/shepherding-calls')).body).toEqual([]);
  });

  test('bad input: 400 with the spec messages, nothing stored; a visitor gets 401', async () => {
    const { client, user } = await signedInMember(t);
    for (const [body, message] of [
      [{ ...VALID, requestType: '' }, MESSAGES.requestType],
      [{ ...VALID, priority: 'high' }, MESSAGES.priority],
      [{ ...VALID, description: 'Too short' }, MESSAGES.description],
    ] as const) {
      const answer = await client.rest('POST', '/api/shepherding-calls', body);
      expect(answer).toMatchObject({ status: 400, body: { message } });
    }
    expect(await t.db.shepherdingCallRequest.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.client().rest('POST', '/api/shepherding-calls', VALID)).status).toBe(401);
    expect((await t.client().rest('GET', '/api/shepherding-calls')).status).toBe(401);
  });
});
