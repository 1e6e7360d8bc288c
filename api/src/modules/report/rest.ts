// /api/report (docs/api.md): the month with its entries, and an entry's create, change and
// delete. Thin: parse, call service.ts (the same functions as GraphQL), answer.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { requireViewer } from '../../access/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as report from './service.ts';

export function mountReportRoutes(app: RestApp) {
  /** The month's report (GET /api/report/2026-11?timeZone=Europe/Madrid), its entries, settings and timer. */
  app.get('/report/:month', async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(inputs.monthInput, { month: c.req.param('month'), timeZone: c.req.query('timeZone') ?? 'UTC' });
    const [summary, entries, settings, timer] = await Promise.all([
      report.monthReport(ctx, requireViewer(ctx).id, input),
      report.listEntries(ctx, input.month),
      report.viewerSettings(ctx),
      report.viewerTimer(ctx),
    ]);
    return c.json({ report: summary, entries, settings, timer });
  });

  app.post('/report/entries', async (c) => {
    const fields = parseInput(inputs.createEntryInput, await readJson(c));
    return c.json(await report.createEntry(c.var.ctx, fields), 201);
  });

  app.put('/report/entries/:id', async (c) => {
    const id = idParam(c);
    const fields = parseInput(inputs.entryFields, await readJson(c));
    return c.json(await report.updateEntry(c.var.ctx, { ...fields, id }));
  });

  app.delete('/report/entries/:id', async (c) => {
    const id = await report.deleteEntry(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });
}
