// Videos: a member's own library of video links. GraphQL (schema.ts) and the REST shim (rest.ts)
// both call these functions. Every row is its owner's: the owner is part of each write's
// `where`, so another member's id is answered as "not found" and nothing changes.
import type { Context } from '../../access/context.ts';
import type { Video } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { MESSAGES, type CreateVideoInput } from './inputs.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import type { RowWindow } from '../../lib/rest-page.ts';

/** Newest first; the id breaks ties between rows written in the same millisecond. */
export const VIDEO_ORDER = NEWEST_FIRST;

export async function listVideos(ctx: Context, window?: RowWindow): Promise<Video[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.video.findMany({ where: { userId: viewer.id }, orderBy: VIDEO_ORDER, ...window });
}

export async function createVideo(ctx: Context, input: CreateVideoInput): Promise<Video> {
  const viewer = requireViewer(ctx);
  return ctx.db.video.create({ data: { ...input, userId: viewer.id } });
}

export async function deleteVideo(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.video.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return id;
}

/** Whether the viewer may read this row through node(id:). */
