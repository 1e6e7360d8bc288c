// The legacy /api/territories paths of docs/api.md, thin over service.ts: the list (a page at a
// time), the multipart create and update (`data` as JSON, optional `image`), delete and the image.
// `?today=YYYY-MM-DD` (the member's day) judges overdue; without it, the server's UTC day.
import type { Context as HonoContext } from 'hono';
import { ValidationError } from '../../lib/errors.ts';
import { pagedList } from '../../lib/rest-page.ts';
import { containsNul, NUL_MESSAGE } from '../../lib/text.ts';
import { parseInput } from '../../lib/validate.ts';
import type { RestApp, RestEnv } from '../../rest/app.ts';
import { idParam, readBoundedForm, readJson } from '../../rest/app.ts';
import { utcToday } from './figures.ts';
import * as inputs from './inputs.ts';
import * as territories from './service.ts';

/** The image limit plus room for the JSON and the multipart framing. */
const MAX_FORM_BYTES = territories.IMAGE_POLICY.maxBytes + 256 * 1024;

const todayOf = (c: HonoContext<RestEnv>) => parseInput(inputs.todayArg, c.req.query('today')) ?? utcToday();

/** The territory fields of a request: multipart `data` JSON (+ `image`), or a plain JSON body. */
async function readTerritoryBody(c: HonoContext<RestEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return (await readJson(c)) as Record<string, unknown>;
  if (!type.includes('multipart/form-data')) throw new ValidationError(inputs.MESSAGES.badData);
  // Never buffered past the limit, whether the length was declared or the body comes in chunks.
  const form = await readBoundedForm(c, MAX_FORM_BYTES, inputs.MESSAGES.imageTooLarge);
  let data: unknown;
  try {
    data = JSON.parse(typeof form.data === 'string' ? form.data : '');
  } catch {
    throw new ValidationError(inputs.MESSAGES.badData);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ValidationError(inputs.MESSAGES.badData);
  // `\u0000` in the field's JSON parses to a NUL, which the databases refuse.
  if (containsNul(data)) throw new ValidationError(NUL_MESSAGE);
  return { ...(data as Record<string, unknown>), image: form.image };
}

export function mountTerritoryRoutes(app: RestApp) {
  app.get('/territories', async (c) => {
    const today = todayOf(c);
    return pagedList(c, (window) => territories.listTerritories(c.var.ctx, window), (row) => territories.restTerritory(row, today));
  });

  app.post('/territories', async (c) => {
    const today = todayOf(c);
    const input = parseInput(inputs.createTerritoryInput, await readTerritoryBody(c));
    const created = await territories.createTerritory(c.var.ctx, input);
    return c.json(territories.restTerritory(created, today), 201);
  });

  app.put('/territories/:id', async (c) => {
    const today = todayOf(c);
    const id = idParam(c);
    const body = await readTerritoryBody(c);
    const input = parseInput(inputs.territoryFields, body);
    const updated = await territories.updateTerritory(c.var.ctx, { ...input, id });
    return c.json(territories.restTerritory(updated, today));
  });

  app.delete('/territories/:id', async (c) => {
    const id = await territories.deleteTerritory(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });

  app.get('/territories/image/:imageFilename', async (c) => {
    const { bytes, mimeType, disposition } = await territories.territoryImage(c.var.ctx, c.req.param('imageFilename'));
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': mimeType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': disposition,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}
