// Check-ins on the server's clock (docs/product/check-ins.md). The app's check-in clock is a fake
// one the tests move by hand, and the sweep is called directly at those times: every transition is
// shown without waiting. Pushes go to a recorder: nothing leaves the machine.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  createTestApp,
  groupAdmin,
  signedInMember,
  type Client,
  type TestApp,
} from '../../../../tests/api/harness.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { pushesSettled, usePushSender, type PushSender } from '../push/sender.ts';
import { useCheckInClock } from './service.ts';
import { sweepCheckIns } from './sweep.ts';

let t: TestApp;
type Member = { client: Client; user: User };
let ana: Member;
let ben: Member;
let cara: Member;
let otto: Member;
let overseer: Member;
let admin: Client;
let adminUser: User;
let now: Date;
const MIN = 60_000;
const sent: { endpoint: string; payload: any }[] = [];
const recorder: PushSender = async (target, payload) => {
  sent.push({ endpoint: target.endpoint, payload: JSON.parse(payload) });
};
const endpointOf = (user: User) => `https://fcm.googleapis.com/fcm/send/${user.id}`;
const at = (ms: number) => new Date(now.getTime() + ms);

async function subscribe(user: User, timeZone = 'UTC') {
  const key = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString('base64url');
  await t.db.pushSubscription.create({ data: { userId: user.id, endpoint: endpointOf(user), p256dh: key(65, 4), auth: key(16, 1), timeZone } });
}

/** Who was pushed what since the last call: by name, in order of name. */
async function pushed(): Promise<{ to: string; title: string }[]> {
  await pushesSettled(t.app.deps);
  const names = new Map([ana, ben, cara, otto, overseer].map((m) => [endpointOf(m.user), m.user.fullName]));
  names.set(endpointOf(adminUser), 'Admin');
  const out = sent.map((s) => ({ to: names.get(s.endpoint) ?? s.endpoint, title: s.payload.title as string }));
  sent.length = 0;
  return out.sort((a, b) => a.to.localeCompare(b.to));
}

const start = (client: Client, body: Record<string, unknown>) => client.rest('POST', '/api/check-ins', body);
const stepsOf = async (id: number) =>
  (await t.db.checkInEvent.findMany({ where: { checkInId: id }, orderBy: [{ at: 'asc' }, { id: 'asc' }] })).map((e) => [e.kind, e.actorName]);

beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, recorder);
  now = new Date(Math.floor(Date.now() / MIN) * MIN);
  useCheckInClock(t.app.deps, () => now);
  ana = await signedInMember(t, { groupNumber: 4, fullName: 'Ana Alvarez', phoneNumber: '+1 555 0101' });
  ben = await signedInMember(t, { groupNumber: 4, fullName: 'Ben Brooks' });
  cara = await signedInMember(t, { groupNumber: 4, fullName: 'Cara Cole' });
  overseer = await signedInMember(t, { groupNumber: 4, fullName: 'Olga Overseer', isGroupOverseer: true });
  otto = await signedInMember(t, { groupNumber: 5, fullName: 'Otto Other' });
  admin = await groupAdmin(t);
  adminUser = await t.db.user.findFirstOrThrow({ where: { role: 'admin' } });
  for (const m of [ana, ben, cara, otto, overseer]) await subscribe(m.user);
  await subscribe(adminUser);
  // Cara reads the app in Spanish.
  await t.db.userPreferences.create({ data: { userId: cara.user.id, language: 'spanish' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  now = new Date(Math.floor(Date.now() / MIN) * MIN);
  await t.db.checkIn.updateMany({ where: { status: { not: 'ended' } }, data: { status: 'ended', endedAt: now } });
  await pushed();
});

describe('the transitions, on a fake clock', () => {
  test('active → due (the member is asked) → overdue (the group is told) → escalated (overseer and admins)', async () => {
    const answer = await start(ana.client, { minutes: 30, note: 'Elm Street, with the car', location: '34.20000, -78.00000 (±12 m)' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), dueAt: at(30 * MIN).toISOString(), status: 'active' });
    const id = answer.body.id as number;

    // One second early: nothing moves.
    expect(await sweepCheckIns(t.app.deps, at(30 * MIN - 1000))).toEqual({ due: 0, overdue: 0, escalated: 0 });
    expect(await pushed()).toEqual([]);

    expect(await sweepCheckIns(t.app.deps, at(30 * MIN))).toEqual({ due: 1, overdue: 0, escalated: 0 });
    expect(await pushed()).toEqual([{ to: 'Ana Alvarez', title: 'Are you safe?' }]);
    const ask = await t.db.checkIn.findUniqueOrThrow({ where: { id } });
    expect(ask.status).toBe('due');

    // The grace period is the admin's setting: 10 minutes by default.
    expect(await sweepCheckIns(t.app.deps, at(40 * MIN - 1000))).toEqual({ due: 0, overdue: 0, escalated: 0 });
    expect(await sweepCheckIns(t.app.deps, at(40 * MIN))).toEqual({ due: 0, overdue: 1, escalated: 0 });
    expect(await pushed()).toEqual([
      { to: 'Ben Brooks', title: 'Ana Alvarez has not checked in' },
      { to: 'Cara Cole', title: 'Ana Alvarez no ha confirmado su regreso' },
      { to: 'Olga Overseer', title: 'Ana Alvarez has not checked in' },
    ]);

    // Nobody takes it within the second period (15 minutes): the overseer and the admins are told.
    expect(await sweepCheckIns(t.app.deps, at(55 * MIN))).toEqual({ due: 0, overdue: 0, escalated: 1 });
    expect(await pushed()).toEqual([
      { to: 'Admin', title: "Nobody has taken Ana Alvarez's check-in" },
      { to: 'Olga Overseer', title: "Nobody has taken Ana Alvarez's check-in" },
    ]);
    expect(await sweepCheckIns(t.app.deps, at(90 * MIN))).toEqual({ due: 0, overdue: 0, escalated: 0 });
    expect(await stepsOf(id)).toEqual([
      ['started', 'Ana Alvarez'],
      ['due', null],
      ['overdue', null],
      ['escalated', null],
    ]);
  });

  test('the member’s phone gets I’m safe and Extend 15 min as buttons that post to the API', async () => {
    const { body } = await start(ana.client, { minutes: 15 });
    await sweepCheckIns(t.app.deps, at(15 * MIN));
    await pushesSettled(t.app.deps);
    expect(sent[0]!.payload.actions).toEqual([
      { action: 'safe', title: "I'm safe", post: `/api/check-ins/${body.id}/end`, body: {} },
      { action: 'extend', title: 'Extend 15 min', post: `/api/check-ins/${body.id}/extend`, body: { minutes: 15 } },
    ]);
  });

  test('a check-in far past every threshold at the first sweep makes each step once, in order', async () => {
    const { body } = await start(ana.client, { minutes: 15 });
    expect(await sweepCheckIns(t.app.deps, at(6 * 60 * MIN))).toEqual({ due: 1, overdue: 1, escalated: 1 });
    expect((await stepsOf(body.id)).map(([kind]) => kind)).toEqual(['started', 'due', 'overdue', 'escalated']);
  });

  test('the admin’s grace period and second period decide; CHECK_IN_GRACE_SECONDS overrides them', async () => {
    const set = await admin.rest('PUT', '/api/admin/settings', { checkInGraceMinutes: 2, checkInEscalationMinutes: 3 });
    expect(set.status).toBe(200);
    const { body } = await start(ana.client, { minutes: 15 });
    expect(await sweepCheckIns(t.app.deps, at(17 * MIN))).toMatchObject({ due: 1, overdue: 1, escalated: 0 });
    expect(await sweepCheckIns(t.app.deps, at(20 * MIN))).toMatchObject({ escalated: 1 });
    await admin.rest('PUT', '/api/admin/settings', { checkInGraceMinutes: 10, checkInEscalationMinutes: 15 });
    const refused = await admin.rest('PUT', '/api/admin/settings', { checkInGraceMinutes: 0 });
    expect(refused).toMatchObject({ status: 400, body: { message: 'The grace period of a check-in must be 1 to 120 minutes' } });

    const quick = { ...t.app.deps, config: { ...t.app.deps.config, checkIns: { ...t.app.deps.config.checkIns, graceSeconds: 5, escalationSeconds: 5 } } };
    usePushSender(quick, recorder);
    await t.db.checkIn.update({ where: { id: body.id }, data: { status: 'ended' } });
    const second = await start(ana.client, { minutes: 15 });
    expect(await sweepCheckIns(quick, at(15 * MIN + 5000))).toMatchObject({ due: 1, overdue: 1, escalated: 0 });
    expect(await sweepCheckIns(quick, at(15 * MIN + 10_000))).toMatchObject({ escalated: 1 });
    expect(second.status).toBe(201);
    // Its pushes are the other config's: waited for here, so none lands in the next test's list.
    await pushesSettled(quick);
  });

  test('escalation needs no phone: the member signed out and no screen is open', async () => {
    const { body } = await start(ana.client, { minutes: 60 });
    await ana.client.rest('POST', '/api/logout');
    try {
      expect(await sweepCheckIns(t.app.deps, at(70 * MIN))).toMatchObject({ due: 1, overdue: 1 });
      expect((await pushed()).map((p) => p.to)).toEqual(['Ana Alvarez', 'Ben Brooks', 'Cara Cole', 'Olga Overseer']);
      expect((await t.db.checkIn.findUniqueOrThrow({ where: { id: body.id } })).status).toBe('overdue');
    } finally {
      // The next tests need Ana signed in, whatever happened here.
      ana = await signedInMemberAgain(ana);
    }
  });
});

/** A new session for a member who signed out. */
async function signedInMemberAgain(member: Member): Promise<Member> {
  const { cookie } = await t.app.deps.sessions.start(member.user.id);
  member.client.cookie = cookie.split(';')[0]!;
  return member;
}

describe('extend, end and take', () => {
  test('only the member extends and ends it before it is taken; extending makes it active again', async () => {
    const { body } = await start(ana.client, { minutes: 20 });
    await sweepCheckIns(t.app.deps, at(35 * MIN));
    expect((await t.db.checkIn.findUniqueOrThrow({ where: { id: body.id } })).status).toBe('overdue');

    expect(await ben.client.rest('POST', `/api/check-ins/${body.id}/extend`, { minutes: 15 })).toMatchObject({ status: 403 });
    expect(await ben.client.rest('POST', `/api/check-ins/${body.id}/end`, {})).toMatchObject({ status: 403 });
    expect(await otto.client.rest('POST', `/api/check-ins/${body.id}/end`, {})).toMatchObject({ status: 404 });

    now = at(35 * MIN);
    const extended = await ana.client.rest('POST', `/api/check-ins/${body.id}/extend`, { minutes: 15 });
    expect(extended).toMatchObject({ status: 200, body: { status: 'active', dueAt: at(15 * MIN).toISOString() } });
    const ended = await ana.client.rest('POST', `/api/check-ins/${body.id}/end`, { outcome: 'Home, all well' });
    expect(ended).toMatchObject({ status: 200, body: { status: 'ended', outcome: 'Home, all well' } });
    expect(await ana.client.rest('POST', `/api/check-ins/${body.id}/end`, {})).toMatchObject({ status: 409 });
    expect((await stepsOf(body.id)).map(([kind, who]) => `${kind}:${who}`)).toEqual([
      'started:Ana Alvarez',
      'due:null',
      'overdue:null',
      'extended:Ana Alvarez',
      'ended:Ana Alvarez',
    ]);
  });

  test('the first to press I’m on it takes it; a second press answers 409 naming who did', async () => {
    const { body } = await start(ana.client, { minutes: 15 });
    expect(await ben.client.rest('POST', `/api/check-ins/${body.id}/acknowledge`)).toMatchObject({
      status: 409,
      body: { message: 'This check-in is not overdue: nobody needs to go yet' },
    });
    await sweepCheckIns(t.app.deps, at(25 * MIN));
    // Both press at the same moment: exactly one wins.
    const [benAnswer, caraAnswer] = await Promise.all([
      ben.client.rest('POST', `/api/check-ins/${body.id}/acknowledge`),
      cara.client.rest('POST', `/api/check-ins/${body.id}/acknowledge`),
    ]);
    const answers = [benAnswer, caraAnswer].map((a) => a.status).sort();
    expect(answers).toEqual([200, 409]);
    const winner = benAnswer.status === 200 ? ben : cara;
    const loser = benAnswer.status === 200 ? caraAnswer : benAnswer;
    expect(loser.body.message).toBe(`${winner.user.fullName} has already taken this check-in`);
    expect(await ana.client.rest('POST', `/api/check-ins/${body.id}/acknowledge`)).toMatchObject({ status: 403 });
    expect((await t.db.checkInEvent.count({ where: { checkInId: body.id, kind: 'taken' } }))).toBe(1);

    // Everyone in the group sees who took it; taken in time, it does not reach the admins.
    const listed = await cara.client.rest('GET', '/api/check-ins');
    expect(listed.body).toEqual([
      expect.objectContaining({ id: body.id, userId: ana.user.id, fullName: 'Ana Alvarez', status: 'acknowledged', acknowledgedBy: winner.user.fullName }),
    ]);
    expect(await sweepCheckIns(t.app.deps, at(60 * MIN))).toMatchObject({ escalated: 0 });

    // Whoever took it ends it once they reached the member; the group sees it end.
    const ended = await winner.client.rest('POST', `/api/check-ins/${body.id}/end`, { outcome: 'Called her: flat tyre, fine' });
    expect(ended).toMatchObject({ status: 200, body: { status: 'ended', outcome: 'Called her: flat tyre, fine' } });
    expect((await cara.client.rest('GET', '/api/check-ins')).body).toEqual([]);
  });

  test('bad input gets a 400 with the field’s message, and nothing is stored', async () => {
    for (const [body, message] of [
      [{ minutes: 5 }, 'Choose a time from 15 minutes to 12 hours'],
      [{ minutes: 721 }, 'Choose a time from 15 minutes to 12 hours'],
      [{ minutes: '30' }, 'Choose a time from 15 minutes to 12 hours'],
      [{}, 'Choose a time from 15 minutes to 12 hours'],
      [{ minutes: 30, note: 'x'.repeat(201) }, 'Note must be at most 200 characters'],
    ] as const) {
      const answer = await start(ana.client, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.fields[0].path).toBe(Object.keys(body).find((k) => k !== 'minutes' || message.startsWith('Choose')) ?? 'minutes');
    }
    expect(await t.db.checkIn.count({ where: { status: { not: 'ended' } } })).toBe(0);
    const { body } = await start(ana.client, { minutes: 15 });
    const before = await t.db.checkIn.findUniqueOrThrow({ where: { id: body.id } });
    expect(await ana.client.rest('POST', `/api/check-ins/${body.id}/extend`, { minutes: 5 })).toMatchObject({
      status: 400,
      body: { message: 'Extend by 15 minutes to 12 hours' },
    });
    expect(await ana.client.rest('POST', `/api/check-ins/${body.id}/end`, { outcome: 'x'.repeat(501) })).toMatchObject({ status: 400 });
    expect(await t.db.checkIn.findUniqueOrThrow({ where: { id: body.id } })).toEqual(before);
    expect(await start(ana.client, { minutes: 30 })).toMatchObject({ status: 409, body: { message: 'You already have a check-in running: end or extend it' } });
  });
});

describe('who sees it', () => {
  test('the group and the member see it; another group does not', async () => {
    const { body } = await start(ana.client, { minutes: 15, note: 'Elm Street' });
    expect((await ben.client.rest('GET', '/api/check-ins')).body.map((c: { id: number }) => c.id)).toEqual([body.id]);
    expect((await ana.client.rest('GET', '/api/check-ins')).body.map((c: { id: number }) => c.id)).toEqual([body.id]);
    expect((await otto.client.rest('GET', '/api/check-ins')).body).toEqual([]);
    // An admin of no group sees a group's check-in only once it reached the admins.
    expect((await admin.rest('GET', '/api/check-ins')).body).toEqual([]);
    await sweepCheckIns(t.app.deps, at(45 * MIN));
    expect((await admin.rest('GET', '/api/check-ins')).body.map((c: { id: number }) => c.id)).toEqual([body.id]);
  });

  test('a member waiting for approval starts one too: it is the admins’ to hear of, not the group’s', async () => {
    const waiting = await signedInMember(t, { groupNumber: 4, groupApproved: false, groupRequestedAt: new Date(), fullName: 'Wendy Waiting' });
    await subscribe(waiting.user);
    const { status, body } = await start(waiting.client, { minutes: 15, note: 'Rural road' });
    expect(status).toBe(201);
    expect((await t.db.checkIn.findUniqueOrThrow({ where: { id: body.id } })).groupId).toBe(0);
    expect((await ben.client.rest('GET', '/api/check-ins')).body).toEqual([]);
    expect((await admin.rest('GET', '/api/check-ins')).body.map((c: { id: number }) => c.id)).toEqual([body.id]);
    await sweepCheckIns(t.app.deps, at(25 * MIN));
    expect(await pushed()).toEqual([
      { to: 'Admin', title: 'Wendy Waiting has not checked in' },
      { to: endpointOf(waiting.user), title: 'Are you safe?' },
    ]);
    const taken = await admin.rest('POST', `/api/check-ins/${body.id}/acknowledge`);
    expect(taken).toMatchObject({ status: 200, body: { status: 'acknowledged', acknowledgedBy: 'Group Admin' } });
  });

  test('the steps are read by the group’s overseer and the admins only', async () => {
    const { body } = await start(ana.client, { minutes: 15 });
    const gid = Buffer.from(`CheckIn:${body.id}`).toString('base64');
    const query = `query ($id: ID!) { node(id: $id) { ... on CheckIn { fullName steps { step actorName } } } }`;
    expect((await overseer.client.graphql(query, { id: gid })).data.node).toEqual({
      fullName: 'Ana Alvarez',
      steps: [{ step: 'STARTED', actorName: 'Ana Alvarez' }],
    });
    expect((await ben.client.graphql(query, { id: gid })).data.node).toEqual({ fullName: 'Ana Alvarez', steps: null });
    expect((await otto.client.graphql(query, { id: gid })).data.node).toBeNull();
    const log = `{ viewer { checkInLog(first: 5) { edges { node { fullName steps { step } } } } } }`;
    expect((await overseer.client.graphql(log)).data.viewer.checkInLog.edges[0].node.fullName).toBe('Ana Alvarez');
    expect((await ben.client.graphql(log)).data.viewer.checkInLog.edges).toEqual([]);
    const dashboard = await admin.graphql('{ adminDashboard { checkInSteps { step count } } }');
    expect(dashboard.data.adminDashboard.checkInSteps.find((s: { step: string }) => s.step === 'started').count).toBeGreaterThan(0);
  });
});

describe('through GraphQL and the offline path', () => {
  const START = `mutation ($input: StartCheckInInput!) { startCheckIn(input: $input) { __typename
    ... on CheckInStarted { checkIn { id status dueAt isMine } } ... on Error { message } ... on ValidationError { fields { path message } } } }`;

  test('startCheckIn answers the check-in; a bad time is a ValidationError on minutes', async () => {
    const bad = await ana.client.graphql(START, { input: { minutes: 10 } });
    expect(bad.data.startCheckIn).toEqual({
      __typename: 'ValidationError',
      message: 'Choose a time from 15 minutes to 12 hours',
      fields: [{ path: 'minutes', message: 'Choose a time from 15 minutes to 12 hours' }],
    });
    const good = await ana.client.graphql(START, { input: { minutes: 45, drill: true } });
    expect(good.data.startCheckIn).toMatchObject({ __typename: 'CheckInStarted', checkIn: { status: 'ACTIVE', isMine: true } });
  });

  test('a check-in queued on a phone with no signal runs from when the server has it, once however often it is sent', async () => {
    const APPLY = `mutation ($input: ApplyChangesInput!) { applyChanges(input: $input) { ... on ChangesApplied { outcomes { status message checkIn { status dueAt } } } } }`;
    const change = { clientId: 'phone-check-in-1', type: 'checkIn', action: 'create', fields: JSON.stringify({ minutes: 30, note: 'No signal here' }), madeAt: at(-20 * MIN).toISOString() };
    const first = await ana.client.graphql(APPLY, { input: { changes: [change] } });
    expect(first.data.applyChanges.outcomes).toEqual([{ status: 'applied', message: null, checkIn: { status: 'ACTIVE', dueAt: at(30 * MIN).toISOString() } }]);
    const again = await ana.client.graphql(APPLY, { input: { changes: [change] } });
    expect(again.data.applyChanges.outcomes[0].status).toBe('applied');
    expect(await t.db.checkIn.count({ where: { userId: ana.user.id, status: { not: 'ended' } } })).toBe(1);
  });
});
