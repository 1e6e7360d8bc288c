// Accounts in GraphQL: the User node, `viewer`, the account mutations and `viewerUpdated`; the
// signed-in devices are in sessions-schema.ts.
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { activeGroupOf } from '../../lib/group-membership.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import { PasswordConfirmationRequiredError } from '../../access/password-confirmation.ts';
import * as inputs from './inputs.ts';
import * as accounts from './service.ts';
import { userAgentOf } from './devices.ts';
import './sessions-schema.ts';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // node(id:) answers null for an id with no row (a deleted account) rather than failing; an id
  // that cannot name a row (not digits, beyond the Int range) looks up id 0, which no row has.
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  // A user is visible to themselves, an admin, and members of the same service group.
  authScopes: (user, ctx) => accounts.canSeeMember(ctx.viewer, user),
  fields: (t) => ({
    username: t.exposeString('username'),
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber'),
    address: t.exposeString('address'),
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
    role: t.exposeString('role'),
    isAdmin: t.boolean({ resolve: (user) => user.role === 'admin' }),
    isConductor: t.exposeBoolean('isConductor'),
    appName: t.exposeString('appName'),
    backgroundImageUrl: t.exposeString('backgroundImageUrl'),
    primaryColor: t.exposeString('primaryColor'),
    secondaryColor: t.exposeString('secondaryColor'),
    isFirstLogin: t.exposeBoolean('isFirstLogin'),
    setupCompleted: t.exposeBoolean('setupCompleted'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    lastLoginAt: t.expose('lastLoginAt', {
      type: 'DateTime',
      nullable: true,
      authScopes: (user) => ({ self: user.id, admin: true }),
    }),
    preferences: t.field({
      type: Preferences,
      authScopes: (user) => ({ self: user.id }),
      resolve: (user, _args, ctx) => accounts.preferencesOf(ctx, user.id),
    }),
  }),
});

export const Preferences = builder.objectRef<accounts.Preferences>('Preferences').implement({
  description: "The account dialog's Settings tab, kept on the server so it follows the user",
  fields: (t) => ({
    theme: t.exposeString('theme'),
    fontSize: t.exposeString('fontSize'),
    language: t.exposeString('language'),
    notifications: t.exposeBoolean('notifications'),
    autoSync: t.exposeBoolean('autoSync'),
    ministryReminders: t.exposeBoolean('ministryReminders'),
    weatherAlerts: t.exposeBoolean('weatherAlerts'),
    gpsTracking: t.exposeBoolean('gpsTracking'),
    offlineMode: t.exposeBoolean('offlineMode'),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for a visitor',
    skipTypeScopes: true,
    resolve: (query, _root, _args, ctx, info) => {
      if (!ctx.viewer) return null;
      // The context read the viewer's row with the session, in this request: a query (which
      // writes nothing) asking for the user's own columns only is answered from that row. Related
      // rows, a mutation's answer, and an admin who owes the second factor (a member in ctx.viewer
      // until then) read the row as stored.
      const ownColumnsOnly = !('include' in query) && !('select' in query);
      if (ownColumnsOnly && info.operation.operation === 'query' && !ctx.secondFactorPending) return ctx.viewer;
      return ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.id } });
    },
  }),
);

const GroupMember = builder.objectRef<{ id: number; username: string; fullName: string }>('GroupMember').implement({
  description: 'A member of the viewer’s service group, as a share recipient',
  fields: (t) => ({
    userId: t.globalID({ resolve: (m) => ({ type: 'User', id: String(m.id) }) }),
    username: t.exposeString('username'),
    fullName: t.exposeString('fullName'),
  }),
});

builder.objectField(UserNode, 'groupMembers', (t) =>
  t.field({
    type: [GroupMember],
    description: 'Everyone in this user’s service group, this user included',
    authScopes: (user) => ({ self: user.id, admin: true }),
    resolve: (user, _args, ctx) => accounts.groupMembers(ctx, activeGroupOf(user)),
  }),
);

// ---- inputs: every field optional in GraphQL, so that zod answers with the spec's messages.
const CreateAccountInput = builder.inputType('CreateAccountInput', {
  fields: (t) => ({
    username: t.string(),
    password: t.string(),
    fullName: t.string(),
    phoneNumber: t.string(),
    address: t.string(),
    email: t.string(),
    groupNumber: t.field({ type: ServiceGroupNumberEnum }),
    invitationCode: t.string({ description: 'An invitation code of the group: the member is in it at once, not waiting for approval' }),
  }),
}).validate(inputs.createAccountInput);

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ username: t.string(), password: t.string() }),
}).validate(inputs.signInInput);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    id: t.globalID({ description: 'The user to change; the viewer when omitted. Only an admin may name another user.' }),
    username: t.string(),
    password: t.string({ description: 'A new password; blank or omitted keeps the current one' }),
    currentPassword: t.string({
      description: 'The current password: required with a new password, username or email for one’s own account',
    }),
    email: t.string(),
    fullName: t.string(),
    phoneNumber: t.string(),
    address: t.string(),
    groupNumber: t.field({ type: ServiceGroupNumberEnum }),
    invitationCode: t.string({ description: 'An invitation code of the new group (or of the group the member waits for)' }),
  }),
}).validate(inputs.updateProfileInput.extend({ id: inputs.globalIdOf('User').optional() }));

const UpdateDesignInput = builder.inputType('UpdateDesignInput', {
  fields: (t) => ({
    appName: t.string(),
    backgroundImageUrl: t.string({ description: 'A data: URL of an image, an https address, or blank for none' }),
    primaryColor: t.string(),
    secondaryColor: t.string(),
    isFirstLogin: t.boolean(),
    setupCompleted: t.boolean(),
  }),
}).validate(inputs.updateDesignInput.extend(inputs.setupFlagsInput.shape));

const UpdatePreferencesInput = builder.inputType('UpdatePreferencesInput', {
  fields: (t) => ({
    theme: t.string(),
    fontSize: t.string(),
    language: t.string(),
    notifications: t.boolean(),
    autoSync: t.boolean(),
    ministryReminders: t.boolean(),
    weatherAlerts: t.boolean(),
    gpsTracking: t.boolean(),
    offlineMode: t.boolean(),
  }),
}).validate(inputs.updatePreferencesInput);

const DeleteAccountInput = builder.inputType('DeleteAccountInput', {
  fields: (t) => ({
    id: t.globalID({ description: 'The account to delete; the viewer when omitted. Only an admin may name another user.' }),
  }),
}).validate(inputs.deleteAccountInput);

const UpdateMemberRolesInput = builder.inputType('UpdateMemberRolesInput', {
  description: 'Admin only: the conductor flag (Ministry Ideas), the elder flag (shepherding calls) and the role',
  fields: (t) => ({
    id: t.globalID({ required: true }),
    isConductor: t.boolean(),
    isElder: t.boolean(),
    role: t.string(),
  }),
}).validate(inputs.updateMemberRolesInput);

// ---- payloads
const viewerPayload = (name: string, description: string) =>
  builder.objectRef<User>(name).implement({
    description,
    fields: (t) => ({ user: t.field({ type: UserNode, resolve: (user) => user }) }),
  });

/**
 * The account that signed in. A member with the authenticator app on is signed in only once the
 * code is given (verifySignInCode), and an account without it while it is required only once it is
 * set up (startTotp, confirmTotp): until then no account is returned, and the flag says which.
 */
const signInPayload = (name: string, description: string) =>
  builder.objectRef<User>(name).implement({
    description,
    fields: (t) => ({
      user: t.field({
        type: UserNode,
        nullable: true,
        description: 'None while the authenticator app is owed (a code, or setting it up)',
        resolve: (user, _args, ctx) => (ctx.viewer ? user : null),
      }),
      secondFactorRequired: t.boolean({
        description: 'The code from the authenticator app must be given (verifySignInCode) to finish signing in',
        resolve: (_user, _args, ctx) => ctx.viewer === null && ctx.secondFactorPending,
      }),
      secondFactorSetupRequired: t.boolean({
        description: 'The congregation requires an authenticator app: it must be set up (startTotp, confirmTotp) to finish signing in',
        resolve: (_user, _args, ctx) => ctx.secondFactorSetupPending,
      }),
    }),
  });
const AccountCreated = signInPayload('AccountCreated', 'The new account, now signed in (or setting up the authenticator app first)');
export const SignedIn = signInPayload('SignedIn', 'The account that signed in, or, while the authenticator app is owed, none');
const ProfileUpdated = viewerPayload('ProfileUpdated', 'The changed account');
const DesignUpdated = viewerPayload('DesignUpdated', 'The account with its new design');

const MemberRolesUpdated = viewerPayload('MemberRolesUpdated', 'The member with the new roles');

const SignedOut = builder.objectRef<{ ok: true }>('SignedOut').implement({
  fields: (t) => ({ ok: t.boolean({ resolve: () => true }) }),
});
const PreferencesUpdated = builder.objectRef<{ preferences: accounts.Preferences; user: User }>('PreferencesUpdated').implement({
  fields: (t) => ({
    preferences: t.field({ type: Preferences, resolve: (r) => r.preferences }),
    user: t.field({ type: UserNode, resolve: (r) => r.user }),
  }),
});
const AccountDeleted = builder.objectRef<{ id: number }>('AccountDeleted').implement({
  fields: (t) => ({ deletedUserId: t.globalID({ resolve: ({ id }) => ({ type: 'User', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  createAccount: t.field({
    type: AccountCreated,
    args: { input: t.arg({ type: CreateAccountInput, required: true }) },
    errors: { ...resultNames('CreateAccountResult'), types: [ConflictError, ForbiddenError, RateLimitError] },
    skipTypeScopes: true,
    resolve: (_root, { input }, ctx) => accounts.createAccount(ctx, input, userAgentOf(ctx)),
  }),
  login: t.field({
    type: SignedIn,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: { ...resultNames('LoginResult'), types: [AuthenticationError, RateLimitError] },
    skipTypeScopes: true,
    resolve: (_root, { input }, ctx) => accounts.login(ctx, input, userAgentOf(ctx)),
  }),
  logout: t.field({
    type: SignedOut,
    skipTypeScopes: true,
    resolve: async (_root, _args, ctx) => {
      await accounts.logout(ctx);
      return { ok: true as const };
    },
  }),
  updateProfile: t.field({
    type: ProfileUpdated,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    errors: {
      ...resultNames('UpdateProfileResult'),
      types: [ForbiddenError, NotFoundError, ConflictError, RateLimitError, PasswordConfirmationRequiredError],
    },
    resolve: (_root, { input }, ctx) => {
      const { id, ...fields } = input;
      return accounts.updateUser(ctx, id ?? requireViewer(ctx).id, fields);
    },
  }),
  updateDesign: t.field({
    type: DesignUpdated,
    args: { input: t.arg({ type: UpdateDesignInput, required: true }) },
    errors: { ...resultNames('UpdateDesignResult'), types: [] },
    resolve: (_root, { input }, ctx) =>
      accounts.updateUser(ctx, requireViewer(ctx).id, input),
  }),
  updatePreferences: t.field({
    type: PreferencesUpdated,
    args: { input: t.arg({ type: UpdatePreferencesInput, required: true }) },
    errors: { ...resultNames('UpdatePreferencesResult'), types: [] },
    resolve: async (_root, { input }, ctx) => ({
      preferences: await accounts.updatePreferences(ctx, input),
      user: requireViewer(ctx),
    }),
  }),
  updateMemberRoles: t.field({
    type: MemberRolesUpdated,
    args: { input: t.arg({ type: UpdateMemberRolesInput, required: true }) },
    errors: { ...resultNames('UpdateMemberRolesResult'), types: [ForbiddenError, NotFoundError, PasswordConfirmationRequiredError] },
    // Admin only, on top of the root type's "signed in"; the service checks it again for REST.
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => accounts.updateMemberRoles(ctx, input),
  }),
  deleteAccount: t.field({
    type: AccountDeleted,
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    errors: { ...resultNames('DeleteAccountResult'), types: [ForbiddenError, NotFoundError, PasswordConfirmationRequiredError] },
    resolve: async (_root, { input }, ctx) => {
      const { id } = input;
      return { id: await accounts.deleteAccount(ctx, id ?? requireViewer(ctx).id) };
    },
  }),
}));

builder.subscriptionField('viewerUpdated', (t) =>
  t.prismaField({
    type: 'User',
    description: 'The signed-in user’s account, each time it changes (on any device)',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('user:changed', requireViewer(ctx).id),
    resolve: async (query, _payload, _args, ctx) => {
      const user = await ctx.db.user.findUnique({ ...query, where: { id: requireViewer(ctx).id } });
      if (!user) throw new NotFoundError(inputs.MESSAGES.accountNotFound);
      return user;
    },
  }),
);
