// Scriptures: a member's own collection of Bible verses. GraphQL (schema.ts) and the REST shim
// (rest.ts) both call these functions. Every row is its owner's: the owner is part of each
// write's `where`, so another member's id is answered as "not found" and nothing changes.
import type { Context } from '../../access/context.ts';
import type { Scripture } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { MESSAGES, type CreateScriptureInput, type UpdateScriptureFields } from './inputs.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { isRecordNotFound } from '../../lib/prisma-errors.ts';
import type { RowWindow } from '../../lib/rest-page.ts';

/** Newest first; the id breaks ties between rows written in the same millisecond. */
export const SCRIPTURE_ORDER = NEWEST_FIRST;


export async function listScriptures(ctx: Context, window?: RowWindow): Promise<Scripture[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.scripture.findMany({ where: { userId: viewer.id }, orderBy: SCRIPTURE_ORDER, ...window });
}

export async function createScripture(ctx: Context, input: CreateScriptureInput): Promise<Scripture> {
  const viewer = requireViewer(ctx);
  return ctx.db.scripture.create({ data: { ...input, userId: viewer.id } });
}

export async function updateScripture(ctx: Context, id: number, input: UpdateScriptureFields): Promise<Scripture> {
  const viewer = requireViewer(ctx);
  try {
    return await ctx.db.scripture.update({ where: { id, userId: viewer.id }, data: input });
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(MESSAGES.notFound);
    throw error;
  }
}

export async function deleteScripture(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.scripture.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return id;
}

/** Whether the viewer may read this row through node(id:). */
