// The legacy /api/convention-notes paths of docs/api.md: GET, POST, PUT /{id} and
// DELETE /{id} with title, speaker, content, scriptures, date, session. Writes answer
// `ok: true` with the note, which the offline replay of docs/product/convention-notes.md checks. Thin: parse, call service.ts.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as notes from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

export function mountConventionNoteRoutes(app: RestApp) {
  app.get('/convention-notes', (c) => pagedList(c, (window) => notes.listConventionNotes(c.var.ctx, window), (note) => note));

  app.post('/convention-notes', async (c) => {
    const input = parseInput(inputs.createConventionNoteInput, await readJson(c));
    const note = await notes.createConventionNote(c.var.ctx, input);
    return c.json({ ok: true, ...note }, 201);
  });

  app.put('/convention-notes/:id', async (c) => {
    const id = idParam(c);
    const input = parseInput(inputs.updateConventionNoteFields, await readJson(c));
    const note = await notes.updateConventionNote(c.var.ctx, id, input);
    return c.json({ ok: true, ...note });
  });

  app.delete('/convention-notes/:id', async (c) => {
    const id = await notes.deleteConventionNote(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });
}
