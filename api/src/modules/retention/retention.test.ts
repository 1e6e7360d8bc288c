// Householder records are kept for the admin's period after their last call or change
// (docs/product/privacy.md): the server's schedule removes what expired ones hold about people,
// on a real database, the member sees what goes within 30 days, and the period is the admin's.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { logTo } from '../../lib/log.ts';
import { signedInAdmin } from '../admin/test-helpers.ts';
import { addMonths, expiresOn } from './rules.ts';
import { EVERY_MS, FIRST_RUN_MS, startRetentionSchedule } from './schedule.ts';
import { purgeExpired } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('the arithmetic', () => {
  test('months are added on the same day, or the last day of a shorter month', () => {
    expect(addMonths('2024-01-10', 24)).toBe('2026-01-10');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2023-08-31', 6)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(expiresOn('2025-12-15', 1)).toBe('2026-01-15');
  });
});

async function seed(userId: number) {
  const note = (title: string, day: string, householder: { householderName?: string; address?: string } = {}) =>
    t.db.note.create({ data: { userId, title, content: 'What was said', ...householder, createdAt: at(day), updatedAt: at(day) } });
  const territory = await t.db.territory.create({ data: { userId, territoryNumber: 'T-9', name: 'Oak Street', houses: 4, contactedHouses: 3, progress: 75 } });
  const house = (address: string, status: string, day: string, lastCallDate: string | null, extra: { notes?: string; nextVisitDate?: string } = {}) =>
    t.db.territoryHouse.create({ data: { territoryId: territory.id, address, status, lastCallDate, ...extra, createdAt: at(day), updatedAt: at(day) } });
  const call = (houseId: number, status: string, date: string) => t.db.territoryCall.create({ data: { territoryId: territory.id, houseId, status, date } });
  const oldNote = await note('Mrs Lee', '2024-01-10', { householderName: 'Mrs Lee' });
  const newerNote = await note('Mr Park', '2024-01-11', { address: '12 Oak Street' });
  const plainNote = await note('Meeting parts', '2023-05-01');
  const visit = await house('1 Oak Street', 'return_visit', '2024-01-05', '2024-01-05', { notes: 'Ana, likes Psalms', nextVisitDate: '2024-01-20' });
  await call(visit.id, 'return_visit', '2024-01-05');
  const refused = await house('3 Oak Street', 'do_not_call', '2024-01-02', '2024-01-02', { notes: 'Asked not to call; dog' });
  await call(refused.id, 'do_not_call', '2024-01-02');
  // Changed long ago, but called on recently: the call is what counts.
  const recent = await house('5 Oak Street', 'home', '2023-06-01', '2025-12-01', { notes: 'Tom' });
  const empty = await house('7 Oak Street', 'not_visited', '2023-01-01', null);
  const returnVisit = (name: string, day: string) =>
    t.db.returnVisit.create({ data: { userId, name, address: '20 Pine Road', nextVisitDate: '2024-02-01', createdAt: at(day), updatedAt: at(day) } });
  const oldVisit = await returnVisit('Mrs Diaz', '2024-01-10');
  await t.db.returnVisitCall.create({ data: { returnVisitId: oldVisit.id, date: '2023-12-01', notes: 'Psalm 37' } });
  // Changed long ago, but called on a day later than the other: the call is what counts.
  const calledVisit = await returnVisit('Mr Okafor', '2023-01-01');
  await t.db.returnVisitCall.create({ data: { returnVisitId: calledVisit.id, date: '2024-01-11', notes: 'Brochure' } });
  return { territory, oldNote, newerNote, plainNote, visit, refused, recent, empty, oldVisit, calledVisit };
}

describe('the schedule removes what expired records hold about people', () => {
  test('on its day: householder notes deleted, houses set back, do-not-call kept to what honouring it needs; a second run changes nothing', async () => {
    const { user } = await signedInMember(t);
    const other = await signedInMember(t);
    const mine = await seed(user.id);
    const theirs = await seed(other.user.id);

    // 24 months (the default) after 10 January 2024 is 10 January 2026. On 9 January the note is
    // kept; the two houses last called on 2 and 5 January 2024 are past their day (both members').
    expect(await purgeExpired(t.db, at('2026-01-09'))).toEqual({ notesDeleted: 0, housesCleared: 2 * 2, returnVisitsDeleted: 0 });
    const result = await purgeExpired(t.db, at('2026-01-10'));
    expect(result).toEqual({ notesDeleted: 2, housesCleared: 0, returnVisitsDeleted: 2 });

    for (const seeded of [mine, theirs]) {
      expect(await t.db.note.findUnique({ where: { id: seeded.oldNote.id } })).toBeNull();
      expect(await t.db.note.findUnique({ where: { id: seeded.newerNote.id } })).not.toBeNull();
      // A note that names no householder is the member's own, and stays.
      expect(await t.db.note.findUnique({ where: { id: seeded.plainNote.id } })).not.toBeNull();

      expect(await t.db.territoryHouse.findUnique({ where: { id: seeded.visit.id } })).toMatchObject({
        address: '1 Oak Street',
        status: 'not_visited',
        notes: null,
        lastCallDate: null,
        nextVisitDate: null,
      });
      expect(await t.db.territoryHouse.findUnique({ where: { id: seeded.refused.id } })).toMatchObject({
        address: '3 Oak Street',
        status: 'do_not_call',
        lastCallDate: '2024-01-02',
        notes: null,
      });
      expect(await t.db.territoryCall.count({ where: { houseId: { in: [seeded.visit.id, seeded.refused.id] } } })).toBe(0);
      expect(await t.db.territoryHouse.findUnique({ where: { id: seeded.recent.id } })).toMatchObject({ status: 'home', notes: 'Tom' });
      // The territory's figures follow its houses: 2 of 4 contacted now (do-not-call and home).
      expect(await t.db.territory.findUnique({ where: { id: seeded.territory.id } })).toMatchObject({ houses: 4, contactedHouses: 2, progress: 50 });
    }
    for (const seeded of [mine, theirs]) {
      // A return visit goes whole, with its calls; one called on later is kept until its own day.
      expect(await t.db.returnVisit.findUnique({ where: { id: seeded.oldVisit.id } })).toBeNull();
      expect(await t.db.returnVisitCall.count({ where: { returnVisitId: seeded.oldVisit.id } })).toBe(0);
      expect(await t.db.returnVisit.findUnique({ where: { id: seeded.calledVisit.id } })).not.toBeNull();
    }
    expect(await purgeExpired(t.db, at('2026-01-10'))).toEqual({ notesDeleted: 0, housesCleared: 0, returnVisitsDeleted: 0 });
    // The next day the note changed on 11 January 2024 goes, and the visit called on that day.
    expect(await purgeExpired(t.db, at('2026-01-11'))).toEqual({ notesDeleted: 2, housesCleared: 0, returnVisitsDeleted: 2 });
    expect(await t.db.returnVisit.findUnique({ where: { id: mine.calledVisit.id } })).toBeNull();
    // The house called on 1 December 2025 goes 24 months later.
    expect(await purgeExpired(t.db, at('2027-11-30'))).toMatchObject({ housesCleared: 0 });
    expect(await purgeExpired(t.db, at('2027-12-01'))).toMatchObject({ housesCleared: 2 });
  });

  describe('timers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    test('the first run comes a minute after the start, then every six hours, until stopped; a failure waits for the next run', async () => {
      vi.useFakeTimers();
      let runs = 0;
      const purge = vi.fn(async () => {
        runs += 1;
        if (runs === 2) throw new Error('database away');
        return { notesDeleted: 0, housesCleared: 0, returnVisitsDeleted: 0 };
      });
      const lines: string[] = [];
      const undoLog = logTo((_level, line) => lines.push(line));
      const stop = startRetentionSchedule(t.db, purge);
      await vi.advanceTimersByTimeAsync(FIRST_RUN_MS - 1);
      expect(purge).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(purge).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(EVERY_MS);
      expect(purge).toHaveBeenCalledTimes(2);
      undoLog();
      expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 'error', event: 'retention-failed' })]);
      await vi.advanceTimersByTimeAsync(EVERY_MS);
      expect(purge).toHaveBeenCalledTimes(3);
      stop();
      await vi.advanceTimersByTimeAsync(EVERY_MS * 2);
      expect(purge).toHaveBeenCalledTimes(3);
    });
  });
});

const RETENTION = `query { viewer { householderRetention { months noticeDays records { kind record label territory expiresOn } } } }`;

describe('the member is told beforehand', () => {
  test('the records that go within 30 days, soonest first, and none of another member', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    // Changed 24 months before the day it goes: in 10 days, in 29 days, in 40 days.
    const changed = (offset: number) => at(addMonths(day(offset), -24));
    const soon = await t.db.note.create({ data: { userId: user.id, title: 'Mrs Ray', content: '-', householderName: 'Mrs Ray', updatedAt: changed(10) } });
    await t.db.note.create({ data: { userId: user.id, title: 'Later', content: '-', householderName: 'Later', updatedAt: changed(40) } });
    await t.db.note.create({ data: { userId: other.user.id, title: 'Not mine', content: '-', householderName: 'X', updatedAt: changed(5) } });
    const territory = await t.db.territory.create({ data: { userId: user.id, territoryNumber: 'T-1', name: 'Elm Road' } });
    await t.db.territoryHouse.create({
      data: { territoryId: territory.id, address: '2 Elm Road', status: 'return_visit', notes: 'Ben', updatedAt: changed(29), lastCallDate: addMonths(day(29), -24) },
    });
    // Changed long ago; its last call, 24 months before the day it goes, is what counts.
    const visit = await t.db.returnVisit.create({ data: { userId: user.id, name: 'Mr Cho', address: '4 Elm Road', updatedAt: at('2020-01-01') } });
    await t.db.returnVisitCall.create({ data: { returnVisitId: visit.id, date: addMonths(day(20), -24) } });
    await t.db.returnVisit.create({ data: { userId: other.user.id, name: 'Not mine either', address: '-', updatedAt: at('2020-01-01') } });

    const answer = await client.graphql(RETENTION);
    expect(answer.errors).toBeUndefined();
    const retention = answer.data.viewer.householderRetention;
    expect(retention).toMatchObject({ months: 24, noticeDays: 30 });
    expect(retention.records).toEqual([
      { kind: 'NOTE', record: expect.any(String), label: 'Mrs Ray', territory: null, expiresOn: addMonths(addMonths(day(10), -24), 24) },
      { kind: 'RETURN_VISIT', record: expect.any(String), label: 'Mr Cho', territory: null, expiresOn: addMonths(addMonths(day(20), -24), 24) },
      { kind: 'HOUSE', record: expect.any(String), label: '2 Elm Road', territory: 'T-1 Elm Road', expiresOn: addMonths(addMonths(day(29), -24), 24) },
    ]);
    expect(Buffer.from(retention.records[0].record, 'base64').toString()).toBe(`Note:${soon.id}`);
    expect(Buffer.from(retention.records[1].record, 'base64').toString()).toBe(`ReturnVisit:${visit.id}`);
    expect((await t.client().graphql(RETENTION)).data?.viewer ?? null).toBeNull();
    // Another member's list is not theirs to read, whichever way they ask.
    const userId = Buffer.from(`User:${user.id}`).toString('base64');
    const asOther = await other.client.graphql(`query ($id: ID!) { node(id: $id) { ... on User { householderRetention { records { label } } } } }`, { id: userId });
    expect(JSON.stringify(asOther.data ?? null)).not.toContain('Mrs Ray');
    expect(asOther.errors?.length ?? (asOther.data?.node === null ? 1 : 0)).toBeGreaterThan(0);
  });
});

const SETTINGS = `mutation ($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) {
  __typename ... on AppSettingsUpdated { settings { householderRetentionMonths } } ... on Error { message } } }`;

describe("the period is the admin's", () => {
  test('an admin sets 1 to 120 months; other values and members are refused, and nothing changes', async () => {
    const admin = await signedInAdmin(t);
    const member = await signedInMember(t);
    for (const months of [0, 121]) {
      const answer = await admin.client.graphql(SETTINGS, { input: { householderRetentionMonths: months } });
      expect(answer.data.updateAppSettings, String(months)).toMatchObject({ __typename: 'ValidationError', message: 'Keep householder records for 1 to 120 months' });
    }
    // Not a whole number: GraphQL's Int refuses it before the resolver.
    const fraction = await admin.client.graphql(SETTINGS, { input: { householderRetentionMonths: 1.5 } });
    expect(fraction.status).toBe(400);
    for (const months of ['six', 1.5]) {
      const rest = await admin.client.rest('PUT', '/api/admin/settings', { householderRetentionMonths: months });
      expect(rest, String(months)).toMatchObject({ status: 400, body: { message: 'Keep householder records for 1 to 120 months' } });
    }
    const refused = await member.client.graphql(SETTINGS, { input: { householderRetentionMonths: 1 } });
    expect(refused.data?.updateAppSettings ?? null).toBeNull();
    expect((await t.db.appSettings.findUnique({ where: { id: 1 } }))?.householderRetentionMonths ?? 24).toBe(24);

    const set = await admin.client.graphql(SETTINGS, { input: { householderRetentionMonths: 6 } });
    expect(set.data.updateAppSettings).toMatchObject({ settings: { householderRetentionMonths: 6 } });
    const note = await t.db.note.create({ data: { userId: member.user.id, title: 'Six months', content: '-', address: '9 Ash Lane', updatedAt: at('2030-01-15') } });
    await purgeExpired(t.db, at('2030-07-14'));
    expect(await t.db.note.findUnique({ where: { id: note.id } })).not.toBeNull();
    await purgeExpired(t.db, at('2030-07-15'));
    expect(await t.db.note.findUnique({ where: { id: note.id } })).toBeNull();
    await admin.client.graphql(SETTINGS, { input: { householderRetentionMonths: 24 } });
  });
});
