// Reading return visits (docs/product/return-visits.md): `viewer.returnVisits` orders them by
// the next visit (those with none last), then by name; `dueBy` keeps those due by a day; a member
// sees only their own, and a bad day is the caller's mistake. Writes are tested through the sync
// path (api/src/modules/sync/sync.return-visits.test.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = /* GraphQL */ `
  query ($dueBy: String) {
    viewer { returnVisits(first: 10, dueBy: $dueBy) { totalCount edges { node { name nextVisitDate } } } }
  }
`;

describe('viewer.returnVisits', () => {
  test('soonest next visit first, those with none last, then by name; dueBy keeps those due by that day; another member sees none', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    for (const [name, nextVisitDate] of [
      ['Zoe', '2026-12-01'],
      ['Bea', null],
      ['Al', '2026-12-01'],
      ['Cy', '2026-11-20'],
      ['Abe', null],
      ['Dee', '2026-12-24'],
    ] as const) {
      await t.db.returnVisit.create({ data: { userId: user.id, name, address: '-', nextVisitDate } });
    }
    const all = await client.graphql(LIST, {});
    expect(all.errors).toBeUndefined();
    expect(all.data.viewer.returnVisits.totalCount).toBe(6);
    expect(all.data.viewer.returnVisits.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Cy', 'Al', 'Zoe', 'Dee', 'Abe', 'Bea']);
    const due = await client.graphql(LIST, { dueBy: '2026-12-01' });
    expect(due.data.viewer.returnVisits).toMatchObject({ totalCount: 3, edges: [{ node: { name: 'Cy' } }, { node: { name: 'Al' } }, { node: { name: 'Zoe' } }] });
    const badDay = await client.graphql(LIST, { dueBy: '2026-02-30' });
    expect(JSON.stringify(badDay.errors)).toContain(MESSAGES.dueBy);
    const theirs = await other.client.graphql(LIST, {});
    expect(theirs.data.viewer.returnVisits.totalCount).toBe(0);
    const userId = encodeGlobalID('User', String(user.id));
    const asOther = await other.client.graphql(`query ($id: ID!) { node(id: $id) { ... on User { returnVisits(first: 5) { totalCount } } } }`, { id: userId });
    expect(JSON.stringify(asOther.data ?? null)).not.toContain('totalCount":6');
  });
});

describe('a visit by its id', () => {
  test('its owner reads it with its last call and calls newest first; another member gets null', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const visit = await t.db.returnVisit.create({ data: { userId: user.id, name: 'Ana', address: '12 Oak Street', latitude: 34.2, longitude: -77.9 } });
    for (const date of ['2026-10-01', '2026-11-20', '2026-11-02']) await t.db.returnVisitCall.create({ data: { returnVisitId: visit.id, date } });
    const QUERY = `query ($id: ID!) { node(id: $id) { ... on ReturnVisit { name latitude lastCallDate calls(first: 5) { totalCount edges { node { date } } } } } }`;
    const id = encodeGlobalID('ReturnVisit', String(visit.id));
    const mine = await client.graphql(QUERY, { id });
    expect(mine.data.node).toEqual({
      name: 'Ana',
      latitude: 34.2,
      lastCallDate: '2026-11-20',
      calls: { totalCount: 3, edges: [{ node: { date: '2026-11-20' } }, { node: { date: '2026-11-02' } }, { node: { date: '2026-10-01' } }] },
    });
    const theirs = await other.client.graphql(QUERY, { id });
    expect(theirs.data?.node ?? null).toBeNull();
  });
});

describe('the link pickers’ choices', () => {
  test('the member’s own notes by title and own houses by territory and address; the visit shows the linked title and address', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const zebra = await t.db.note.create({ data: { userId: user.id, title: 'Zebra talk', content: 'x' } });
    await t.db.note.create({ data: { userId: user.id, title: 'Apple talk', content: 'x' } });
    await t.db.note.create({ data: { userId: other.user.id, title: 'Not mine', content: 'x' } });
    const second = await t.db.territory.create({ data: { userId: user.id, territoryNumber: '2', name: 'Elm' } });
    const first = await t.db.territory.create({ data: { userId: user.id, territoryNumber: '1', name: 'Oak' } });
    const elm = await t.db.territoryHouse.create({ data: { territoryId: second.id, address: '1 Elm Street' } });
    await t.db.territoryHouse.create({ data: { territoryId: first.id, address: '9 Oak Street' } });
    await t.db.territoryHouse.create({ data: { territoryId: first.id, address: '3 Oak Street' } });
    const theirs = await t.db.territory.create({ data: { userId: other.user.id, territoryNumber: '0', name: 'Theirs' } });
    await t.db.territoryHouse.create({ data: { territoryId: theirs.id, address: 'Not mine either' } });
    await t.db.returnVisit.create({ data: { userId: user.id, name: 'Linked', address: '-', noteId: zebra.id, houseId: elm.id } });

    const QUERY = `query {
      viewer {
        returnVisitNoteChoices { id title }
        returnVisitHouseChoices { address territory { territoryNumber } }
        returnVisits(first: 5) { edges { node { note { title } house { address } } } }
      }
    }`;
    const mine = await client.graphql(QUERY);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.viewer.returnVisitNoteChoices).toEqual([
      { id: expect.any(String), title: 'Apple talk' },
      { id: encodeGlobalID('Note', String(zebra.id)), title: 'Zebra talk' },
    ]);
    expect(mine.data.viewer.returnVisitHouseChoices).toEqual([
      { address: '3 Oak Street', territory: { territoryNumber: '1' } },
      { address: '9 Oak Street', territory: { territoryNumber: '1' } },
      { address: '1 Elm Street', territory: { territoryNumber: '2' } },
    ]);
    expect(mine.data.viewer.returnVisits.edges).toEqual([{ node: { note: { title: 'Zebra talk' }, house: { address: '1 Elm Street' } } }]);
    const asOther = await other.client.graphql(`query ($id: ID!) { node(id: $id) { ... on User { returnVisitNoteChoices { title } } } }`, {
      id: encodeGlobalID('User', String(user.id)),
    });
    expect(JSON.stringify(asOther.data ?? null)).not.toContain('talk');
  });
});
