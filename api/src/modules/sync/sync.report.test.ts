// Field service time entries on the local-first write path (docs/product/offline.md,
// docs/product/report.md): added, edited and deleted through applyChanges exactly once with the
// report module's own rules, owner-only; the month's figures follow from the stored entries; a
// conflict keeps what lost in the entry's note, never a second entry (which would count twice).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES as REPORT_MESSAGES } from '../report/index.ts';
import { applyMutation, applyWith, cid, json } from './apply-changes.fixture.ts';
import { CONFLICT_PREFIX } from './service.ts';

const APPLY = applyMutation(`clientId status message recordId conflictCopyId serviceEntry { id date minutes kind credit note }`);

type Entry = { id: string; date: string; minutes: number; kind: string; credit: boolean; note: string | null };
type Outcome = { clientId: string; status: string; message: string | null; recordId: string | null; conflictCopyId: string | null; serviceEntry: Entry | null };

const MONTH = /* GraphQL */ `
  query ($month: String!) {
    viewer { serviceReport(month: $month, timeZone: "UTC", today: "2026-11-28") { standardHours carriedOutMinutes } }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);
const add = (clientId: string, fields: Record<string, unknown>) => ({ clientId, type: 'serviceEntry', action: 'create', fields: json(fields) });
const edit = (id: string, fields: Record<string, unknown>, base: Record<string, unknown>, madeAt?: string) => ({
  clientId: cid(),
  type: 'serviceEntry',
  action: 'update',
  id,
  fields: json(fields),
  base: json(base),
  ...(madeAt ? { madeAt } : {}),
});

describe('time entries through applyChanges', () => {
  test('an entry added twice is one; an edit keeps the fields not sent; the month counts it once; a delete removes it', async () => {
    const { client, user } = await signedInMember(t);
    // A regular pioneer reports hours.
    await client.graphql('mutation { updateReportSettings(input: { role: REGULAR_PIONEER }) { __typename } }');
    const entry = add(cid(), { date: '2026-11-27', minutes: 135, kind: 'CART', credit: false, note: 'Market square' });
    const [first] = await apply(client, [entry]);
    const [again] = await apply(client, [entry]);
    expect(first).toMatchObject({ status: 'applied', serviceEntry: { date: '2026-11-27', minutes: 135, kind: 'CART', credit: false, note: 'Market square' } });
    expect(again!.recordId).toBe(first!.recordId);
    const month = await client.graphql(MONTH, { month: '2026-11' });
    expect(month.data.viewer.serviceReport).toMatchObject({ standardHours: 2, carriedOutMinutes: 15 });

    const [edited] = await apply(client, [edit(first!.recordId!, { minutes: 150 }, { minutes: 135 })]);
    expect(edited!.serviceEntry).toMatchObject({ date: '2026-11-27', minutes: 150, kind: 'CART', note: 'Market square' });

    const [gone] = await apply(client, [{ clientId: cid(), type: 'serviceEntry', action: 'delete', id: first!.recordId }]);
    expect(gone).toMatchObject({ status: 'applied', serviceEntry: null });
    expect(await t.db.serviceEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a timer stopped on the device arrives as one entry marked as the timer’s, however often it is sent', async () => {
    const { client, user } = await signedInMember(t);
    const stop = add(cid(), { date: '2026-11-26', minutes: 95, kind: 'HOUSE_TO_HOUSE', credit: false, note: null, source: 'timer' });
    const [first] = await apply(client, [stop]);
    const [again] = await apply(client, [stop]);
    expect(first).toMatchObject({ status: 'applied', serviceEntry: { date: '2026-11-26', minutes: 95 } });
    expect(again!.recordId).toBe(first!.recordId);
    // Any other source written by a device is not taken: only the timer's mark is.
    await apply(client, [add(cid(), { date: '2026-11-26', minutes: 10, source: 'gps:1' })]);
    const rows = await t.db.serviceEntry.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' }, select: { minutes: true, source: true } });
    expect(rows).toEqual([
      { minutes: 95, source: 'timer' },
      { minutes: 10, source: null },
    ]);
  });

  test('bad input is refused with the module’s message and stores nothing; another member’s entry is not found', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const refusals = await apply(owner.client, [
      add(cid(), { date: '2026-11-31', minutes: 30 }),
      add(cid(), { date: '2026-11-27', minutes: 0 }),
      add(cid(), { date: '2026-11-27', minutes: 24 * 60 + 1 }),
      add(cid(), { date: '2026-11-27', minutes: 30, kind: 'DOOR' }),
    ]);
    expect(refusals.map((o) => [o.status, o.message])).toEqual([
      ['refused', REPORT_MESSAGES.date],
      ['refused', REPORT_MESSAGES.duration],
      ['refused', REPORT_MESSAGES.duration],
      ['refused', REPORT_MESSAGES.kind],
    ]);
    expect(await t.db.serviceEntry.count({ where: { userId: owner.user.id } })).toBe(0);

    const [mine] = await apply(owner.client, [add(cid(), { date: '2026-11-27', minutes: 60 })]);
    const [taken] = await apply(other.client, [edit(mine!.recordId!, { minutes: 600 }, { minutes: 60 })]);
    expect(taken).toMatchObject({ status: 'refused', message: REPORT_MESSAGES.entryNotFound, serviceEntry: null });
    expect((await t.db.serviceEntry.findFirstOrThrow({ where: { userId: owner.user.id } })).minutes).toBe(60);
  });

  test('both sides changed the time: the later wins, and what lost is kept in the note, not as a second entry', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [add(cid(), { date: '2026-11-20', minutes: 60, note: 'Cart at the station' })]);
    const id = made!.recordId!;
    await apply(client, [edit(id, { minutes: 90 }, { minutes: 60 })]);
    const [merged] = await apply(client, [edit(id, { minutes: 120 }, { minutes: 60 }, new Date(Date.now() + 1000).toISOString())]);
    expect(merged!.conflictCopyId).toBeNull();
    expect(merged!.serviceEntry).toMatchObject({ minutes: 120, note: `Cart at the station\n\n${CONFLICT_PREFIX}Minutes: 90` });
    expect(await t.db.serviceEntry.count({ where: { userId: user.id } })).toBe(1);
  });
});
