// The account rules of docs/product/accounts.md, as zod schemas: GraphQL input types and the REST
// routes both validate with these. Messages are the spec's where it has one.
import { SERVER_LANGUAGES } from '@ministry/shared/languages.ts';
import { z } from 'zod';
import { notGuessable } from '../../lib/common-passwords.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { requiredText, tooLong } from '../../lib/text.ts';
import { LAST_GROUP, NO_GROUP } from '../../lib/group-membership.ts';

export { globalIdOf };

export const MESSAGES = {
  signInRequired: 'Please enter username and password',
  createRequired:
    'Please fill in all required fields: username, password, full name, phone number, address, and service group number.',
  groupRange: 'The service group must be a number from 0 to 9',
  groupToManage: 'Name a service group of this congregation: GROUP_1 to GROUP_8 or FAMILY_AND_FRIENDS',
  usernameTaken: 'That username is already taken',
  invalidCredentials: 'Invalid username or password',
  backgroundImage: 'The background image must be a PNG, JPEG, GIF or WebP image, or an https address',
  currentPasswordRequired: 'Enter your current password to set a new one',
  currentPasswordForSignInDetails: 'Enter your current password to change your username or email',
  currentPasswordWrong: 'The current password is not right',
  usernameCharacters: 'Username may use letters, digits, dots, dashes, underscores and @ only',
  passwordTooShort: 'Password must be at least 8 characters',
  colour: 'Colours must be written as #rrggbb',
  backgroundImageSize: 'The background image must be smaller than 2 MB',
  theme: 'Theme must be light or dark',
  fontSize: 'Font size must be small, medium or large',
  language: 'Unsupported language',
  role: 'Role must be user or admin',
  ownAccountOnly: 'You can only change your own account',
  accountNotFound: 'Account not found',
  rolesAdminOnly: 'Only an admin can change roles',
  ownGroupOnly: 'You can only see the members of your own service group',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** Joining a service group: invitation codes, approvals, and sign-up while registration is closed. */
export const MEMBERSHIP_MESSAGES = {
  registrationClosed: 'Registration is closed. Ask your congregation’s administrator to create your account.',
  tooManySignUps: 'Too many accounts were created from this address. Please wait a while and try again.',
  tooManyCodes: 'Too many invitation codes were tried. Please wait a few minutes and try again.',
  codeInvalid: 'That invitation code is not valid. Check it with your group’s overseer.',
  codeExpired: 'That invitation code has expired. Ask your group’s overseer for a new one.',
  codeRevoked: 'That invitation code was withdrawn. Ask your group’s overseer for a new one.',
  codeOtherGroup: 'That invitation code is for another service group.',
  notPending: 'You are not waiting to join a service group.',
  notManager: 'Only an admin or the group’s overseer can do that',
  noSuchRequest: 'No member is waiting with that id',
  noSuchInvitation: 'Invitation code not found',
  codeRequired: 'Please enter the invitation code',
} as const;

/** Numbers sent as form strings ("3") are taken as numbers. */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v), schema);


const username = (message: string) =>
  requiredText('Username', 40, message).regex(/^[\p{L}\p{N}._@-]+$/u, MESSAGES.usernameCharacters);
/** A new password of a member: the same rules at sign-up, in Account and with a reset code. */
export const newPassword = (message: string) =>
  notGuessable(
    z
      .string({ error: message })
      .min(1, message)
      .min(8, MESSAGES.passwordTooShort)
      .max(200, tooLong('Password', 200)),
  );
const optionalEmail = z
  .string()
  .trim()
  .max(200, tooLong('Email', 200))
  .refine((v) => v === '' || z.email().safeParse(v).success, MESSAGES.emailInvalid)
  .nullish()
  .transform((v) => (v ? v : null));
const isBlank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
/** A missing group is "required"; one given but not a number ("abc") is out of range. */
export const groupNumber = (requiredMessage: string) =>
  numeric(
    z
      .number({ error: (issue) => (isBlank(issue.input) ? requiredMessage : MESSAGES.groupRange) })
      .int(MESSAGES.groupRange)
      .min(NO_GROUP, MESSAGES.groupRange)
      .max(LAST_GROUP, MESSAGES.groupRange),
  );

const colour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, MESSAGES.colour);
const MAX_IMAGE_DATA_URL = 3_000_000; // about 2.2 MB of image
/** The background image's types; its bytes are checked too (service.ts), not only its label. */
export const BACKGROUND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const backgroundImageUrl = z
  .string()
  .trim()
  .max(MAX_IMAGE_DATA_URL, MESSAGES.backgroundImageSize)
  .refine(
    (v) => v === '' || /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(v) || /^https:\/\/[^\s"'()]+$/.test(v),
    MESSAGES.backgroundImage,
  );

export const signInInput = z.object({
  username: requiredText('Username', 200, MESSAGES.signInRequired),
  password: z.string({ error: MESSAGES.signInRequired }).min(1, MESSAGES.signInRequired).max(200, MESSAGES.invalidCredentials),
});
export type SignInInput = z.infer<typeof signInInput>;

type WithOptionalCode<T> = Omit<T, 'invitationCode'> & { invitationCode?: string | undefined };

/** An invitation code of the group chosen; blank is none. Checked by the accounts service. */
const invitationCode = z
  .string()
  .trim()
  .max(40, MEMBERSHIP_MESSAGES.codeInvalid)
  .nullish()
  .transform((v) => (v ? v : undefined));

/** A pending member's code, from the group page. */
export const joinGroupInput = z.object({
  invitationCode: requiredText('Invitation code', 40, MEMBERSHIP_MESSAGES.codeRequired),
});

/** An admin names the group; an overseer's own group when omitted. */
export const groupChoiceInput = z.object({
  groupNumber: numeric(z.number().int().min(1, MESSAGES.groupToManage).max(LAST_GROUP, MESSAGES.groupToManage)).nullish(),
});

export const memberIdInput = z.object({ id: globalIdOf('User') });
export const invitationIdInput = z.object({ id: globalIdOf('GroupInvitation') });

export const createAccountInput = z.object({
  username: username(MESSAGES.createRequired),
  password: newPassword(MESSAGES.createRequired),
  fullName: requiredText('Full name', 100, MESSAGES.createRequired),
  phoneNumber: requiredText('Phone number', 30, MESSAGES.createRequired),
  address: requiredText('Address', 200, MESSAGES.createRequired),
  email: optionalEmail,
  groupNumber: groupNumber(MESSAGES.createRequired),
  invitationCode,
});
export type CreateAccountInput = WithOptionalCode<z.infer<typeof createAccountInput>>;

const FIELD_REQUIRED = (label: string) => `${label} is required`;

/** The Account tab: every field optional; a blank password keeps the current one. */
export const updateProfileInput = z.object({
  username: username(FIELD_REQUIRED('Username')).optional(),
  password: z
    .string()
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(newPassword(FIELD_REQUIRED('Password')).optional()),
  /**
   * Needed with a new password, username or email for one's own account (an admin changing
   * someone else's needs none).
   */
  currentPassword: z
    .string()
    .max(200, MESSAGES.currentPasswordWrong)
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().optional()),
  email: optionalEmail.optional(),
  fullName: requiredText('Full name', 100, FIELD_REQUIRED('Full name')).optional(),
  phoneNumber: requiredText('Phone number', 30, FIELD_REQUIRED('Phone number')).optional(),
  address: requiredText('Address', 200, FIELD_REQUIRED('Address')).optional(),
  groupNumber: groupNumber(FIELD_REQUIRED('Service group')).optional(),
  invitationCode,
});
export type UpdateProfileInput = WithOptionalCode<z.infer<typeof updateProfileInput>>;

/** The Design tab. */
export const updateDesignInput = z.object({
  appName: requiredText('App name', 60, FIELD_REQUIRED('App name')).optional(),
  backgroundImageUrl: backgroundImageUrl.optional(),
  primaryColor: colour.optional(),
  secondaryColor: colour.optional(),
});
export type UpdateDesignInput = z.infer<typeof updateDesignInput>;

/** The setup flags the setup guide and first-login prompt set. */
export const setupFlagsInput = z.object({
  isFirstLogin: z.boolean().optional(),
  setupCompleted: z.boolean().optional(),
});

/** PUT /api/users/{id}: the spec sends every user field at once. */
export const updateUserInput = updateProfileInput.extend(updateDesignInput.shape).extend(setupFlagsInput.shape);
export type UpdateUserInput = WithOptionalCode<z.infer<typeof updateUserInput>>;

/** The Settings tab (docs/product/accounts.md, "User preferences"). */
export const updatePreferencesInput = z.object({
  theme: z.enum(['light', 'dark'], MESSAGES.theme).optional(),
  fontSize: z.enum(['small', 'medium', 'large'], MESSAGES.fontSize).optional(),
  language: z.enum(SERVER_LANGUAGES, MESSAGES.language).optional(),
  notifications: z.boolean().optional(),
  autoSync: z.boolean().optional(),
  ministryReminders: z.boolean().optional(),
  weatherAlerts: z.boolean().optional(),
  gpsTracking: z.boolean().optional(),
  offlineMode: z.boolean().optional(),
});
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;

export const groupNumberParam = groupNumber(MESSAGES.groupRange);

export const deleteAccountInput = z.object({ id: globalIdOf('User').optional() });

/**
 * An admin grants or removes the conductor (Ministry Ideas), elder (shepherding) and group
 * overseer (the group's report totals) flags, or the admin role.
 */
export const updateMemberRolesInput = z.object({
  id: globalIdOf('User'),
  isConductor: z.boolean().optional(),
  isElder: z.boolean().optional(),
  isGroupOverseer: z.boolean().optional(),
  role: z.enum(['user', 'admin'], MESSAGES.role).optional(),
});
export type UpdateMemberRolesInput = z.infer<typeof updateMemberRolesInput>;

/** POST /api/users: the spec sends the branding fields and setup flags with the sign-up. */
export const createUserInput = createAccountInput.extend(updateDesignInput.shape).extend(setupFlagsInput.shape);
export type CreateUserInput = WithOptionalCode<z.infer<typeof createUserInput>>;
