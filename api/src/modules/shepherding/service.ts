// Shepherding-call requests: a member asks the elders of their service group for a visit; an
// elder of that group (User.isElder) or an admin moves the request through its statuses. The
// requestor's name, phone, email and group are taken from the account, never from the payload.
import type { Context } from '../../access/context.ts';
import type { Prisma, ShepherdingCallRequest, User } from '../../generated/sqlite/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import {
  MESSAGES,
  NEXT_STATUSES,
  type CreateShepherdingRequestInput,
  type Status,
  type UpdateShepherdingRequestStatusInput,
} from './inputs.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import type { RowWindow } from '../../lib/rest-page.ts';
import { activeGroupOf, isInGroup, NO_GROUP, type GroupStanding } from '../../lib/group-membership.ts';


type Manager = Pick<User, 'isElder'> & GroupStanding;

export const canManageRequests = (viewer: Manager | null): boolean => !!viewer && (viewer.role === 'admin' || viewer.isElder);

/** May this viewer move this request on: an admin, or an elder of the request's group. */
export function canManage(viewer: Manager | null, request: Pick<ShepherdingCallRequest, 'groupNumber'>): boolean {
  if (!viewer) return false;
  return viewer.role === 'admin' || (viewer.isElder && isInGroup(viewer, request.groupNumber));
}

export function canSeeRequest(
  viewer: (Manager & Pick<User, 'id'>) | null,
  request: Pick<ShepherdingCallRequest, 'userId' | 'groupNumber'>,
): boolean {
  return !!viewer && (request.userId === viewer.id || canManage(viewer, request));
}

/**
 * The requests an elder (their group's) or an admin (every group's) looks after. Those of members
 * with no group here are the admins' alone: an elder with no group (or waiting to be let into
 * one) looks after none.
 */
function managedRequestsWhere(viewer: Manager): Prisma.ShepherdingCallRequestWhereInput {
  if (viewer.role === 'admin') return {};
  const group = activeGroupOf(viewer);
  if (viewer.isElder && group !== NO_GROUP) return { groupNumber: group };
  return { id: -1 };
}

/** A page of the requests `viewer` looks after: `query` is the GraphQL selection (fields, cursor, take). */
export function managedRequestsPage<Q extends { take?: number; skip?: number }>(ctx: Context, viewer: Manager, query: Q) {
  return ctx.db.shepherdingCallRequest.findMany({ ...query, where: managedRequestsWhere(viewer), orderBy: NEWEST_FIRST });
}

export function countManagedRequests(ctx: Context, viewer: Manager): Promise<number> {
  return ctx.db.shepherdingCallRequest.count({ where: managedRequestsWhere(viewer) });
}

export async function createRequest(ctx: Context, input: CreateShepherdingRequestInput): Promise<ShepherdingCallRequest> {
  const viewer = requireViewer(ctx);
  return ctx.db.shepherdingCallRequest.create({
    data: {
      ...input,
      userId: viewer.id,
      requestorName: viewer.fullName,
      requestorPhone: viewer.phoneNumber,
      requestorEmail: viewer.email,
      groupNumber: activeGroupOf(viewer),
      status: 'pending',
    },
  });
}

export function ownRequests(ctx: Context, window?: RowWindow) {
  const viewer = requireViewer(ctx);
  return ctx.db.shepherdingCallRequest.findMany({ where: { userId: viewer.id }, orderBy: NEWEST_FIRST, ...window });
}

export async function updateStatus(ctx: Context, input: UpdateShepherdingRequestStatusInput): Promise<ShepherdingCallRequest> {
  const viewer = requireViewer(ctx);
  const request = await ctx.db.shepherdingCallRequest.findUnique({ where: { id: input.id } });
  // Someone else's request in another group: not found, as if it did not exist.
  if (!request || !canSeeRequest(viewer, request)) throw new NotFoundError(MESSAGES.notFound);
  if (!canManage(viewer, request)) throw new ForbiddenError(MESSAGES.notAnElder);

  const from = request.status as Status;
  const to = input.status;
  if (!(NEXT_STATUSES[from] ?? []).includes(to)) {
    const allowed = NEXT_STATUSES[from] ?? [];
    const message = allowed.length
      ? `A ${from} request can only be moved to ${allowed.join(' or ')}`
      : `A ${from} request cannot be changed`;
    throw new ValidationError(message, [{ path: 'status', message }]);
  }
  const assignedElder = input.assignedElder !== undefined ? input.assignedElder : request.assignedElder;
  const scheduledDate = input.scheduledDate !== undefined ? input.scheduledDate : request.scheduledDate;
  if (to === 'assigned' && !assignedElder) {
    throw new ValidationError(MESSAGES.assignedElder, [{ path: 'assignedElder', message: MESSAGES.assignedElder }]);
  }
  if (to === 'scheduled' && !scheduledDate) {
    throw new ValidationError(MESSAGES.scheduledDate, [{ path: 'scheduledDate', message: MESSAGES.scheduledDate }]);
  }
  return ctx.db.shepherdingCallRequest.update({
    where: { id: request.id },
    data: {
      status: to,
      assignedElder,
      scheduledDate,
      ...(input.completionNotes !== undefined && { completionNotes: input.completionNotes }),
    },
  });
}

/** A request as the spec's client reads it (GET and POST /api/shepherding-calls). */
export function restRequest(request: ShepherdingCallRequest) {
  return {
    id: request.id,
    requestorName: request.requestorName,
    requestorPhone: request.requestorPhone,
    requestorEmail: request.requestorEmail,
    groupNumber: request.groupNumber,
    requestType: request.requestType,
    priority: request.priority,
    preferredElders: request.preferredElders,
    description: request.description,
    notes: request.notes,
    status: request.status,
    assignedElder: request.assignedElder,
    scheduledDate: request.scheduledDate,
    completionNotes: request.completionNotes,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
}
