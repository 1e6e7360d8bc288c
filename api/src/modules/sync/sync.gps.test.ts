// GPS recordings on the local-first write path (docs/product/offline.md, docs/product/gps.md): each
// point and the route's "finished" are writes of their own, delivered exactly once in order; the
// route's figures are computed from the stored points; a point sent before by the older GPS queue
// (REST, under the same id) is not stored twice; a route is deleted with its points, owner-only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES as GPS_MESSAGES } from '../gps/index.ts';
import { applyMutation, applyWith, cid, json } from './apply-changes.fixture.ts';
import { SYNC_MESSAGES } from './service.ts';

const APPLY = applyMutation(`clientId status message recordId gpsRoute { id name sessionId pointCount distanceMeters durationSeconds }`);

type Outcome = {
  clientId: string;
  status: string;
  message: string | null;
  recordId: string | null;
  gpsRoute: { id: string; name: string; sessionId: string; pointCount: number; distanceMeters: number; durationSeconds: number } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);

const START = Date.now() - 60_000;
const point = (clientId: string, sessionId: string, i: number) => ({
  clientId,
  type: 'gpsPoint',
  action: 'create',
  // 0.001° of latitude is about 111 m.
  fields: json({ sessionId, latitude: 34.2 + i * 0.001, longitude: -77.9, accuracy: 5, altitude: null, speed: null, heading: null, timestamp: START + i * 10_000 }),
});
const finish = (clientId: string, sessionId: string, name = 'Morning walk') => ({
  clientId,
  type: 'gpsRoute',
  action: 'create',
  // What the device showed meanwhile (its own figures) is not taken: the server computes them.
  fields: json({ sessionId, name, pointCount: 99, distanceMeters: 1 }),
});

describe('GPS recordings through applyChanges', () => {
  test('points and the finish, sent twice and in one batch, make one route computed from one copy of each point', async () => {
    const { client, user } = await signedInMember(t);
    const session = cid();
    const batch = [point(cid(), session, 0), point(cid(), session, 1), point(cid(), session, 2), finish(cid(), session)];
    const first = await apply(client, batch);
    const again = await apply(client, batch);
    expect(first.map((o) => o.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(again.map((o) => o.recordId)).toEqual(first.map((o) => o.recordId));
    const route = first[3]!.gpsRoute!;
    expect(route).toMatchObject({ name: 'Morning walk', sessionId: session, pointCount: 3, durationSeconds: 20 });
    expect(route.distanceMeters).toBeGreaterThan(200);
    expect(route.distanceMeters).toBeLessThan(250);
    expect(await t.db.gpsTracking.count({ where: { userId: user.id, sessionId: session } })).toBe(3);
    expect(await t.db.gpsRoute.count({ where: { userId: user.id } })).toBe(1);
  });

  test('a point the older queue already delivered over REST is not stored again', async () => {
    const { client, user } = await signedInMember(t);
    const session = cid();
    const id = cid();
    const body = JSON.parse(point(id, session, 0).fields);
    const rest = await client.rest('POST', '/api/gps-tracking', { ...body, clientId: id });
    expect(rest.status).toBe(201);
    const [outcome] = await apply(client, [point(id, session, 0)]);
    expect(outcome!.status).toBe('applied');
    expect(await t.db.gpsTracking.count({ where: { userId: user.id, sessionId: session } })).toBe(1);
  });

  test('bad readings are refused with the module’s message; a point cannot be changed; a route is deleted with its points, by its owner only', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const session = cid();
    const bad = { ...point(cid(), session, 0), fields: json({ sessionId: session, latitude: 95, longitude: 0, accuracy: 5, timestamp: START }) };
    const [refused] = await apply(owner.client, [bad]);
    expect(refused).toMatchObject({ status: 'refused', message: GPS_MESSAGES.latitude });
    const [empty] = await apply(owner.client, [finish(cid(), cid())]);
    expect(empty).toMatchObject({ status: 'refused', message: GPS_MESSAGES.noPoints });

    const [p] = await apply(owner.client, [point(cid(), session, 0)]);
    const [changed] = await apply(owner.client, [{ clientId: cid(), type: 'gpsPoint', action: 'update', id: p!.recordId, fields: json({ latitude: 1 }) }]);
    expect(changed).toMatchObject({ status: 'refused', message: SYNC_MESSAGES.pointSent });

    const [done] = await apply(owner.client, [finish(cid(), session)]);
    const routeId = done!.recordId!;
    const [taken] = await apply(other.client, [{ clientId: cid(), type: 'gpsRoute', action: 'delete', id: routeId }]);
    expect(taken!.status).toBe('applied'); // "already gone" for them: nothing of the owner's is touched
    expect(await t.db.gpsRoute.count({ where: { userId: owner.user.id } })).toBe(1);

    const [gone] = await apply(owner.client, [{ clientId: cid(), type: 'gpsRoute', action: 'delete', id: routeId }]);
    expect(gone).toMatchObject({ status: 'applied', gpsRoute: null });
    expect(await t.db.gpsRoute.count({ where: { userId: owner.user.id } })).toBe(0);
    expect(await t.db.gpsTracking.count({ where: { userId: owner.user.id, sessionId: session } })).toBe(0);
  });
});
