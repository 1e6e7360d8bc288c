// The report reminder by Web Push (docs/product/report.md, "Reminders"): which devices are reminded
// on which of their own days and hours, once a day, until the month is sent, in the member's
// language, and never for members who do not keep their report in the app or turned reminders off.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { usePushSender, type PushTarget } from '../push/sender.ts';
import { hourIn } from '../push/daily.ts';
import { monthName, reminderMessage, sendReportReminders, startReportReminders, EVERY_MS, FIRST_RUN_MS } from './reminders.ts';

const SAVE = /* GraphQL */ `
  mutation ($input: SavePushSubscriptionInput!) {
    savePushSubscription(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const key = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString('base64url');
let endpoints = 0;
const device = (timeZone?: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/reminder-${++endpoints}`,
  p256dh: key(65, 4),
  auth: key(16, 9),
  ...(timeZone ? { timeZone } : {}),
});

let t: TestApp;
let pushed: { endpoint: string; payload: { title: string; body: string; url: string; tag: string } }[];
beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, async (target: PushTarget, payload: string) => {
    pushed.push({ endpoint: target.endpoint, payload: JSON.parse(payload) });
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  pushed = [];
  await t.db.pushSubscription.deleteMany({});
});

/** A member who keeps their report in the app (a time entry), with one device in `timeZone`. */
async function reportingMember(timeZone: string, options: { language?: string; reminders?: boolean; usesReport?: boolean } = {}) {
  const member = await signedInMember(t);
  if (options.usesReport !== false) {
    await t.db.serviceEntry.create({ data: { userId: member.user.id, date: '2026-11-02', minutes: 90, kind: 'house_to_house' } });
  }
  if (options.language || options.reminders === false) {
    await t.db.userPreferences.create({ data: { userId: member.user.id, language: options.language ?? 'english', ministryReminders: options.reminders ?? true } });
  }
  const subscription = device(timeZone);
  const saved = await member.client.graphql(SAVE, { input: subscription });
  expect(saved.data.savePushSubscription.__typename).toBe('PushSubscriptionSaved');
  return { ...member, endpoint: subscription.endpoint };
}

const at = (iso: string) => new Date(iso);

describe('the days and hours', () => {
  test('a device is reminded on the last 3 days of the month, in its daytime, once a day', async () => {
    const ana = await reportingMember('America/New_York');
    // 27 November, 14:00 in New York: not yet one of the last 3 days (28, 29, 30).
    expect(await sendReportReminders(t.app.deps, at('2026-11-27T19:00:00Z'))).toEqual({ reminded: 0 });
    // 28 November, 08:00 in New York: the day, but before 9:00.
    expect(await sendReportReminders(t.app.deps, at('2026-11-28T13:00:00Z'))).toEqual({ reminded: 0 });
    // 28 November, 10:00 in New York.
    expect(await sendReportReminders(t.app.deps, at('2026-11-28T15:00:00Z'))).toEqual({ reminded: 1 });
    expect(pushed).toEqual([
      {
        endpoint: ana.endpoint,
        payload: expect.objectContaining({ title: 'Field Service Report', body: 'Your report for November 2026 has not been sent yet. Open the report to send it.', url: '/report', tag: 'report-2026-11' }),
      },
    ]);
    // Later the same day: not again.
    expect(await sendReportReminders(t.app.deps, at('2026-11-28T20:00:00Z'))).toEqual({ reminded: 0 });
    // 22:00 on the 29th in New York is past the daytime; 10:00 on the 29th is a new day.
    expect(await sendReportReminders(t.app.deps, at('2026-11-30T03:00:00Z'))).toEqual({ reminded: 0 });
    expect(await sendReportReminders(t.app.deps, at('2026-11-29T15:00:00Z'))).toEqual({ reminded: 1 });
    // 1 December: the reminder is still for November.
    pushed = [];
    expect(await sendReportReminders(t.app.deps, at('2026-12-01T15:00:00Z'))).toEqual({ reminded: 1 });
    expect(pushed[0]!.payload.tag).toBe('report-2026-11');
    // 11 December: past the first 10 days, no reminder.
    expect(await sendReportReminders(t.app.deps, at('2026-12-11T15:00:00Z'))).toEqual({ reminded: 0 });
  });

  test('the day is the device’s, not the server’s: a device in Auckland is reminded while it is still the 27th in UTC', async () => {
    const ben = await reportingMember('Pacific/Auckland');
    // 27 November 22:00 UTC is 28 November 11:00 in Auckland.
    expect(await sendReportReminders(t.app.deps, at('2026-11-27T22:00:00Z'))).toEqual({ reminded: 1 });
    expect(pushed.map((p) => p.endpoint)).toEqual([ben.endpoint]);
  });

  test('a device that gave no time zone is not reminded', async () => {
    const cy = await signedInMember(t);
    await t.db.serviceEntry.create({ data: { userId: cy.user.id, date: '2026-11-02', minutes: 30, kind: 'cart' } });
    await cy.client.graphql(SAVE, { input: device() });
    expect(await sendReportReminders(t.app.deps, at('2026-11-29T15:00:00Z'))).toEqual({ reminded: 0 });
  });
});

describe('until it is sent, and only where wanted', () => {
  test('a month marked sent ends the reminders', async () => {
    const dee = await reportingMember('Europe/Madrid');
    await t.db.serviceMonth.create({ data: { userId: dee.user.id, month: '2026-11', sentAt: at('2026-11-28T09:00:00Z') } });
    expect(await sendReportReminders(t.app.deps, at('2026-11-29T10:00:00Z'))).toEqual({ reminded: 0 });
    expect(await sendReportReminders(t.app.deps, at('2026-12-02T10:00:00Z'))).toEqual({ reminded: 0 });
  });

  test('a member who does not keep their report in the app, or turned ministry reminders off, is not reminded', async () => {
    await reportingMember('Europe/Madrid', { usesReport: false });
    await reportingMember('Europe/Madrid', { reminders: false });
    expect(await sendReportReminders(t.app.deps, at('2026-11-29T10:00:00Z'))).toEqual({ reminded: 0 });
    expect(pushed).toEqual([]);
  });

  test('in the member’s language', async () => {
    await reportingMember('America/Mexico_City', { language: 'spanish' });
    await sendReportReminders(t.app.deps, at('2026-11-29T18:00:00Z'));
    expect(pushed.map((p) => p.payload)).toEqual([
      expect.objectContaining({ title: 'Informe de predicación', body: 'Aún no ha enviado su informe de noviembre de 2026. Abra el informe para enviarlo.' }),
    ]);
  });

  test('a device the push service no longer knows is dropped', async () => {
    const eve = await reportingMember('Europe/Madrid');
    usePushSender(t.app.deps, async () => {
      throw Object.assign(new Error('gone'), { statusCode: 410 });
    });
    try {
      expect(await sendReportReminders(t.app.deps, at('2026-11-29T10:00:00Z'))).toEqual({ reminded: 0 });
    } finally {
      usePushSender(t.app.deps, async (target: PushTarget, payload: string) => {
        pushed.push({ endpoint: target.endpoint, payload: JSON.parse(payload) });
      });
    }
    expect(await t.db.pushSubscription.count({ where: { endpoint: eve.endpoint } })).toBe(0);
  });
});

describe('the device’s time zone', () => {
  test('is saved with the subscription and kept when a later save does not send one; a wrong one is refused', async () => {
    const fay = await signedInMember(t);
    const subscription = device('Asia/Tokyo');
    await fay.client.graphql(SAVE, { input: subscription });
    const { timeZone: _zone, ...withoutZone } = subscription;
    await fay.client.graphql(SAVE, { input: withoutZone });
    expect((await t.db.pushSubscription.findUnique({ where: { endpoint: subscription.endpoint } }))?.timeZone).toBe('Asia/Tokyo');
    const refused = await fay.client.graphql(SAVE, { input: { ...subscription, timeZone: 'Mars/Olympus' } });
    expect(refused.data.savePushSubscription.fields).toEqual([{ path: 'timeZone', message: 'Time zone must be an IANA name such as Europe/Madrid' }]);
    expect((await t.db.pushSubscription.findUnique({ where: { endpoint: subscription.endpoint } }))?.timeZone).toBe('Asia/Tokyo');
  });
});

describe('the texts and the schedule', () => {
  test('month names and hours', () => {
    expect(monthName('2026-01', 'english')).toBe('January 2026');
    expect(monthName('2026-01', 'spanish')).toBe('enero de 2026');
    expect(hourIn(at('2026-03-29T00:30:00Z'), 'Europe/London')).toBe(0);
    expect(hourIn(at('2026-03-29T01:30:00Z'), 'Europe/London')).toBe(2);
    // German, which the original app offered, has no texts: English.
    expect(reminderMessage('2026-02', 'german').title).toBe('Field Service Report');
  });

  test('in each of the app’s languages, with the month as that language writes it', () => {
    expect(monthName('2026-01', 'portuguese')).toBe('janeiro de 2026');
    expect(monthName('2026-01', 'french')).toBe('janvier 2026');
    expect(reminderMessage('2026-02', 'french')).toMatchObject({ title: 'Rapport de prédication', body: expect.stringContaining('février 2026') });
    expect(reminderMessage('2026-02', 'portuguese')).toMatchObject({ title: 'Relatório de serviço de campo', body: expect.stringContaining('fevereiro de 2026') });
    expect(reminderMessage('2026-02', 'arabic')).toMatchObject({ title: 'تقرير الخدمة', body: expect.stringContaining(monthName('2026-02', 'arabic')) });
  });

  test('runs two minutes after start and then every half hour; a failure is logged and tried again', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue({ reminded: 0 });
      const stop = startReportReminders(t.app.deps, send);
      await vi.advanceTimersByTimeAsync(FIRST_RUN_MS - 1);
      expect(send).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(EVERY_MS);
      expect(send).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
