// My Calendar over GraphQL: the rules of docs/product/calendar.md for calendar events, checked in
// the answers and in the stored rows; every event is its owner's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp, expectSignInFirst } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';
import { enumNameOf } from '../../lib/enums.ts';

const EVENT_FIELDS = 'id title date time type location description attendees priority alarmEnabled alarmTime';

const CREATE = /* GraphQL */ `
  mutation ($input: CreateCalendarEventInput!) {
    createCalendarEvent(input: $input) {
      __typename
      ... on CalendarEventCreated { calendarEvent { ${EVENT_FIELDS} } edge { cursor node { id } } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateCalendarEventInput!) {
    updateCalendarEvent(input: $input) {
      __typename
      ... on CalendarEventUpdated { calendarEvent { ${EVENT_FIELDS} } }
      ... on Error { message }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteCalendarEventInput!) {
    deleteCalendarEvent(input: $input) {
      __typename
      ... on CalendarEventDeleted { deletedId }
      ... on Error { message }
    }
  }
`;
const LIST = /* GraphQL */ `
  query ($from: String, $to: String, $first: Int, $after: String) {
    viewer {
      calendarEvents(from: $from, to: $to, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id title date time } }
      }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on CalendarEvent { title } } }`;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const rowIdOf = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function create(client: Client, input: Record<string, unknown>) {
  return (await client.graphql(CREATE, { input })).data.createCalendarEvent;
}

/** A created event's row id. */
async function createdId(client: Client, input: Record<string, unknown>) {
  const result = await create(client, input);
  expect(result.__typename).toBe('CalendarEventCreated');
  return rowIdOf(result.calendarEvent.id);
}

describe('createCalendarEvent', () => {
  test('applies the spec defaults, with the alarm 24 hours before the event in the member’s time zone', async () => {
    const { client, user } = await signedInMember(t);
    // 09:30 on 24 November 2026 in UTC-5 (getTimezoneOffset 300) is 14:30 UTC.
    const result = await create(client, { title: 'Morning witnessing', date: '2026-11-24', time: '09:30', timezoneOffset: 300 });
    expect(result).toMatchObject({
      __typename: 'CalendarEventCreated',
      calendarEvent: {
        title: 'Morning witnessing',
        date: '2026-11-24',
        time: '09:30',
        type: 'FIELD_SERVICE',
        priority: 'MEDIUM',
        attendees: 0,
        alarmEnabled: true,
        alarmTime: '2026-11-23T14:30:00.000Z',
        location: null,
        description: null,
      },
    });
    expect(result.edge.node.id).toBe(result.calendarEvent.id);
    expect(result.edge.cursor).toEqual(expect.any(String));

    const row = await t.db.calendarEvent.findUniqueOrThrow({ where: { id: rowIdOf(result.calendarEvent.id) } });
    expect(row).toMatchObject({ userId: user.id, type: 'field-service', priority: 'medium', attendees: 0, alarmEnabled: true });
    expect(row.alarmTime?.toISOString()).toBe('2026-11-23T14:30:00.000Z');
  });

  test('reads the date and time as UTC when no offset is sent', async () => {
    const { client } = await signedInMember(t);
    const result = await create(client, { title: 'Meeting', date: '2026-03-01', time: '00:15' });
    expect(result.calendarEvent.alarmTime).toBe('2026-02-28T00:15:00.000Z');
  });

  test('stores every field sent; an explicit alarm time is kept and a disabled alarm stores none', async () => {
    const { client } = await signedInMember(t);
    const full = await create(client, {
      title: '  Circuit assembly  ',
      date: '2026-12-05',
      time: '10:00',
      type: 'ASSEMBLY',
      location: 'Assembly Hall',
      description: 'Bring lunch',
      attendees: 12,
      priority: 'HIGH',
      alarmTime: '2026-12-04T08:00:00.000Z',
    });
    expect(full.calendarEvent).toMatchObject({
      title: 'Circuit assembly',
      type: 'ASSEMBLY',
      location: 'Assembly Hall',
      description: 'Bring lunch',
      attendees: 12,
      priority: 'HIGH',
      alarmTime: '2026-12-04T08:00:00.000Z',
    });
    const silent = await create(client, { title: 'Memorial', date: '2027-03-22', time: '19:00', type: 'MEMORIAL', alarmEnabled: false });
    expect(silent.calendarEvent).toMatchObject({ alarmEnabled: false, alarmTime: null });
    expect((await t.db.calendarEvent.findUniqueOrThrow({ where: { id: rowIdOf(silent.calendarEvent.id) } })).alarmTime).toBeNull();
  });

  test('accepts each of the 8 types and 4 priorities', async () => {
    const { client } = await signedInMember(t);
    const types = ['field-service', 'meeting', 'assembly', 'special-day', 'activity', 'study', 'memorial', 'convention'];
    const priorities = ['low', 'medium', 'high', 'critical'];
    for (const [i, stored] of types.entries()) {
      const storedPriority = priorities[i % 4]!;
      const [type, priority] = [enumNameOf(stored), enumNameOf(storedPriority)];
      const result = await create(client, { title: stored, date: '2026-06-01', time: '08:00', type, priority });
      expect(result.calendarEvent).toMatchObject({ type, priority });
      const row = await t.db.calendarEvent.findUniqueOrThrow({ where: { id: rowIdOf(result.calendarEvent.id) } });
      expect(row).toMatchObject({ type: stored, priority: storedPriority });
    }
  });

  test('a type or priority outside the lists is refused by the schema, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const valid = { title: 'Service', date: '2026-11-24', time: '09:30' };
    for (const [input, enumName] of [
      [{ ...valid, type: 'party' }, 'CalendarEventType'],
      [{ ...valid, type: 'field-service' }, 'CalendarEventType'],
      [{ ...valid, priority: 'urgent' }, 'CalendarEventPriority'],
      [{ ...valid, priority: '' }, 'CalendarEventPriority'],
    ] as const) {
      const answer = await client.graphql(CREATE, { input });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toContain(enumName);
    }
    expect(await t.db.calendarEvent.count({ where: { userId: user.id } })).toBe(0);
  });

  test('refuses each invalid field with its message and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    const valid = { title: 'Service', date: '2026-11-24', time: '09:30' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, title: undefined }, MESSAGES.missingInformation, 'title'],
      [{ ...valid, title: '   ' }, MESSAGES.missingInformation, 'title'],
      [{ ...valid, date: undefined }, MESSAGES.missingInformation, 'date'],
      [{ ...valid, date: '' }, MESSAGES.missingInformation, 'date'],
      [{ ...valid, time: undefined }, MESSAGES.missingInformation, 'time'],
      [{ ...valid, time: ' ' }, MESSAGES.missingInformation, 'time'],
      [{ ...valid, date: '2026-02-30' }, MESSAGES.date, 'date'],
      [{ ...valid, date: '2026-13-01' }, MESSAGES.date, 'date'],
      [{ ...valid, date: '24/11/2026' }, MESSAGES.date, 'date'],
      [{ ...valid, time: '24:00' }, MESSAGES.time, 'time'],
      [{ ...valid, time: '9:30' }, MESSAGES.time, 'time'],
      [{ ...valid, time: '09:60' }, MESSAGES.time, 'time'],
      [{ ...valid, attendees: -1 }, MESSAGES.attendees, 'attendees'],
      [{ ...valid, attendees: 100_001 }, MESSAGES.attendees, 'attendees'],
      [{ ...valid, timezoneOffset: 900 }, MESSAGES.timezoneOffset, 'timezoneOffset'],
    ];
    for (const [input, message, path] of cases) {
      const result = await create(client, input);
      expect(result, JSON.stringify(input)).toMatchObject({ __typename: 'ValidationError', message });
      expect(result.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    // All three missing: one message, naming every field.
    const empty = await create(client, {});
    expect(empty.message).toBe(MESSAGES.missingInformation);
    expect(empty.fields.map((f: { path: string }) => f.path).sort()).toEqual(['date', 'time', 'title']);
    expect(await t.db.calendarEvent.count({ where: { userId: user.id } })).toBe(0);
  });

  test('refuses a visitor and stores nothing', async () => {
    const before = await t.db.calendarEvent.count();
    expectSignInFirst(await t.client().graphql(CREATE, { input: { title: 'Service', date: '2026-11-24', time: '09:30' } }));
    expect(await t.db.calendarEvent.count()).toBe(before);
  });
});

describe('viewer.calendarEvents', () => {
  test('lists only the viewer’s events by date and time, page by page, and by day range', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    await createdId(other.client, { title: 'Not mine', date: '2026-11-10', time: '08:00' });
    const events = [
      ['C', '2026-11-10', '14:00'],
      ['A', '2026-11-01', '09:00'],
      ['B', '2026-11-10', '08:30'],
      ['E', '2026-12-02', '07:00'],
      ['D', '2026-11-30', '23:59'],
    ];
    for (const [title, date, time] of events) await createdId(client, { title, date, time });

    const page1 = (await client.graphql(LIST, { first: 2 })).data.viewer.calendarEvents;
    expect(page1.totalCount).toBe(5);
    expect(page1.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['A', 'B']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await client.graphql(LIST, { first: 2, after: page1.pageInfo.endCursor })).data.viewer.calendarEvents;
    expect(page2.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['C', 'D']);
    const page3 = (await client.graphql(LIST, { first: 2, after: page2.pageInfo.endCursor })).data.viewer.calendarEvents;
    expect(page3.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['E']);
    expect(page3.pageInfo.hasNextPage).toBe(false);

    // Both ends of the range are days included.
    const november = (await client.graphql(LIST, { from: '2026-11-10', to: '2026-11-30' })).data.viewer.calendarEvents;
    expect(november.totalCount).toBe(3);
    expect(november.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['B', 'C', 'D']);
    const fromDec = (await client.graphql(LIST, { from: '2026-12-01' })).data.viewer.calendarEvents;
    expect(fromDec.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['E']);
  });

  test('refuses a range that is not written as dates', async () => {
    const { client } = await signedInMember(t);
    const answer = await client.graphql(LIST, { from: 'next week' });
    expect(answer.errors?.[0]?.message).toBe(MESSAGES.range);
  });

  test('another member sees neither the events of a group member nor one by its id; a visitor has no viewer', async () => {
    const owner = await signedInMember(t, { groupNumber: 5 });
    const neighbour = await signedInMember(t, { groupNumber: 5 });
    const id = await createdId(owner.client, { title: 'Private', date: '2026-11-24', time: '09:30' });

    expect((await neighbour.client.graphql(NODE, { id: globalId('CalendarEvent', id) })).data.node).toBeNull();
    expect((await owner.client.graphql(NODE, { id: globalId('CalendarEvent', id) })).data.node.title).toBe('Private');
    const viaUser = await neighbour.client.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { username calendarEvents { totalCount } } } }`,
      { id: globalId('User', owner.user.id) },
    );
    expect(viaUser.errors?.[0]?.message).toBe('You are not allowed to do that');
    expect(JSON.stringify(viaUser.data)).not.toContain('Private');
    expect((await t.client().graphql(LIST)).data.viewer).toBeNull();
  });
});

describe('updateCalendarEvent', () => {
  test('changes only the fields sent; the alarm follows a moved event', async () => {
    const { client } = await signedInMember(t);
    const id = await createdId(client, { title: 'Study', date: '2026-11-24', time: '18:00', type: 'STUDY', attendees: 3, timezoneOffset: 0 });
    const renamed = (await client.graphql(UPDATE, { input: { id: globalId('CalendarEvent', id), title: 'Bible study with Ana' } })).data
      .updateCalendarEvent;
    expect(renamed.calendarEvent).toMatchObject({ title: 'Bible study with Ana', type: 'STUDY', attendees: 3, alarmTime: '2026-11-23T18:00:00.000Z' });

    const moved = (await client.graphql(UPDATE, { input: { id: globalId('CalendarEvent', id), date: '2026-11-26', time: '19:15', timezoneOffset: -60 } }))
      .data.updateCalendarEvent;
    expect(moved.calendarEvent).toMatchObject({ date: '2026-11-26', time: '19:15', alarmTime: '2026-11-25T18:15:00.000Z' });
    const off = (await client.graphql(UPDATE, { input: { id: globalId('CalendarEvent', id), alarmEnabled: false } })).data.updateCalendarEvent;
    expect(off.calendarEvent).toMatchObject({ alarmEnabled: false, alarmTime: null });
    expect(await t.db.calendarEvent.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: 'Bible study with Ana', date: '2026-11-26', alarmTime: null });
  });

  test('refuses a blank title or a bad date and another member’s event; nothing changes', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const id = await createdId(owner.client, { title: 'Meeting', date: '2026-11-24', time: '19:00', type: 'MEETING' });
    const before = await t.db.calendarEvent.findUniqueOrThrow({ where: { id } });
    const gid = globalId('CalendarEvent', id);

    expect((await owner.client.graphql(UPDATE, { input: { id: gid, title: ' ' } })).data.updateCalendarEvent).toMatchObject({
      __typename: 'ValidationError',
      message: MESSAGES.missingInformation,
    });
    expect((await owner.client.graphql(UPDATE, { input: { id: gid, date: '2026-04-31' } })).data.updateCalendarEvent.message).toBe(MESSAGES.date);
    expect((await other.client.graphql(UPDATE, { input: { id: gid, title: 'Mine now' } })).data.updateCalendarEvent).toMatchObject({
      __typename: 'NotFoundError',
      message: MESSAGES.notFound,
    });
    expectSignInFirst(await t.client().graphql(UPDATE, { input: { id: gid, title: 'Visitor' } }));
    expect(await t.db.calendarEvent.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });
});

describe('deleteCalendarEvent', () => {
  test('deletes the owner’s event; another member, a visitor, or a second delete gets not found', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const id = await createdId(owner.client, { title: 'Special day', date: '2026-11-24', time: '09:30', type: 'SPECIAL_DAY' });
    const gid = globalId('CalendarEvent', id);

    expect((await other.client.graphql(DELETE, { input: { id: gid } })).data.deleteCalendarEvent).toMatchObject({
      __typename: 'NotFoundError',
      message: MESSAGES.notFound,
    });
    expectSignInFirst(await t.client().graphql(DELETE, { input: { id: gid } }));
    expect(await t.db.calendarEvent.count({ where: { id } })).toBe(1);

    expect((await owner.client.graphql(DELETE, { input: { id: gid } })).data.deleteCalendarEvent).toEqual({
      __typename: 'CalendarEventDeleted',
      deletedId: gid,
    });
    expect(await t.db.calendarEvent.count({ where: { id } })).toBe(0);
    expect((await owner.client.graphql(DELETE, { input: { id: gid } })).data.deleteCalendarEvent.__typename).toBe('NotFoundError');
  });

  test('refuses an id of another type', async () => {
    const { client } = await signedInMember(t);
    const result = (await client.graphql(DELETE, { input: { id: globalId('User', 1) } })).data.deleteCalendarEvent;
    expect(result).toMatchObject({ __typename: 'ValidationError', message: 'Not a CalendarEvent id' });
  });
});
