// The /api/gps-tracking path of docs/api.md (one point per update while recording, with the
// device's clientId so a replay is stored once) and /api/gps-routes (finish a recording, list,
// read with its points, delete). Thin: parse, call service.ts.
import type { GpsRoute, GpsTracking } from '../../generated/sqlite/client.ts';
import { pagedList } from '../../lib/rest-page.ts';
import { parseInput } from '../../lib/validate.ts';
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import * as inputs from './inputs.ts';
import * as gps from './service.ts';

const pointJson = ({ userId: _userId, ...point }: GpsTracking) => point;
const routeJson = ({ userId: _userId, ...route }: GpsRoute) => route;

export function mountGpsRoutes(app: RestApp) {
  app.post('/gps-tracking', async (c) => {
    const input = parseInput(inputs.recordPointInput, await readJson(c));
    const { point, replayed } = await gps.recordPoint(c.var.ctx, input);
    return c.json(pointJson(point), replayed ? 200 : 201);
  });

  app.get('/gps-routes', (c) => pagedList(c, (window) => gps.listRoutes(c.var.ctx, window), routeJson));

  app.post('/gps-routes', async (c) => {
    const input = parseInput(inputs.finishRouteInput, await readJson(c));
    return c.json(routeJson(await gps.finishRoute(c.var.ctx, input)), 201);
  });

  app.get('/gps-routes/:id', async (c) => {
    const route = await gps.getRoute(c.var.ctx, idParam(c));
    const points = await gps.sessionPoints(c.var.ctx, route.sessionId);
    return c.json({ ...routeJson(route), points: points.map(pointJson) });
  });

  app.delete('/gps-routes/:id', async (c) => {
    const id = await gps.deleteRoute(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });
}
