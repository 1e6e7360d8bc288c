// The legacy /api experience paths of docs/api.md, thin over service.ts: the shared and own
// lists, the multipart create (isShared always forced false), share, like, and the image.
import type { Context as HonoContext } from 'hono';
import type { RestApp, RestEnv } from '../../rest/app.ts';
import { idParam, readBoundedForm, readJson } from '../../rest/app.ts';
import { ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as experiences from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

/** The image limit plus room for the text fields and the multipart framing. */
const MAX_CREATE_BYTES = experiences.IMAGE_POLICY.maxBytes + 256 * 1024;

async function readCreateBody(c: HonoContext<RestEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return (await readJson(c)) as Record<string, unknown>;
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    throw new ValidationError(inputs.MESSAGES.multipartOnly);
  }
  // Never buffered past the limit, whether the length was declared or the body comes in chunks.
  return readBoundedForm(c, MAX_CREATE_BYTES, inputs.MESSAGES.imageTooLarge);
}

export function mountExperienceRoutes(app: RestApp) {
  app.get('/ministry-experiences', async (c) => {
    return pagedList(
      c,
      (window) => experiences.sharedExperiences(c.var.ctx, window),
      (row) => experiences.restExperience(row, row.likeRecords.length > 0),
    );
  });

  app.get('/my-ministry-experiences', async (c) => {
    return pagedList(c, (window) => experiences.myExperiences(c.var.ctx, window), (row) => experiences.restExperience(row));
  });

  app.post('/ministry-experiences', async (c) => {
    const input = parseInput(inputs.createExperienceInput, await readCreateBody(c));
    const created = await experiences.createExperience(c.var.ctx, input);
    return c.json(experiences.restExperience(created), 201);
  });

  app.delete('/ministry-experiences/:id', async (c) => {
    const id = await experiences.deleteExperience(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });

  app.post('/ministry-experiences/:id/share', async (c) => {
    const { shareWith } = parseInput(inputs.shareExperienceBody, await readJson(c));
    const shared = await experiences.shareExperience(c.var.ctx, idParam(c), shareWith);
    return c.json(experiences.restExperience(shared));
  });

  app.post('/ministry-experiences/:id/like', async (c) => {
    const { experience, counted } = await experiences.likeExperience(c.var.ctx, idParam(c));
    return c.json({ ...experiences.restExperience(experience, true), counted });
  });

  app.get('/experiences/image/:imageFilename', async (c) => {
    const { bytes, mimeType, disposition } = await experiences.experienceImage(c.var.ctx, c.req.param('imageFilename'));
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': mimeType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': disposition,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}
