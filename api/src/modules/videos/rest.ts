// The legacy /api/videos paths of docs/api.md (GET, POST with title, description, url,
// duration, category), plus DELETE by id. Thin: parse, call service.ts.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as videos from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

export function mountVideoRoutes(app: RestApp) {
  app.get('/videos', (c) => pagedList(c, (window) => videos.listVideos(c.var.ctx, window), (video) => video));

  app.post('/videos', async (c) => {
    const input = parseInput(inputs.createVideoInput, await readJson(c));
    return c.json(await videos.createVideo(c.var.ctx, input), 201);
  });

  app.delete('/videos/:id', async (c) => {
    const id = await videos.deleteVideo(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });
}
