// Who belongs to a service group. A member is *in* the group of their `groupNumber` only once the
// group has let them in (`groupApproved`: its overseer or an admin approved them, or they gave an
// invitation code of the group); until then they are pending, and every group-scoped read treats
// them as a member with no group, and every list and fan-out of the group leaves them out. Group 0
// (no group here) needs no approval, and neither do admins. This file is the one place that rule
// is written: services read the viewer's group through `activeGroupOf` and list a group's members
// with `groupMembersWhere`.
import type { Prisma, User } from '../generated/sqlite/client.ts';

export const NO_GROUP = 0;

/**
 * Every service group number a member may carry: 0 (no group here: another congregation), the
 * groups 1 to 8, and 9 (family and friends). A number in the database and the REST shim; in
 * GraphQL the enum ServiceGroupNumber, named by `serviceGroupNameOf` (docs/decisions.md, "Enums
 * and messages").
 */
export const SERVICE_GROUP_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const LAST_GROUP = Math.max(...SERVICE_GROUP_NUMBERS);
export const FAMILY_AND_FRIENDS = 9;

/** A group number's GraphQL name: 0 NONE, 1–8 GROUP_1 … GROUP_8, 9 FAMILY_AND_FRIENDS. */
export const serviceGroupNameOf = (n: number): string =>
  n === NO_GROUP ? 'NONE' : n === FAMILY_AND_FRIENDS ? 'FAMILY_AND_FRIENDS' : `GROUP_${n}`;

/** The fields that decide whether a user is in their group. */
export type GroupStanding = Pick<User, 'groupNumber' | 'groupApproved' | 'role'>;

/** Whether the user chose a group that has not let them in yet. */
export const isGroupPending = (user: GroupStanding): boolean =>
  user.groupNumber !== NO_GROUP && !user.groupApproved && user.role !== 'admin';

/** The group whose data this user may see and to which they belong: 0 (none) while pending. */
export const activeGroupOf = (user: GroupStanding | null | undefined): number =>
  !user || isGroupPending(user) ? NO_GROUP : user.groupNumber;

/** Whether two users are in the same group (never true of group 0, which is not a group). */
export const inSameGroup = (a: GroupStanding | null | undefined, b: GroupStanding | null | undefined): boolean =>
  isInGroup(b, activeGroupOf(a));

/**
 * The members of `groupNumber` as a Prisma filter: pending members are not among them, and group 0
 * has none (it is no group: those in it, and those waiting to be let into a group, share nothing).
 */
export const groupMembersWhere = (groupNumber: number): Prisma.UserWhereInput =>
  groupNumber === NO_GROUP ? { id: { in: [] } } : { groupNumber, OR: [{ groupApproved: true }, { role: 'admin' }] };

/** Whether `viewer` is in service group `groupNumber` here (never of group 0). */
export const isInGroup = (viewer: GroupStanding | null | undefined, groupNumber: number): boolean =>
  groupNumber !== NO_GROUP && activeGroupOf(viewer) === groupNumber;

/** The members waiting to be let into `groupNumber` (into any group when none is named), as a Prisma filter. */
export const pendingMembersWhere = (groupNumber?: number): Prisma.UserWhereInput =>
  groupNumber === NO_GROUP
    ? { id: -1 }
    : { groupNumber: groupNumber ?? { not: NO_GROUP }, groupApproved: false, role: { not: 'admin' } };

/** The standing a new group gives: approved at once (admin, code, group 0) or pending from now. */
export const standingFor = (approved: boolean): Pick<User, 'groupApproved' | 'groupRequestedAt'> => ({
  groupApproved: approved,
  groupRequestedAt: approved ? null : new Date(),
});
