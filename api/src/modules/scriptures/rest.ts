// The legacy /api/scriptures paths of docs/api.md (GET, POST with reference, text, notes,
// favorite), plus PUT and DELETE by id for the member's own list. Thin: parse, call service.ts.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as scriptures from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

export function mountScriptureRoutes(app: RestApp) {
  app.get('/scriptures', (c) => pagedList(c, (window) => scriptures.listScriptures(c.var.ctx, window), (scripture) => scripture));

  app.post('/scriptures', async (c) => {
    const input = parseInput(inputs.createScriptureInput, await readJson(c));
    return c.json(await scriptures.createScripture(c.var.ctx, input), 201);
  });

  app.put('/scriptures/:id', async (c) => {
    const id = idParam(c);
    const input = parseInput(inputs.updateScriptureFields, await readJson(c));
    return c.json(await scriptures.updateScripture(c.var.ctx, id, input));
  });

  app.delete('/scriptures/:id', async (c) => {
    const id = await scriptures.deleteScripture(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });
}
