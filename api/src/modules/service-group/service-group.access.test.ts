// Group data is visible to members of the same group number only: a visitor, a member of another
// group and a member without a group (group 0) read and change nothing of group 4, on every
// query, mutation and REST path. (Subscriptions: service-group.subscription.test.ts.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAccount, type Client, createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { usePushSender } from '../push/sender.ts';
import { MESSAGES } from './inputs.ts';
import { BOARD, END, NODE, RECENT, RESPOND, SEND, START, globalId, send } from './test-documents.ts';

let t: TestApp;
let member: { client: Client; user: User };
let outsider: { client: Client; user: User };
let noGroup: { client: Client; user: User };
let visitor: Client;
let alertId: string;
let rollCallId: string;
let responseId: string;

beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, async () => undefined);
  member = await signedInMember(t, { groupNumber: 4, fullName: 'Grace Member', email: 'grace@example.org' });
  outsider = await signedInMember(t, { groupNumber: 5, fullName: 'Olly Outsider' });
  noGroup = await signedInMember(t, { groupNumber: 0, fullName: 'Nora Visiting' });
  visitor = t.client();
  alertId = (await send(member.client, { status: 'RED', message: 'private to group 4' })).alert.id;
  responseId = (await member.client.graphql(RESPOND, { input: { alertId, status: 'CAN_HELP' } })).data.respondToAlert.response.id;
  rollCallId = (await member.client.graphql(START, { input: { kind: 'ROLLCALL' } })).data.startRollCall.rollCall.id;
});
afterAll(() => t.close());

/** Everything stored for group 4, to check that a refused request changed nothing. */
const snapshot = async () => ({
  alerts: await t.db.emergencyAlert.findMany({ orderBy: { id: 'asc' } }),
  responses: await t.db.alertResponse.findMany({ orderBy: { id: 'asc' } }),
});

describe('a visitor', () => {
  test('has no viewer, so no group, members or board', async () => {
    const answer = await visitor.graphql(BOARD);
    expect(answer.data).toEqual({ viewer: null });
  });

  test('is asked to sign in by every mutation, and nothing changes', async () => {
    const before = await snapshot();
    expectSignInFirst(await visitor.graphql(SEND, { input: { status: 'RED' } }));
    expectSignInFirst(await visitor.graphql(RESPOND, { input: { alertId, status: 'CAN_HELP' } }));
    expectSignInFirst(await visitor.graphql(START, { input: { kind: 'DRILL' } }));
    expectSignInFirst(await visitor.graphql(END, { input: {} }));
    expect(await snapshot()).toEqual(before);
  });

  test('reads no group row through node(id:)', async () => {
    for (const id of [alertId, responseId, rollCallId, globalId('ServiceGroup', 4), globalId('ServiceGroupMember', member.user.id)]) {
      const answer = await visitor.graphql(NODE, { id });
      expect(answer.data?.node ?? null).toBeNull();
      expect(JSON.stringify(answer)).not.toContain('private to group 4');
    }
  });

  test('GET /api/service-group-members answers 401', async () => {
    const answer = await visitor.rest('GET', '/api/service-group-members');
    expect(answer).toMatchObject({ status: 401, body: { message: 'Please sign in to continue' } });
  });
});

describe('a member of another group', () => {
  test('sees their own group only: none of group 4’s members, statuses or roll-call', async () => {
    const group = (await outsider.client.graphql(BOARD)).data.viewer.serviceGroup;
    expect(group.number).toBe('GROUP_5');
    expect(group.members.map((m: any) => m.name)).toEqual(['Olly Outsider']);
    expect(group.board).toEqual({ latestStatuses: [], activeRollCall: null });
    const recent = (await outsider.client.graphql(RECENT, { first: 10 })).data.viewer.serviceGroup.recentAlerts;
    expect(recent).toMatchObject({ totalCount: 0, edges: [] });
  });

  test('reads no group-4 row through node(id:)', async () => {
    for (const id of [alertId, responseId, rollCallId, globalId('ServiceGroup', 4), globalId('ServiceGroupMember', member.user.id)]) {
      const answer = await outsider.client.graphql(NODE, { id });
      expect(answer.data?.node ?? null).toBeNull();
      expect(JSON.stringify(answer)).not.toMatch(/private to group 4|Grace Member/);
    }
  });

  test('cannot respond to a group-4 alert or end its roll-call: not found, and nothing changes', async () => {
    const before = await snapshot();
    const respond = (await outsider.client.graphql(RESPOND, { input: { alertId, status: 'ON_MY_WAY' } })).data.respondToAlert;
    expect(respond).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.alertNotFound });
    const end = (await outsider.client.graphql(END, { input: { id: rollCallId } })).data.endRollCall;
    expect(end).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.rollCallNotFound });
    // Without an id it ends their own group's roll-call, of which there is none.
    const endOwn = (await outsider.client.graphql(END, { input: {} })).data.endRollCall;
    expect(endOwn).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.noActiveRollCall });
    expect(await snapshot()).toEqual(before);
  });

  test('an alert they send goes to their own group, not to group 4', async () => {
    const theirs = await send(outsider.client, { status: 'ORANGE', message: 'group 5 news' });
    expect(theirs.serviceGroup.number).toBe('GROUP_5');
    const group4 = (await member.client.graphql(BOARD)).data.viewer.serviceGroup;
    expect(JSON.stringify(group4)).not.toContain('group 5 news');
    await t.db.emergencyAlert.deleteMany({ where: { groupId: 5 } });
  });

  test('GET /api/service-group-members gives their own group, and 403 for group 4', async () => {
    const own = await outsider.client.rest('GET', '/api/service-group-members');
    expect(own.body).toEqual([{ id: outsider.user.id, name: 'Olly Outsider', role: 'Member', email: null, phone: '+1 555 0100' }]);
    const other = await outsider.client.rest('GET', '/api/service-group-members?groupNumber=4');
    expect(other).toMatchObject({ status: 403, body: { message: MESSAGES.otherGroup } });
    expect(JSON.stringify(other.body)).not.toContain('Grace');
  });
});

describe('a member without a service group (group 0)', () => {
  test('has no group page data', async () => {
    expect((await noGroup.client.graphql(BOARD)).data.viewer.serviceGroup).toBeNull();
    expect((await noGroup.client.rest('GET', '/api/service-group-members')).body).toEqual([]);
  });

  test('cannot send, respond, start or end: told to choose a group, and nothing changes', async () => {
    const before = await snapshot();
    const answers = [
      (await noGroup.client.graphql(SEND, { input: { status: 'RED' } })).data.sendStatusAlert,
      (await noGroup.client.graphql(RESPOND, { input: { alertId, status: 'CAN_HELP' } })).data.respondToAlert,
      (await noGroup.client.graphql(START, { input: { kind: 'ROLLCALL' } })).data.startRollCall,
      (await noGroup.client.graphql(END, { input: {} })).data.endRollCall,
    ];
    for (const answer of answers) expect(answer).toMatchObject({ __typename: 'ForbiddenError', message: MESSAGES.noGroup });
    expect(await snapshot()).toEqual(before);
  });

  test('reads no group-4 row through node(id:)', async () => {
    for (const id of [alertId, responseId, globalId('ServiceGroup', 4), globalId('ServiceGroup', 0)]) {
      expect((await noGroup.client.graphql(NODE, { id })).data?.node ?? null).toBeNull();
    }
  });
});

test('a member of the group reads the same rows through node(id:)', async () => {
  const alert = (await member.client.graphql(NODE, { id: alertId })).data.node;
  expect(alert).toMatchObject({ __typename: 'EmergencyAlert', status: 'RED', message: 'private to group 4' });
  expect((await member.client.graphql(NODE, { id: responseId })).data.node.__typename).toBe('AlertResponse');
  expect((await member.client.graphql(NODE, { id: globalId('ServiceGroup', 4) })).data.node).toMatchObject({ number: 'GROUP_4' });
  expect((await member.client.graphql(NODE, { id: globalId('ServiceGroupMember', member.user.id) })).data.node).toMatchObject({
    name: 'Grace Member',
  });
});

test('a member who moves to another group no longer reads the old group', async () => {
  const mover = await signedInMember(t, { groupNumber: 4, fullName: 'Max Mover' });
  expect((await mover.client.graphql(NODE, { id: alertId })).data.node).not.toBeNull();
  await changeAccount(t, { id: mover.user.id }, { groupNumber: 6 });
  expect((await mover.client.graphql(NODE, { id: alertId })).data?.node ?? null).toBeNull();
  const members = (await member.client.graphql(BOARD)).data.viewer.serviceGroup.members.map((m: any) => m.name);
  expect(members).not.toContain('Max Mover');
});
