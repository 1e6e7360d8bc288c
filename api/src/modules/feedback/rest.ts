// POST /api/contact and POST /api/problem-report (the spec's payloads), and POST /api/suggestions
// (the spec kept suggestions on the device only; this product stores them). Public: a visitor may
// send them (rest/index.ts lists them). Thin over service.ts.
import type { RestApp } from '../../rest/app.ts';
import { readJson } from '../../rest/app.ts';
import * as feedback from './service.ts';

export function mountFeedbackRoutes(app: RestApp) {
  app.post('/contact', async (c) => c.json(feedback.restReport(await feedback.sendCustomAppRequest(c.var.ctx, await readJson(c))), 201));
  app.post('/problem-report', async (c) => c.json(feedback.restReport(await feedback.sendProblemReport(c.var.ctx, await readJson(c))), 201));
  app.post('/suggestions', async (c) => c.json(feedback.restReport(await feedback.sendSuggestion(c.var.ctx, await readJson(c))), 201));
}
