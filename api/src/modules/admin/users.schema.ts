// The Users tab in GraphQL: `adminUsers` (a searchable connection of every account), the
// member's elder flag and preferences as an admin sees them, and the create, edit and delete
// mutations of the admin area. The rules are in users.ts and the accounts service.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { AuthenticationError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseInput } from '../../lib/validate.ts';
import { Preferences, preferencesOf, UserNode } from '../accounts/index.ts';
import { exposed } from '../../lib/exposed.ts';
import * as inputs from './inputs.ts';
import { PasswordConfirmationRequiredError } from '../../access/password-confirmation.ts';
import * as users from './users.ts';

builder.objectFields(UserNode, (t) => ({
  isElder: t.exposeBoolean('isElder', { description: 'May take shepherding calls' }),
  isGroupOverseer: t.exposeBoolean('isGroupOverseer', { description: "Sees the service group's report totals" }),
  memberPreferences: t.field({
    type: Preferences,
    description: 'The preferences this member chose, as an admin sees them (read only)',
    authScopes: { admin: true },
    resolve: (user, _args, ctx) => preferencesOf(ctx, user.id),
  }),
  hasSecondFactor: t.boolean({
    description: 'Whether this account signs in with an authenticator app (admins only), for the Reset second factor action',
    authScopes: { admin: true },
    // Prisma batches these lookups of one page of users into one query.
    resolve: async (user, _args, ctx) => Boolean((await ctx.db.adminSecondFactor.findUnique({ where: { userId: user.id }, select: { enabledAt: true } }))?.enabledAt),
  }),
}));

builder.queryField('adminUsers', (t) =>
  t.prismaConnection({
    type: 'User',
    cursor: 'id',
    description: 'Every account, by username; `search` keeps those whose username, full name or email contains it',
    args: { search: t.arg.string() },
    authScopes: { admin: true },
    totalCount: (_root, args, ctx) =>
      exposed(async () => ctx.db.user.count({ where: await users.usersWhere(ctx, parseInput(inputs.userSearchArgs, args).search) })),
    resolve: (query, _root, args, ctx) =>
      exposed(async () =>
        ctx.db.user.findMany({
          ...query,
          where: await users.usersWhere(ctx, parseInput(inputs.userSearchArgs, args).search),
          orderBy: users.USER_ORDER,
        }),
      ),
  }),
);

const accountFields = {
  username: 'string',
  password: 'string',
  email: 'string',
  fullName: 'string',
  phoneNumber: 'string',
  address: 'string',
  appName: 'string',
  backgroundImageUrl: 'string',
  primaryColor: 'string',
  secondaryColor: 'string',
  role: 'string',
} as const;

const AdminUpdateUserInput = builder
  .inputType('AdminUpdateUserInput', {
    description: 'Absent fields stay as they are; a blank password keeps the current one',
    fields: (t) => ({
      id: t.globalID({ required: true }),
      ...Object.fromEntries(Object.keys(accountFields).map((k) => [k, t.string()])),
      currentPassword: t.string({
        description: 'The admin’s own current password, needed with a new password, username or email for their own account',
      }),
      groupNumber: t.field({ type: ServiceGroupNumberEnum }),
      isFirstLogin: t.boolean(),
      setupCompleted: t.boolean(),
      isConductor: t.boolean(),
      isElder: t.boolean(),
      isGroupOverseer: t.boolean(),
    }),
  })
  .validate(inputs.adminUpdateUserInput.extend({ id: inputs.globalIdOf('User') }));

const AdminCreateUserInput = builder
  .inputType('AdminCreateUserInput', {
    fields: (t) => ({
      ...Object.fromEntries(Object.keys(accountFields).map((k) => [k, t.string()])),
      groupNumber: t.field({ type: ServiceGroupNumberEnum }),
      isFirstLogin: t.boolean(),
      setupCompleted: t.boolean(),
      isConductor: t.boolean(),
      isElder: t.boolean(),
      isGroupOverseer: t.boolean(),
    }),
  })
  .validate(inputs.adminCreateUserInput);

const AdminDeleteUserInput = builder
  .inputType('AdminDeleteUserInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(z.object({ id: inputs.globalIdOf('User') }));

const userPayload = (name: string) =>
  builder.objectRef<User>(name).implement({ fields: (t) => ({ user: t.field({ type: UserNode, resolve: (u) => u }) }) });
const AdminUserCreated = userPayload('AdminUserCreated');
const AdminUserUpdated = userPayload('AdminUserUpdated');
const AdminUserDeleted = builder.objectRef<{ id: number }>('AdminUserDeleted').implement({
  fields: (t) => ({ deletedUserId: t.globalID({ resolve: ({ id }) => ({ type: 'User', id: String(id) }) }) }),
});

const AdminEndUserSessionsInput = builder
  .inputType('AdminEndUserSessionsInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(z.object({ id: inputs.globalIdOf('User') }));
const UserSessionsEnded = builder.objectRef<{ user: User; ended: number }>('UserSessionsEnded').implement({
  description: 'The user was signed out on every device',
  fields: (t) => ({
    user: t.field({ type: UserNode, resolve: ({ user }) => user }),
    endedCount: t.exposeInt('ended', { description: 'How many signed-in sessions ended' }),
  }),
});
const AllSessionsEnded = builder.objectRef<{ ended: number }>('AllSessionsEnded').implement({
  description: 'Every account was signed out on every device but the admin’s own session',
  fields: (t) => ({ endedCount: t.exposeInt('ended', { description: 'How many signed-in sessions ended' }) }),
});

builder.mutationFields((t) => ({
  adminEndUserSessions: t.field({
    type: UserSessionsEnded,
    description: 'Signs one user out on every device (their open sockets close with 4401)',
    args: { input: t.arg({ type: AdminEndUserSessionsInput, required: true }) },
    errors: { ...resultNames('AdminEndUserSessionsResult'), types: [AuthenticationError, NotFoundError] },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => users.endUserSessions(ctx, (input as { id: number }).id),
  }),
  adminEndAllSessions: t.field({
    type: AllSessionsEnded,
    description: 'Signs every account out on every device but this session; needs the password given recently',
    errors: { ...resultNames('AdminEndAllSessionsResult'), types: [AuthenticationError, PasswordConfirmationRequiredError] },
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => users.endAllSessions(ctx),
  }),
  adminCreateUser: t.field({
    type: AdminUserCreated,
    args: { input: t.arg({ type: AdminCreateUserInput, required: true }) },
    errors: { ...resultNames('AdminCreateUserResult'), types: [AuthenticationError, ConflictError, PasswordConfirmationRequiredError] },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => users.createUser(ctx, input as inputs.AdminCreateUserInput),
  }),
  adminUpdateUser: t.field({
    type: AdminUserUpdated,
    args: { input: t.arg({ type: AdminUpdateUserInput, required: true }) },
    errors: { ...resultNames('AdminUpdateUserResult'), types: [AuthenticationError, ConflictError, NotFoundError, PasswordConfirmationRequiredError] },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => {
      const { id, ...fields } = input as inputs.AdminUpdateUserInput & { id: number };
      return users.updateUser(ctx, id, fields);
    },
  }),
  adminDeleteUser: t.field({
    type: AdminUserDeleted,
    args: { input: t.arg({ type: AdminDeleteUserInput, required: true }) },
    errors: { ...resultNames('AdminDeleteUserResult'), types: [AuthenticationError, ConflictError, NotFoundError, PasswordConfirmationRequiredError] },
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => ({ id: await users.deleteUser(ctx, (input as { id: number }).id) }),
  }),
}));
