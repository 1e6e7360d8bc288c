// The service group's GraphQL types: the group node with its members, board and alert history,
// the alert and response nodes, and the roll-call. Every type is reachable only through the
// viewer's own group: node(id:) of another group's row answers nothing.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { EmergencyAlert } from '../../generated/sqlite/client.ts';
import { storedEnumValues } from '../../lib/enums.ts';
import { activeGroupOf, type GroupStanding } from '../../lib/group-membership.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as groups from './service.ts';
import { viewerIs } from './shared-answers.ts';

export const AlertStatusEnum = builder.enumType('AlertStatus', {
  description: 'How a member is',
  values: storedEnumValues(inputs.ALERT_STATUSES, {
    red: 'In trouble',
    orange: 'Okay, but some damage',
    green: 'Perfectly fine',
  }),
});
export const AlertKindEnum = builder.enumType('AlertKind', {
  description: 'A member’s status, or a roll-call or drill (a practice roll-call) someone started',
  values: storedEnumValues(inputs.ALERT_KINDS),
});
export const RollCallKindEnum = builder.enumType('RollCallKind', {
  description: 'A roll-call, or a drill (a practice roll-call)',
  values: storedEnumValues(inputs.ROLL_CALL_KINDS),
});
export const AlertResponseKindEnum = builder.enumType('AlertResponseKind', {
  description: 'How a member answers someone’s alert; MESSAGE comes with a message of their own',
  values: storedEnumValues(inputs.RESPONSE_KINDS),
});

/** The group a node lookup may search: the viewer's, or none (-1 matches no row). */
const visibleGroup = (viewer: GroupStanding | null) => {
  const group = activeGroupOf(viewer);
  return group !== groups.NO_GROUP ? group : -1;
};

export const ServiceGroupMemberNode = builder.node(builder.objectRef<groups.GroupMember>('ServiceGroupMember'), {
  description: 'A member of the viewer’s service group, as the group page lists them',
  id: { resolve: (member) => member.id },
  loadOne: (id, ctx) => {
    const userId = parseRowId(id);
    return userId === undefined ? null : groups.memberById(ctx, userId);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    isViewer: t.boolean({ resolve: (member, _args, ctx, info) => viewerIs(ctx, member.id, info) }),
  }),
});

export const AlertResponseNode = builder.prismaNode('AlertResponse', {
  id: { field: 'id' },
  nullable: true,
  // Responses are reached through their alert, which is checked; node(id:) searches the viewer's group only.
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, alert: { groupId: visibleGroup(ctx.viewer) } }),
  fields: (t) => ({
    status: t.field({ type: AlertResponseKindEnum, resolve: (response) => response.status as inputs.ResponseKind }),
    message: t.exposeString('message', { nullable: true }),
    responderName: t.exposeString('responderName'),
    respondedAt: t.expose('timestamp', { type: 'DateTime' }),
    isMine: t.boolean({ resolve: (response, _args, ctx, info) => viewerIs(ctx, response.responderId, info) }),
  }),
});

export const EmergencyAlertNode = builder.prismaNode('EmergencyAlert', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, groupId: visibleGroup(ctx.viewer) }),
  authScopes: (alert, ctx) => groups.canSeeGroup(ctx.viewer, alert.groupId),
  description: 'A status alert of a member, or a roll-call or drill someone started',
  fields: (t) => ({
    kind: t.field({ type: AlertKindEnum, resolve: (alert) => alert.kind as inputs.AlertKind }),
    status: t.field({
      type: AlertStatusEnum,
      nullable: true,
      description: 'Null for a roll-call or drill',
      resolve: (alert) => (alert.kind === 'status' ? (alert.status as inputs.AlertStatus) : null),
    }),
    message: t.exposeString('message', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    senderName: t.exposeString('senderName'),
    isMine: t.boolean({ resolve: (alert, _args, ctx, info) => viewerIs(ctx, alert.senderId, info) }),
    sentAt: t.expose('timestamp', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true, description: 'When a roll-call or drill was ended' }),
    isDrill: t.boolean({
      description: 'A drill, or a status sent while a drill was running',
      resolve: (alert, _args, ctx) => groups.isDrill(ctx, alert),
    }),
    responses: t.relation('responses', { query: { orderBy: { id: 'asc' } } }),
  }),
});

export const EmergencyAlertEdge = builder.edgeObject({ name: 'EmergencyAlertEdge', type: EmergencyAlertNode });

/** An edge for a mutation or subscription to prepend to the group's alert list. */
export const edgeOf = (alert: EmergencyAlert) => ({ cursor: formatPrismaCursor(alert, 'id'), node: alert });

const RollCallEntryRef = builder.objectRef<groups.RollCallEntry>('RollCallEntry').implement({
  fields: (t) => ({
    member: t.field({ type: ServiceGroupMemberNode, resolve: (e) => e.member }),
    alert: t.field({
      type: EmergencyAlertNode,
      nullable: true,
      description: 'Their latest status since the roll-call started; null for the member who started it until they send one',
      resolve: (e) => e.alert,
    }),
  }),
});

type RollCallShape = { alert: EmergencyAlert; progress?: Promise<groups.RollCallProgress> };
const progressOf = (rollCall: RollCallShape, ctx: Parameters<typeof groups.rollCallProgress>[0]) =>
  (rollCall.progress ??= groups.rollCallProgress(ctx, rollCall.alert));

const RollCallRef = builder.objectRef<RollCallShape>('RollCall').implement({
  description: 'A running roll-call or drill: who has sent a status since it started, and who has not',
  fields: (t) => ({
    alert: t.field({ type: EmergencyAlertNode, resolve: (r) => r.alert }),
    kind: t.field({ type: RollCallKindEnum, resolve: (r) => r.alert.kind as inputs.RollCallKind }),
    isDrill: t.boolean({ resolve: (r) => r.alert.kind === 'drill' }),
    startedAt: t.field({ type: 'DateTime', resolve: (r) => r.alert.timestamp }),
    startedBy: t.string({ resolve: (r) => r.alert.senderName }),
    message: t.string({ nullable: true, resolve: (r) => r.alert.message }),
    heardFrom: t.field({
      type: [RollCallEntryRef],
      resolve: async (r, _args, ctx) => (await progressOf(r, ctx)).heardFrom,
    }),
    notHeardFrom: t.field({
      type: [ServiceGroupMemberNode],
      resolve: async (r, _args, ctx) => (await progressOf(r, ctx)).notHeardFrom,
    }),
  }),
});

const ServiceGroupBoardRef = builder.objectRef<groups.ServiceGroupRef>('ServiceGroupBoard').implement({
  description: 'The emergency status board of a group',
  fields: (t) => ({
    latestStatuses: t.prismaField({
      type: ['EmergencyAlert'],
      description: 'Each member’s latest status, newest first',
      resolve: (query, group, _args, ctx) => groups.latestStatuses(ctx, group.number, query),
    }),
    activeRollCall: t.field({
      type: RollCallRef,
      nullable: true,
      resolve: async (group, _args, ctx) => {
        const alert = await groups.activeRollCall(ctx, group.number);
        return alert ? { alert } : null;
      },
    }),
  }),
});

export const ServiceGroupNode = builder.node(builder.objectRef<groups.ServiceGroupRef>('ServiceGroup'), {
  description: 'The viewer’s service group: members with the same group number',
  id: { resolve: (group) => group.number },
  loadOne: (id, ctx) => (/^\d$/.test(id) ? groups.serviceGroupById(ctx, Number(id)) : null),
  fields: (t) => ({
    number: t.expose('number', { type: ServiceGroupNumberEnum }),
    label: t.string({ resolve: (group, _args, ctx) => groups.groupName(ctx, group.number) }),
    members: t.field({
      type: [ServiceGroupMemberNode],
      resolve: (group, _args, ctx) => groups.groupMembers(ctx, group.number),
    }),
    board: t.field({ type: ServiceGroupBoardRef, resolve: (group) => group }),
    recentAlerts: t.prismaConnection(
      {
        type: 'EmergencyAlert',
        cursor: 'id',
        description: 'Every status, roll-call and drill of the group, newest first',
        totalCount: (group, _args, ctx) => groups.countGroupAlerts(ctx, group.number),
        resolve: (query, group, _args, ctx) => groups.groupAlertsPage(ctx, group.number, query),
      },
      { name: 'EmergencyAlertConnection' },
      EmergencyAlertEdge,
    ),
  }),
});
