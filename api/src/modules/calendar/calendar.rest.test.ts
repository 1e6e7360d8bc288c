// /api/calendar-events (docs/api.md): the spec's payload and answers, the same rules as
// GraphQL (one service), checked in the stored rows.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The spec's POST payload, as the original client sends it (attendees from a text input). */
const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Saturday field service',
  date: '2026-11-28',
  time: '09:00',
  type: 'field-service',
  location: 'Kingdom Hall',
  description: 'Meet at the hall',
  attendees: '8',
  priority: 'medium',
  alarmEnabled: true,
  ...overrides,
});

describe('POST /api/calendar-events', () => {
  test('creates the event with the spec payload and answers it, alarm 24 hours before', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.rest('POST', '/api/calendar-events', payload({ timezoneOffset: -120 }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      userId: user.id,
      title: 'Saturday field service',
      date: '2026-11-28',
      time: '09:00',
      attendees: 8,
      alarmEnabled: true,
      // 09:00 in UTC+2 is 07:00 UTC; a day earlier.
      alarmTime: '2026-11-27T07:00:00.000Z',
    });
    const row = await t.db.calendarEvent.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(row).toMatchObject({ userId: user.id, location: 'Kingdom Hall', attendees: 8, priority: 'medium' });
  });

  test('takes attendees as an integer, falling back to 0; omitted fields take the defaults', async () => {
    const { client } = await signedInMember(t);
    const cases: [unknown, number][] = [['abc', 0], ['', 0], [null, 0], ['12 people', 12], [7.9, 7], ['100000', 100_000]];
    for (const [attendees, stored] of cases) {
      const answer = await client.rest('POST', '/api/calendar-events', payload({ attendees }));
      expect(answer.status, JSON.stringify(attendees)).toBe(201);
      expect((await t.db.calendarEvent.findUniqueOrThrow({ where: { id: answer.body.id } })).attendees).toBe(stored);
    }
    const minimal = await client.rest('POST', '/api/calendar-events', { title: 'Bare', date: '2026-11-28', time: '10:00' });
    expect(minimal.body).toMatchObject({ type: 'field-service', priority: 'medium', attendees: 0, alarmEnabled: true, alarmTime: '2026-11-27T10:00:00.000Z' });
    const explicit = await client.rest('POST', '/api/calendar-events', payload({ alarmTime: '2026-11-28T06:00:00.000Z' }));
    expect(explicit.body.alarmTime).toBe('2026-11-28T06:00:00.000Z');
    const off = await client.rest('POST', '/api/calendar-events', payload({ alarmEnabled: false, alarmTime: '2026-11-28T06:00:00.000Z' }));
    expect(off.body).toMatchObject({ alarmEnabled: false, alarmTime: null });
  });

  test('answers 400 with the rule’s message for each invalid field and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [payload({ title: '' }), MESSAGES.missingInformation],
      [payload({ date: undefined }), MESSAGES.missingInformation],
      [payload({ time: null }), MESSAGES.missingInformation],
      [payload({ date: '2027-02-29' }), MESSAGES.date],
      [payload({ time: '7pm' }), MESSAGES.time],
      [payload({ type: 'Field Service' }), MESSAGES.type],
      [payload({ priority: 'urgent' }), MESSAGES.priority],
      [payload({ attendees: '-3' }), MESSAGES.attendees],
      [payload({ attendees: 250_000 }), MESSAGES.attendees],
      [payload({ alarmTime: 'tomorrow morning' }), MESSAGES.alarmTime],
      [payload({ location: 'x'.repeat(201) }), 'Location must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await client.rest('POST', '/api/calendar-events', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const notJson = await client.rest('POST', '/api/calendar-events', undefined, { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(await t.db.calendarEvent.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('GET /api/calendar-events', () => {
  test('answers the member’s own events by date and time, optionally by day range', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    await other.client.rest('POST', '/api/calendar-events', payload({ title: 'Theirs' }));
    for (const [title, date, time] of [
      ['Late', '2026-11-28', '18:00'],
      ['Early', '2026-11-28', '07:30'],
      ['Next month', '2026-12-03', '09:00'],
    ]) {
      expect((await client.rest('POST', '/api/calendar-events', payload({ title, date, time }))).status).toBe(201);
    }
    const all = await client.rest('GET', '/api/calendar-events');
    expect(all.status).toBe(200);
    expect(all.body.map((e: { title: string }) => e.title)).toEqual(['Early', 'Late', 'Next month']);
    const november = await client.rest('GET', '/api/calendar-events?from=2026-11-01&to=2026-11-30');
    expect(november.body.map((e: { title: string }) => e.title)).toEqual(['Early', 'Late']);
    const bad = await client.rest('GET', '/api/calendar-events?from=soon');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.range);
  });
});

describe('DELETE /api/calendar-events/{id}', () => {
  test('deletes the owner’s event; another member’s id is 404 and the row stays', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const { body } = await owner.client.rest('POST', '/api/calendar-events', payload());

    const refused = await other.client.rest('DELETE', `/api/calendar-events/${body.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MESSAGES.notFound);
    expect(await t.db.calendarEvent.count({ where: { id: body.id } })).toBe(1);

    expect((await owner.client.rest('DELETE', '/api/calendar-events/not-a-number')).status).toBe(404);
    const deleted = await owner.client.rest('DELETE', `/api/calendar-events/${body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { ok: true, id: body.id } });
    expect(await t.db.calendarEvent.count({ where: { id: body.id } })).toBe(0);
    expect((await owner.client.rest('DELETE', `/api/calendar-events/${body.id}`)).status).toBe(404);
  });
});

describe('visitors', () => {
  test('get 401 on every calendar path and change nothing', async () => {
    const owner = await signedInMember(t);
    const { body } = await owner.client.rest('POST', '/api/calendar-events', payload());
    const before = await t.db.calendarEvent.count();
    const visitor = t.client();
    for (const [method, path, sent] of [
      ['GET', '/api/calendar-events', undefined],
      ['POST', '/api/calendar-events', payload()],
      ['DELETE', `/api/calendar-events/${body.id}`, undefined],
    ] as const) {
      const answer = await visitor.rest(method, path, sent);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toBe('Please sign in to continue');
    }
    expect(await t.db.calendarEvent.count()).toBe(before);
  });
});
