// Return visits (docs/product/return-visits.md): the people a member keeps calling on and the
// calls made on them. The sync path (sync/kinds.ts) and GraphQL (schema.ts) call these functions,
// so every rule and every ownership check lives here once: a visit and its calls are their owner's
// alone, another member's id is answered exactly like one with no row, and a linked note or house
// must be the owner's own. Changes name the owner in their WHERE clause, so nothing can slip
// between a check and a write.
import type { Context } from '../../access/context.ts';
import type { Prisma, ReturnVisit, ReturnVisitCall } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { hasBothOrNeither, MESSAGES, type CreateReturnVisitInput, type RecordCallInput, type ReturnVisitChanges } from './inputs.ts';

/** Soonest next visit first, those with none last, then by name; the id breaks ties. */
export const VISIT_ORDER: Prisma.ReturnVisitOrderByWithRelationInput[] = [
  { nextVisitDate: { sort: 'asc', nulls: 'last' } },
  { name: 'asc' },
  { id: 'asc' },
];
/** A visit's calls, newest first. */
export const CALL_ORDER: Prisma.ReturnVisitCallOrderByWithRelationInput[] = [{ date: 'desc' }, { id: 'desc' }];

/** The member's visits, or those due on or before `dueBy`. */
export const visitsWhere = (userId: number, dueBy: string | null): Prisma.ReturnVisitWhereInput => ({
  userId,
  ...(dueBy ? { nextVisitDate: { not: null, lte: dueBy } } : {}),
});

export async function ownVisit(ctx: Context, id: number): Promise<ReturnVisit> {
  const viewer = requireViewer(ctx);
  const visit = await ctx.db.returnVisit.findFirst({ where: { id, userId: viewer.id } });
  if (!visit) throw new NotFoundError(MESSAGES.notFound);
  return visit;
}

/** The viewer's call with its visit's owner checked, or null. */
export function findCall(ctx: Context, id: number): Promise<ReturnVisitCall | null> {
  const viewer = requireViewer(ctx);
  return ctx.db.returnVisitCall.findFirst({ where: { id, returnVisit: { userId: viewer.id } } });
}

/** A linked note or house that is not the owner's is refused as if it did not exist. */
async function checkLinks(ctx: Context, userId: number, links: { noteId?: number | null; houseId?: number | null }) {
  if (links.noteId != null) {
    const note = await ctx.db.note.findFirst({ where: { id: links.noteId, userId }, select: { id: true } });
    if (!note) throw new ValidationError(MESSAGES.note, [{ path: 'noteId', message: MESSAGES.note }]);
  }
  if (links.houseId != null) {
    const house = await ctx.db.territoryHouse.findFirst({ where: { id: links.houseId, territory: { userId } }, select: { id: true } });
    if (!house) throw new ValidationError(MESSAGES.house, [{ path: 'houseId', message: MESSAGES.house }]);
  }
}

export async function createReturnVisit(ctx: Context, input: CreateReturnVisitInput): Promise<ReturnVisit> {
  const viewer = requireViewer(ctx);
  await checkLinks(ctx, viewer.id, input);
  return ctx.db.returnVisit.create({ data: { ...input, clientId: input.clientId ?? null, userId: viewer.id } });
}

export async function updateReturnVisit(ctx: Context, id: number, changes: ReturnVisitChanges): Promise<ReturnVisit> {
  const viewer = requireViewer(ctx);
  const current = await ownVisit(ctx, id);
  if (!hasBothOrNeither({ latitude: current.latitude, longitude: current.longitude, ...changes })) {
    throw new ValidationError(MESSAGES.bothCoordinates, [{ path: 'longitude', message: MESSAGES.bothCoordinates }]);
  }
  await checkLinks(ctx, viewer.id, changes);
  const { clientId: _clientId, ...data } = changes;
  const { count } = await ctx.db.returnVisit.updateMany({ where: { id, userId: viewer.id }, data });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return ownVisit(ctx, id);
}

/** Deletes the viewer's visit and its calls (cascade); answers its id. */
export async function deleteReturnVisit(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.returnVisit.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return id;
}

/**
 * Records a call on the viewer's visit. The visit counts as changed (its retention starts again),
 * and a next-visit date sent with the call becomes the visit's.
 */
export async function recordCall(ctx: Context, input: RecordCallInput): Promise<ReturnVisitCall> {
  const visit = await ownVisit(ctx, input.returnVisitId);
  const call = await ctx.db.returnVisitCall.create({
    data: { returnVisitId: visit.id, clientId: input.clientId ?? null, date: input.date, notes: input.notes, publication: input.publication },
  });
  await ctx.db.returnVisit.update({
    where: { id: visit.id },
    data: input.nextVisitDate === undefined ? { updatedAt: new Date() } : { nextVisitDate: input.nextVisitDate },
  });
  return call;
}

export async function updateCall(
  ctx: Context,
  id: number,
  changes: Partial<{ date: string; notes: string | null; publication: string | null }>,
): Promise<ReturnVisitCall> {
  const call = await findCall(ctx, id);
  if (!call) throw new NotFoundError(MESSAGES.callNotFound);
  const updated = await ctx.db.returnVisitCall.update({ where: { id: call.id }, data: changes });
  await ctx.db.returnVisit.update({ where: { id: call.returnVisitId }, data: { updatedAt: new Date() } });
  return updated;
}

export async function deleteCall(ctx: Context, id: number): Promise<number> {
  const call = await findCall(ctx, id);
  if (!call) throw new NotFoundError(MESSAGES.callNotFound);
  await ctx.db.returnVisitCall.delete({ where: { id: call.id } });
  return id;
}

/** The day of a visit's latest call, or null. */
export async function lastCallDate(ctx: Context, returnVisitId: number): Promise<string | null> {
  const last = await ctx.db.returnVisitCall.findFirst({ where: { returnVisitId }, orderBy: CALL_ORDER, select: { date: true } });
  return last?.date ?? null;
}
