// The legacy /api/calendar-events paths of docs/api.md, with the spec's payload (title, date,
// time, type, location, description, attendees, priority, alarmEnabled, alarmTime, and an optional
// timezoneOffset for the default alarm). Thin: parse, call service.ts, answer.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as calendar from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

export function mountCalendarRoutes(app: RestApp) {
  /** Every event of the member by date and time; ?from=YYYY-MM-DD&to=YYYY-MM-DD narrows the days. */
  app.get('/calendar-events', async (c) => {
    const range = parseInput(inputs.dateRangeInput, { from: c.req.query('from'), to: c.req.query('to') });
    return pagedList(c, (window) => calendar.listEvents(c.var.ctx, range, window), (event) => event);
  });

  app.post('/calendar-events', async (c) => {
    const input = parseInput(inputs.createCalendarEventInput, await readJson(c));
    return c.json(await calendar.createEvent(c.var.ctx, input), 201);
  });

  app.delete('/calendar-events/:id', async (c) => {
    const id = await calendar.deleteEvent(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });
}
