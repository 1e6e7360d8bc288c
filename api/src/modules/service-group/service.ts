// The service group of the viewer: its members, its emergency board (latest status per member, the
// running roll-call or drill) and the alerts and responses that change it. GraphQL and the REST
// shim both call these functions, so every rule and every group check lives here once.
// A group is the set of users with one User.groupNumber whom the group has let in
// (lib/group-membership.ts); its data is visible to those users only, never to a pending member.
// Group 0 means "another congregation": no group page, no alerts.
// Rows: a status alert is an EmergencyAlert of kind "status"; a roll-call or drill is an
// EmergencyAlert of kind "rollcall" or "drill" whose status column repeats the kind and whose
// endedAt is set when someone ends it.
import { Repeater } from 'graphql-yoga';
import { whenCommitted, type Context } from '../../access/context.ts';
import type { AlertResponse, EmergencyAlert, User } from '../../generated/sqlite/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { activeGroupOf, groupMembersWhere, isGroupPending, isInGroup, NO_GROUP } from '../../lib/group-membership.ts';
import { notifyGroup } from '../push/index.ts';
import { listenToGroup } from './group-listeners.ts';
import { fromEvent, toEvent, type GroupStatusChange, type GroupStatusChangeKind } from './events.ts';
import {
  MESSAGES,
  ROLL_CALL_KINDS,
  type EndRollCallInput,
  type RespondToAlertInput,
  type SendStatusAlertInput,
  type StartRollCallInput,
} from './inputs.ts';
import { recordActivity } from '../activity/index.ts';
import { audit } from '../../access/audit.ts';
import { auditRefusal } from '../../access/refusals.ts';

export { NO_GROUP };

export interface ServiceGroupRef {
  number: number;
}

/** A member as the group page shows them (docs/product/service-group.md: id, name, role, email, phone). */
export interface GroupMember {
  id: number;
  groupNumber: number;
  name: string;
  role: string;
  email: string | null;
  phone: string | null;
}

export interface RollCallEntry {
  member: GroupMember;
  /** The member's latest status since the roll-call started; null for its starter before they send one. */
  alert: EmergencyAlert | null;
}

export interface RollCallProgress {
  heardFrom: RollCallEntry[];
  notHeardFrom: GroupMember[];
}

const ROLL_CALL_KIND_LIST = [...ROLL_CALL_KINDS];

export function groupLabel(n: number): string {
  if (n === 0) return 'No service group (another congregation)';
  if (n === 9) return 'Family and Friends';
  return `Service Group ${n}`;
}


export const canSeeGroup = (viewer: User | null, groupNumber: number): boolean => isInGroup(viewer, groupNumber);

/** The viewer and their group number; a member without a group, or not yet let in, may not use the board. */
export function requireGroup(ctx: Context): { viewer: User; groupNumber: number } {
  const viewer = requireViewer(ctx);
  if (isGroupPending(viewer)) throw new ForbiddenError(MESSAGES.pendingApproval);
  if (viewer.groupNumber === NO_GROUP) throw new ForbiddenError(MESSAGES.noGroup);
  return { viewer, groupNumber: viewer.groupNumber };
}

function assertCanSee(ctx: Context, groupNumber: number) {
  const viewer = requireViewer(ctx);
  if (!canSeeGroup(viewer, groupNumber)) {
    auditRefusal(ctx, `service group ${groupNumber}`);
    throw new ForbiddenError(MESSAGES.otherGroup);
  }
}

/** A page of the group's alerts, newest first, or none for a viewer outside the group. */
export async function groupAlertsPage<Q extends { take?: number; skip?: number }>(ctx: Context, groupNumber: number, query: Q) {
  if (!canSeeGroup(ctx.viewer, groupNumber)) return [];
  return ctx.db.emergencyAlert.findMany({ ...query, where: { groupId: groupNumber }, orderBy: { id: 'desc' } });
}

export async function countGroupAlerts(ctx: Context, groupNumber: number): Promise<number> {
  return canSeeGroup(ctx.viewer, groupNumber) ? ctx.db.emergencyAlert.count({ where: { groupId: groupNumber } }) : 0;
}

export function viewerServiceGroup(ctx: Context): ServiceGroupRef | null {
  const group = activeGroupOf(ctx.viewer);
  return group !== NO_GROUP ? { number: group } : null;
}

export function serviceGroupById(ctx: Context, number: number): ServiceGroupRef | null {
  return canSeeGroup(ctx.viewer, number) ? { number } : null;
}

// Resolvers of one operation ask for the same rows at the same moment (the member list for the
// board, the roll-call and the list of members): they share the query while it is in flight.
// Nothing outlives it, since a subscription's context lives as long as the subscription.
//
// The answers to one live event, one per open board of the group, share more: every read made
// for the event is kept with it (events.ts, `reads`), so the group's rows as of the event are read
// once on this instance however many boards are open. Only rows of the group are read this way,
// and each reader's right to the group is checked before any shared read (assertCanSee). Boards
// that ask the same document share more still: one answer per event (shared-answers.ts).
const inFlight = new WeakMap<Context, Map<string, Promise<unknown>>>();
const eventReads = new WeakMap<Context, Map<string, Promise<unknown>>>();

function shared<T>(ctx: Context, key: string, load: () => Promise<T>): Promise<T> {
  const kept = eventReads.get(ctx);
  if (kept) {
    let read = kept.get(key) as Promise<T> | undefined;
    if (!read) {
      kept.set(key, (read = load()));
      // A failed read is not kept: the next subscriber tries again.
      read.catch(() => kept.delete(key));
    }
    return read;
  }
  let map = inFlight.get(ctx);
  if (!map) inFlight.set(ctx, (map = new Map()));
  const pending = map.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const promise = load().finally(() => map.delete(key));
  map.set(key, promise);
  return promise;
}

/**
 * The subscription's answer to `change` is being computed with `ctx`: its reads are the event's.
 * A subscription's events are answered one after the other, so this holds until the next one.
 */
export function answeringEvent(ctx: Context, change: GroupStatusChange): GroupStatusChange {
  eventReads.set(ctx, change.reads);
  return change;
}

/**
 * The event's alert with the relations the answer selects (`query`, from plugin-prisma): the row
 * that came with the event when none is selected, else read once for all the event's subscribers.
 */
export function eventAlert(ctx: Context, change: GroupStatusChange, query: AlertQuery): Promise<EmergencyAlert> | EmergencyAlert {
  if (!query.include && !query.select) return change.alert;
  return shared(ctx, `alert:${change.alert.id}:${JSON.stringify(query)}`, async () =>
    ((await ctx.db.emergencyAlert.findUnique({ ...(query as object), where: { id: change.alert.id } })) as EmergencyAlert | null) ?? change.alert,
  );
}

export async function groupName(ctx: Context, number: number): Promise<string> {
  assertCanSee(ctx, number);
  const row = await shared(ctx, `name:${number}`, () =>
    ctx.db.serviceGroup.findUnique({ where: { number }, select: { name: true } }),
  );
  return row?.name || groupLabel(number);
}

function roleOf(user: Pick<User, 'isElder' | 'isConductor'>, assigned: string | undefined): string {
  if (assigned) return assigned;
  if (user.isElder) return 'Elder';
  if (user.isConductor) return 'Conductor';
  return 'Member';
}

export async function groupMembers(ctx: Context, number: number): Promise<GroupMember[]> {
  assertCanSee(ctx, number);
  return shared(ctx, `members:${number}`, async () => {
    const [users, assignedRoles] = await Promise.all([
      ctx.db.user.findMany({
        where: groupMembersWhere(number),
        select: { id: true, fullName: true, email: true, phoneNumber: true, isElder: true, isConductor: true },
        orderBy: [{ fullName: 'asc' }, { id: 'asc' }],
      }),
      // A group coordinator may have given a member a role of their own in service_group_members.
      ctx.db.serviceGroupMember.findMany({ where: { group: { number } }, select: { userId: true, role: true } }),
    ]);
    const roles = new Map(assignedRoles.map((m) => [m.userId, m.role]));
    return users.map((u) => ({
      id: u.id,
      groupNumber: number,
      name: u.fullName,
      role: roleOf(u, roles.get(u.id)),
      email: u.email,
      phone: u.phoneNumber || null,
    }));
  });
}

export async function memberById(ctx: Context, id: number): Promise<GroupMember | null> {
  const group = viewerServiceGroup(ctx);
  if (!group) return null;
  return (await groupMembers(ctx, group.number)).find((m) => m.id === id) ?? null;
}

/** The newest status alert of each given sender in the group, newest first. */
async function latestStatusIds(ctx: Context, number: number, senderIds: number[], sinceId = 0): Promise<number[]> {
  if (senderIds.length === 0) return [];
  const rows = await ctx.db.emergencyAlert.groupBy({
    by: ['senderId'],
    where: { groupId: number, kind: 'status', senderId: { in: senderIds }, id: { gt: sinceId } },
    _max: { id: true },
  });
  return rows.map((r) => r._max.id!).sort((a, b) => b - a);
}

type AlertQuery = { include?: object; select?: object };

/** The board's list: each current member's latest status, newest first. */
export async function latestStatuses(ctx: Context, number: number, query: AlertQuery = {}): Promise<EmergencyAlert[]> {
  const members = await groupMembers(ctx, number);
  return shared(ctx, `latest:${number}:${JSON.stringify(query)}`, async () => {
    const ids = await latestStatusIds(ctx, number, members.map((m) => m.id));
    return ctx.db.emergencyAlert.findMany({
      ...(query as object),
      where: { id: { in: ids } },
      orderBy: { id: 'desc' },
    }) as Promise<EmergencyAlert[]>;
  });
}

export async function activeRollCall(ctx: Context, number: number): Promise<EmergencyAlert | null> {
  assertCanSee(ctx, number);
  return shared(ctx, `rollcall:${number}`, () =>
    ctx.db.emergencyAlert.findFirst({
      where: { groupId: number, kind: { in: ROLL_CALL_KIND_LIST }, endedAt: null },
      orderBy: { id: 'desc' },
    }),
  );
}

/** Who has sent a status since the roll-call started (its starter counts), and who has not. */
export async function rollCallProgress(ctx: Context, rollCall: EmergencyAlert): Promise<RollCallProgress> {
  const members = await groupMembers(ctx, rollCall.groupId);
  return shared(ctx, `progress:${rollCall.id}`, () => progressAmong(ctx, rollCall, members));
}

async function progressAmong(ctx: Context, rollCall: EmergencyAlert, members: GroupMember[]): Promise<RollCallProgress> {
  const ids = await latestStatusIds(ctx, rollCall.groupId, members.map((m) => m.id), rollCall.id);
  const alerts = ids.length ? await ctx.db.emergencyAlert.findMany({ where: { id: { in: ids } }, orderBy: { id: 'desc' } }) : [];
  const bySender = new Map(alerts.map((a) => [a.senderId, a]));
  const heardFrom: RollCallEntry[] = alerts.flatMap((alert) => {
    const member = members.find((m) => m.id === alert.senderId);
    return member ? [{ member, alert }] : [];
  });
  const starter = members.find((m) => m.id === rollCall.senderId);
  if (starter && !bySender.has(starter.id)) heardFrom.push({ member: starter, alert: null });
  const heard = new Set(heardFrom.map((e) => e.member.id));
  return { heardFrom, notHeardFrom: members.filter((m) => !heard.has(m.id)) };
}

/** A drill, or a status sent while a drill was running: shown and pushed as a drill. */
export async function isDrill(ctx: Context, alert: EmergencyAlert): Promise<boolean> {
  if (alert.kind !== 'status') return alert.kind === 'drill';
  const drills = await shared(ctx, `drills:${alert.groupId}`, () =>
    ctx.db.emergencyAlert.findMany({ where: { groupId: alert.groupId, kind: 'drill' }, select: { id: true, endedAt: true } }),
  );
  return drills.some((d) => d.id < alert.id && (d.endedAt === null || d.endedAt >= alert.timestamp));
}

function publish(ctx: Context, change: GroupStatusChangeKind, alert: EmergencyAlert, response: AlertResponse | null = null) {
  ctx.pubsub.publish('group:status', alert.groupId, toEvent(change, alert, response));
}

/**
 * A status alert to the viewer's group. `sentAt` is when the member sent it on a device that had
 * no connection then (the local-first path); the group sees that time, not the time it arrived.
 * The live event and the push go once the alert is committed.
 */
export async function sendStatusAlert(ctx: Context, input: SendStatusAlertInput, sentAt?: Date): Promise<EmergencyAlert> {
  const { viewer, groupNumber } = requireGroup(ctx);
  const alert = await ctx.db.emergencyAlert.create({
    data: {
      groupId: groupNumber,
      senderId: viewer.id,
      senderName: viewer.fullName,
      kind: 'status',
      status: input.status,
      message: input.message,
      comment: input.comment,
      location: input.location,
      ...(sentAt ? { timestamp: sentAt } : {}),
    },
  });
  void whenCommitted(ctx, (committed) => {
    publish(committed, 'alert', alert);
    notifyGroup(committed, alert, { drill: isDrill(committed, alert) });
  });
  await recordActivity(ctx, 'alert-sent', viewer, `${input.status}, group ${groupNumber}`);
  await audit(ctx, 'alert-sent', { detail: `${input.status}, group ${groupNumber}` });
  return alert;
}

/** An alert of the viewer's group, or NotFound: another group's alert is as if it did not exist. */
async function groupAlert(ctx: Context, groupNumber: number, id: number, message: string, kinds?: string[]) {
  const alert = await ctx.db.emergencyAlert.findFirst({
    where: { id, groupId: groupNumber, ...(kinds ? { kind: { in: kinds } } : {}) },
  });
  if (!alert) throw new NotFoundError(message);
  return alert;
}

export async function respondToAlert(
  ctx: Context,
  input: RespondToAlertInput,
): Promise<{ response: AlertResponse; alert: EmergencyAlert }> {
  const { viewer, groupNumber } = requireGroup(ctx);
  const alert = await groupAlert(ctx, groupNumber, input.alertId, MESSAGES.alertNotFound);
  const response = await ctx.db.alertResponse.create({
    data: {
      alertId: alert.id,
      responderId: viewer.id,
      responderName: viewer.fullName,
      status: input.status,
      message: input.message,
    },
  });
  void whenCommitted(ctx, (committed) => publish(committed, 'response', alert, response));
  return { response, alert };
}

export async function startRollCall(ctx: Context, input: StartRollCallInput): Promise<EmergencyAlert> {
  const { viewer, groupNumber } = requireGroup(ctx);
  if (await activeRollCall(ctx, groupNumber)) throw new ConflictError(MESSAGES.rollCallRunning);
  const rollCall = await ctx.db.emergencyAlert.create({
    data: {
      groupId: groupNumber,
      senderId: viewer.id,
      senderName: viewer.fullName,
      kind: input.kind,
      status: input.kind,
      message: input.message,
    },
  });
  publish(ctx, 'alert', rollCall);
  notifyGroup(ctx, rollCall, { drill: input.kind === 'drill' });
  await audit(ctx, 'roll-call-started', { detail: `${input.kind}, group ${groupNumber}` });
  return rollCall;
}

export async function endRollCall(ctx: Context, input: EndRollCallInput): Promise<EmergencyAlert> {
  const { groupNumber } = requireGroup(ctx);
  const target = input.id
    ? await groupAlert(ctx, groupNumber, input.id, MESSAGES.rollCallNotFound, ROLL_CALL_KIND_LIST)
    : await activeRollCall(ctx, groupNumber);
  if (!target) throw new NotFoundError(MESSAGES.noActiveRollCall);
  if (target.endedAt) return target;
  // Two members starting one at the same moment can leave two running: ending ends both.
  await ctx.db.emergencyAlert.updateMany({
    where: { groupId: groupNumber, kind: { in: ROLL_CALL_KIND_LIST }, endedAt: null, id: { lte: target.id } },
    data: { endedAt: new Date() },
  });
  const ended = await ctx.db.emergencyAlert.findUniqueOrThrow({ where: { id: target.id } });
  publish(ctx, 'rollcall-ended', ended);
  return ended;
}

/**
 * The viewer's group board events. The topic is the group the viewer is in when subscribing (none
 * while pending); if the account moves to another group, is declined or approved (or is deleted)
 * the stream ends, so nothing of the old group reaches them and the page subscribes again.
 */
export function groupEvents(ctx: Context): AsyncIterable<GroupStatusChange> {
  const viewer = requireViewer(ctx);
  const groupNumber = activeGroupOf(viewer);
  return new Repeater<GroupStatusChange>(async (push, stop) => {
    // Events are handed on in order without waiting for the board to take each. They are few: a
    // board a thousand behind has stopped reading, and its stream ends (the page subscribes again).
    const stopListening =
      groupNumber === NO_GROUP
        ? () => {}
        : listenToGroup(ctx.pubsub, groupNumber, (event) => {
            if (event.groupNumber !== groupNumber) return;
            try {
              void push(fromEvent(event)).catch(stop);
            } catch (error) {
              stop(error);
            }
          });
    const account = ctx.pubsub.subscribe('user:changed', viewer.id);
    const watchAccount = (async () => {
      for await (const _change of account) {
        const user = await ctx.db.user.findUnique({
          where: { id: viewer.id },
          select: { groupNumber: true, groupApproved: true, role: true },
        });
        if (!user || activeGroupOf(user) !== groupNumber) return stop();
      }
    })();
    await Promise.race([stop, watchAccount]).catch(stop);
    stopListening();
    await account.return?.();
    stop();
  });
}
