// GPS over the REST shim and GraphQL (docs/product/gps.md): point validation, a replayed point
// stored once, a recording kept as a route whose figures the server computes from the stored
// points, routes listed, reopened with their points and deleted, and every point and route kept
// its owner's (another member gets 404 / null). Answers and stored rows are both checked.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';
import { greatCircleMeters } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ map: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', satelliteTileUrl: 'http://sat.test/{z}/{y}/{x}', attribution: '© test' } });
});
afterAll(() => t.close());

const T0 = Date.UTC(2026, 10, 24, 15, 0, 0);
const point = (overrides: Record<string, unknown> = {}) => ({
  clientId: `c-${Math.random().toString(36).slice(2)}`,
  sessionId: 'session-1',
  latitude: 34.2706,
  longitude: -77.9026,
  accuracy: 12,
  altitude: null,
  speed: 1.5,
  heading: 90,
  timestamp: T0,
  ...overrides,
});

const ROUTES = /* GraphQL */ `
  query { viewer { gpsRoutes(first: 10) { totalCount edges { node { id name distanceMeters durationSeconds pointCount } } } } }
`;
const ROUTE = /* GraphQL */ `
  query ($id: ID!) { node(id: $id) { ... on GpsRoute { name pointCount points { latitude longitude accuracy speed timestamp } } } }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteGpsRouteInput!) {
    deleteGpsRoute(input: $input) { __typename ... on GpsRouteDeleted { deletedId } ... on Error { message } }
  }
`;

async function record(client: Client, body: Record<string, unknown>) {
  const answer = await client.rest('POST', '/api/gps-tracking', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('points', () => {
  test('a point is stored for the viewer', async () => {
    const { client, user } = await signedInMember(t);
    const body = point();
    const answer = await record(client, body);
    expect(answer).toMatchObject({ latitude: 34.2706, longitude: -77.9026, accuracy: 12, clientId: body.clientId });
    const rows = await t.db.gpsTracking.findMany({ where: { userId: user.id } });
    expect(rows).toMatchObject([{ sessionId: 'session-1', speed: 1.5, heading: 90, altitude: null, timestamp: new Date(T0) }]);
  });

  test.each([
    ['latitude above 90', { latitude: 90.5 }, MESSAGES.latitude],
    ['latitude below -90', { latitude: -91 }, MESSAGES.latitude],
    ['longitude above 180', { longitude: 180.1 }, MESSAGES.longitude],
    ['longitude below -180', { longitude: -200 }, MESSAGES.longitude],
    ['latitude as text', { latitude: '34' }, MESSAGES.latitude],
    ['no accuracy', { accuracy: undefined }, MESSAGES.accuracy],
    ['negative accuracy', { accuracy: -1 }, MESSAGES.accuracy],
    ['a time before 2000', { timestamp: 0 }, MESSAGES.timestamp],
    ['a time in the future', { timestamp: Date.now() + 3 * 24 * 3600_000 }, MESSAGES.timestamp],
    ['no time', { timestamp: 'yesterday' }, MESSAGES.timestamp],
    ['no session', { sessionId: ' ' }, MESSAGES.sessionId],
  ])('%s is refused with a 400 and nothing is stored', async (_name, overrides, message) => {
    const { client, user } = await signedInMember(t);
    const answer = await client.rest('POST', '/api/gps-tracking', point(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await t.db.gpsTracking.count({ where: { userId: user.id } })).toBe(0);
  });

  test('the edges of the globe and an accuracy of 0 are accepted', async () => {
    const { client } = await signedInMember(t);
    await record(client, point({ latitude: -90, longitude: 180, accuracy: 0 }));
    await record(client, point({ latitude: 90, longitude: -180, timestamp: new Date(T0).toISOString() }));
  });

  test('the same clientId delivered twice is stored once and answers the first point', async () => {
    const { client, user } = await signedInMember(t);
    const body = point({ clientId: 'replayed-1' });
    const first = await record(client, body);
    const again = await client.rest('POST', '/api/gps-tracking', { ...body, latitude: 1 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(await t.db.gpsTracking.count({ where: { userId: user.id } })).toBe(1);
  });

  test('two members may use the same clientId', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    await record(a.client, point({ clientId: 'shared-id' }));
    await record(b.client, point({ clientId: 'shared-id' }));
    expect(await t.db.gpsTracking.count({ where: { clientId: 'shared-id' } })).toBe(2);
  });

  test('a visitor is asked to sign in', async () => {
    const answer = await t.client().rest('POST', '/api/gps-tracking', point());
    expect(answer.status).toBe(401);
  });
});

describe('routes', () => {
  const path = [
    { latitude: 34.27, longitude: -77.9, timestamp: T0 },
    { latitude: 34.271, longitude: -77.9, timestamp: T0 + 30_000 },
    { latitude: 34.271, longitude: -77.899, timestamp: T0 + 95_000 },
  ];

  async function recorded(client: Client, sessionId: string) {
    // Sent out of order: the route follows the readings' times, not their arrival.
    for (const p of [path[2], path[0], path[1]]) await record(client, point({ ...p, sessionId }));
    const answer = await client.rest('POST', '/api/gps-routes', { sessionId, name: 'Morning walk' });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; distanceMeters: number; durationSeconds: number; pointCount: number };
  }

  test('finishing a recording keeps a route with distance and duration computed from its points', async () => {
    const { client, user } = await signedInMember(t);
    const route = await recorded(client, 'walk-1');
    const expected = greatCircleMeters(path[0]!, path[1]!) + greatCircleMeters(path[1]!, path[2]!);
    expect(expected).toBeGreaterThan(200);
    expect(route).toMatchObject({ name: 'Morning walk', pointCount: 3, durationSeconds: 95 });
    expect(route.distanceMeters).toBeCloseTo(expected, 6);
    const row = await t.db.gpsRoute.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ sessionId: 'walk-1', startedAt: new Date(T0), endedAt: new Date(T0 + 95_000), pointCount: 3 });
  });

  test('finishing again (a replay) keeps one route', async () => {
    const { client, user } = await signedInMember(t);
    await recorded(client, 'walk-2');
    const again = await client.rest('POST', '/api/gps-routes', { sessionId: 'walk-2', name: 'Morning walk' });
    expect(again.status).toBe(201);
    expect(await t.db.gpsRoute.count({ where: { userId: user.id } })).toBe(1);
  });

  test('a recording with no points is refused', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.rest('POST', '/api/gps-routes', { sessionId: 'empty' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MESSAGES.noPoints);
    expect(await t.db.gpsRoute.count({ where: { userId: user.id } })).toBe(0);
  });

  test('routes are listed, reopened with their points and deleted with them', async () => {
    const { client, user } = await signedInMember(t);
    const route = await recorded(client, 'walk-3');
    const list = await client.graphql(ROUTES);
    expect(list.data.viewer.gpsRoutes.totalCount).toBe(1);
    const node = list.data.viewer.gpsRoutes.edges[0].node;
    expect(node).toMatchObject({ name: 'Morning walk', pointCount: 3, durationSeconds: 95 });

    const reopened = await client.graphql(ROUTE, { id: node.id });
    expect(reopened.data.node.points.map((p: { latitude: number }) => p.latitude)).toEqual(path.map((p) => p.latitude));
    const rest = await client.rest('GET', `/api/gps-routes/${route.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.points).toHaveLength(3);
    expect((await client.rest('GET', '/api/gps-routes')).body).toMatchObject([{ id: route.id, name: 'Morning walk' }]);

    const deleted = await client.graphql(DELETE, { input: { id: node.id } });
    expect(deleted.data.deleteGpsRoute).toEqual({ __typename: 'GpsRouteDeleted', deletedId: node.id });
    expect(await t.db.gpsRoute.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.gpsTracking.count({ where: { userId: user.id } })).toBe(0);
  });

  test('another member cannot read or delete a route: 404 and null, and nothing changes', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const route = await recorded(owner.client, 'walk-4');
    const id = Buffer.from(`GpsRoute:${route.id}`).toString('base64');

    expect((await other.client.rest('GET', `/api/gps-routes/${route.id}`)).status).toBe(404);
    expect((await other.client.rest('DELETE', `/api/gps-routes/${route.id}`)).status).toBe(404);
    expect((await other.client.graphql(ROUTE, { id })).data.node).toBeNull();
    const deleted = await other.client.graphql(DELETE, { input: { id } });
    expect(deleted.data.deleteGpsRoute).toEqual({ __typename: 'NotFoundError', message: MESSAGES.routeNotFound });
    expect((await other.client.rest('GET', '/api/gps-routes')).body).toEqual([]);
    // Finishing the owner's session id from another account sees none of the owner's points.
    expect((await other.client.rest('POST', '/api/gps-routes', { sessionId: 'walk-4' })).status).toBe(400);

    expect(await t.db.gpsRoute.count({ where: { userId: owner.user.id } })).toBe(1);
    expect(await t.db.gpsTracking.count({ where: { userId: owner.user.id } })).toBe(3);
  });
});

test('appSettings.map gives the configured tile templates to anyone', async () => {
  const answer = await t.client().graphql('{ appSettings { map { tileUrl satelliteTileUrl attribution } } }');
  expect(answer.data.appSettings.map).toEqual({ tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', satelliteTileUrl: 'http://sat.test/{z}/{y}/{x}', attribution: '© test' });
});
