// Handing a return visit over to another member of the giver's service group
// (docs/product/return-visits.md, "Handing a visit over"). The giver offers one of their visits to
// a groupmate; the receiver accepts or declines; the giver may withdraw. On acceptance the receiver
// gets a new visit holding only what making the visit needs (HANDED_FIELDS and the calls' dates,
// notes and what was left) and the giver's visit is deleted with its calls. Every refusal changes
// nothing: the checks come first, and acceptance claims the offer by deleting it inside the same
// transaction that moves the visit, so a second acceptance finds no offer.
import type { Context } from '../../access/context.ts';
import type { ReturnVisit, ReturnVisitHandover, User } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { activeGroupOf, inSameGroup, NO_GROUP } from '../../lib/group-membership.ts';
import { notifyReceiver } from './handover-push.ts';
import { MESSAGES } from './inputs.ts';
import { CALL_ORDER, ownVisit } from './service.ts';

export const HANDOVER_MESSAGES = {
  notFound: 'Handover offer not found',
  notYourself: 'Choose another member of your service group, not yourself',
  notInGroup: 'You can only hand a return visit over to a member of your own service group',
  alreadyOffered: 'This return visit is already offered to a member; withdraw that offer first',
  groupChanged: 'This offer can no longer be accepted: you and the giver are no longer in the same service group',
} as const;

/** What the receiver gets of the visit: what making the visit needs, nothing else of the giver's. */
export const HANDED_FIELDS = ['name', 'address', 'phoneNumber', 'latitude', 'longitude', 'language', 'topic', 'publication', 'nextVisitDate'] as const;

/** The most open offers listed each way; older ones beyond it wait their turn. */
const LIST_LIMIT = 50;

export type HandoverWithNames = ReturnVisitHandover & {
  returnVisit: Pick<ReturnVisit, 'name' | 'address'>;
  giver: Pick<User, 'fullName'>;
  receiver: Pick<User, 'fullName'>;
};
const WITH_NAMES = {
  returnVisit: { select: { name: true, address: true } },
  giver: { select: { fullName: true } },
  receiver: { select: { fullName: true } },
} as const;

const standing = { groupNumber: true, groupApproved: true, role: true } as const;

/** Offers one of the viewer's visits to another member of their group. */
export async function offerHandover(ctx: Context, returnVisitId: number, receiverId: number): Promise<HandoverWithNames> {
  const giver = requireViewer(ctx);
  const visit = await ownVisit(ctx, returnVisitId);
  if (receiverId === giver.id) throw new ValidationError(HANDOVER_MESSAGES.notYourself, [{ path: 'receiverId', message: HANDOVER_MESSAGES.notYourself }]);
  const receiver = await ctx.db.user.findUnique({ where: { id: receiverId }, select: standing });
  // Anyone outside the group, or no such account, is refused alike: the answer says nothing of who exists.
  if (!receiver || !inSameGroup(receiver, giver)) throw new ForbiddenError(HANDOVER_MESSAGES.notInGroup);
  const open = await ctx.db.returnVisitHandover.findUnique({ where: { returnVisitId: visit.id }, select: { id: true } });
  if (open) throw new ConflictError(HANDOVER_MESSAGES.alreadyOffered, 'returnVisitId');
  try {
    const offered = await ctx.db.returnVisitHandover.create({
      data: { returnVisitId: visit.id, giverId: giver.id, receiverId, groupNumber: activeGroupOf(giver) },
      include: WITH_NAMES,
    });
    notifyReceiver(ctx, offered);
    return offered;
  } catch (error) {
    // Two offers of the same visit at once: the unique visit id lets one through.
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError(HANDOVER_MESSAGES.alreadyOffered, 'returnVisitId');
    throw error;
  }
}

/** The giver takes their offer back; answers its id. */
export async function withdrawHandover(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.returnVisitHandover.deleteMany({ where: { id, giverId: viewer.id } });
  if (count === 0) throw new NotFoundError(HANDOVER_MESSAGES.notFound);
  return id;
}

/** The receiver says no: the offer goes, the giver keeps the visit. Answers its id. */
export async function declineHandover(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.returnVisitHandover.deleteMany({ where: { id, receiverId: viewer.id } });
  if (count === 0) throw new NotFoundError(HANDOVER_MESSAGES.notFound);
  return id;
}

/**
 * The receiver takes the visit: a new visit of theirs with the handed fields and the calls, the
 * giver's visit deleted with its calls, the offer gone. Refused when either has left the group the
 * offer was made in (or is waiting to be let into a group).
 */
export async function acceptHandover(ctx: Context, id: number): Promise<ReturnVisit> {
  const receiver = requireViewer(ctx);
  const offer = await ctx.db.returnVisitHandover.findFirst({
    where: { id, receiverId: receiver.id },
    include: { giver: { select: standing }, returnVisit: { include: { calls: { orderBy: CALL_ORDER } } } },
  });
  if (!offer) throw new NotFoundError(HANDOVER_MESSAGES.notFound);
  const group = offer.groupNumber;
  if (group === NO_GROUP || activeGroupOf(receiver) !== group || activeGroupOf(offer.giver) !== group) {
    throw new ForbiddenError(HANDOVER_MESSAGES.groupChanged);
  }
  const source = offer.returnVisit;
  const data = Object.fromEntries(HANDED_FIELDS.map((field) => [field, source[field]])) as Pick<ReturnVisit, (typeof HANDED_FIELDS)[number]>;
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.returnVisitHandover.deleteMany({ where: { id: offer.id, receiverId: receiver.id } });
    if (count === 0) throw new NotFoundError(HANDOVER_MESSAGES.notFound);
    const visit = await tx.returnVisit.create({
      data: {
        ...data,
        userId: receiver.id,
        calls: { create: source.calls.map((call) => ({ date: call.date, notes: call.notes, publication: call.publication })) },
      },
    });
    const removed = await tx.returnVisit.deleteMany({ where: { id: source.id, userId: offer.giverId } });
    if (removed.count === 0) throw new NotFoundError(MESSAGES.notFound);
    return visit;
  });
}

/** The open offers made to the viewer, oldest first. */
export function offersReceived(ctx: Context, userId: number): Promise<HandoverWithNames[]> {
  return ctx.db.returnVisitHandover.findMany({ where: { receiverId: userId }, include: WITH_NAMES, orderBy: { id: 'asc' }, take: LIST_LIMIT });
}

/** The open offers the viewer made, oldest first. */
export function offersSent(ctx: Context, userId: number): Promise<HandoverWithNames[]> {
  return ctx.db.returnVisitHandover.findMany({ where: { giverId: userId }, include: WITH_NAMES, orderBy: { id: 'asc' }, take: LIST_LIMIT });
}
