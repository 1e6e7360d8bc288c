// POST /api/share-file of docs/api.md (videos and music share through it), thin over service.ts.
import type { RestApp } from '../../rest/app.ts';
import { readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as sharing from './service.ts';
import { isStoredName } from '../../lib/storage.ts';
import { shareSongByFilename } from '../music/service.ts';

export function mountSharingRoutes(app: RestApp) {
  app.post('/share-file', async (c) => {
    const ctx = c.var.ctx;
    const { userId: _ignored, groupNumber: _alsoIgnored, ...fields } = parseInput(inputs.shareFileBody, await readJson(c));
    // A song names its stored file: it is shared as that song (only the owner may), so the
    // recipient can stream it (docs/product/music.md).
    const shared =
      fields.mimeType.startsWith('audio/') && isStoredName(fields.filename)
        ? await shareSongByFilename(ctx, fields.filename, fields.targetUserId)
        : await sharing.shareFile(ctx, fields);
    return c.json(sharing.restSharedFile(shared), 201);
  });
}
