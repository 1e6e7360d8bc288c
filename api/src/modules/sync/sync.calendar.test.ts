// Calendar events on the local-first write path (docs/product/offline.md): created, changed and
// deleted through applyChanges exactly once, with the calendar's own rules (the alarm computed by
// the server in the device's time zone, a real calendar date, the spec's messages) and owner-only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';
import { MESSAGES } from '../calendar/index.ts';
import { CONFLICT_PREFIX } from './service.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId
          status
          message
          recordId
          conflictCopyId
          calendarEvent { id title date time type priority attendees alarmEnabled alarmTime }
        }
      }
      ... on Error { message }
    }
  }
`;

type Outcome = {
  clientId: string;
  status: string;
  message: string | null;
  recordId: string | null;
  conflictCopyId: string | null;
  calendarEvent: {
    id: string;
    title: string;
    date: string;
    time: string;
    type: string;
    priority: string;
    attendees: number;
    alarmEnabled: boolean;
    alarmTime: string | null;
  } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);

// The app sends the enum names, as its GraphQL inputs do (sync.test.ts covers the stored strings of older versions).
const EVENT = { title: 'Group witnessing', date: '2026-12-05', time: '09:30', type: 'FIELD_SERVICE', priority: 'HIGH', attendees: 6, alarmEnabled: true };
const create = (clientId: string, fields: Record<string, unknown>) => ({ clientId, type: 'calendarEvent', action: 'create', fields: json(fields) });

describe('calendar events through applyChanges', () => {
  test('a create delivered twice makes one event; the alarm is 24 hours before in the device’s time zone', async () => {
    const { client, user } = await signedInMember(t);
    // UTC-5 (Date#getTimezoneOffset gives 300): 09:30 there is 14:30 UTC.
    const change = create(cid(), { ...EVENT, timezoneOffset: 300 });
    const [first] = await apply(client, [change]);
    const [again] = await apply(client, [change]);
    expect(first!.status).toBe('applied');
    expect(again!.recordId).toBe(first!.recordId);
    expect(first!.calendarEvent).toMatchObject({ title: 'Group witnessing', date: '2026-12-05', time: '09:30', type: 'FIELD_SERVICE', priority: 'HIGH', attendees: 6 });
    expect(first!.calendarEvent!.alarmTime).toBe('2026-12-04T14:30:00.000Z');
    const rows = await t.db.calendarEvent.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    // A calendar date stays the day the member chose, whatever the time zone.
    expect(rows[0]!.date).toBe('2026-12-05');
    expect(rows[0]).toMatchObject({ type: 'field-service', priority: 'high' });
  });

  test('an edit of an event made on the device names its create, and a delete removes it, in one batch', async () => {
    const { client, user } = await signedInMember(t);
    const made = cid();
    const outcomes = await apply(client, [
      create(made, EVENT),
      { clientId: cid(), type: 'calendarEvent', action: 'update', createdBy: made, fields: json({ time: '10:00', date: '2026-12-06' }), base: json({ time: '09:30', date: '2026-12-05' }) },
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['applied', 'applied']);
    expect(outcomes[1]!.calendarEvent).toMatchObject({ date: '2026-12-06', time: '10:00' });
    // The alarm follows the event when it moves (no time zone sent: UTC), from 4 December 09:30.
    expect(outcomes[1]!.calendarEvent!.alarmTime).toBe('2026-12-05T10:00:00.000Z');
    const [removed] = await apply(client, [{ clientId: cid(), type: 'calendarEvent', action: 'delete', id: outcomes[0]!.recordId }]);
    expect(removed!.status).toBe('applied');
    expect(await t.db.calendarEvent.count({ where: { userId: user.id } })).toBe(0);
  });

  test('an event the rules refuse is answered with the calendar’s message and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const [missing, badDate] = await apply(client, [
      create(cid(), { ...EVENT, title: '  ' }),
      create(cid(), { ...EVENT, date: '2026-02-30' }),
    ]);
    expect(missing).toMatchObject({ status: 'refused', message: MESSAGES.missingInformation });
    expect(badDate).toMatchObject({ status: 'refused', message: MESSAGES.date });
    expect(await t.db.calendarEvent.count({ where: { userId: user.id } })).toBe(0);
  });

  test('another member’s event can be neither changed nor deleted', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const [made] = await apply(owner.client, [create(cid(), EVENT)]);
    const [update, remove] = await apply(other.client, [
      { clientId: cid(), type: 'calendarEvent', action: 'update', id: made!.recordId, fields: json({ title: 'Mine now' }), base: json({}) },
      { clientId: cid(), type: 'calendarEvent', action: 'delete', id: made!.recordId },
    ]);
    expect(update).toMatchObject({ status: 'refused', message: MESSAGES.notFound });
    // Deleting what is not there (for this member) is already true, and touches nothing.
    expect(remove!.status).toBe('applied');
    const row = await t.db.calendarEvent.findFirstOrThrow({ where: { userId: owner.user.id } });
    expect(row.title).toBe('Group witnessing');
  });

  test('a note id is refused as a calendar event’s', async () => {
    const { client } = await signedInMember(t);
    const [note] = await apply(client, [{ clientId: cid(), type: 'note', action: 'create', fields: json({ title: 'N', content: 'n' }) }]);
    const answer = await client.graphql(APPLY, {
      input: { changes: [{ clientId: cid(), type: 'calendarEvent', action: 'delete', id: note!.recordId }] },
    });
    expect(answer.data?.applyChanges?.message ?? answer.errors?.[0]?.message).toMatch(/id must name a record of the change’s type/);
  });

  test('both sides changed the title: the later write wins and the other title is kept in a conflict copy', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [create(cid(), EVENT)]);
    const id = made!.recordId;
    await apply(client, [{ clientId: cid(), type: 'calendarEvent', action: 'update', id, fields: json({ title: 'Cart witnessing' }), base: json({ title: EVENT.title }) }]);
    const [late] = await apply(client, [
      { clientId: cid(), type: 'calendarEvent', action: 'update', id, fields: json({ title: 'Letter writing' }), base: json({ title: EVENT.title }), madeAt: new Date(Date.now() + 60_000).toISOString() },
    ]);
    expect(late!.calendarEvent!.title).toBe('Letter writing');
    expect(late!.conflictCopyId).not.toBeNull();
    const titles = (await t.db.calendarEvent.findMany({ where: { userId: user.id } })).map((e) => e.title).sort();
    expect(titles).toEqual([`${CONFLICT_PREFIX}Cart witnessing`, 'Letter writing']);
  });
});
