// The legacy /api/music paths of docs/api.md, thin over service.ts: the list (paged, with the
// search's ?title= and ?date=), the multipart upload (file, title, date), delete, and the audio
// stream that answers Range requests. And POST /api/share-file, the spec's one path for a share
// (videos and music share through it): a song is shared as that song, any other file through the
// share list as it is described.
import { Readable } from 'node:stream';
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { pagedList } from '../../lib/rest-page.ts';
import { parseInput } from '../../lib/validate.ts';
import { isStoredName } from '../../lib/storage.ts';
import * as sharing from '../sharing/index.ts';
import * as inputs from './inputs.ts';
import * as music from './service.ts';

export function mountMusicRoutes(app: RestApp) {
  app.get('/music', (c) => {
    const filter = parseInput(inputs.songFilter, { title: c.req.query('title'), date: c.req.query('date') });
    return pagedList(c, (window) => music.listSongs(c.var.ctx, filter, window), music.restSong);
  });

  app.post('/music/upload', async (c) => {
    const song = await music.uploadSong(c.var.ctx, c.req.raw);
    return c.json(music.restSong(song), 201);
  });

  app.delete('/music/:id', async (c) => {
    const id = await music.deleteSong(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });

  app.get('/music/:id/stream', async (c) => {
    const { status, headers, body } = await music.streamSong(c.var.ctx, idParam(c), c.req.header('range'), c.req.header('if-range'));
    // Sent from disk as it is read: the file is never in memory whole.
    // HEAD (answered by this GET route) sends no body: the file is not kept open for one.
    if (!body || c.req.method === 'HEAD') {
      body?.destroy();
      return c.body(null, status, headers);
    }
    return c.body(Readable.toWeb(body) as ReadableStream<Uint8Array>, status, headers);
  });

  app.post('/share-file', async (c) => {
    const ctx = c.var.ctx;
    const { userId: _ignored, groupNumber: _alsoIgnored, ...fields } = parseInput(sharing.shareFileBody, await readJson(c));
    // A song names its stored file: it is shared as that song (only the owner may), so the
    // recipient can stream it (docs/product/music.md).
    const shared =
      fields.mimeType.startsWith('audio/') && isStoredName(fields.filename)
        ? await music.shareSongByFilename(ctx, fields.filename, fields.targetUserId)
        : await sharing.shareFile(ctx, fields);
    return c.json(sharing.restSharedFile(shared), 201);
  });
}
