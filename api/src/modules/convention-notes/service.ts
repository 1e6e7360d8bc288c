// Regional convention notes: a member's own notes of convention talks. GraphQL (schema.ts) and
// the REST shim (rest.ts) both call these functions. Every row is its owner's: the owner is part
// of each write's `where`, so another member's id is answered as "not found" and nothing changes.
// A create that carries a client id the member already used returns the note made the first
// time, so an offline replay delivered twice makes one note.
import type { Context } from '../../access/context.ts';
import type { ConventionNote } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { MESSAGES, type CreateConventionNoteInput, type UpdateConventionNoteFields } from './inputs.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { isRecordNotFound, isUniqueViolation } from '../../lib/prisma-errors.ts';
import type { RowWindow } from '../../lib/rest-page.ts';

/** Newest first; the id breaks ties between rows written in the same millisecond. */
export const CONVENTION_NOTE_ORDER = NEWEST_FIRST;

export async function listConventionNotes(ctx: Context, window?: RowWindow): Promise<ConventionNote[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.conventionNote.findMany({ where: { userId: viewer.id }, orderBy: CONVENTION_NOTE_ORDER, ...window });
}

export async function createConventionNote(ctx: Context, input: CreateConventionNoteInput): Promise<ConventionNote> {
  const viewer = requireViewer(ctx);
  const { clientId, ...fields } = input;
  const earlier = () =>
    clientId ? ctx.db.conventionNote.findUnique({ where: { userId_clientId: { userId: viewer.id, clientId } } }) : null;
  const existing = await earlier();
  if (existing) return existing;
  try {
    return await ctx.db.conventionNote.create({ data: { ...fields, clientId, userId: viewer.id } });
  } catch (error) {
    // Two deliveries of the same replay raced past the lookup: the first one's note stands.
    if (isUniqueViolation(error)) {
      const winner = await earlier();
      if (winner) return winner;
    }
    throw error;
  }
}

export async function updateConventionNote(
  ctx: Context,
  id: number,
  input: UpdateConventionNoteFields,
): Promise<ConventionNote> {
  const viewer = requireViewer(ctx);
  try {
    return await ctx.db.conventionNote.update({ where: { id, userId: viewer.id }, data: input });
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(MESSAGES.notFound);
    throw error;
  }
}

export async function deleteConventionNote(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.conventionNote.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return id;
}

/** Whether the viewer may read this row through node(id:). */
