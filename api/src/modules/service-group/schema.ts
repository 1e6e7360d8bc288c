// The service group in GraphQL: `viewer.serviceGroup` (with its join requests and invitations for
// its overseer), the alert and roll-call mutations, and `groupStatusChanged`, which tells every
// open board of the group what changed.
import { builder } from '../../builder.ts';
import type { Context } from '../../access/context.ts';
import type { AlertResponse, EmergencyAlert } from '../../generated/sqlite/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import {
  activeInvitations,
  GroupInvitationNode,
  GroupJoinRequest,
  managesGroup,
  pendingMembers,
  UserNode,
} from '../accounts/index.ts';
import { forViewerOnly } from './shared-answers.ts';
import { GROUP_STATUS_CHANGE_KINDS, type GroupStatusChange } from './events.ts';
import * as inputs from './inputs.ts';
import * as groups from './service.ts';
import { storedEnumValues } from '../../lib/enums.ts';
import {
  AlertResponseKindEnum,
  AlertResponseNode,
  AlertStatusEnum,
  EmergencyAlertEdge,
  EmergencyAlertNode,
  RollCallKindEnum,
  ServiceGroupNode,
  edgeOf,
} from './types.ts';

builder.objectField(UserNode, 'serviceGroup', (t) =>
  t.field({
    type: ServiceGroupNode,
    nullable: true,
    description: 'The user’s service group; null for group 0 (another congregation). Only the user may read it.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (_user, _args, ctx) => groups.viewerServiceGroup(ctx),
  }),
);

// The members waiting to join and the invitation codes (accounts' membership rules), on the group
// itself, null for anyone who does not manage it: the group page reads them with the rest of its
// data, in one request, whoever opens it.
builder.objectFields(ServiceGroupNode, (t) => ({
  joinRequests: t.field({
    type: [GroupJoinRequest],
    nullable: true,
    description: 'The members waiting to join, oldest first; null unless the viewer is the group’s overseer or an admin',
    resolve: (group, _args, ctx) =>
      forViewerOnly(ctx) && managesGroup(ctx.viewer, group.number) ? pendingMembers(ctx, group.number) : null,
  }),
  invitations: t.field({
    type: [GroupInvitationNode],
    nullable: true,
    description: 'The invitation codes that still work, newest first; null unless the viewer is the group’s overseer or an admin',
    resolve: (group, _args, ctx) =>
      forViewerOnly(ctx) && managesGroup(ctx.viewer, group.number) ? activeInvitations(ctx, group.number) : null,
  }),
}));

// ---- inputs: every field optional in GraphQL, so that zod answers with clear messages.
const SendStatusAlertInput = builder.inputType('SendStatusAlertInput', {
  fields: (t) => ({
    status: t.field({ type: AlertStatusEnum, description: 'Required' }),
    message: t.string(),
    comment: t.string(),
    location: t.string({ description: 'Short text, e.g. "34.20000, -78.00000 (±12 m)"' }),
  }),
}).validate(inputs.sendStatusAlertInput);

const RespondToAlertInput = builder.inputType('RespondToAlertInput', {
  fields: (t) => ({
    alertId: t.globalID(),
    status: t.field({ type: AlertResponseKindEnum, description: 'Required; MESSAGE needs a message' }),
    message: t.string(),
  }),
}).validate(inputs.respondToAlertInput);

const StartRollCallInput = builder.inputType('StartRollCallInput', {
  fields: (t) => ({
    kind: t.field({ type: RollCallKindEnum, description: 'Required; DRILL for a practice' }),
    message: t.string(),
  }),
}).validate(inputs.startRollCallInput);

const EndRollCallInput = builder.inputType('EndRollCallInput', {
  fields: (t) => ({ id: t.globalID({ description: 'The roll-call to end; the running one when omitted' }) }),
}).validate(inputs.endRollCallInput);

// ---- payloads: the changed rows, an edge for the alert list, and the group so its board refreshes.
const viewerGroup = (ctx: Context): groups.ServiceGroupRef => ({ number: groups.requireGroup(ctx).groupNumber });

const StatusAlertSent = builder.objectRef<EmergencyAlert>('StatusAlertSent').implement({
  fields: (t) => ({
    alert: t.field({ type: EmergencyAlertNode, resolve: (alert) => alert }),
    alertEdge: t.field({ type: EmergencyAlertEdge, resolve: edgeOf }),
    serviceGroup: t.field({ type: ServiceGroupNode, resolve: (_parent, _args, ctx) => viewerGroup(ctx) }),
  }),
});

const AlertResponded = builder.objectRef<{ response: AlertResponse; alert: EmergencyAlert }>('AlertResponded').implement({
  fields: (t) => ({
    response: t.field({ type: AlertResponseNode, resolve: (r) => r.response }),
    alert: t.field({ type: EmergencyAlertNode, resolve: (r) => r.alert }),
    serviceGroup: t.field({ type: ServiceGroupNode, resolve: (_parent, _args, ctx) => viewerGroup(ctx) }),
  }),
});

const RollCallStarted = builder.objectRef<EmergencyAlert>('RollCallStarted').implement({
  fields: (t) => ({
    rollCall: t.field({ type: EmergencyAlertNode, resolve: (alert) => alert }),
    alertEdge: t.field({ type: EmergencyAlertEdge, resolve: edgeOf }),
    serviceGroup: t.field({ type: ServiceGroupNode, resolve: (_parent, _args, ctx) => viewerGroup(ctx) }),
  }),
});

const RollCallEnded = builder.objectRef<EmergencyAlert>('RollCallEnded').implement({
  fields: (t) => ({
    rollCall: t.field({ type: EmergencyAlertNode, resolve: (alert) => alert }),
    serviceGroup: t.field({ type: ServiceGroupNode, resolve: (_parent, _args, ctx) => viewerGroup(ctx) }),
  }),
});

const GROUP_ERRORS = [ForbiddenError];

builder.mutationFields((t) => ({
  sendStatusAlert: t.field({
    type: StatusAlertSent,
    description: 'Tells the group how the viewer is: stored, shown on every open board, pushed for red and orange',
    args: { input: t.arg({ type: SendStatusAlertInput, required: true }) },
    errors: { ...resultNames('SendStatusAlertResult'), types: GROUP_ERRORS },
    resolve: (_root, { input }, ctx) => groups.sendStatusAlert(ctx, input),
  }),
  respondToAlert: t.field({
    type: AlertResponded,
    args: { input: t.arg({ type: RespondToAlertInput, required: true }) },
    errors: { ...resultNames('RespondToAlertResult'), types: [...GROUP_ERRORS, NotFoundError] },
    resolve: (_root, { input }, ctx) => groups.respondToAlert(ctx, input),
  }),
  startRollCall: t.field({
    type: RollCallStarted,
    description: 'Asks every member of the group for their status (a drill is a practice roll-call)',
    args: { input: t.arg({ type: StartRollCallInput, required: true }) },
    errors: { ...resultNames('StartRollCallResult'), types: [...GROUP_ERRORS, ConflictError] },
    resolve: (_root, { input }, ctx) => groups.startRollCall(ctx, input),
  }),
  endRollCall: t.field({
    type: RollCallEnded,
    args: { input: t.arg({ type: EndRollCallInput, required: true }) },
    errors: { ...resultNames('EndRollCallResult'), types: [...GROUP_ERRORS, NotFoundError] },
    resolve: (_root, { input }, ctx) => groups.endRollCall(ctx, input),
  }),
}));

const GroupStatusChangeKindEnum = builder.enumType('GroupStatusChangeKind', {
  description: 'What changed on a group’s board',
  values: storedEnumValues(GROUP_STATUS_CHANGE_KINDS, {
    alert: 'A new status, roll-call or drill',
    response: 'A member answered an alert',
    'rollcall-ended': 'A roll-call or drill was ended',
  }),
});

const GroupStatusChangedRef = builder.objectRef<GroupStatusChange>('GroupStatusChanged').implement({
  description: 'One change of the viewer’s group board',
  fields: (t) => ({
    change: t.field({ type: GroupStatusChangeKindEnum, resolve: (c) => c.change }),
    alert: t.prismaField({
      type: 'EmergencyAlert',
      description: 'The new or changed alert, or the one responded to',
      resolve: (query, c, _args, ctx) => groups.eventAlert(ctx, c, query),
    }),
    alertEdge: t.field({
      type: EmergencyAlertEdge,
      nullable: true,
      description: 'For a new alert: the edge to prepend to the group’s alert list',
      resolve: (c) => (c.change === 'alert' ? edgeOf(c.alert) : null),
    }),
    response: t.field({ type: AlertResponseNode, nullable: true, resolve: (c) => c.response }),
    serviceGroup: t.field({ type: ServiceGroupNode, resolve: (c) => ({ number: c.groupNumber }) }),
  }),
});

builder.subscriptionField('groupStatusChanged', (t) =>
  t.field({
    type: GroupStatusChangedRef,
    description: 'Each change of the viewer’s group board, from any member on any instance',
    subscribe: (_root, _args, ctx) => groups.groupEvents(ctx),
    resolve: (change, _args, ctx) => groups.answeringEvent(ctx, change),
  }),
);
