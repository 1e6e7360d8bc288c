// Accounts: sign-up, sign-in, sign-out, profile, design, preferences, deletion and the group
// list. GraphQL (schema.ts) and the REST shim (rest.ts) both call these functions, so every rule
// and every ownership check lives here once. Inputs arrive parsed by the schemas in inputs.ts.
import { accountChanged, renewSession, signOut, type Context } from '../../access/context.ts';
import { signIn } from '../../access/sign-in.ts';
import type { Prisma, User, UserPreferences } from '../../generated/sqlite/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { isAdmin, requireViewer } from '../../access/viewer.ts';
import { isUniqueViolation } from '../../lib/prisma-errors.ts';
import { assertImageDataUrl } from '../../lib/storage.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordActivity } from '../activity/index.ts';
import { audit, fieldNames } from '../../access/audit.ts';
import { keepingAnAdmin } from '../../access/last-admin.ts';
import { ADMIN_PASSWORD_LENGTH, requireRecentPassword } from '../../access/password-confirmation.ts';
import { MESSAGES as adminMessages } from '../../access/messages.ts';
import { removeStoredFiles, storedFilesOf } from './stored-files.ts';
import { auditRefusal } from '../../access/refusals.ts';
import { userAgentOf } from './devices.ts';
import { trustDevice, trustedDevice } from './device-cookies.ts';
import { recordDevice } from './sessions.ts';
import {
  BACKGROUND_IMAGE_TYPES,
  MEMBERSHIP_MESSAGES,
  MESSAGES,
  type CreateAccountInput,
  type CreateUserInput,
  type SignInInput,
  type UpdatePreferencesInput,
  type UpdateMemberRolesInput,
  type UpdateUserInput,
} from './inputs.ts';
import type { RowWindow } from '../../lib/rest-page.ts';
import { addressLimiter } from '../../lib/rate-limit.ts';
import { throttleRedis } from '../../pubsub.ts';
import { appSettings } from '../settings/index.ts';
import * as membership from './membership.ts';
import { activeGroupOf, groupMembersWhere, inSameGroup, isGroupPending, type GroupStanding } from '../../lib/group-membership.ts';


/**
 * Whether `viewer` may see `user`'s contact details: themselves, an admin, or a member of the same
 * group (both let in: a pending member sees no one of the group, and no one of it sees them).
 */
export function canSeeMember(viewer: User | null, user: Pick<User, 'id'> & GroupStanding): boolean {
  if (!viewer) return false;
  return viewer.id === user.id || isAdmin(viewer) || inSameGroup(viewer, user);
}

/** The user `id` if the viewer may change it (themselves, or anyone for an admin). */
async function userToChange(ctx: Context, id: number): Promise<User> {
  const viewer = requireViewer(ctx);
  if (viewer.id !== id && !isAdmin(viewer)) {
    auditRefusal(ctx, `another member's account (${id})`);
    throw new ForbiddenError(MESSAGES.ownAccountOnly);
  }
  const user = viewer.id === id ? viewer : await ctx.db.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundError(MESSAGES.accountNotFound);
  return user;
}

async function assertUsernameFree(ctx: Context, username: string, exceptId?: number) {
  const existing = await ctx.db.user.findUnique({ where: { username }, select: { id: true } });
  if (existing && existing.id !== exceptId) throw new ConflictError(MESSAGES.usernameTaken, 'username');
}

/** Sign-ups counted per address (SIGNUP_LIMIT_PER_ADDRESS in SIGNUP_LIMIT_WINDOW_SECONDS). */
const signUpLimiter = (ctx: Pick<Context, 'config'>) =>
  addressLimiter(ctx.config, 'signup', ctx.config.signUpLimits, MEMBERSHIP_MESSAGES.tooManySignUps, (url) =>
    throttleRedis(ctx.config, url),
  );

/** `userAgent` names the device the new session is shown as in Account (sessions.ts). */
export async function createAccount(
  ctx: Context,
  input: CreateAccountInput | CreateUserInput,
  userAgent: string | null = userAgentOf(ctx),
): Promise<User> {
  // Sign-up is open while the admin's settings allow it; an admin creates accounts in any case.
  if (!isAdmin(ctx.viewer)) {
    if (!(await appSettings(ctx)).enableRegistration) throw new ForbiddenError(MEMBERSHIP_MESSAGES.registrationClosed);
    await signUpLimiter(ctx).consume(ctx.clientAddress);
  }
  await assertUsernameFree(ctx, input.username);
  const { password, invitationCode, ...fields } = input;
  const standing = await membership.standingOnJoining(ctx, { role: 'user' }, fields.groupNumber, invitationCode);
  let user: User;
  try {
    user = await ctx.db.user.create({
      data: { ...fields, ...standing, passwordHash: await hashPassword(password), lastLoginAt: new Date() },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.usernameTaken, 'username');
    throw error;
  }
  // An admin creating a user from the admin area stays signed in as themselves.
  if (!isAdmin(ctx.viewer)) {
    await signIn(ctx, user);
    await trustDevice(ctx, user.id);
    await recordDevice(ctx, userAgent);
  }
  await recordActivity(ctx, 'account-created', user, isAdmin(ctx.viewer) ? `by ${ctx.viewer!.username}` : null);
  await audit(ctx, 'account-created', { target: user });
  return user;
}

export async function login(ctx: Context, input: SignInInput, userAgent: string | null = userAgentOf(ctx)): Promise<User> {
  const failed = (detail: string) => audit(ctx, 'sign-in-failed', { actor: { id: null, username: input.username }, detail });
  const user = await ctx.db.user.findUnique({ where: { username: input.username } });
  // From a browser this account signed in from before, the attempt counts against that browser's
  // device cookie alone: guesses from elsewhere cannot lock its owner out (device-cookies.ts).
  const device = await trustedDevice(ctx, user);
  const onDevice = device !== undefined && (await ctx.loginLimiter.attemptOnDevice(device));
  if (!onDevice) {
    try {
      await ctx.loginLimiter.attempt(input.username, ctx.clientAddress);
    } catch (error) {
      await failed('too many attempts');
      throw error;
    }
  }
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    await failed(user ? 'wrong password' : 'unknown username');
    throw new AuthenticationError(MESSAGES.invalidCredentials);
  }
  // Counted on the device, the sign-in leaves the account's count as it was: guesses from
  // elsewhere do not start again because the owner signed in.
  if (onDevice) await ctx.loginLimiter.succeededOnDevice(device);
  else await ctx.loginLimiter.succeeded(input.username, ctx.clientAddress);
  const signedIn = await ctx.db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  await signIn(ctx, signedIn);
  await trustDevice(ctx, signedIn.id);
  await recordDevice(ctx, userAgent);
  await recordActivity(ctx, 'sign-in', signedIn);
  await audit(ctx, 'sign-in', { actor: signedIn });
  return signedIn;
}

export async function logout(ctx: Context): Promise<void> {
  if (ctx.viewer) await audit(ctx, 'signed-out');
  await signOut(ctx);
}

/**
 * Changes any of the user's own fields; used by the Account and Design tabs, PUT /api/users/{id}
 * and an admin's edit. `overseerGiven`: the same edit (an admin's) also sets the overseer flag.
 */
export async function updateUser(ctx: Context, id: number, input: UpdateUserInput, { overseerGiven = false } = {}): Promise<User> {
  const target = await userToChange(ctx, id);
  // Like every upload, an inline image is judged by its bytes: a text file labelled PNG is refused.
  if (input.backgroundImageUrl?.startsWith('data:')) {
    await assertImageDataUrl(input.backgroundImageUrl, BACKGROUND_IMAGE_TYPES, MESSAGES.backgroundImage, 'backgroundImageUrl');
  }
  if (input.username !== undefined && input.username !== target.username) {
    await assertUsernameFree(ctx, input.username, target.id);
  }
  const { password, currentPassword, invitationCode, ...fields } = input;
  // What signs in to one's own account and what reaches its owner (the password, the username,
  // the email) changes only with the current password: a stolen session alone cannot take the
  // account over. An admin setting someone else's password, by this path as by the admin area's,
  // has typed their own password recently (docs/product/admin.md, "Password confirmation").
  if (target.id === requireViewer(ctx).id) {
    const signInDetailsChanged =
      (fields.username !== undefined && fields.username !== target.username) || (fields.email !== undefined && fields.email !== target.email);
    if (password) await assertCurrentPassword(ctx, target, currentPassword, MESSAGES.currentPasswordRequired);
    else if (signInDetailsChanged) await assertCurrentPassword(ctx, target, currentPassword, MESSAGES.currentPasswordForSignInDetails);
  } else if (password) {
    requireRecentPassword(ctx);
  }
  // An admin's password is at least ADMIN_PASSWORD_LENGTH long, whoever sets it and by any path.
  if (password && target.role === 'admin' && password.length < ADMIN_PASSWORD_LENGTH) {
    throw new ValidationError(adminMessages.adminPasswordLength, [{ path: 'password', message: adminMessages.adminPasswordLength }]);
  }
  const data: Prisma.UserUpdateInput = { ...fields };
  // Another group (by any path: Account, the setup guide, PUT /api/users, an admin's edit) is
  // joined like at sign-up: pending there unless an admin or its overseer makes the change, or a
  // code of it is given. A code for the group the member is already waiting in lets them in too.
  if (fields.groupNumber !== undefined && fields.groupNumber !== target.groupNumber) {
    Object.assign(data, await membership.standingOnJoining(ctx, target, fields.groupNumber, invitationCode));
    // An overseer oversees one group: the flag stays behind with it, or they would oversee the
    // group they move to once let in (docs/product/accounts.md).
    if (target.isGroupOverseer && !overseerGiven) data.isGroupOverseer = false;
  } else if (invitationCode && isGroupPending(target)) {
    Object.assign(data, await membership.standingOnJoining(ctx, target, target.groupNumber, invitationCode));
  }
  if (password) {
    data.passwordHash = await hashPassword(password);
    data.passwordChangedAt = new Date(Date.now() - 1);
  }
  let user: User;
  try {
    user = await ctx.db.user.update({ where: { id: target.id }, data });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.usernameTaken, 'username');
    throw error;
  }
  if (password) {
    // A new password ends every other session of this user. The one making the change goes on
    // under a new id, so a copy of its cookie taken before the change is worthless too.
    if (ctx.session?.userId === user.id) await renewSession(ctx, {});
    const own = ctx.session?.userId === user.id ? ctx.session.sessionId : undefined;
    await ctx.sessions.end({ userId: user.id, ...(own ? { exceptSessionId: own } : {}) });
  }
  await accountChanged(ctx, user.id);
  await audit(ctx, 'account-updated', { target: user, detail: fieldNames(input) });
  return user;
}

/**
 * The current password, checked as a sign-in attempt of the account is: counted against the same
 * per-account and per-address limits before it is checked, so a session alone cannot guess the
 * password, and locked out the same way past them (docs/security.md, 6.3.1).
 */
async function assertCurrentPassword(ctx: Context, user: User, given: string | undefined, requiredMessage: string) {
  const refuse = (message: string) => new ValidationError(message, [{ path: 'currentPassword', message }]);
  if (!given) throw refuse(requiredMessage);
  await ctx.loginLimiter.attempt(user.username, ctx.clientAddress);
  if (!(await verifyPassword(given, user.passwordHash))) throw refuse(MESSAGES.currentPasswordWrong);
  await ctx.loginLimiter.succeeded(user.username, ctx.clientAddress);
}

export async function updateMemberRoles(ctx: Context, input: UpdateMemberRolesInput): Promise<User> {
  const viewer = requireViewer(ctx);
  if (!isAdmin(viewer)) {
    auditRefusal(ctx, 'roles of an account');
    throw new ForbiddenError(MESSAGES.rolesAdminOnly);
  }
  const { id, ...data } = input;
  const target = await ctx.db.user.findUnique({ where: { id }, select: { id: true, role: true } });
  if (!target) throw new NotFoundError(MESSAGES.accountNotFound);
  // An admin's password given recently (docs/product/admin.md, "Password confirmation").
  if (data.role !== undefined && data.role !== target.role) requireRecentPassword(ctx);
  const user =
    data.role === 'user'
      ? await keepingAnAdmin(ctx, id, (tx) => tx.user.update({ where: { id }, data }))
      : await ctx.db.user.update({ where: { id }, data });
  // A new role ends the user's sessions: they sign in again and get the access of the new one.
  if (data.role !== undefined && data.role !== target.role) await ctx.sessions.end({ userId: id });
  await accountChanged(ctx, user.id);
  const changes = Object.entries(data).filter(([, value]) => value !== undefined);
  await audit(ctx, 'role-changed', { target: user, detail: changes.map(([name, value]) => `${name}: ${value}`).join(', ') });
  return user;
}

export async function deleteAccount(ctx: Context, id: number): Promise<number> {
  const target = await userToChange(ctx, id);
  // An admin removing someone else's account: password given recently (docs/product/admin.md).
  if (target.id !== ctx.viewer?.id) requireRecentPassword(ctx);
  const files = await storedFilesOf(ctx, target.id);
  await keepingAnAdmin(ctx, target.id, async (tx) => {
    // What the member sent through the footer forms names them; an admin's inbox keeps it only
    // while the account lives. The rest of their rows go with the account by cascade.
    const own = { where: { userId: target.id } };
    await tx.problemReport.deleteMany(own);
    await tx.suggestion.deleteMany(own);
    await tx.customAppRequest.deleteMany(own);
    await tx.user.delete({ where: { id: target.id } });
  });
  await audit(ctx, 'account-deleted', { target, detail: ctx.viewer?.id === target.id ? 'own account' : null });
  await removeStoredFiles(files);
  // The rows went with the account; this closes the account's open sockets everywhere.
  await ctx.sessions.end({ userId: target.id });
  if (ctx.viewer?.id === target.id) await signOut(ctx);
  return target.id;
}

const DEFAULT_PREFERENCES = {
  theme: 'light',
  fontSize: 'medium',
  language: 'english',
  notifications: true,
  autoSync: true,
  ministryReminders: true,
  weatherAlerts: true,
  gpsTracking: true,
  offlineMode: false,
  seenReleases: null,
} as const;

export type Preferences = Omit<UserPreferences, 'updatedAt'>;

export async function preferencesOf(ctx: Context, userId: number): Promise<Preferences> {
  const row = await ctx.db.userPreferences.findUnique({ where: { userId } });
  return row ?? { userId, ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(ctx: Context, input: UpdatePreferencesInput): Promise<Preferences> {
  const viewer = requireViewer(ctx);
  const row = await ctx.db.userPreferences.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, ...input },
    update: input,
  });
  await accountChanged(ctx, viewer.id);
  return row;
}

/** Members of a service group, for sharing: only a member of that group (or an admin) may list it. */
export async function groupMembers(
  ctx: Context,
  groupNumber: number,
  window?: RowWindow,
): Promise<Pick<User, 'id' | 'username' | 'fullName'>[]> {
  const viewer = requireViewer(ctx);
  if (activeGroupOf(viewer) !== groupNumber && !isAdmin(viewer)) {
    auditRefusal(ctx, `members of service group ${groupNumber}`);
    throw new ForbiddenError(MESSAGES.ownGroupOnly);
  }
  return ctx.db.user.findMany({
    where: groupMembersWhere(groupNumber),
    select: { id: true, username: true, fullName: true },
    orderBy: { username: 'asc' },
    ...window,
  });
}

/** What the REST shim and the admin list return for a user: never the password hash. */
export function publicUser(user: User) {
  const { passwordHash: _hash, passwordChangedAt: _changed, ...rest } = user;
  return rest;
}
