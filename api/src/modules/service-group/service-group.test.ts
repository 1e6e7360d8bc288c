// The service group over GraphQL: status alerts and their rules, the board (latest status per
// member), responses, roll-calls and drills, and the member list. Pushes: service-group.push.test.ts;
// access by a visitor, another group and a member without a group: service-group.access.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { usePushSender } from '../push/sender.ts';
import { MESSAGES } from './inputs.ts';
import { BOARD, END, RECENT, RESPOND, SEND, START, globalId, send } from './test-documents.ts';

let t: TestApp;
type Member = { client: Client; user: User };
let ana: Member; // group 4
let ben: Member; // group 4, an elder
let cara: Member; // group 4, silent
let other: Member; // group 5

beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, async () => undefined);
  ana = await signedInMember(t, { groupNumber: 4, fullName: 'Ana Alvarez', email: 'ana@example.org', phoneNumber: '+1 910 555 0101' });
  ben = await signedInMember(t, { groupNumber: 4, fullName: 'Ben Brooks', isElder: true });
  cara = await signedInMember(t, { groupNumber: 4, fullName: 'Cara Cole', isConductor: true });
  other = await signedInMember(t, { groupNumber: 5, fullName: 'Otto Other' });
});
afterAll(() => t.close());

async function clearAlerts() {
  await t.db.alertResponse.deleteMany();
  await t.db.emergencyAlert.deleteMany();
}

const board = async (client: Client) => (await client.graphql(BOARD)).data.viewer.serviceGroup;

describe('sendStatusAlert', () => {
  beforeEach(clearAlerts);

  test('stores the alert and answers it with an edge and the refreshed board', async () => {
    const location = '34.20000, -78.00000 (±12 m)';
    const result = await send(ana.client, { status: 'RED', message: 'Tree fell on the car', comment: 'Need a ride', location });
    expect(result.__typename).toBe('StatusAlertSent');
    expect(result.alert).toMatchObject({
      kind: 'STATUS',
      status: 'RED',
      message: 'Tree fell on the car',
      comment: 'Need a ride',
      location,
      senderName: 'Ana Alvarez',
      isMine: true,
      endedAt: null,
      isDrill: false,
    });
    expect(result.alertEdge.node.id).toBe(result.alert.id);
    expect(result.serviceGroup).toEqual({ number: 'GROUP_4', board: { latestStatuses: [{ id: result.alert.id, status: 'RED' }] } });
    const rows = await t.db.emergencyAlert.findMany();
    expect(rows).toEqual([
      expect.objectContaining({
        groupId: 4,
        senderId: ana.user.id,
        senderName: 'Ana Alvarez',
        kind: 'status',
        status: 'red',
        message: 'Tree fell on the car',
        comment: 'Need a ride',
        location,
      }),
    ]);
  });

  test.each([
    ['RED', 'red'],
    ['ORANGE', 'orange'],
    ['GREEN', 'green'],
  ])('accepts status %s; blank message, comment and location are stored as null', async (status, stored) => {
    const result = await send(ben.client, { status, message: '  ', comment: '', location: null });
    expect(result.__typename).toBe('StatusAlertSent');
    expect(result.alert.status).toBe(status);
    const row = await t.db.emergencyAlert.findFirstOrThrow({ where: { senderId: ben.user.id } });
    expect(row).toMatchObject({ status: stored, message: null, comment: null, location: null });
  });

  test.each(['blue', 'red', ''])('a status outside the list (%j) is refused by the schema and nothing is stored', async (status) => {
    const answer = await ana.client.graphql(SEND, { input: { status } });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/AlertStatus/);
    expect(await t.db.emergencyAlert.count()).toBe(0);
  });

  const long = (n: number) => 'x'.repeat(n);
  test.each([
    [{}, 'status', MESSAGES.status],
    [{ status: 'RED', message: long(501) }, 'message', 'Message must be at most 500 characters'],
    [{ status: 'RED', comment: long(501) }, 'comment', 'Comment must be at most 500 characters'],
    [{ status: 'RED', location: long(121) }, 'location', 'Location must be at most 120 characters'],
  ])('refuses %j with a clear message and stores nothing', async (input, path, message) => {
    const result = await send(ana.client, input);
    expect(result).toMatchObject({ __typename: 'ValidationError', message, fields: [{ path, message }] });
    expect(await t.db.emergencyAlert.count()).toBe(0);
  });

  test('the bounds themselves are accepted', async () => {
    const result = await send(ana.client, { status: 'ORANGE', message: long(500), comment: long(500), location: long(120) });
    expect(result.__typename).toBe('StatusAlertSent');
  });
});

describe('the board', () => {
  beforeAll(clearAlerts);

  test('shows each member’s latest status, newest first, and only this group’s', async () => {
    await send(ana.client, { status: 'RED', message: 'first' });
    await send(ben.client, { status: 'ORANGE' });
    await send(other.client, { status: 'RED', message: 'another group' });
    const latest = await send(ana.client, { status: 'GREEN', message: 'all clear now' });
    const group = await board(cara.client);
    expect(group.board.latestStatuses.map((a: any) => [a.senderName, a.status, a.message])).toEqual([
      ['Ana Alvarez', 'GREEN', 'all clear now'],
      ['Ben Brooks', 'ORANGE', null],
    ]);
    expect(group.board.latestStatuses[0].id).toBe(latest.alert.id);
    expect(group.board.latestStatuses[0].isMine).toBe(false);
    expect(group.board.activeRollCall).toBeNull();
  });

  test('recentAlerts pages through the group’s alerts, newest first', async () => {
    const first = await cara.client.graphql(RECENT, { first: 2 });
    const page1 = first.data.viewer.serviceGroup.recentAlerts;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e: any) => e.node.status)).toEqual(['GREEN', 'ORANGE']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await cara.client.graphql(RECENT, { first: 2, after: page1.pageInfo.endCursor });
    const page2 = second.data.viewer.serviceGroup.recentAlerts;
    expect(page2.edges.map((e: any) => [e.node.status, e.node.senderName])).toEqual([['RED', 'Ana Alvarez']]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });
});

describe('respondToAlert', () => {
  let alertId: string;
  beforeAll(async () => {
    await clearAlerts();
    alertId = (await send(ana.client, { status: 'RED', message: 'Flooded street' })).alert.id;
  });

  test('"on my way", "can help" and a free-text message are stored and shown under the alert', async () => {
    const onMyWay = (await ben.client.graphql(RESPOND, { input: { alertId, status: 'ON_MY_WAY' } })).data.respondToAlert;
    expect(onMyWay.__typename).toBe('AlertResponded');
    expect(onMyWay.response).toMatchObject({ status: 'ON_MY_WAY', message: null, responderName: 'Ben Brooks', isMine: true });
    await cara.client.graphql(RESPOND, { input: { alertId, status: 'CAN_HELP', message: 'I have a truck' } });
    const text = (await cara.client.graphql(RESPOND, { input: { alertId, status: 'MESSAGE', message: 'Call me' } })).data.respondToAlert;
    expect(text.alert.responses.map((r: any) => [r.status, r.message])).toEqual([
      ['ON_MY_WAY', null],
      ['CAN_HELP', 'I have a truck'],
      ['MESSAGE', 'Call me'],
    ]);
    const group = await board(ana.client);
    expect(group.board.latestStatuses[0].responses.map((r: any) => r.responderName)).toEqual(['Ben Brooks', 'Cara Cole', 'Cara Cole']);
    const rows = await t.db.alertResponse.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.responderId, r.status, r.message])).toEqual([
      [ben.user.id, 'on-my-way', null],
      [cara.user.id, 'can-help', 'I have a truck'],
      [cara.user.id, 'message', 'Call me'],
    ]);
  });

  test.each([
    [{ status: 'MESSAGE' }, 'message', MESSAGES.responseMessage],
    [{ status: 'MESSAGE', message: '   ' }, 'message', MESSAGES.responseMessage],
    [{}, 'status', MESSAGES.responseKind],
    [{ status: 'CAN_HELP', message: 'y'.repeat(501) }, 'message', 'Message must be at most 500 characters'],
  ])('refuses %j and stores nothing', async (input, path, message) => {
    const before = await t.db.alertResponse.count();
    const result = (await ben.client.graphql(RESPOND, { input: { alertId, ...input } })).data.respondToAlert;
    expect(result).toMatchObject({ __typename: 'ValidationError', message, fields: [expect.objectContaining({ path, message })] });
    expect(await t.db.alertResponse.count()).toBe(before);
  });

  test.each(['coming', 'on-my-way'])('a response outside the list (%j) is refused by the schema and nothing is stored', async (status) => {
    const before = await t.db.alertResponse.count();
    const answer = await ben.client.graphql(RESPOND, { input: { alertId, status } });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/AlertResponseKind/);
    expect(await t.db.alertResponse.count()).toBe(before);
  });

  test('an id that is not an alert, or names no alert, is refused', async () => {
    const before = await t.db.alertResponse.count();
    const wrongType = (await ben.client.graphql(RESPOND, { input: { alertId: globalId('User', ben.user.id), status: 'CAN_HELP' } })).data.respondToAlert;
    expect(wrongType).toMatchObject({ __typename: 'ValidationError', message: 'Not a EmergencyAlert id' });
    const missing = (await ben.client.graphql(RESPOND, { input: { alertId: globalId('EmergencyAlert', 999999), status: 'CAN_HELP' } })).data.respondToAlert;
    expect(missing).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.alertNotFound });
    expect(await t.db.alertResponse.count()).toBe(before);
  });
});

describe('roll-calls and drills', () => {
  beforeEach(clearAlerts);

  test('a roll-call lists who has sent a status since it started and who has not', async () => {
    await send(cara.client, { status: 'GREEN', message: 'before the roll-call' });
    const started = (await ana.client.graphql(START, { input: { kind: 'ROLLCALL', message: 'Storm passed, check in' } })).data.startRollCall;
    expect(started.__typename).toBe('RollCallStarted');
    expect(started.rollCall).toMatchObject({ kind: 'ROLLCALL', status: null, message: 'Storm passed, check in', isDrill: false, endedAt: null });
    expect(started.alertEdge.node.id).toBe(started.rollCall.id);
    expect(started.serviceGroup.board.activeRollCall).toEqual({
      kind: 'ROLLCALL',
      startedBy: 'Ana Alvarez',
      notHeardFrom: [{ name: 'Ben Brooks' }, { name: 'Cara Cole' }],
    });

    const status = await send(ben.client, { status: 'ORANGE', message: 'Roof damage' });
    const rollCall = (await board(cara.client)).board.activeRollCall;
    expect(rollCall).toMatchObject({ kind: 'ROLLCALL', isDrill: false, startedBy: 'Ana Alvarez', message: 'Storm passed, check in' });
    expect(rollCall.alert.id).toBe(started.rollCall.id);
    // The starter is heard from; Ben answered with his status; Cara's status predates the roll-call.
    expect(rollCall.heardFrom).toEqual([
      { member: { id: expect.any(String), name: 'Ben Brooks' }, alert: { id: status.alert.id, status: 'ORANGE' } },
      { member: { id: expect.any(String), name: 'Ana Alvarez' }, alert: null },
    ]);
    expect(rollCall.notHeardFrom.map((m: any) => m.name)).toEqual(['Cara Cole']);
  });

  test('only one runs at a time; any member ends it; ending twice says none is running', async () => {
    await ana.client.graphql(START, { input: { kind: 'ROLLCALL' } });
    const again = (await ben.client.graphql(START, { input: { kind: 'DRILL' } })).data.startRollCall;
    expect(again).toMatchObject({ __typename: 'ConflictError', message: MESSAGES.rollCallRunning });
    expect(await t.db.emergencyAlert.count()).toBe(1);

    const ended = (await cara.client.graphql(END, { input: {} })).data.endRollCall;
    expect(ended.__typename).toBe('RollCallEnded');
    expect(ended.rollCall.endedAt).toEqual(expect.any(String));
    expect(ended.serviceGroup.board.activeRollCall).toBeNull();
    expect((await t.db.emergencyAlert.findFirstOrThrow()).endedAt).toBeInstanceOf(Date);

    const none = (await cara.client.graphql(END, { input: {} })).data.endRollCall;
    expect(none).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.noActiveRollCall });
    // Ending an ended one by id changes nothing.
    const byId = (await ana.client.graphql(END, { input: { id: ended.rollCall.id } })).data.endRollCall;
    expect(byId.rollCall).toEqual(ended.rollCall);
  });

  test('a status alert id is not a roll-call id', async () => {
    const status = await send(ana.client, { status: 'GREEN' });
    const result = (await ana.client.graphql(END, { input: { id: status.alert.id } })).data.endRollCall;
    expect(result).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.rollCallNotFound });
  });

  test('a drill is marked as a drill, and so are the statuses sent while it runs', async () => {
    const before = await send(ben.client, { status: 'GREEN' });
    const drill = (await ana.client.graphql(START, { input: { kind: 'DRILL' } })).data.startRollCall;
    expect(drill.rollCall).toMatchObject({ kind: 'DRILL', isDrill: true });
    const during = await send(ben.client, { status: 'RED', message: 'practice' });
    expect(during.alert.isDrill).toBe(true);
    const group = await board(cara.client);
    expect(group.board.activeRollCall).toMatchObject({ kind: 'DRILL', isDrill: true });
    await ana.client.graphql(END, { input: {} });
    const after = await send(ben.client, { status: 'RED', message: 'real' });
    expect(after.alert.isDrill).toBe(false);
    const recent = (await cara.client.graphql(RECENT, { first: 10 })).data.viewer.serviceGroup.recentAlerts;
    expect(recent.edges.map((e: any) => e.node.kind)).toEqual(['STATUS', 'STATUS', 'DRILL', 'STATUS']);
    expect(before.alert.isDrill).toBe(false);
  });

  test.each([[{}], [{ kind: 'ROLLCALL', message: 'z'.repeat(501) }]])(
    'startRollCall refuses %j and stores nothing',
    async (input) => {
      const result = (await ana.client.graphql(START, { input })).data.startRollCall;
      expect(result.__typename).toBe('ValidationError');
      expect(result.message).toBe('kind' in input ? 'Message must be at most 500 characters' : MESSAGES.rollCallKind);
      expect(await t.db.emergencyAlert.count()).toBe(0);
    },
  );

  test.each([
    [START, { kind: 'practice' }, 'RollCallKind'],
    [START, { kind: 'STATUS' }, 'RollCallKind'],
    [START, { kind: 'rollcall' }, 'RollCallKind'],
  ])('a kind outside the list is refused by the schema and nothing is stored (%#)', async (document, input, enumName) => {
    const answer = await ana.client.graphql(document, { input });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(enumName);
    expect(await t.db.emergencyAlert.count()).toBe(0);
  });
});

describe('members', () => {
  test('the group’s members with name, role, email and phone; the label of the group', async () => {
    const group = await board(ana.client);
    expect(group.number).toBe('GROUP_4');
    expect(group.label).toBe('Service Group 4');
    expect(group.members).toEqual([
      { id: expect.any(String), name: 'Ana Alvarez', role: 'Member', email: 'ana@example.org', phone: '+1 910 555 0101', isViewer: true },
      { id: expect.any(String), name: 'Ben Brooks', role: 'Elder', email: null, phone: '+1 555 0100', isViewer: false },
      { id: expect.any(String), name: 'Cara Cole', role: 'Conductor', email: null, phone: '+1 555 0100', isViewer: false },
    ]);
  });

  test('a name and roles given in service_groups and service_group_members are used', async () => {
    const row = await t.db.serviceGroup.create({ data: { number: 4, name: 'Leland North' } });
    await t.db.serviceGroupMember.create({ data: { groupId: row.id, userId: cara.user.id, name: 'Cara Cole', role: 'Group Overseer' } });
    try {
      const group = await board(ben.client);
      expect(group.label).toBe('Leland North');
      expect(group.members.find((m: any) => m.name === 'Cara Cole').role).toBe('Group Overseer');
    } finally {
      await t.db.serviceGroup.delete({ where: { id: row.id } });
    }
  });

  test('GET /api/service-group-members answers the viewer’s group as the spec’s shape', async () => {
    const answer = await ben.client.rest('GET', '/api/service-group-members');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: ana.user.id, name: 'Ana Alvarez', role: 'Member', email: 'ana@example.org', phone: '+1 910 555 0101' },
      { id: ben.user.id, name: 'Ben Brooks', role: 'Elder', email: null, phone: '+1 555 0100' },
      { id: cara.user.id, name: 'Cara Cole', role: 'Conductor', email: null, phone: '+1 555 0100' },
    ]);
    const keyed = await ben.client.rest('GET', '/api/service-group-members?groupNumber=4');
    expect(keyed.body).toEqual(answer.body);
    const bad = await ben.client.rest('GET', '/api/service-group-members?groupNumber=x');
    expect(bad).toMatchObject({ status: 400, body: { message: 'The service group must be a number from 0 to 9' } });
  });
});
