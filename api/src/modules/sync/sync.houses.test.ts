// A territory's houses on the local-first write path (docs/product/offline.md): added, marked and
// deleted through applyChanges exactly once, with the territories module's own rules (a change of
// status records a call on the device's date, the territory's figures follow), owner-only; and a
// conflict on the same field keeps the losing notes in the house itself, never a second house.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES as TERRITORY_MESSAGES } from '../territories/index.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';
import { CONFLICT_PREFIX } from './service.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId status message recordId
          territoryHouse { id address status lastCallDate nextVisitDate notes territory { id houses contactedHouses } }
        }
      }
      ... on Error { message }
    }
  }
`;

const CREATE_TERRITORY = /* GraphQL */ `
  mutation ($input: CreateTerritoryInput!) {
    createTerritory(input: $input) { __typename ... on TerritoryCreated { territory { id } } }
  }
`;

type Outcome = {
  status: string;
  message: string | null;
  recordId: string | null;
  territoryHouse: {
    id: string;
    address: string;
    status: string;
    lastCallDate: string | null;
    nextVisitDate: string | null;
    notes: string | null;
    territory: { id: string; houses: number; contactedHouses: number };
  } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);

async function territoryOf(client: Client, name = 'Oak Street'): Promise<string> {
  const answer = await client.graphql(CREATE_TERRITORY, { input: { territoryNumber: 'T-1', name } });
  return answer.data.createTerritory.territory.id;
}

const addHouse = (clientId: string, territoryId: string, fields: Record<string, unknown>) => ({
  clientId,
  type: 'territoryHouse',
  action: 'create',
  fields: json({ territoryId, ...fields }),
});

describe('houses through applyChanges', () => {
  test('a house added twice is one house; marking it records one call on the device’s date; the figures follow; a delete removes it', async () => {
    const { client } = await signedInMember(t);
    const territoryId = await territoryOf(client);
    const made = cid();
    const add = addHouse(made, territoryId, { address: '12 Elm St', status: 'NOT_VISITED', today: '2026-11-27' });
    const [first] = await apply(client, [add]);
    const [again] = await apply(client, [add]);
    expect(first).toMatchObject({
      status: 'applied',
      territoryHouse: { address: '12 Elm St', status: 'NOT_VISITED', lastCallDate: null, territory: { id: territoryId, houses: 1, contactedHouses: 0 } },
    });
    expect(again!.recordId).toBe(first!.recordId);

    const mark = {
      clientId: cid(),
      type: 'territoryHouse',
      action: 'update',
      createdBy: made,
      fields: json({ status: 'RETURN_VISIT', nextVisitDate: '2026-12-04', today: '2026-11-27' }),
      base: json({ status: 'NOT_VISITED', nextVisitDate: null }),
    };
    const [marked] = await apply(client, [mark, mark]);
    expect(marked).toMatchObject({
      status: 'applied',
      territoryHouse: { address: '12 Elm St', status: 'RETURN_VISIT', lastCallDate: '2026-11-27', nextVisitDate: '2026-12-04', territory: { houses: 1, contactedHouses: 1 } },
    });
    const houseId = Number(Buffer.from(first!.recordId!, 'base64').toString().split(':')[1]);
    expect(await t.db.territoryCall.count({ where: { houseId } })).toBe(1);
    expect((await t.db.territoryCall.findFirstOrThrow({ where: { houseId } })).date).toBe('2026-11-27');

    const [deleted] = await apply(client, [{ clientId: cid(), type: 'territoryHouse', action: 'delete', id: first!.recordId }]);
    expect(deleted).toMatchObject({ status: 'applied', territoryHouse: null });
    expect(await t.db.territoryHouse.count({ where: { id: houseId } })).toBe(0);
    const territoryRow = Number(Buffer.from(territoryId, 'base64').toString().split(':')[1]);
    expect((await t.db.territory.findUniqueOrThrow({ where: { id: territoryRow } })).houses).toBe(0);
  });

  test('refused with the module’s messages, nothing stored: no address, another member’s territory, a bad territory id', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    const theirs = await territoryOf(other.client, 'Their Street');
    const mine = await territoryOf(client);
    const [blank, foreign, garbage] = await apply(client, [
      addHouse(cid(), mine, { address: '  ' }),
      addHouse(cid(), theirs, { address: '3 Pine Rd' }),
      addHouse(cid(), 'not-an-id', { address: '4 Pine Rd' }),
    ]);
    expect(blank).toMatchObject({ status: 'refused', message: TERRITORY_MESSAGES.addressRequired });
    expect(foreign).toMatchObject({ status: 'refused', message: TERRITORY_MESSAGES.notFound });
    expect(garbage!.status).toBe('refused');
    expect(await t.db.territoryHouse.count({ where: { address: { in: ['3 Pine Rd', '4 Pine Rd'] } } })).toBe(0);
  });

  test('another member’s house can be neither changed nor deleted', async () => {
    const owner = await signedInMember(t);
    const { client } = await signedInMember(t);
    const [added] = await apply(owner.client, [addHouse(cid(), await territoryOf(owner.client), { address: '9 Birch Ln' })]);
    const id = added!.recordId;
    const [changed, deleted] = await apply(client, [
      { clientId: cid(), type: 'territoryHouse', action: 'update', id, fields: json({ notes: 'mine now' }), base: json({ notes: null }) },
      { clientId: cid(), type: 'territoryHouse', action: 'delete', id },
    ]);
    expect(changed).toMatchObject({ status: 'refused', message: TERRITORY_MESSAGES.houseNotFound });
    // A delete of a record the caller cannot see is "already gone" to them, and changes nothing.
    expect(deleted!.status).toBe('applied');
    expect(await t.db.territoryHouse.count({ where: { address: '9 Birch Ln', notes: null } })).toBe(1);
  });

  test('both sides changed the notes: the later write wins and the other notes stay in the house, marked, with no second house', async () => {
    const { client } = await signedInMember(t);
    const territoryId = await territoryOf(client);
    const [added] = await apply(client, [addHouse(cid(), territoryId, { address: '5 Cedar Ct', notes: 'Dog in yard' })]);
    const id = added!.recordId;
    // Another device changed the notes after this one last saw them.
    const other = { clientId: cid(), type: 'territoryHouse', action: 'update', id, fields: json({ notes: 'Gate code 42' }), base: json({ notes: 'Dog in yard' }) };
    await apply(client, [other]);
    const later = {
      clientId: cid(),
      type: 'territoryHouse',
      action: 'update',
      id,
      fields: json({ notes: 'Ask for Maria' }),
      base: json({ notes: 'Dog in yard' }),
      madeAt: new Date(Date.now() + 1000).toISOString(),
    };
    const [merged] = await apply(client, [later]);
    expect(merged).toMatchObject({ status: 'applied', territoryHouse: { notes: `Ask for Maria\n\n${CONFLICT_PREFIX}Gate code 42`, territory: { houses: 1 } } });
    expect(await t.db.territoryHouse.count({ where: { territory: { id: Number(Buffer.from(territoryId, 'base64').toString().split(':')[1]) } } })).toBe(1);
  });
});
