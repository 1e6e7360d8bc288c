// Return visits as days of My Calendar (docs/product/calendar.md, "Return visits on the grid"): the
// member's own visits counted by next-visit date within the days asked, nothing of anyone else's,
// and a span the grid never asks for refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

const DAYS = /* GraphQL */ `
  query ($from: String!, $to: String!) { viewer { returnVisitDays(from: $from, to: $to) { date count } } }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('User.returnVisitDays', () => {
  test('counts the member’s visits planned on each day asked, in date order, and no one else’s', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const visit = (userId: number, nextVisitDate: string | null) =>
      t.db.returnVisit.create({ data: { userId, name: 'Householder', address: '1 Elm Street', nextVisitDate } });
    await visit(user.id, '2026-11-24');
    await visit(user.id, '2026-11-24');
    await visit(user.id, '2026-11-02');
    await visit(user.id, '2026-12-13'); // after the days asked
    await visit(user.id, null); // no visit planned
    await visit(other.user.id, '2026-11-24');

    const answer = await client.graphql(DAYS, { from: '2026-11-01', to: '2026-12-12' });
    expect(answer.data.viewer.returnVisitDays).toEqual([
      { date: '2026-11-02', count: 1 },
      { date: '2026-11-24', count: 2 },
    ]);
    const theirs = await other.client.graphql(DAYS, { from: '2026-11-01', to: '2026-12-12' });
    expect(theirs.data.viewer.returnVisitDays).toEqual([{ date: '2026-11-24', count: 1 }]);
  });

  test('a range that is not two dates in order, or longer than the 90-day view needs, is refused with the message', async () => {
    const { client } = await signedInMember(t);
    for (const [from, to] of [
      ['2026-11-31', '2026-12-01'],
      ['2026-12-01', '2026-11-01'],
      ['2026-01-01', '2026-12-31'],
    ]) {
      const answer = await client.graphql(DAYS, { from, to });
      expect(answer.errors?.[0]?.message).toBe(MESSAGES.visitDays);
    }
    expect((await client.graphql(DAYS, { from: '2026-11-01', to: '2027-02-28' })).data.viewer.returnVisitDays).toEqual([]);
  });
});
