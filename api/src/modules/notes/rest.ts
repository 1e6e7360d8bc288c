// The legacy /api/notes paths of docs/api.md, with the spec's payloads. Thin: parse, call
// service.ts, answer. POST and PUT answers carry `ok: true` beside the note because the offline
// replay reads that field; PUT is PATCH under the name the replay uses.
import type { Context as HonoContext } from 'hono';
import type { Note } from '../../generated/sqlite/client.ts';
import type { RestApp, RestEnv } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as notes from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

const noteJson = (note: Note) => ({ ok: true as const, ...note });

export function mountNoteRoutes(app: RestApp) {
  app.get('/notes', async (c) => {
    const args = parseInput(inputs.listNotesArgs, { category: c.req.query('category'), search: c.req.query('search') });
    return pagedList(c, (window) => notes.listNotes(c.var.ctx, args, { includeIdeas: true }, window), (note) => note);
  });

  app.post('/notes', async (c) => {
    const input = parseInput(inputs.createNoteInput, await readJson(c));
    const { note, created } = await notes.createNote(c.var.ctx, input);
    return c.json(noteJson(note), created ? 201 : 200);
  });

  const update = async (c: HonoContext<RestEnv>) => {
    const id = idParam(c);
    const fields = parseInput(inputs.updateNoteRestInput, await readJson(c));
    return c.json(noteJson(await notes.updateNote(c.var.ctx, id, fields)));
  };
  app.patch('/notes/:id', update);
  app.put('/notes/:id', update);

  app.delete('/notes/:id', async (c) => {
    const id = await notes.deleteNote(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });
}
