// A forgotten password and a lost second factor in GraphQL: an admin issues a member's one-time
// reset code (`adminIssuePasswordResetCode`) or resets another admin's authenticator app
// (`adminResetSecondFactor`), both after checking in person who asks and with the password given
// recently; the member redeems the code (`resetPassword`, public). The rules are in
// password-reset.ts and factor-reset.ts.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { UserNode, userAgentOf } from '../accounts/index.ts';
import * as factorReset from './factor-reset.ts';
import * as inputs from './inputs.ts';
import { PasswordConfirmationRequiredError } from '../../access/password-confirmation.ts';
import * as reset from './password-reset.ts';

const AdminIssuePasswordResetCodeInput = builder
  .inputType('AdminIssuePasswordResetCodeInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(z.object({ id: inputs.globalIdOf('User') }));
const AdminResetSecondFactorInput = builder
  .inputType('AdminResetSecondFactorInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(z.object({ id: inputs.globalIdOf('User') }));
const ResetPasswordInput = builder
  .inputType('ResetPasswordInput', {
    fields: (t) => ({
      username: t.string(),
      code: t.string({ description: 'The reset code an admin issued for this account' }),
      newPassword: t.string({ description: 'The same rules as at sign-up; at least 12 characters for an admin' }),
    }),
  })
  .validate(inputs.resetPasswordInput);

const PasswordResetCodeIssued = builder.objectRef<reset.IssuedResetCode>('PasswordResetCodeIssued').implement({
  description: 'A one-time reset code for the account: shown this once, only its hash is kept',
  fields: (t) => ({
    user: t.field({ type: UserNode, resolve: (r) => r.user }),
    code: t.exposeString('code', { description: 'Give it to the member in person; it works once' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});
const SecondFactorReset = builder.objectRef<User>('SecondFactorReset').implement({
  description: 'The admin’s authenticator app is off and their recovery codes are gone; they set it up again after signing in',
  fields: (t) => ({ user: t.field({ type: UserNode, resolve: (u) => u }) }),
});
const PasswordReset = builder.objectRef<reset.PasswordReset>('PasswordReset').implement({
  description: 'The new password is set, every other session ended, and this device signed in',
  fields: (t) => ({
    user: t.field({
      type: UserNode,
      nullable: true,
      description: 'None while a member with the authenticator app on owes its code, or an account must set the app up',
      resolve: (r, _args, ctx) => (ctx.viewer ? r.user : null),
    }),
    secondFactorSetupRequired: t.boolean({
      description: 'The congregation requires an authenticator app: it must be set up (startTotp, confirmTotp) to finish signing in',
      resolve: (_r, _args, ctx) => ctx.secondFactorSetupPending,
    }),
    secondFactorRequired: t.exposeBoolean('secondFactorRequired', {
      description:
        'The authenticator code is owed: a member gives it (verifySignInCode) to be signed in; an admin (verifyAdminCode) before any admin operation',
    }),
  }),
});

builder.mutationFields((t) => ({
  adminIssuePasswordResetCode: t.field({
    type: PasswordResetCodeIssued,
    description: 'A one-time code with which the member sets a new password (resetPassword); needs the password given recently',
    args: { input: t.arg({ type: AdminIssuePasswordResetCodeInput, required: true }) },
    errors: {
      ...resultNames('AdminIssuePasswordResetCodeResult'),
      types: [AuthenticationError, ForbiddenError, NotFoundError, PasswordConfirmationRequiredError],
    },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => reset.issueResetCode(ctx, (input as { id: number }).id),
  }),
  adminResetSecondFactor: t.field({
    type: SecondFactorReset,
    description: 'Turns another admin’s authenticator app off when they lost it and their recovery codes; needs the password given recently',
    args: { input: t.arg({ type: AdminResetSecondFactorInput, required: true }) },
    errors: {
      ...resultNames('AdminResetSecondFactorResult'),
      types: [AuthenticationError, ConflictError, ForbiddenError, NotFoundError, PasswordConfirmationRequiredError],
    },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => factorReset.resetSecondFactor(ctx, (input as { id: number }).id),
  }),
  resetPassword: t.field({
    type: PasswordReset,
    description: 'A forgotten password: the username, the reset code an admin issued for it, and a new password',
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: { ...resultNames('ResetPasswordResult'), types: [AuthenticationError, RateLimitError] },
    skipTypeScopes: true,
    resolve: (_root, { input }, ctx) => reset.resetPassword(ctx, input, userAgentOf(ctx)),
  }),
}));
