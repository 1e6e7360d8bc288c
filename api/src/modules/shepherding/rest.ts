// GET and POST /api/shepherding-calls of docs/api.md, thin over service.ts.
import type { RestApp } from '../../rest/app.ts';
import { readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as shepherding from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

export function mountShepherdingRoutes(app: RestApp) {
  app.get('/shepherding-calls', async (c) => {
    return pagedList(c, (window) => shepherding.ownRequests(c.var.ctx, window), shepherding.restRequest);
  });

  app.post('/shepherding-calls', async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(inputs.createShepherdingRequestInput, await readJson(c));
    return c.json(shepherding.restRequest(await shepherding.createRequest(ctx, input)), 201);
  });
}
