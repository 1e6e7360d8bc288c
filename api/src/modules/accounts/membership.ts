// Getting into a service group (docs/product/accounts.md, "Joining a service group"). Choosing a
// group, at sign-up or later, makes a member pending in it until the group lets them in: its
// overseer or an admin approves them, or they give an invitation code the overseer or an admin
// made for that group. Declining puts the member back to no group. The visibility rule itself is
// in lib/group-membership.ts; this file decides who changes a member's standing and how.
import { createHash, randomInt } from 'node:crypto';
import { accountChanged, type Context } from '../../access/context.ts';
import type { GroupInvitation, Prisma, User } from '../../generated/sqlite/client.ts';
import { isAdmin, requireViewer } from '../../access/viewer.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  activeGroupOf,
  isGroupPending,
  NO_GROUP,
  pendingMembersWhere,
  standingFor,
} from '../../lib/group-membership.ts';
import { addressLimiter } from '../../lib/rate-limit.ts';
import { throttleRedis } from '../../pubsub.ts';
import { requireAdmin } from '../../access/guards.ts';
import { audit } from '../../access/audit.ts';
import { MEMBERSHIP_MESSAGES as MESSAGES } from './inputs.ts';
import { auditRefusal } from '../../access/refusals.ts';

/** How long an invitation code works unless revoked first. */
export const INVITATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
// 32 letters and digits without 0/O and 1/I/L, which are misread when a code is read aloud.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A new code, `ABCDE-FGHJK`: 10 characters of a 31-letter alphabet, about 50 random bits. */
function newCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Case, spaces and dashes do not matter when a code is typed. */
export const codeHash = (code: string): string =>
  createHash('sha256').update(code.toUpperCase().replace(/[^A-Z0-9]/g, '')).digest('hex');

const invitationLimiter = (ctx: Pick<Context, 'config'>) =>
  addressLimiter(ctx.config, 'invitation', ctx.config.invitationLimits, MESSAGES.tooManyCodes, (url) => throttleRedis(ctx.config, url));

/** Whether `viewer` looks after `groupNumber`'s members: an admin, or its overseer who is in it. */
export function managesGroup(viewer: User | null, groupNumber: number): boolean {
  if (!viewer || groupNumber === NO_GROUP) return false;
  return isAdmin(viewer) || (viewer.isGroupOverseer && activeGroupOf(viewer) === groupNumber);
}

function requireManager(ctx: Context, groupNumber: number): User {
  const viewer = requireViewer(ctx);
  if (!managesGroup(viewer, groupNumber)) {
    auditRefusal(ctx, `admissions of service group ${groupNumber}`);
    throw new ForbiddenError(MESSAGES.notManager);
  }
  return viewer;
}

/** The group the request names, or the viewer's own. */
const groupOrOwn = (viewer: User, groupNumber: number | null | undefined) => groupNumber ?? activeGroupOf(viewer);

/**
 * Checks `code` for `groupNumber` and counts its use. Every try counts against the address and,
 * signed in, against the account too (a working one is given back to both), so codes cannot be
 * guessed in bulk, nor by one account spread over many addresses: past the limit, 429.
 */
export async function redeemCode(ctx: Context, groupNumber: number, code: string): Promise<void> {
  const limiter = invitationLimiter(ctx);
  // An account's key cannot be taken for an address: an address never starts with "account:".
  const counted = ctx.viewer ? [ctx.clientAddress, `account:${ctx.viewer.id}`] : [ctx.clientAddress];
  for (const key of counted) await limiter.consume(key);
  const refuse = (message: string) => new ValidationError(message, [{ path: 'invitationCode', message }]);
  const invitation = await ctx.db.groupInvitation.findUnique({ where: { codeHash: codeHash(code) } });
  if (!invitation) throw refuse(MESSAGES.codeInvalid);
  if (invitation.revokedAt) throw refuse(MESSAGES.codeRevoked);
  if (invitation.expiresAt <= new Date()) throw refuse(MESSAGES.codeExpired);
  if (invitation.groupNumber !== groupNumber) throw refuse(MESSAGES.codeOtherGroup);
  await ctx.db.groupInvitation.update({ where: { id: invitation.id }, data: { uses: { increment: 1 } } });
  for (const key of counted) await limiter.reward(key);
}

/**
 * The standing a member takes in `groupNumber` when they choose it (sign-up, or a change of group
 * by any path): approved at once for group 0, for an admin, when an admin or the group's overseer
 * makes the change, or with a valid code of the group; pending otherwise.
 */
export async function standingOnJoining(
  ctx: Context,
  member: Pick<User, 'role'>,
  groupNumber: number,
  code: string | null | undefined,
): Promise<Pick<User, 'groupApproved' | 'groupRequestedAt'>> {
  if (groupNumber === NO_GROUP || member.role === 'admin') return standingFor(true);
  if (code) {
    await redeemCode(ctx, groupNumber, code);
    return standingFor(true);
  }
  return standingFor(managesGroup(ctx.viewer, groupNumber));
}

/** The members waiting to be let into `groupNumber` (the viewer's when omitted), oldest request first. */
const WAITING_ORDER = [{ groupRequestedAt: 'asc' }, { id: 'asc' }] satisfies Prisma.UserOrderByWithRelationInput[];

export async function pendingMembers(ctx: Context, groupNumber?: number | null): Promise<User[]> {
  const viewer = requireViewer(ctx);
  const group = groupOrOwn(viewer, groupNumber);
  requireManager(ctx, group);
  return ctx.db.user.findMany({ where: pendingMembersWhere(group), orderBy: WAITING_ORDER });
}

/** Every member waiting to join any group, oldest first: for admins, who approve in every group. */
export async function pendingMembersEverywhere(ctx: Context): Promise<User[]> {
  requireAdmin(ctx);
  return ctx.db.user.findMany({ where: pendingMembersWhere(), orderBy: WAITING_ORDER });
}

/** A pending member of a group the viewer manages; anyone else is refused without saying who exists. */
async function pendingMember(ctx: Context, id: number): Promise<User> {
  const viewer = requireViewer(ctx);
  const member = await ctx.db.user.findUnique({ where: { id } });
  if (!member || !managesGroup(viewer, member.groupNumber)) {
    if (!isAdmin(viewer) && !viewer.isGroupOverseer) throw new ForbiddenError(MESSAGES.notManager);
    throw new NotFoundError(MESSAGES.noSuchRequest);
  }
  if (!isGroupPending(member)) throw new NotFoundError(MESSAGES.noSuchRequest);
  return member;
}

export async function approveMember(ctx: Context, id: number): Promise<User> {
  const member = await pendingMember(ctx, id);
  const approved = await ctx.db.user.update({ where: { id: member.id }, data: standingFor(true) });
  await accountChanged(ctx, approved.id);
  await audit(ctx, 'group-member-approved', { target: approved, detail: `group ${approved.groupNumber}` });
  return approved;
}

/** Declining a request puts the member back to no group (group 0), where nothing needs approval. */
export async function declineMember(ctx: Context, id: number): Promise<User> {
  const member = await pendingMember(ctx, id);
  const declined = await ctx.db.user.update({
    where: { id: member.id },
    data: { groupNumber: NO_GROUP, ...standingFor(true) },
  });
  await accountChanged(ctx, declined.id);
  await audit(ctx, 'group-member-declined', { target: declined, detail: `group ${member.groupNumber}` });
  return declined;
}

/** A new code for the group, with the code itself: it is shown this once and only its hash is kept. */
export async function createInvitation(
  ctx: Context,
  groupNumber?: number | null,
): Promise<{ invitation: GroupInvitation; code: string }> {
  const viewer = requireViewer(ctx);
  const group = groupOrOwn(viewer, groupNumber);
  requireManager(ctx, group);
  const code = newCode();
  const invitation = await ctx.db.groupInvitation.create({
    data: {
      groupNumber: group,
      codeHash: codeHash(code),
      createdById: viewer.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
    },
  });
  await audit(ctx, 'group-invitation-created', { detail: `group ${group}, expires ${invitation.expiresAt.toISOString().slice(0, 10)}` });
  return { invitation, code };
}

/** The codes of the group that still work, newest first. */
export async function activeInvitations(ctx: Context, groupNumber?: number | null): Promise<GroupInvitation[]> {
  const viewer = requireViewer(ctx);
  const group = groupOrOwn(viewer, groupNumber);
  requireManager(ctx, group);
  return ctx.db.groupInvitation.findMany({
    where: { groupNumber: group, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { id: 'desc' },
  });
}

export async function revokeInvitation(ctx: Context, id: number): Promise<GroupInvitation> {
  const viewer = requireViewer(ctx);
  const invitation = await ctx.db.groupInvitation.findUnique({ where: { id } });
  if (!invitation || !managesGroup(viewer, invitation.groupNumber)) throw new NotFoundError(MESSAGES.noSuchInvitation);
  if (invitation.revokedAt) return invitation;
  const revoked = await ctx.db.groupInvitation.update({ where: { id }, data: { revokedAt: new Date() } });
  await audit(ctx, 'group-invitation-revoked', { detail: `group ${revoked.groupNumber}` });
  return revoked;
}

/** A pending member gives a code of the group they are waiting for, and is in at once. */
export async function joinWithCode(ctx: Context, code: string): Promise<User> {
  const viewer = requireViewer(ctx);
  if (!isGroupPending(viewer)) throw new ValidationError(MESSAGES.notPending, [{ path: 'invitationCode', message: MESSAGES.notPending }]);
  await redeemCode(ctx, viewer.groupNumber, code);
  const user = await ctx.db.user.update({ where: { id: viewer.id }, data: standingFor(true) });
  ctx.viewer = user;
  await accountChanged(ctx, user.id);
  await audit(ctx, 'group-joined-with-code', { detail: `group ${user.groupNumber}` });
  return user;
}
