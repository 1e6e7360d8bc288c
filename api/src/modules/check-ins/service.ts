// Safety check-ins (docs/product/check-ins.md): a member going out alone says when they will be
// back; if they do not answer in time, their group is told, then the group's overseer and the
// admins. This file holds the rules a person sets off (start, extend, end, take) and who may see
// what; sweep.ts moves check-ins along on the server's clock. GraphQL and the REST shim both call
// these functions, so each rule and each check is written once.
//
// Who sees a check-in: its member; the members of the group it belongs to (the member's group
// when they started it, 0 for a member in no group or still waiting to be let in); the admins for
// a check-in of group 0, and for any check-in once it has reached them (escalated).
// Every change is claimed with a conditional update on the status it expects, so two members
// taking it at once, or a member extending it while the sweep marks it due, end with one answer.
import type { Context } from '../../access/context.ts';
import type { CheckIn, Prisma, User } from '../../generated/sqlite/client.ts';
import { isAdmin, requireViewer } from '../../access/viewer.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { activeGroupOf, NO_GROUP } from '../../lib/group-membership.ts';
import { auditRefusal } from '../../access/refusals.ts';
import { managesGroup } from '../accounts/index.ts';
import { filter, pipe } from 'graphql-yoga';
import { nowOf, publishStep, recordStep, type CheckInChange, type StepDeps } from './steps.ts';
import {
  MAX_MINUTES,
  MESSAGES,
  OPEN_STATUSES,
  type CheckInStatus,
  type EndFields,
  type ExtendFields,
  type StartCheckInInput,
} from './inputs.ts';

export { nowOf, useCheckInClock } from './steps.ts';

/** The check-ins `viewer` may see, as a Prisma filter. */
export function visibleWhere(viewer: User): Prisma.CheckInWhereInput {
  const or: Prisma.CheckInWhereInput[] = [{ userId: viewer.id }];
  const group = activeGroupOf(viewer);
  if (group !== NO_GROUP) or.push({ groupId: group });
  if (isAdmin(viewer)) or.push({ groupId: NO_GROUP }, { escalatedAt: { not: null } });
  return { OR: or };
}

export function canSee(viewer: User | null, checkIn: Pick<CheckIn, 'userId' | 'groupId' | 'escalatedAt'>): boolean {
  if (!viewer) return false;
  if (checkIn.userId === viewer.id) return true;
  if (checkIn.groupId !== NO_GROUP && activeGroupOf(viewer) === checkIn.groupId) return true;
  return isAdmin(viewer) && (checkIn.groupId === NO_GROUP || checkIn.escalatedAt !== null);
}

/** Whether `viewer` reads a check-in's steps: its group's overseer, or an admin. */
export function readsSteps(viewer: User | null, checkIn: Pick<CheckIn, 'groupId'>): boolean {
  return isAdmin(viewer) || managesGroup(viewer, checkIn.groupId);
}

/** The check-ins not yet ended that the viewer sees, soonest due first. */
export function openCheckIns<Q extends object>(ctx: Context, query: Q = {} as Q) {
  const viewer = requireViewer(ctx);
  return ctx.db.checkIn.findMany({
    ...query,
    where: { AND: [visibleWhere(viewer), { status: { in: OPEN_STATUSES } }] },
    orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
  });
}

/**
 * Every check-in, ended ones too, newest first, with its steps: for a group's overseer (their
 * group) and the admins (all). Nobody else reads the log: they get an empty list.
 */
export function checkInLog<Q extends object>(ctx: Context, query: Q = {} as Q) {
  const viewer = requireViewer(ctx);
  let where: Prisma.CheckInWhereInput;
  if (isAdmin(viewer)) where = {};
  else if (managesGroup(viewer, activeGroupOf(viewer))) where = { groupId: activeGroupOf(viewer) };
  else return Promise.resolve([]);
  return ctx.db.checkIn.findMany({ ...query, where, orderBy: [{ startedAt: 'desc' }, { id: 'desc' }] });
}

/** A check-in the viewer sees, or NotFound: one they may not see is as if it did not exist. */
async function visibleCheckIn(ctx: Context, id: number): Promise<{ viewer: User; checkIn: CheckIn }> {
  const viewer = requireViewer(ctx);
  const checkIn = await ctx.db.checkIn.findUnique({ where: { id } });
  if (!checkIn || !canSee(viewer, checkIn)) {
    if (checkIn) auditRefusal(ctx, `check-in ${id}`);
    throw new NotFoundError(MESSAGES.notFound);
  }
  return { viewer, checkIn };
}

const deps = (ctx: Context): StepDeps => ctx;

/**
 * Starts a check-in for the viewer: due `minutes` from now on the server's clock. A member may
 * have one running at a time. `clientId` is the device's id of the write (the offline path).
 */
export async function startCheckIn(ctx: Context, input: StartCheckInInput, clientId: string | null = null): Promise<CheckIn> {
  const viewer = requireViewer(ctx);
  const open = await ctx.db.checkIn.findFirst({ where: { userId: viewer.id, status: { in: OPEN_STATUSES } }, select: { id: true } });
  if (open) throw new ConflictError(MESSAGES.oneOpen, 'minutes');
  const now = nowOf(ctx);
  const checkIn = await ctx.db.checkIn.create({
    data: {
      userId: viewer.id,
      groupId: activeGroupOf(viewer),
      fullName: viewer.fullName,
      phone: viewer.phoneNumber || null,
      note: input.note,
      location: input.location,
      drill: input.drill,
      clientId,
      startedAt: now,
      dueAt: new Date(now.getTime() + input.minutes * ctx.config.checkIns.minuteMs),
    },
  });
  await recordStep(ctx, checkIn, 'started', viewer, `${input.minutes} min`);
  await publishStep(deps(ctx), checkIn, 'started');
  return checkIn;
}

/** Claims a change of `checkIn` as it was read: null when someone (or the sweep) changed it first. */
async function claim(ctx: Context, checkIn: CheckIn, data: Prisma.CheckInUpdateManyMutationInput): Promise<CheckIn | null> {
  const { count } = await ctx.db.checkIn.updateMany({ where: { id: checkIn.id, status: checkIn.status, dueAt: checkIn.dueAt }, data });
  return count === 1 ? ctx.db.checkIn.findUniqueOrThrow({ where: { id: checkIn.id } }) : null;
}

/** Tries a claim on the check-in as it now is, a few times while the sweep moves it along meanwhile. */
async function withClaim(ctx: Context, id: number, attempt: (viewer: User, checkIn: CheckIn) => Promise<CheckIn | null>): Promise<CheckIn> {
  for (let tries = 0; ; tries += 1) {
    const { viewer, checkIn } = await visibleCheckIn(ctx, id);
    const done = await attempt(viewer, checkIn);
    if (done) return done;
    if (tries >= 4) throw new ConflictError(MESSAGES.alreadyEnded);
  }
}

/**
 * The member is fine and needs more time: due `minutes` after the later of now and the time it
 * was due, back to active. Their group, if it was told, sees it settled.
 */
export function extendCheckIn(ctx: Context, id: number, input: ExtendFields): Promise<CheckIn> {
  return withClaim(ctx, id, async (viewer, checkIn) => {
    if (checkIn.userId !== viewer.id) throw new ForbiddenError(MESSAGES.ownerOnly);
    if (checkIn.status === 'ended') throw new ConflictError(MESSAGES.alreadyEnded);
    const now = nowOf(ctx);
    const minuteMs = ctx.config.checkIns.minuteMs;
    const dueAt = new Date(Math.max(now.getTime(), checkIn.dueAt.getTime()) + input.minutes * minuteMs);
    if (dueAt.getTime() - now.getTime() > MAX_MINUTES * minuteMs) {
      throw new ValidationError(MESSAGES.tooLate, [{ path: 'minutes', message: MESSAGES.tooLate }]);
    }
    const extended = await claim(ctx, checkIn, {
      status: 'active',
      dueAt,
      overdueAt: null,
      escalatedAt: null,
      acknowledgedById: null,
      acknowledgedByName: null,
      acknowledgedAt: null,
      ...(input.location ? { location: input.location } : {}),
    });
    if (extended) {
      await recordStep(ctx, extended, 'extended', viewer, `${input.minutes} min`);
      await publishStep(deps(ctx), extended, 'extended', checkIn.escalatedAt !== null);
    }
    return extended;
  });
}

/**
 * Ends a check-in with a short outcome: its member, or once someone took it, that member too.
 * Before it is taken only its member may end it.
 */
export function endCheckIn(ctx: Context, id: number, input: EndFields): Promise<CheckIn> {
  return withClaim(ctx, id, async (viewer, checkIn) => {
    if (checkIn.status === 'ended') throw new ConflictError(MESSAGES.alreadyEnded);
    const owner = checkIn.userId === viewer.id;
    const taker = checkIn.status === 'acknowledged' && checkIn.acknowledgedById === viewer.id;
    if (!owner && !taker) throw new ForbiddenError(checkIn.status === 'acknowledged' ? MESSAGES.takerOrOwner : MESSAGES.ownerOnly);
    const ended = await claim(ctx, checkIn, { status: 'ended', endedAt: nowOf(ctx), endedByName: viewer.fullName, outcome: input.outcome });
    if (ended) {
      await recordStep(ctx, ended, 'ended', viewer, input.outcome);
      await publishStep(deps(ctx), ended, 'ended');
    }
    return ended;
  });
}

/**
 * "I'm on it": a member who sees an overdue check-in takes it. The first wins; a later press is
 * answered with who took it. A member cannot take their own.
 */
export function acknowledgeCheckIn(ctx: Context, id: number): Promise<CheckIn> {
  return withClaim(ctx, id, async (viewer, checkIn) => {
    if (checkIn.userId === viewer.id) throw new ForbiddenError(MESSAGES.ownCheckIn);
    const status = checkIn.status as CheckInStatus;
    if (status === 'acknowledged') throw new ConflictError(MESSAGES.takenBy(checkIn.acknowledgedByName ?? ''));
    if (status === 'ended') throw new ConflictError(MESSAGES.alreadyEnded);
    if (status !== 'overdue') throw new ConflictError(MESSAGES.notOverdue);
    const taken = await claim(ctx, checkIn, {
      status: 'acknowledged',
      acknowledgedById: viewer.id,
      acknowledgedByName: viewer.fullName,
      acknowledgedAt: nowOf(ctx),
    });
    if (taken) {
      await recordStep(ctx, taken, 'taken', viewer);
      await publishStep(deps(ctx), taken, 'taken');
    }
    return taken;
  });
}

/** Whether the viewer may hear of a change (the same rule as canSee, on the event's fields). */
export function mayHear(viewer: User | null, change: CheckInChange): boolean {
  return canSee(viewer, { userId: change.userId, groupId: change.groupId, escalatedAt: change.escalated ? new Date(0) : null });
}

/** The viewer's live check-in events: the changes of every check-in they may see, from any instance. */
export function checkInEvents(ctx: Context): AsyncIterable<CheckInChange> {
  const viewer = requireViewer(ctx);
  return pipe(
    ctx.pubsub.subscribe('check-in:changed'),
    filter((change: CheckInChange) => mayHear(viewer, change)),
  );
}

/** One check-in the viewer sees, for node(id:) and the subscription's answers. */
export async function checkInById(ctx: Context, id: number): Promise<CheckIn | null> {
  const checkIn = await ctx.db.checkIn.findUnique({ where: { id } });
  return checkIn && canSee(ctx.viewer, checkIn) ? checkIn : null;
}
