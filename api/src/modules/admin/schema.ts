// The admin area in GraphQL (docs/product/admin.md): admin sign-in and the second factor, the
// app-wide settings (public to read, live through `appSettingsChanged`), and the admin's own
// password. The Users tab, the dashboard and the Content tab are in the files imported below.
// Admin fields carry `authScopes: { admin: true }` on top of the root types' "signed in"; an
// admin who still owes the authenticator code is refused with SECOND_FACTOR_REQUIRED (401).
// Destructive operations also need the admin's password given recently (password-confirmation.ts).
import { builder } from '../../builder.ts';
import type { AppSettings, User } from '../../generated/sqlite/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, RateLimitError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { SignedIn, UserNode } from '../accounts/index.ts';
import { ErrorInterface } from '../common/index.ts';
import * as inputs from './inputs.ts';
import * as confirmation from '../../access/password-confirmation.ts';
import * as secondFactor from '../../access/second-factor.ts';
import * as admin from './service.ts';
import * as settings from '../settings/index.ts';
import './users.schema.ts';
import './dashboard.schema.ts';
import './content.schema.ts';
import './password-reset.schema.ts';

const AdminAccessRef = builder.objectRef<admin.AdminAccess>('AdminAccess').implement({
  description: 'What the admin panel shows the viewer: the sign-in (none), the code step (code) or the tabs (granted)',
  fields: (t) => ({
    status: t.exposeString('status'),
    secondFactorEnabled: t.exposeBoolean('secondFactorEnabled'),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft'),
  }),
});

const SecondFactorStatusRef = builder.objectRef<{ enabled: boolean; recoveryCodesLeft: number }>('SecondFactorStatus').implement({
  description: "The viewer's own authenticator app",
  fields: (t) => ({ enabled: t.exposeBoolean('enabled'), recoveryCodesLeft: t.exposeInt('recoveryCodesLeft') }),
});

builder.queryFields((t) => ({
  secondFactor: t.field({
    type: SecondFactorStatusRef,
    description: "Whether the viewer's authenticator app is on, and how many recovery codes are left",
    resolve: (_root, _args, ctx) => secondFactor.ownStatus(ctx),
  }),
  adminAccess: t.field({
    type: AdminAccessRef,
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => admin.adminAccess(ctx),
  }),
  appSettings: t.field({
    type: settings.AppSettingsRef,
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => settings.appSettings(ctx),
  }),
}));

builder.subscriptionField('appSettingsChanged', (t) =>
  t.field({
    type: settings.AppSettingsRef,
    description: 'The app-wide settings, each time an admin changes them',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('app:settings'),
    resolve: (_payload, _args, ctx) => settings.appSettings(ctx),
  }),
);

builder.objectType(confirmation.PasswordConfirmationRequiredError, {
  name: 'PasswordConfirmationRequiredError',
  description: 'A destructive admin operation needs the password given recently: confirmPassword, then try again',
  interfaces: [ErrorInterface],
});

// ---- inputs
const ConfirmPasswordInput = builder
  .inputType('ConfirmPasswordInput', { fields: (t) => ({ password: t.string() }) })
  .validate(inputs.confirmPasswordInput);
const AdminLoginInput = builder
  .inputType('AdminLoginInput', { fields: (t) => ({ username: t.string(), password: t.string() }) })
  .validate(inputs.adminLoginInput);
const SecondFactorCodeInput = builder
  .inputType('SecondFactorCodeInput', {
    fields: (t) => ({ code: t.string({ description: 'A 6-digit authenticator code or a recovery code' }) }),
  })
  .validate(secondFactor.codeInput);
const ChangeAdminPasswordInput = builder
  .inputType('ChangeAdminPasswordInput', { fields: (t) => ({ currentPassword: t.string(), newPassword: t.string() }) })
  .validate(inputs.changeOwnPasswordInput);
const UpdateAppSettingsInput = builder
  .inputType('UpdateAppSettingsInput', {
    description: 'Absent fields stay as they are',
    fields: (t) => ({
      appName: t.string(),
      companyName: t.string(),
      contactEmail: t.string(),
      companyLogo: t.string({ description: 'A data: URL of a PNG, JPEG, GIF or WebP image under 1 MB, or blank for none' }),
      primaryColor: t.string(),
      secondaryColor: t.string(),
      footerText: t.string(),
      vehicleImage: t.string({ description: 'A data: URL of a PNG, JPEG or GIF image under 1 MB, or blank for none' }),
      weatherRegion: t.string(),
      weatherLat: t.float(),
      weatherLng: t.float(),
      enableRegistration: t.boolean({ description: 'Whether visitors may create accounts' }),
      requireSecondFactor: t.boolean({
        description: 'Every account must use an authenticator app; turning it on needs a recent password confirmation and the admin’s own app on, and signs out every account without one',
      }),
      householderRetentionMonths: t.int({ description: 'Months a householder record is kept after its last call or change, 1 to 120' }),
      checkInGraceMinutes: t.int({ description: 'Minutes after a check-in is due before its group is told, 1 to 120' }),
      checkInEscalationMinutes: t.int({ description: 'Minutes an overdue check-in may go untaken before the overseer and the admins are told, 1 to 240' }),
    }),
  })
  .validate(inputs.appSettingsInput);

// ---- payloads
const AdminSignedIn = builder.objectRef<admin.AdminSignIn>('AdminSignedIn').implement({
  fields: (t) => ({
    user: t.field({
      type: UserNode,
      nullable: true,
      description: 'None while the authenticator app is owed (a code, or setting it up)',
      resolve: (r, _args, ctx) => (ctx.viewer ? r.user : null),
    }),
    secondFactorRequired: t.exposeBoolean('secondFactorRequired', {
      description: 'The authenticator code must be given (verifyAdminCode) to finish signing in',
    }),
    secondFactorSetupRequired: t.exposeBoolean('secondFactorSetupRequired', {
      description: 'Every account must use an authenticator app: it must be set up (startTotp, confirmTotp) to finish signing in',
    }),
  }),
});
const userPayload = (name: string) =>
  builder.objectRef<User>(name).implement({ fields: (t) => ({ user: t.field({ type: UserNode, resolve: (u) => u }) }) });
const AdminCodeAccepted = userPayload('AdminCodeAccepted');
const AdminPasswordChanged = userPayload('AdminPasswordChanged');
const TotpEnrolment = builder.objectRef<secondFactor.Enrolment>('TotpEnrolment').implement({
  description: 'A new authenticator secret, waiting for its first code (confirmTotp)',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into the app' }),
    uri: t.exposeString('uri', { description: 'The otpauth:// address the QR code holds' }),
    qrCodeDataUrl: t.exposeString('qrCodeDataUrl'),
  }),
});
const TotpEnabled = builder.objectRef<{ recoveryCodes: string[]; user: User }>('TotpEnabled').implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes', { description: 'Shown this once; each works once' }),
    user: t.field({ type: UserNode, description: 'The account, now signed in with the code given', resolve: (r) => r.user }),
  }),
});
const TotpDisabled = builder.objectRef<{ ok: true }>('TotpDisabled').implement({
  fields: (t) => ({ ok: t.boolean({ resolve: () => true }) }),
});
const PasswordConfirmed = builder.objectRef<{ user: User; confirmedUntil: Date }>('PasswordConfirmed').implement({
  fields: (t) => ({
    user: t.field({ type: UserNode, resolve: (r) => r.user }),
    confirmedUntil: t.expose('confirmedUntil', { type: 'DateTime', description: 'Destructive admin operations are let through until then' }),
  }),
});
const AppSettingsUpdated = builder.objectRef<AppSettings>('AppSettingsUpdated').implement({
  fields: (t) => ({ settings: t.field({ type: settings.AppSettingsRef, resolve: (s) => s }) }),
});

builder.mutationFields((t) => ({
  adminLogin: t.field({
    type: AdminSignedIn,
    args: { input: t.arg({ type: AdminLoginInput, required: true }) },
    errors: { ...resultNames('AdminLoginResult'), types: [AuthenticationError, RateLimitError] },
    skipTypeScopes: true,
    resolve: (_root, { input }, ctx) => admin.adminLogin(ctx, input),
  }),
  verifyAdminCode: t.field({
    type: AdminCodeAccepted,
    args: { input: t.arg({ type: SecondFactorCodeInput, required: true }) },
    errors: { ...resultNames('VerifyAdminCodeResult'), types: [AuthenticationError, ForbiddenError, RateLimitError] },
    // Also a session owing the code: it has no viewer until it is given.
    skipTypeScopes: true,
    authScopes: { authenticated: true, owingCode: true },
    resolve: (_root, { input }, ctx) => secondFactor.verifySecondFactor(ctx, input.code),
  }),
  verifySignInCode: t.field({
    type: SignedIn,
    description: 'The code step of sign-in, for an account with the authenticator app on (login answered secondFactorRequired)',
    args: { input: t.arg({ type: SecondFactorCodeInput, required: true }) },
    errors: { ...resultNames('VerifySignInCodeResult'), types: [AuthenticationError, RateLimitError] },
    skipTypeScopes: true,
    resolve: (_root, { input }, ctx) => secondFactor.verifySignInCode(ctx, input.code),
  }),
  startTotp: t.field({
    type: TotpEnrolment,
    errors: { ...resultNames('StartTotpResult'), types: [ConflictError, confirmation.PasswordConfirmationRequiredError] },
    // Also a session that must set the app up first: it has no viewer, so the root scope is skipped.
    skipTypeScopes: true,
    authScopes: { codeGiven: true, settingUp: true },
    resolve: (_root, _args, ctx) => secondFactor.startEnrolment(ctx),
  }),
  confirmTotp: t.field({
    type: TotpEnabled,
    args: { input: t.arg({ type: SecondFactorCodeInput, required: true }) },
    errors: { ...resultNames('ConfirmTotpResult'), types: [ConflictError] },
    // Also a session that must set the app up first: it has no viewer, so the root scope is skipped.
    skipTypeScopes: true,
    authScopes: { codeGiven: true, settingUp: true },
    resolve: (_root, { input }, ctx) => secondFactor.confirmEnrolment(ctx, input.code),
  }),
  disableTotp: t.field({
    type: TotpDisabled,
    args: { input: t.arg({ type: SecondFactorCodeInput, required: true }) },
    errors: {
      ...resultNames('DisableTotpResult'),
      types: [AuthenticationError, ConflictError, RateLimitError, confirmation.PasswordConfirmationRequiredError],
    },
    authScopes: { codeGiven: true },
    resolve: async (_root, { input }, ctx) => {
      await secondFactor.disableSecondFactor(ctx, input.code);
      return { ok: true as const };
    },
  }),
  confirmPassword: t.field({
    type: PasswordConfirmed,
    description: 'The password typed again: destructive operations (admin ones, the authenticator app) are let through for ten minutes',
    args: { input: t.arg({ type: ConfirmPasswordInput, required: true }) },
    errors: { ...resultNames('ConfirmPasswordResult'), types: [RateLimitError] },
    skipTypeScopes: true,
    authScopes: { codeGiven: true, settingUp: true },
    resolve: (_root, { input }, ctx) => confirmation.confirmPassword(ctx, input.password),
  }),
  changeAdminPassword: t.field({
    type: AdminPasswordChanged,
    args: { input: t.arg({ type: ChangeAdminPasswordInput, required: true }) },
    errors: { ...resultNames('ChangeAdminPasswordResult'), types: [] },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => admin.changeOwnPassword(ctx, input),
  }),
  updateAppSettings: t.field({
    type: AppSettingsUpdated,
    args: { input: t.arg({ type: UpdateAppSettingsInput, required: true }) },
    errors: { ...resultNames('UpdateAppSettingsResult'), types: [ConflictError, confirmation.PasswordConfirmationRequiredError] },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => settings.updateAppSettings(ctx, input),
  }),
}));
