// The field service report over GraphQL and /api/report (docs/product/report.md): figures by role,
// owner-only entries, the timer across a restart, GPS recordings made entries once, and a group
// overseer's totals that reveal no one's notes; checked in the answers and the stored rows.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAccount, Client, createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { buildApp } from '../../server.ts';
import { MESSAGES } from './inputs.ts';

const REPORT = /* GraphQL */ `
  query ($month: String!, $timeZone: String!) {
    viewer {
      serviceReport(month: $month, timeZone: $timeZone) {
        month today reportsHours bibleStudies participated sentAt reminderMonth
        standardHours carriedInMinutes carriedOutMinutes creditHours creditHoursLeftThisYear
        monthlyGoalHours monthMinutesLeft yearMinutesLeft monthPaceMinutesPerWeek
      }
      serviceEntries(month: $month) { totalCount edges { node { id date minutes kind credit note source } } }
      reportSettings { role monthlyGoalHours creditCapHours rounding }
      serviceTimer { running elapsedSeconds }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateServiceEntryInput!) {
    createServiceEntry(input: $input) {
      __typename
      ... on ServiceEntryCreated { serviceEntry { id date minutes kind credit note } edge { cursor } }
      ... on Error { message }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateServiceEntryInput!) {
    updateServiceEntry(input: $input) { __typename ... on ServiceEntryUpdated { serviceEntry { minutes } } ... on Error { message } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteServiceEntryInput!) {
    deleteServiceEntry(input: $input) { __typename ... on ServiceEntryDeleted { deletedId } ... on Error { message } }
  }
`;
const SETTINGS = /* GraphQL */ `
  mutation ($input: UpdateReportSettingsInput!) {
    updateReportSettings(input: $input) { __typename ... on ReportSettingsUpdated { settings { role monthlyGoalHours rounding } } ... on Error { message } }
  }
`;
const MONTH = /* GraphQL */ `
  mutation ($input: UpdateServiceMonthInput!) {
    updateServiceMonth(input: $input) { __typename ... on ServiceMonthUpdated { bibleStudies participated } ... on Error { message } }
  }
`;
const SEND = /* GraphQL */ `mutation ($month: String!) { markServiceMonthSent(month: $month) { __typename ... on ServiceMonthSent { sentAt } ... on Error { message } } }`;
const START = /* GraphQL */ `mutation { startServiceTimer { __typename ... on ServiceTimerChanged { timer { running elapsedSeconds } } } }`;
const PAUSE = /* GraphQL */ `mutation { pauseServiceTimer { __typename ... on ServiceTimerChanged { timer { running elapsedSeconds } } ... on Error { message } } }`;
const STOP = /* GraphQL */ `
  mutation ($input: StopServiceTimerInput!) {
    stopServiceTimer(input: $input) {
      __typename
      ... on ServiceTimerStopped { timer { running elapsedSeconds } serviceEntry { date minutes source } }
      ... on Error { message }
    }
  }
`;
const FROM_ROUTE = /* GraphQL */ `
  mutation ($input: AddEntryFromRouteInput!) {
    addEntryFromRoute(input: $input) {
      __typename
      ... on ServiceEntryFromRouteAdded { serviceEntry { date minutes source } }
      ... on Error { message }
    }
  }
`;
const RECORDINGS = /* GraphQL */ `query { viewer { recentGpsRecordings { routeId name durationSeconds added } } }`;
const TOTALS = /* GraphQL */ `query ($month: String!) { viewer { groupReportTotals(month: $month) { members reported notReported hours bibleStudies } } }`;
const OVERSEER = /* GraphQL */ `
  mutation ($input: AdminUpdateUserInput!) {
    adminUpdateUser(input: $input) { __typename ... on AdminUserUpdated { user { id isGroupOverseer } } ... on Error { message } }
  }
`;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const rowIdOf = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);
const UTC = 'UTC';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addEntry(client: Client, input: Record<string, unknown>) {
  const answer = (await client.graphql(CREATE, { input })).data.createServiceEntry;
  expect(answer.__typename).toBe('ServiceEntryCreated');
  return rowIdOf(answer.serviceEntry.id);
}

async function reportOf(client: Client, month: string, timeZone = UTC) {
  const answer = await client.graphql(REPORT, { month, timeZone });
  expect(answer.errors).toBeUndefined();
  return answer.data.viewer;
}

describe('the month', () => {
  test('a regular pioneer sees hours with rollover, credit apart and the goal left', async () => {
    const { client } = await signedInMember(t);
    expect((await client.graphql(SETTINGS, { input: { role: 'REGULAR_PIONEER' } })).data.updateReportSettings.settings).toEqual({
      role: 'REGULAR_PIONEER',
      monthlyGoalHours: null,
      rounding: 'NONE',
    });
    await addEntry(client, { date: '2026-10-30', hours: 2, minutes: 40 });
    await addEntry(client, { date: '2026-11-02', hours: 3, minutes: 30, kind: 'CART', note: 'Station' });
    await addEntry(client, { date: '2026-11-03', hours: 2, minutes: 30, credit: true });
    const viewer = await reportOf(client, '2026-11');
    expect(viewer.serviceReport).toMatchObject({
      reportsHours: true,
      carriedInMinutes: 40,
      standardHours: 4,
      carriedOutMinutes: 10,
      creditHours: 2,
      creditHoursLeftThisYear: 53,
      monthlyGoalHours: 50,
    });
    expect(viewer.serviceEntries.totalCount).toBe(2);
    expect(viewer.serviceEntries.edges.map((e: { node: { kind: string } }) => e.node.kind)).toEqual(['CART', 'HOUSE_TO_HOUSE']);
  });

  test('a publisher reports participation and studies, and is shown no hours', async () => {
    const { client } = await signedInMember(t);
    await addEntry(client, { date: '2026-11-02', hours: 1 });
    expect((await client.graphql(MONTH, { input: { month: '2026-11', bibleStudies: 2, participated: true } })).data.updateServiceMonth).toEqual({
      __typename: 'ServiceMonthUpdated',
      bibleStudies: 2,
      participated: true,
    });
    const { serviceReport } = await reportOf(client, '2026-11');
    expect(serviceReport).toMatchObject({
      reportsHours: false,
      bibleStudies: 2,
      participated: true,
      standardHours: null,
      creditHours: null,
      monthMinutesLeft: null,
      monthlyGoalHours: null,
    });
  });

  test('marking the month sent stores when, and the reminder stops', async () => {
    const { client, user } = await signedInMember(t);
    const sent = (await client.graphql(SEND, { month: '2026-11' })).data.markServiceMonthSent;
    expect(sent.__typename).toBe('ServiceMonthSent');
    const row = await t.db.serviceMonth.findUniqueOrThrow({ where: { userId_month: { userId: user.id, month: '2026-11' } } });
    expect(row.sentAt?.toISOString()).toBe(sent.sentAt);
    expect((await reportOf(client, '2026-11')).serviceReport.sentAt).toBe(sent.sentAt);
  });

  test('today comes from the time zone the device sends', async () => {
    const { client } = await signedInMember(t);
    const [east, west] = [await reportOf(client, '2026-11', 'Pacific/Kiritimati'), await reportOf(client, '2026-11', 'Pacific/Pago_Pago')];
    // UTC+14 and UTC−11 are never on the same day.
    expect(east.serviceReport.today).not.toBe(west.serviceReport.today);
    // The device may send its own date: the reminder and days left follow it.
    const lastDays = await client.graphql(`query { viewer { serviceReport(month: "2026-11", timeZone: "UTC", today: "2026-11-29") { today reminderMonth daysLeftInMonth } } }`);
    expect(lastDays.data.viewer.serviceReport).toEqual({ today: '2026-11-29', reminderMonth: '2026-11', daysLeftInMonth: 2 });
  });

  test('bad input is refused with a message and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    for (const [input, message] of [
      [{ date: '2026-02-30', hours: 1 }, MESSAGES.date],
      [{ date: '2026-11-02', hours: 0, minutes: 0 }, MESSAGES.duration],
      [{ date: '2026-11-02', hours: 24, minutes: 5 }, MESSAGES.duration],
      [{ date: '2026-11-02', minutes: 75 }, MESSAGES.minutes],
    ] as const) {
      expect((await client.graphql(CREATE, { input })).data.createServiceEntry).toEqual({ __typename: 'ValidationError', message });
    }
    const badZone = await client.graphql(REPORT, { month: '2026-11', timeZone: 'Mars/Olympus' });
    expect(badZone.errors?.[0]?.message).toBe(MESSAGES.timeZone);
    expect(await t.db.serviceEntry.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('owner only', () => {
  test('a visitor is asked to sign in before any input is read', async () => {
    const visitor = t.client();
    for (const [query, variables] of [
      [CREATE, { input: { date: '2026-11-02', hours: 1 } }],
      [SEND, { month: '2026-11' }],
      [START, {}],
      [STOP, { input: { timeZone: UTC } }],
      [FROM_ROUTE, { input: { routeId: globalId('GpsRoute', 1), timeZone: UTC } }],
    ] as const) {
      expectSignInFirst(await visitor.graphql(query, variables));
    }
    expect((await visitor.rest('GET', '/api/report/2026-11')).status).toBe(401);
  });

  test('another member’s entry cannot be read, changed or deleted', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const id = await addEntry(owner.client, { date: '2026-11-02', hours: 1, note: 'Private' });
    const gid = globalId('ServiceEntry', id);
    expect((await other.client.graphql(UPDATE, { input: { id: gid, date: '2026-11-02', hours: 5 } })).data.updateServiceEntry).toEqual({
      __typename: 'NotFoundError',
      message: MESSAGES.entryNotFound,
    });
    expect((await other.client.graphql(DELETE, { input: { id: gid } })).data.deleteServiceEntry.__typename).toBe('NotFoundError');
    expect((await other.client.graphql(`query ($id: ID!) { node(id: $id) { id } }`, { id: gid })).data.node).toBeNull();
    expect((await other.client.rest('PUT', `/api/report/entries/${id}`, { date: '2026-11-02', hours: 5 })).status).toBe(404);
    expect((await other.client.rest('DELETE', `/api/report/entries/${id}`)).status).toBe(404);
    const otherUser = await other.client.graphql(`query ($id: ID!) { node(id: $id) { ... on User { serviceReport(month: "2026-11", timeZone: "UTC") { month } } } }`, {
      id: globalId('User', owner.user.id),
    });
    expect(otherUser.data?.node?.serviceReport ?? null).toBeNull();
    expect(await t.db.serviceEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({ minutes: 60, note: 'Private' });

    expect((await owner.client.graphql(UPDATE, { input: { id: gid, date: '2026-11-02', hours: 2 } })).data.updateServiceEntry.serviceEntry.minutes).toBe(120);
    expect((await owner.client.graphql(DELETE, { input: { id: gid } })).data.deleteServiceEntry.deletedId).toBe(gid);
    expect(await t.db.serviceEntry.count({ where: { id } })).toBe(0);
  });
});

describe('REST /api/report', () => {
  test('GET a month, POST, PUT and DELETE an entry through the same rules', async () => {
    const { client, user } = await signedInMember(t);
    const created = await client.rest('POST', '/api/report/entries', { date: '2026-11-05', hours: 1, minutes: 15, kind: 'letter' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: user.id, date: '2026-11-05', minutes: 75, kind: 'letter', credit: false });
    const bad = await client.rest('POST', '/api/report/entries', { date: '2026-11-05', hours: 1, kind: 'sermon' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.kind);
    const changed = await client.rest('PUT', `/api/report/entries/${created.body.id}`, { date: '2026-11-06', minutes: 45 });
    expect(changed.body).toMatchObject({ date: '2026-11-06', minutes: 45, kind: 'house_to_house' });
    const month = await client.rest('GET', '/api/report/2026-11?timeZone=Europe/Madrid');
    expect(month.status).toBe(200);
    expect(month.body.entries).toHaveLength(1);
    expect(month.body.report).toMatchObject({ month: '2026-11', reportsHours: false });
    expect(month.body.settings.role).toBe('publisher');
    expect((await client.rest('GET', '/api/report/2026-13')).status).toBe(400);
    expect((await client.rest('DELETE', `/api/report/entries/${created.body.id}`)).body).toEqual({ ok: true, id: created.body.id });
    expect(await t.db.serviceEntry.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('the timer', () => {
  test('keeps counting across a restart of the server and becomes a rounded entry of today', async () => {
    const { client, user } = await signedInMember(t);
    await client.graphql(SETTINGS, { input: { role: 'AUXILIARY_PIONEER', monthlyGoalHours: 15, rounding: 'QUARTER_HOUR' } });
    expect((await client.graphql(START)).data.startServiceTimer.timer.running).toBe(true);
    // 50 minutes pass while the app is closed and the server restarts.
    await t.db.serviceTimer.update({ where: { userId: user.id }, data: { startedAt: new Date(Date.now() - 50 * 60_000) } });
    const restarted = buildApp({ db: t.db, config: t.app.deps.config });
    try {
      const again = new Client(restarted);
      again.cookie = client.cookie;
      const { serviceTimer } = await reportOf(again, '2026-11');
      expect(serviceTimer.running).toBe(true);
      expect(serviceTimer.elapsedSeconds).toBeGreaterThanOrEqual(50 * 60);
      const paused = (await again.graphql(PAUSE)).data.pauseServiceTimer.timer;
      expect(paused.running).toBe(false);
      expect((await again.graphql(PAUSE)).data.pauseServiceTimer).toEqual({ __typename: 'ConflictError', message: MESSAGES.timerNotRunning });
      const stopped = (await again.graphql(STOP, { input: { timeZone: 'America/New_York' } })).data.stopServiceTimer;
      expect(stopped.timer).toEqual({ running: false, elapsedSeconds: 0 });
      // 50 minutes round down to 45 by quarter hours.
      expect(stopped.serviceEntry).toMatchObject({ minutes: 45, source: 'timer' });
      const newYorkToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
      expect(stopped.serviceEntry.date).toBe(newYorkToday);
      expect(await t.db.serviceTimer.count({ where: { userId: user.id } })).toBe(0);
    } finally {
      await restarted.stop();
    }
  });

  test('a run kept on the server is handed to one device once and removed; only the owner’s', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const TAKE = /* GraphQL */ `mutation { takeServiceTimer { __typename ... on ServiceTimerChanged { timer { running startedAt elapsedSeconds } } } }`;
    await client.graphql(START);
    const startedAt = new Date(Date.now() - 20 * 60_000);
    await t.db.serviceTimer.update({ where: { userId: user.id }, data: { startedAt, elapsedSeconds: 300 } });
    // Another member takes nothing of it.
    expect((await other.client.graphql(TAKE)).data.takeServiceTimer.timer).toEqual({ running: false, startedAt: null, elapsedSeconds: 0 });
    const taken = (await client.graphql(TAKE)).data.takeServiceTimer.timer;
    expect(taken).toMatchObject({ running: true, startedAt: startedAt.toISOString() });
    expect(taken.elapsedSeconds).toBeGreaterThanOrEqual(300 + 20 * 60);
    expect(await t.db.serviceTimer.count({ where: { userId: user.id } })).toBe(0);
    // A second device asking after it gets nothing: the run is counted on one device only.
    expect((await client.graphql(TAKE)).data.takeServiceTimer.timer).toEqual({ running: false, startedAt: null, elapsedSeconds: 0 });
  });

  test('paused at once after starting, it reads as paused (a second counted), not as never started', async () => {
    const { client } = await signedInMember(t);
    await client.graphql(START);
    expect((await client.graphql(PAUSE)).data.pauseServiceTimer.timer).toEqual({ running: false, elapsedSeconds: 1 });
  });
});

describe('GPS recordings', () => {
  test('a recording becomes an entry once, only for its owner', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const route = await t.db.gpsRoute.create({
      data: { userId: user.id, sessionId: 's1', name: 'Elm Street', startedAt: new Date('2026-11-10T23:30:00Z'), durationSeconds: 95 * 60 + 20 },
    });
    const routeId = globalId('GpsRoute', route.id);
    expect((await other.client.graphql(FROM_ROUTE, { input: { routeId, timeZone: UTC } })).data.addEntryFromRoute).toEqual({
      __typename: 'NotFoundError',
      message: MESSAGES.routeNotFound,
    });
    expect((await other.client.graphql(RECORDINGS)).data.viewer.recentGpsRecordings).toEqual([]);
    expect((await client.graphql(RECORDINGS)).data.viewer.recentGpsRecordings).toEqual([{ routeId, name: 'Elm Street', durationSeconds: 5720, added: false }]);
    // Started late on the 10th in New York: the entry is the member's day, not UTC's 11th.
    const added = await client.graphql(FROM_ROUTE, { input: { routeId, timeZone: 'America/New_York' } });
    expect(added.data.addEntryFromRoute).toEqual({
      __typename: 'ServiceEntryFromRouteAdded',
      serviceEntry: { date: '2026-11-10', minutes: 95, source: `gps:${route.id}` },
    });
    expect((await client.graphql(FROM_ROUTE, { input: { routeId, timeZone: UTC } })).data.addEntryFromRoute).toEqual({
      __typename: 'ConflictError',
      message: MESSAGES.routeUsed,
    });
    expect((await client.graphql(RECORDINGS)).data.viewer.recentGpsRecordings[0].added).toBe(true);
    expect(await t.db.serviceEntry.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('a group overseer', () => {
  test('sees the group’s totals for the month and no one’s entries or notes', async () => {
    const groupNumber = 7;
    const overseer = await signedInMember(t, { groupNumber });
    const pioneer = await signedInMember(t, { groupNumber });
    const publisher = await signedInMember(t, { groupNumber });
    await signedInMember(t, { groupNumber });
    const outsider = await signedInMember(t, { groupNumber: 8 });
    const admin = await signedInMember(t);
    await changeAccount(t, { id: admin.user.id }, { role: 'admin' });

    await pioneer.client.graphql(SETTINGS, { input: { role: 'REGULAR_PIONEER' } });
    await addEntry(pioneer.client, { date: '2026-11-04', hours: 10, minutes: 30, note: 'SECRET-NOTE-1' });
    await pioneer.client.graphql(MONTH, { input: { month: '2026-11', bibleStudies: 3 } });
    await pioneer.client.graphql(SEND, { month: '2026-11' });
    await addEntry(publisher.client, { date: '2026-11-04', hours: 4, note: 'SECRET-NOTE-2' });
    await publisher.client.graphql(MONTH, { input: { month: '2026-11', bibleStudies: 1, participated: true } });
    await publisher.client.graphql(SEND, { month: '2026-11' });
    await outsider.client.graphql(SEND, { month: '2026-11' });

    expect((await overseer.client.graphql(TOTALS, { month: '2026-11' })).data.viewer.groupReportTotals).toBeNull();
    // Only an admin names an overseer, through the Edit dialog's account flags.
    const refused = await overseer.client.graphql(OVERSEER, { input: { id: globalId('User', overseer.user.id), isGroupOverseer: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: overseer.user.id } })).isGroupOverseer).toBe(false);
    const made = await admin.client.graphql(OVERSEER, { input: { id: globalId('User', overseer.user.id), isGroupOverseer: true } });
    expect(made.data.adminUpdateUser).toMatchObject({ __typename: 'AdminUserUpdated', user: { isGroupOverseer: true } });

    const answer = await overseer.client.graphql(TOTALS, { month: '2026-11' });
    expect(answer.data.viewer.groupReportTotals).toEqual({ members: 4, reported: 2, notReported: 2, hours: 10, bibleStudies: 4 });
    expect(JSON.stringify(answer)).not.toContain('SECRET-NOTE');
    // The totals are all an overseer gets: a member's report and entries stay theirs.
    const peek = await overseer.client.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { serviceEntries(month: "2026-11") { edges { node { note } } } } } }`,
      { id: globalId('User', pioneer.user.id) },
    );
    expect(JSON.stringify(peek)).not.toContain('SECRET-NOTE');
  });
});
