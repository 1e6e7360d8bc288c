// The check-in routes of docs/api.md ("Check-ins"): thin, parse and call service.ts. Ids are the
// row ids; a check-in the viewer may not see answers 404 as if it did not exist.
import type { CheckIn } from '../../generated/sqlite/client.ts';
import { idParam, readJson, type RestApp } from '../../rest/app.ts';
import { pagedList } from '../../lib/rest-page.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as checkIns from './service.ts';

/** A check-in as the REST shim answers it; `status` is one of active, due, overdue, acknowledged (ended once ended). */
export const checkInJson = (c: CheckIn) => ({
  id: c.id,
  userId: c.userId,
  fullName: c.fullName,
  note: c.note,
  location: c.location,
  drill: c.drill,
  startedAt: c.startedAt.toISOString(),
  dueAt: c.dueAt.toISOString(),
  status: c.status,
  acknowledgedBy: c.acknowledgedByName,
  endedAt: c.endedAt?.toISOString() ?? null,
  outcome: c.outcome,
});

export function mountCheckInRoutes(app: RestApp) {
  app.post('/check-ins', async (c) => {
    const checkIn = await checkIns.startCheckIn(c.var.ctx, parseInput(inputs.startCheckInInput, await readJson(c)));
    return c.json({ id: checkIn.id, dueAt: checkIn.dueAt.toISOString(), status: checkIn.status }, 201);
  });
  app.get('/check-ins', (c) => pagedList(c, (window) => checkIns.openCheckIns(c.var.ctx, window), checkInJson));
  app.post('/check-ins/:id/extend', async (c) => {
    const input = parseInput(inputs.extendFields, await readJson(c));
    return c.json(checkInJson(await checkIns.extendCheckIn(c.var.ctx, idParam(c), input)));
  });
  app.post('/check-ins/:id/end', async (c) => {
    const input = parseInput(inputs.endFields, await readJson(c));
    return c.json(checkInJson(await checkIns.endCheckIn(c.var.ctx, idParam(c), input)));
  });
  app.post('/check-ins/:id/acknowledge', async (c) => c.json(checkInJson(await checkIns.acknowledgeCheckIn(c.var.ctx, idParam(c)))));
}
