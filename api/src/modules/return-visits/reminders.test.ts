// The reminder of the day's return visits (docs/product/return-visits.md, "Reminders"): a device is
// told once on a day the member planned visits for, in its daytime, how many (never who), in the
// member's language, and apart from the report's reminder of the same day.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { usePushSender, type PushTarget } from '../push/sender.ts';
import { sendReportReminders } from '../report/reminders.ts';
import { sendVisitReminders, visitsMessage } from './reminders.ts';
import { offerMessage } from './handover-push.ts';

const SAVE = 'mutation ($input: SavePushSubscriptionInput!) { savePushSubscription(input: $input) { __typename } }';
const key = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString('base64url');
let devices = 0;

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

/** A member with one device in Madrid and return visits planned on `dates`. */
async function memberWithVisits(dates: string[], preferences?: { language?: string; ministryReminders?: boolean }) {
  const member = await signedInMember(t);
  if (preferences) await t.db.userPreferences.create({ data: { userId: member.user.id, ...preferences } });
  for (const [i, date] of dates.entries()) {
    await t.db.returnVisit.create({ data: { userId: member.user.id, name: `Householder ${i}`, address: `${i} Calle Mayor`, nextVisitDate: date } });
  }
  const endpoint = `https://fcm.googleapis.com/fcm/send/visits-${++devices}`;
  const saved = await member.client.graphql(SAVE, { input: { endpoint, p256dh: key(65, 4), auth: key(16, 9), timeZone: 'Europe/Madrid' } });
  expect(saved.data.savePushSubscription.__typename).toBe('PushSubscriptionSaved');
  return { ...member, endpoint };
}

const at = (iso: string) => new Date(iso);

test('on the planned day, in the daytime, once: how many visits, never who', async () => {
  const ana = await memberWithVisits(['2026-12-02', '2026-12-02', '2026-12-09']);
  expect(await sendVisitReminders(t.app.deps, at('2026-12-01T10:00:00Z'))).toEqual({ reminded: 0 });
  // 07:00 in Madrid on the day: too early.
  expect(await sendVisitReminders(t.app.deps, at('2026-12-02T06:00:00Z'))).toEqual({ reminded: 0 });
  expect(await sendVisitReminders(t.app.deps, at('2026-12-02T09:00:00Z'))).toEqual({ reminded: 1 });
  expect(pushed).toEqual([
    {
      endpoint: ana.endpoint,
      payload: expect.objectContaining({ title: 'Return Visits', body: 'You planned 2 return visits for today. Open Return Visits to see them.', url: '/return-visits', tag: 'visits-2026-12-02' }),
    },
  ]);
  expect(JSON.stringify(pushed)).not.toContain('Householder');
  expect(await sendVisitReminders(t.app.deps, at('2026-12-02T15:00:00Z'))).toEqual({ reminded: 0 });
  expect(await sendVisitReminders(t.app.deps, at('2026-12-09T15:00:00Z'))).toEqual({ reminded: 1 });
  expect(pushed[1]!.payload.body).toBe('You planned a return visit for today. Open Return Visits to see it.');
});

test('in the member’s language; not with ministry reminders off', async () => {
  await memberWithVisits(['2026-12-03'], { language: 'spanish' });
  await memberWithVisits(['2026-12-03'], { ministryReminders: false });
  expect(await sendVisitReminders(t.app.deps, at('2026-12-03T11:00:00Z'))).toEqual({ reminded: 1 });
  expect(pushed.map((p) => p.payload.body)).toEqual(['Tiene una revisita prevista para hoy. Abra Revisitas para verla.']);
});

test('the report’s reminder of the same day is another one: each comes once', async () => {
  const ben = await memberWithVisits(['2026-11-29']);
  await t.db.serviceEntry.create({ data: { userId: ben.user.id, date: '2026-11-02', minutes: 60, kind: 'cart' } });
  expect(await sendVisitReminders(t.app.deps, at('2026-11-29T10:00:00Z'))).toEqual({ reminded: 1 });
  expect(await sendReportReminders(t.app.deps, at('2026-11-29T10:00:00Z'))).toEqual({ reminded: 1 });
  expect(await sendVisitReminders(t.app.deps, at('2026-11-29T12:00:00Z'))).toEqual({ reminded: 0 });
  expect(await sendReportReminders(t.app.deps, at('2026-11-29T12:00:00Z'))).toEqual({ reminded: 0 });
  expect(pushed.map((p) => p.payload.tag)).toEqual(['visits-2026-11-29', 'report-2026-11']);
});

test('the reminder and the offer speak each of the app’s languages, Arabic with its own plural forms', () => {
  expect(visitsMessage(2, '2026-03-02', 'portuguese').body).toBe('Você planejou 2 revisitas para hoje. Abra Revisitas para vê-las.');
  expect(visitsMessage(1, '2026-03-02', 'french').body).toContain('une nouvelle visite');
  expect(visitsMessage(2, '2026-03-02', 'arabic').body).toContain('زيارتين مكررتين');
  expect(visitsMessage(3, '2026-03-02', 'arabic').body).toContain('3 زيارات مكررة');
  expect(visitsMessage(11, '2026-03-02', 'arabic').body).toContain('11 زيارة مكررة');
  expect(offerMessage(1, 'arabic').title).toBe('الزيارات المكررة');
  expect(offerMessage(1, 'german').title).toBe('Return Visits');
});
