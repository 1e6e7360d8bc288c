// Shepherding calls in GraphQL: the ShepherdingRequest node, `viewer.shepherdingRequests` (mine),
// `viewer.groupShepherdingRequests` (for elders and admins), createShepherdingRequest and
// updateShepherdingRequestStatus.
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { ShepherdingCallRequest } from '../../generated/sqlite/client.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as shepherding from './service.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';

export const ShepherdingRequestNode = builder.prismaNode('ShepherdingCallRequest', {
  name: 'ShepherdingRequest',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (request, ctx) => shepherding.canSeeRequest(ctx.viewer, request),
  fields: (t) => ({
    requestorName: t.exposeString('requestorName'),
    requestorPhone: t.exposeString('requestorPhone', { nullable: true }),
    requestorEmail: t.exposeString('requestorEmail', { nullable: true }),
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
    requestType: t.exposeString('requestType'),
    priority: t.exposeString('priority', { description: 'urgent, normal or low' }),
    preferredElders: t.exposeString('preferredElders', { nullable: true }),
    description: t.exposeString('description'),
    notes: t.exposeString('notes', { nullable: true }),
    status: t.exposeString('status', { description: 'pending, assigned, scheduled, completed or cancelled' }),
    nextStatuses: t.stringList({
      description: 'Where the viewer may move this request next (empty unless the viewer manages it)',
      resolve: (request, _args, ctx) =>
        shepherding.canManage(ctx.viewer, request) ? [...(inputs.NEXT_STATUSES[request.status as inputs.Status] ?? [])] : [],
    }),
    assignedElder: t.exposeString('assignedElder', { nullable: true }),
    scheduledDate: t.expose('scheduledDate', { type: 'DateTime', nullable: true }),
    completionNotes: t.exposeString('completionNotes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  shepherdingRequests: t.relatedConnection('shepherdingRequests', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s own shepherding-call requests, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: NEWEST_FIRST },
  }),
  canManageShepherdingRequests: t.boolean({
    description: 'An elder (of their own group) or an admin, who moves requests through their statuses',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user) => shepherding.canManageRequests(user),
  }),
  groupShepherdingRequests: t.prismaConnection({
    type: 'ShepherdingCallRequest',
    cursor: 'id',
    description: 'For an elder, the requests of their service group; for an admin, every request. Empty for anyone else.',
    authScopes: (user) => ({ self: user.id }),
    totalCount: (user, _args, ctx) => shepherding.countManagedRequests(ctx, user),
    resolve: (query, user, _args, ctx) => shepherding.managedRequestsPage(ctx, user, query),
  }),
}));

const CreateShepherdingRequestInput = builder.inputType('CreateShepherdingRequestInput', {
  fields: (t) => ({
    requestType: t.string(),
    priority: t.string({ description: 'urgent, normal (the default) or low' }),
    preferredElders: t.string(),
    description: t.string({ description: 'At least 10 characters' }),
    notes: t.string(),
  }),
}).validate(inputs.createShepherdingRequestInput);

const UpdateShepherdingRequestStatusInput = builder.inputType('UpdateShepherdingRequestStatusInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    status: t.string(),
    assignedElder: t.string({ description: 'Required to move a request to assigned (unless already set)' }),
    scheduledDate: t.field({ type: 'DateTime', description: 'Required to move a request to scheduled (unless already set)' }),
    completionNotes: t.string(),
  }),
}).validate(inputs.updateShepherdingRequestStatusInput);

const requestPayload = (name: string, description: string) =>
  builder.objectRef<ShepherdingCallRequest>(name).implement({
    description,
    fields: (t) => ({ request: t.field({ type: ShepherdingRequestNode, resolve: (r) => r }) }),
  });
const ShepherdingRequestCreated = requestPayload('ShepherdingRequestCreated', 'The new request, pending');
const ShepherdingRequestStatusUpdated = requestPayload('ShepherdingRequestStatusUpdated', 'The request with its new status');

builder.mutationFields((t) => ({
  createShepherdingRequest: t.field({
    type: ShepherdingRequestCreated,
    args: { input: t.arg({ type: CreateShepherdingRequestInput, required: true }) },
    errors: { ...resultNames('CreateShepherdingRequestResult'), types: [] },
    resolve: (_root, { input }, ctx) => shepherding.createRequest(ctx, input),
  }),
  updateShepherdingRequestStatus: t.field({
    type: ShepherdingRequestStatusUpdated,
    args: { input: t.arg({ type: UpdateShepherdingRequestStatusInput, required: true }) },
    errors: {
      ...resultNames('UpdateShepherdingRequestStatusResult'),
      types: [NotFoundError, ForbiddenError],
    },
    resolve: (_root, { input }, ctx) => shepherding.updateStatus(ctx, input),
  }),
}));
