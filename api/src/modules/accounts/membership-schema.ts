// Joining a service group in GraphQL: the member's own standing (`groupPending`), the pending
// members and invitation codes a group's overseer or an admin sees (the group node carries them
// too, in service-group/schema.ts), and the approve, decline, code and join mutations. The rules
// are in membership.ts.
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { GroupInvitation, User } from '../../generated/sqlite/client.ts';
import { ForbiddenError, NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { activeGroupOf, isGroupPending } from '../../lib/group-membership.ts';
import { resultNames } from '../../lib/results.ts';
import { parseInput, parseRowId } from '../../lib/validate.ts';
import { exposed } from '../../lib/exposed.ts';
import * as inputs from './inputs.ts';
import * as membership from './membership.ts';
import { UserNode } from './schema.ts';

builder.objectFields(UserNode, (t) => ({
  groupPending: t.boolean({
    description: 'Waiting for the service group of groupNumber to let this member in (its overseer, an admin, or a code)',
    authScopes: (user) => ({ self: user.id, admin: true }),
    resolve: (user) => isGroupPending(user),
  }),
  groupRequestedAt: t.expose('groupRequestedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When this member asked to join their group, while they wait',
    authScopes: (user) => ({ self: user.id, admin: true }),
  }),
  managesServiceGroup: t.boolean({
    description: 'Whether this user lets members into their service group (its overseer, or an admin)',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user) => membership.managesGroup(user, activeGroupOf(user)),
  }),
}));

export const GroupJoinRequest = builder.objectRef<User>('GroupJoinRequest').implement({
  description: 'A member waiting to be let into a service group: what its overseer needs to decide',
  fields: (t) => ({
    memberId: t.globalID({ resolve: (user) => ({ type: 'User', id: String(user.id) }) }),
    fullName: t.exposeString('fullName'),
    username: t.exposeString('username'),
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
    requestedAt: t.field({ type: 'DateTime', resolve: (user) => user.groupRequestedAt ?? user.updatedAt }),
  }),
});

export const GroupInvitationNode = builder.prismaNode('GroupInvitation', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (invitation, ctx) => membership.managesGroup(ctx.viewer, invitation.groupNumber),
  description: 'An invitation code of a service group; the code itself is shown only when it is made',
  fields: (t) => ({
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    uses: t.exposeInt('uses', { description: 'How many members joined with it' }),
  }),
});

const GROUP_ARG = 'The group (an admin may name any); the viewer’s own when omitted';

builder.queryFields((t) => ({
  adminPendingMembers: t.field({
    type: [GroupJoinRequest],
    description: 'Every member waiting to join a service group, oldest first, whatever the group (admins)',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => exposed(async () => membership.pendingMembersEverywhere(ctx)),
  }),
  groupJoinRequests: t.field({
    type: [GroupJoinRequest],
    description: 'The members waiting to join the group, oldest first: for its overseer and admins only',
    args: { groupNumber: t.arg({ type: ServiceGroupNumberEnum, description: GROUP_ARG }) },
    resolve: (_root, args, ctx) =>
      exposed(async () => membership.pendingMembers(ctx, parseInput(inputs.groupChoiceInput, args).groupNumber)),
  }),
  groupInvitations: t.prismaField({
    type: ['GroupInvitation'],
    description: 'The group’s invitation codes that still work, newest first: for its overseer and admins only',
    args: { groupNumber: t.arg({ type: ServiceGroupNumberEnum, description: GROUP_ARG }) },
    resolve: (_query, _root, args, ctx) =>
      exposed(async () => membership.activeInvitations(ctx, parseInput(inputs.groupChoiceInput, args).groupNumber)),
  }),
}));

const GroupChoiceInput = builder.inputType('GroupChoiceInput', {
  fields: (t) => ({ groupNumber: t.field({ type: ServiceGroupNumberEnum, description: 'An admin names the group; the overseer’s own when omitted' }) }),
}).validate(inputs.groupChoiceInput);
const GroupMemberRequestInput = builder.inputType('GroupMemberRequestInput', {
  fields: (t) => ({ id: t.globalID({ required: true, description: 'The waiting member (memberId of GroupJoinRequest)' }) }),
}).validate(inputs.memberIdInput);
const RevokeGroupInvitationInput = builder.inputType('RevokeGroupInvitationInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.invitationIdInput);
const JoinGroupInput = builder.inputType('JoinGroupInput', {
  fields: (t) => ({ invitationCode: t.string() }),
}).validate(inputs.joinGroupInput);

const GroupMemberDecided = builder.objectRef<User>('GroupMemberDecided').implement({
  description: 'The request, decided: approved members are in their group, declined ones in none',
  fields: (t) => ({
    memberId: t.globalID({ resolve: (user) => ({ type: 'User', id: String(user.id) }) }),
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
  }),
});
const GroupInvitationCreated = builder
  .objectRef<{ invitation: GroupInvitation; code: string }>('GroupInvitationCreated')
  .implement({
    fields: (t) => ({
      invitation: t.field({ type: GroupInvitationNode, resolve: (r) => r.invitation }),
      code: t.string({ description: 'The code to hand on: shown this once, only its hash is kept', resolve: (r) => r.code }),
    }),
  });
const GroupInvitationRevoked = builder.objectRef<GroupInvitation>('GroupInvitationRevoked').implement({
  fields: (t) => ({
    revokedInvitationId: t.globalID({ resolve: (i) => ({ type: 'GroupInvitation', id: String(i.id) }) }),
  }),
});
const GroupJoined = builder.objectRef<User>('GroupJoined').implement({
  description: 'The member, now in their group',
  fields: (t) => ({ user: t.field({ type: UserNode, resolve: (user) => user }) }),
});

builder.mutationFields((t) => ({
  approveGroupMember: t.field({
    type: GroupMemberDecided,
    args: { input: t.arg({ type: GroupMemberRequestInput, required: true }) },
    errors: { ...resultNames('ApproveGroupMemberResult'), types: [ForbiddenError, NotFoundError] },
    resolve: (_root, { input }, ctx) => membership.approveMember(ctx, input.id),
  }),
  declineGroupMember: t.field({
    type: GroupMemberDecided,
    args: { input: t.arg({ type: GroupMemberRequestInput, required: true }) },
    errors: { ...resultNames('DeclineGroupMemberResult'), types: [ForbiddenError, NotFoundError] },
    resolve: (_root, { input }, ctx) => membership.declineMember(ctx, input.id),
  }),
  createGroupInvitation: t.field({
    type: GroupInvitationCreated,
    args: { input: t.arg({ type: GroupChoiceInput, required: true }) },
    errors: { ...resultNames('CreateGroupInvitationResult'), types: [ForbiddenError] },
    resolve: (_root, { input }, ctx) => membership.createInvitation(ctx, input.groupNumber),
  }),
  revokeGroupInvitation: t.field({
    type: GroupInvitationRevoked,
    args: { input: t.arg({ type: RevokeGroupInvitationInput, required: true }) },
    errors: { ...resultNames('RevokeGroupInvitationResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => membership.revokeInvitation(ctx, input.id),
  }),
  joinServiceGroup: t.field({
    type: GroupJoined,
    args: { input: t.arg({ type: JoinGroupInput, required: true }) },
    errors: { ...resultNames('JoinServiceGroupResult'), types: [RateLimitError] },
    resolve: (_root, { input }, ctx) => membership.joinWithCode(ctx, input.invitationCode),
  }),
}));
