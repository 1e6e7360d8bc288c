// My Assigned Territories through GraphQL and the REST shim, on a real database: the product's
// validation messages, overdue judged by date against a fixed "today", coverage arithmetic,
// house status changes that recompute the territory and write calls, do-not-call flagged, the
// image checked by its bytes, and another member refused on every read and write.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { PNG, TEXT_AS_PNG, getImage, globalId, graphqlWithFile } from '../experiences/test-helpers.ts';
import { boundaryPoints, callsPerWeek, coverageRate, effectiveStatus } from './figures.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// "Today" is fixed in every request, as a member's client sends its own day.
const TODAY = '2026-03-11';

const TERRITORY = `id territoryNumber name status(today: $today) storedStatus type progress houses contactedHouses coverageRate
  assignedDate dueDate boundaries boundaryPoints notes imageUrl imageOriginalName`;
const HOUSE = 'id address status doNotCall lastCallDate nextVisitDate notes';

const CREATE = `mutation ($input: CreateTerritoryInput!, $today: String) {
  createTerritory(input: $input) {
    __typename
    ... on TerritoryCreated { territory { ${TERRITORY} } }
    ... on Error { message }
    ... on ValidationError { fields { path message } }
  }
}`;
const UPDATE = `mutation ($input: UpdateTerritoryInput!, $today: String) {
  updateTerritory(input: $input) {
    __typename
    ... on TerritoryUpdated { territory { ${TERRITORY} } }
    ... on Error { message }
  }
}`;
const DELETE = `mutation ($input: DeleteTerritoryInput!) {
  deleteTerritory(input: $input) { __typename ... on TerritoryDeleted { deletedId } ... on Error { message } }
}`;
const ADD_HOUSE = `mutation ($input: AddTerritoryHouseInput!, $today: String) {
  addTerritoryHouse(input: $input) {
    __typename
    ... on TerritoryHouseAdded { house { ${HOUSE} } territory { ${TERRITORY} } viewer { territorySummary(today: $today) { coverageRate } } }
    ... on Error { message }
    ... on ValidationError { fields { path message } }
  }
}`;
const UPDATE_HOUSE = `mutation ($input: UpdateTerritoryHouseInput!, $today: String) {
  updateTerritoryHouse(input: $input) {
    __typename
    ... on TerritoryHouseUpdated { house { ${HOUSE} } territory { ${TERRITORY} } }
    ... on Error { message }
  }
}`;
const DELETE_HOUSE = `mutation ($input: DeleteTerritoryHouseInput!, $today: String) {
  deleteTerritoryHouse(input: $input) {
    __typename
    ... on TerritoryHouseDeleted { deletedId territory { ${TERRITORY} } }
    ... on Error { message }
  }
}`;
const SUMMARY = `query ($today: String) {
  viewer {
    territorySummary(today: $today) {
      active completed overdue houses contactedHouses coverageRate
      housesByStatus { status count }
      callsByWeek { weekStart calls }
    }
    upcomingReturnVisits(today: $today, first: 5) { edges { node { ${HOUSE} territory { name } } } }
  }
}`;
const LIST = `query {
  viewer { territories(first: 5) { totalCount edges { node { name addresses(first: 10) { totalCount edges { node { status doNotCall } } } } } } }
}`;
const NODE = 'query ($id: ID!, $today: String) { node(id: $id) { id ... on Territory { name status(today: $today) } } }';

async function member() {
  return signedInMember(t, { groupNumber: 5 });
}

async function create(client: Client, input: Record<string, unknown>) {
  const answer = await client.graphql(CREATE, { input: { territoryNumber: 'T-1', name: 'Oak Street', ...input }, today: TODAY });
  return answer.data!.createTerritory;
}

const storedImages = () => {
  const dir = join(t.app.deps.config.uploadDir, 'territories');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('the arithmetic', () => {
  test('overdue by date, compared as calendar days', () => {
    expect(effectiveStatus({ status: 'active', dueDate: '2026-03-10' }, '2026-03-10')).toBe('active');
    expect(effectiveStatus({ status: 'active', dueDate: '2026-03-10' }, '2026-03-11')).toBe('overdue');
    expect(effectiveStatus({ status: 'completed', dueDate: '2026-03-10' }, '2026-03-11')).toBe('completed');
    expect(effectiveStatus({ status: 'overdue', dueDate: null }, '2026-03-11')).toBe('overdue');
  });
  test('coverage: contacted over houses, 0 with no houses', () => {
    expect(coverageRate(0, 0)).toBe(0);
    expect(coverageRate(1, 3)).toBe(33);
    expect(coverageRate(15, 50)).toBe(30);
  });
  test('calls per week: 12 weeks, Monday first, ending with this week', () => {
    const weeks = callsPerWeek(['2026-03-09', '2026-03-11', '2026-03-02', '2025-01-01', '2026-03-12'], TODAY);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-03-09', calls: 2 });
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-03-02', calls: 1 });
    expect(weeks[0]!.weekStart).toBe('2025-12-22');
  });
  test('a boundary as coordinates has points; words have none', () => {
    expect(boundaryPoints('40.1, -74.2; 40.2,-74.2\n40.2, -74.1')).toEqual([[40.1, -74.2], [40.2, -74.2], [40.2, -74.1]]);
    expect(boundaryPoints('[[1,2],[3,4],[5,6]]')).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(boundaryPoints('Main St to Oak Ave')).toBeNull();
    expect(boundaryPoints('1,2; 3,4')).toBeNull();
    expect(boundaryPoints('91,2; 3,4; 5,6')).toBeNull();
  });
});

describe('territories', () => {
  test('validation answers the product’s messages and stores nothing', async () => {
    const { client, user } = await member();
    const cases: [Record<string, unknown>, string][] = [
      [{ territoryNumber: '  ' }, MESSAGES.numberRequired],
      [{ name: '' }, MESSAGES.nameRequired],
      [{ progress: 101 }, MESSAGES.progress],
      [{ progress: -1 }, MESSAGES.progress],
      [{ houses: -1 }, MESSAGES.houses],
      [{ contactedHouses: -2 }, MESSAGES.contactedHouses],
      [{ houses: 3, contactedHouses: 4 }, MESSAGES.contactedOverHouses],
      [{ dueDate: '2026-02-30' }, MESSAGES.date],
    ];
    for (const [input, message] of cases) {
      const result = await create(client, input);
      expect(result).toMatchObject({ __typename: 'ValidationError', message });
    }
    const enumAnswer = await client.graphql(CREATE, { input: { territoryNumber: '1', name: 'x', type: 'castle' }, today: TODAY });
    expect(enumAnswer.errors?.[0]?.message).toMatch(/TerritoryType/);
    expect(await t.db.territory.count({ where: { userId: user.id } })).toBe(0);
  });

  test('past its due date and not completed is overdue by itself; the stat cards count it', async () => {
    const { client } = await member();
    const late = await create(client, { dueDate: '2026-03-10', assignedDate: '2026-01-05' });
    expect(late.territory).toMatchObject({ status: 'OVERDUE', storedStatus: 'ACTIVE', dueDate: '2026-03-10' });
    await create(client, { dueDate: TODAY });
    await create(client, { dueDate: '2026-01-01', status: 'COMPLETED' });
    const summary = (await client.graphql(SUMMARY, { today: TODAY })).data.viewer.territorySummary;
    expect(summary).toMatchObject({ active: 1, completed: 1, overdue: 1 });
    const dayBefore = (await client.graphql(SUMMARY, { today: '2026-03-10' })).data.viewer.territorySummary;
    expect(dayBefore).toMatchObject({ active: 2, completed: 1, overdue: 0 });
    const rest = await client.rest('GET', `/api/territories?today=${TODAY}`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((r: { status: string }) => r.status).sort()).toEqual(['active', 'completed', 'overdue']);
    expect((await client.rest('GET', '/api/territories?today=yesterday')).status).toBe(400);
  });

  test('coverage rate: contacted houses over houses of all territories, 0 with none', async () => {
    const { client } = await member();
    expect((await client.graphql(SUMMARY, { today: TODAY })).data.viewer.territorySummary.coverageRate).toBe(0);
    await create(client, { houses: 0, contactedHouses: 0 });
    expect((await client.graphql(SUMMARY, { today: TODAY })).data.viewer.territorySummary.coverageRate).toBe(0);
    const first = await create(client, { houses: 40, contactedHouses: 10, progress: 25 });
    expect(first.territory).toMatchObject({ houses: 40, contactedHouses: 10, coverageRate: 25 });
    await create(client, { houses: 10, contactedHouses: 5 });
    expect((await client.graphql(SUMMARY, { today: TODAY })).data.viewer.territorySummary).toMatchObject({
      houses: 50,
      contactedHouses: 15,
      coverageRate: 30,
    });
  });

  test('edit and delete; the boundary as coordinates is exposed as points', async () => {
    const { client } = await member();
    const { territory } = await create(client, { boundaries: 'Main St to Oak Ave' });
    expect(territory.boundaryPoints).toBeNull();
    const updated = await client.graphql(UPDATE, {
      input: { id: territory.id, territoryNumber: 'T-9', name: 'Elm', boundaries: '40.1,-74.2; 40.2,-74.2; 40.2,-74.1', notes: 'Gate code 12' },
      today: TODAY,
    });
    expect(updated.data.updateTerritory.territory).toMatchObject({
      territoryNumber: 'T-9',
      name: 'Elm',
      notes: 'Gate code 12',
      boundaryPoints: [[40.1, -74.2], [40.2, -74.2], [40.2, -74.1]],
    });
    expect((await client.graphql(DELETE, { input: { id: territory.id } })).data.deleteTerritory.__typename).toBe('TerritoryDeleted');
    expect((await client.graphql(NODE, { id: territory.id })).data.node).toBeNull();
  });
});

describe('houses', () => {
  test('marking houses records calls dated today and recomputes the territory in one go', async () => {
    const { client } = await member();
    // Typed-in figures are replaced by the house rows' once there are some.
    const { territory } = await create(client, { houses: 99, contactedHouses: 50, progress: 50 });
    const add = (address: string, status?: string) =>
      client.graphql(ADD_HOUSE, { input: { territoryId: territory.id, address, ...(status && { status }), today: TODAY }, today: TODAY });
    const houses = [];
    for (const address of ['1 Oak St', '2 Oak St', '3 Oak St']) houses.push((await add(address)).data.addTerritoryHouse);
    const fourth = (await add('4 Oak St', 'HOME')).data.addTerritoryHouse;
    expect(fourth.territory).toMatchObject({ houses: 4, contactedHouses: 1, progress: 25, coverageRate: 25 });
    expect(fourth.house).toMatchObject({ status: 'HOME', lastCallDate: TODAY });
    expect(fourth.viewer.territorySummary.coverageRate).toBe(25);

    const mark = (id: string, status: string, extra: Record<string, unknown> = {}) =>
      client.graphql(UPDATE_HOUSE, { input: { id, address: 'x', status, today: TODAY, ...extra }, today: TODAY });
    const notHome = (await mark(houses[0].house.id, 'NOT_AT_HOME')).data.updateTerritoryHouse;
    expect(notHome.house).toMatchObject({ status: 'NOT_AT_HOME', lastCallDate: TODAY, doNotCall: false });
    expect(notHome.territory).toMatchObject({ houses: 4, contactedHouses: 2, progress: 50 });
    const dnc = (await mark(houses[1].house.id, 'DO_NOT_CALL')).data.updateTerritoryHouse;
    expect(dnc.house).toMatchObject({ status: 'DO_NOT_CALL', doNotCall: true });
    const rv = (await mark(houses[2].house.id, 'RETURN_VISIT', { nextVisitDate: '2026-03-18' })).data.updateTerritoryHouse;
    expect(rv.house).toMatchObject({ status: 'RETURN_VISIT', nextVisitDate: '2026-03-18' });
    expect(rv.territory).toMatchObject({ contactedHouses: 4, progress: 100 });
    // The same status again is an edit, not another call.
    await mark(houses[2].house.id, 'RETURN_VISIT', { nextVisitDate: '2026-03-19', notes: 'Bring the brochure' });

    const rowId = Number(Buffer.from(territory.id, 'base64').toString().split(':')[1]);
    const calls = await t.db.territoryCall.findMany({ where: { territoryId: rowId }, orderBy: { id: 'asc' } });
    expect(calls.map((c) => [c.status, c.date])).toEqual([
      ['home', TODAY],
      ['not_at_home', TODAY],
      ['do_not_call', TODAY],
      ['return_visit', TODAY],
    ]);

    const view = (await client.graphql(SUMMARY, { today: TODAY })).data.viewer;
    expect(view.territorySummary.callsByWeek.at(-1)).toEqual({ weekStart: '2026-03-09', calls: 4 });
    expect(view.territorySummary.housesByStatus).toEqual([
      { status: 'NOT_VISITED', count: 0 },
      { status: 'HOME', count: 1 },
      { status: 'NOT_AT_HOME', count: 1 },
      { status: 'DO_NOT_CALL', count: 1 },
      { status: 'RETURN_VISIT', count: 1 },
    ]);
    expect(view.upcomingReturnVisits.edges.map((e: any) => [e.node.nextVisitDate, e.node.notes, e.node.territory.name])).toEqual([
      ['2026-03-19', 'Bring the brochure', 'Oak Street'],
    ]);
    const listAnswer = await client.graphql(LIST, { today: TODAY });
    expect(listAnswer.errors).toBeUndefined();
    const listed = listAnswer.data.viewer.territories.edges[0].node.addresses.edges.map((e: any) => e.node);
    expect(listed.filter((h: any) => h.doNotCall).map((h: any) => h.status)).toEqual(['DO_NOT_CALL']);
    // A return visit already past is not upcoming.
    expect((await client.graphql(SUMMARY, { today: '2026-03-20' })).data.viewer.upcomingReturnVisits.edges).toEqual([]);

    const removed = await client.graphql(DELETE_HOUSE, { input: { id: houses[0].house.id }, today: TODAY });
    expect(removed.data.deleteTerritoryHouse.territory).toMatchObject({ houses: 3, contactedHouses: 3, progress: 100 });
    expect(await t.db.territoryCall.count({ where: { territoryId: rowId } })).toBe(3);
  });

  test('a house needs an address and a known status', async () => {
    const { client } = await member();
    const { territory } = await create(client, {});
    const blank = await client.graphql(ADD_HOUSE, { input: { territoryId: territory.id, address: ' ' }, today: TODAY });
    expect(blank.data.addTerritoryHouse).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.addressRequired });
    expect(await t.db.territoryHouse.count()).toBeGreaterThanOrEqual(0);
  });
});

describe('the image', () => {
  test('is checked by its bytes, served to the owner only and removed with the territory', async () => {
    const { client } = await member();
    const before = storedImages().length;
    const refused = await graphqlWithFile(t, client, CREATE, { territoryNumber: '7', name: 'Bay' }, { bytes: TEXT_AS_PNG, name: 'map.png', type: 'image/png' });
    expect(refused.data.createTerritory).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.invalidImage });
    expect(storedImages()).toHaveLength(before);

    const form = new FormData();
    form.append('data', JSON.stringify({ territoryNumber: '7', name: 'Bay', houses: '12', contactedHouses: '3' }));
    form.append('image', new File([new Uint8Array(TEXT_AS_PNG)], 'map.png', { type: 'image/png' }));
    const restRefused = await t.app.fetch(new Request('http://localhost/api/territories', { method: 'POST', headers: { cookie: client.cookie }, body: form }));
    expect(restRefused.status).toBe(400);
    expect(await restRefused.json()).toMatchObject({ message: MESSAGES.invalidImage });

    const good = new FormData();
    good.append('data', JSON.stringify({ territoryNumber: '7', name: 'Bay', houses: '12', contactedHouses: '3' }));
    good.append('image', new File([new Uint8Array(PNG)], 'map.png', { type: 'text/plain' }));
    const created = await t.app.fetch(new Request('http://localhost/api/territories', { method: 'POST', headers: { cookie: client.cookie }, body: good }));
    expect(created.status).toBe(201);
    const body = (await created.json()) as any;
    expect(body).toMatchObject({ territoryNumber: '7', houses: 12, contactedHouses: 3, status: 'active', imageOriginalName: 'map.png' });
    expect(storedImages()).toContain(body.imageFilename);
    const image = await getImage(t, client, body.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.bytes.equals(PNG)).toBe(true);

    const other = await member();
    expect((await getImage(t, other.client, body.imageUrl)).status).toBe(404);
    expect((await getImage(t, null, body.imageUrl)).status).toBe(401);

    expect((await client.rest('DELETE', `/api/territories/${body.id}`)).status).toBe(200);
    expect(storedImages()).not.toContain(body.imageFilename);
  });
});

describe('another member', () => {
  test('is refused on every read and write of a territory, its houses and its image', async () => {
    const owner = await member();
    const other = await member();
    const { territory } = await graphqlWithFile(t, owner.client, CREATE, { territoryNumber: '3', name: 'Mine' }, { bytes: PNG, name: 'm.png', type: 'image/png' }).then(
      (a) => a.data.createTerritory,
    );
    const house = (await owner.client.graphql(ADD_HOUSE, { input: { territoryId: territory.id, address: '5 Elm' }, today: TODAY })).data.addTerritoryHouse.house;
    const rowId = Number(Buffer.from(territory.id, 'base64').toString().split(':')[1]);

    expect((await other.client.graphql(NODE, { id: territory.id })).data.node).toBeNull();
    expect((await other.client.graphql(NODE, { id: house.id })).data.node).toBeNull();
    expect((await other.client.graphql(LIST, { today: TODAY })).data.viewer.territories.totalCount).toBe(0);
    expect((await other.client.graphql(SUMMARY, { today: TODAY })).data.viewer.territorySummary.houses).toBe(0);
    expect((await other.client.rest('GET', '/api/territories')).body).toEqual([]);
    expect((await getImage(t, other.client, territory.imageUrl)).status).toBe(404);

    const writes = [
      await other.client.graphql(UPDATE, { input: { id: territory.id, territoryNumber: 'X', name: 'Taken' }, today: TODAY }).then((a) => a.data.updateTerritory),
      await other.client.graphql(DELETE, { input: { id: territory.id } }).then((a) => a.data.deleteTerritory),
      await other.client.graphql(ADD_HOUSE, { input: { territoryId: territory.id, address: 'x' }, today: TODAY }).then((a) => a.data.addTerritoryHouse),
      await other.client.graphql(UPDATE_HOUSE, { input: { id: house.id, address: 'x', status: 'HOME' }, today: TODAY }).then((a) => a.data.updateTerritoryHouse),
      await other.client.graphql(DELETE_HOUSE, { input: { id: house.id }, today: TODAY }).then((a) => a.data.deleteTerritoryHouse),
    ];
    for (const result of writes) expect(result.__typename).toBe('NotFoundError');
    expect((await other.client.rest('PUT', `/api/territories/${rowId}`, { territoryNumber: 'X', name: 'Taken' })).status).toBe(404);
    expect((await other.client.rest('DELETE', `/api/territories/${rowId}`)).status).toBe(404);

    const stored = await t.db.territory.findUniqueOrThrow({ where: { id: rowId }, include: { addresses: true, calls: true } });
    expect(stored).toMatchObject({ name: 'Mine', territoryNumber: '3' });
    expect(stored.addresses.map((h) => [h.address, h.status])).toEqual([['5 Elm', 'not_visited']]);
    expect(stored.calls).toEqual([]);
    expect(globalId('Territory', rowId)).toBe(territory.id);
  });

  test('a visitor is asked to sign in', async () => {
    expect((await t.client().rest('GET', '/api/territories')).status).toBe(401);
  });
});

describe('the screen’s own operations', () => {
  // The query cost limit counts depth and fragments: the operations the web app sends must pass it.
  test('stay within the query limits', async () => {
    const { client } = await member();
    const { territory } = await create(client, {});
    const house = (await client.graphql(ADD_HOUSE, { input: { territoryId: territory.id, address: '1 Elm' }, today: TODAY })).data.addTerritoryHouse.house;
    const inputs: Record<string, unknown> = {
      TerritoriesPageQuery: undefined,
      HousesDialogQuery: undefined,
      CalendarPageQuery: undefined,
      // Houses are written through the device's one write path (docs/product/offline.md).
      syncApplyChangesMutation: {
        changes: [
          { clientId: 'operations-add', type: 'territoryHouse', action: 'create', fields: JSON.stringify({ territoryId: territory.id, address: '2 Elm' }) },
          { clientId: 'operations-mark', type: 'territoryHouse', action: 'update', id: house.id, fields: JSON.stringify({ status: 'HOME', today: TODAY }), base: JSON.stringify({ status: 'NOT_VISITED' }) },
          { clientId: 'operations-edit', type: 'territory', action: 'update', id: territory.id, fields: JSON.stringify({ name: 'x', today: TODAY }), base: JSON.stringify({}) },
        ],
      },
    };
    for (const [name, input] of Object.entries(inputs)) {
      // Sent as the app sends it: by the hash relay-compiler wrote into the artifact.
      const source = readFileSync(new URL(`../../../../web/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
      const sha256Hash = /"id": "([0-9a-f]{64})"/.exec(source)![1]!;
      const variables = { id: territory.id, today: TODAY, from: TODAY, to: TODAY, count: 100, connections: [], ...(input ? { input } : {}) };
      const answer = await client.graphqlBody({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } });
      expect([name, answer.errors]).toEqual([name, undefined]);
      if (name === 'syncApplyChangesMutation') {
        expect(answer.data.applyChanges.outcomes.map((o: { status: string }) => o.status)).toEqual(['applied', 'applied', 'applied']);
      }
    }
  });
});
