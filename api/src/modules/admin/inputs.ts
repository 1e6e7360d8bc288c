// The admin area's inputs as zod schemas: GraphQL input types and the REST routes both validate
// with these. The account fields reuse the accounts module's own schemas, so a user edited by an
// admin obeys exactly the rules a member's own edit does.
import { z } from 'zod';
import { notGuessable } from '../../lib/common-passwords.ts';
import { optionalText, requiredText, tooLong } from '../../lib/text.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { createUserInput, newPassword, updateDesignInput, updateUserInput } from '../accounts/index.ts';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '../retention/index.ts';
import { isWebAddress } from '@ministry/shared/videos.ts';
import { MESSAGES } from './messages.ts';

export { globalIdOf };

export const adminLoginInput = z.object({
  username: requiredText('Username', 200, MESSAGES.loginRequired),
  password: z.string({ error: MESSAGES.loginRequired }).min(1, MESSAGES.loginRequired).max(200, MESSAGES.invalidAdmin),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

/** confirmPassword: the account's own password, typed again. */
export const confirmPasswordInput = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(200, MESSAGES.wrongPassword),
});

/** resetPassword: a member's username, the reset code an admin gave them, and a new password. */
export const resetPasswordInput = z.object({
  username: requiredText('Username', 200, MESSAGES.resetRequired),
  code: z
    .string({ error: MESSAGES.resetRequired })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, MESSAGES.resetRequired).max(40, MESSAGES.resetCodeInvalid)),
  newPassword: newPassword(MESSAGES.resetRequired),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

const roles = {
  role: z.enum(['user', 'admin'], MESSAGES.role).optional(),
  isConductor: z.boolean().optional(),
  isElder: z.boolean().optional(),
  isGroupOverseer: z.boolean().optional(),
};

/** PUT /api/admin/users/{id} and the Edit dialog: any account field, the setup flags and the roles. */
export const adminUpdateUserInput = updateUserInput.extend(roles);
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserInput>;

export const adminCreateUserInput = createUserInput.extend(roles);
export type AdminCreateUserInput = z.infer<typeof adminCreateUserInput>;

export const changeOwnPasswordInput = z.object({
  currentPassword: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .min(1, MESSAGES.currentPasswordRequired)
    .max(200, MESSAGES.wrongPassword),
  newPassword: notGuessable(
    z
      .string({ error: MESSAGES.newPasswordRequired })
      .min(1, MESSAGES.newPasswordRequired)
      .min(12, MESSAGES.adminPasswordLength)
      .max(200, tooLong('Password', 200)),
  ),
});

const blankIsEmpty = (label: string, max: number) => optionalText(label, max).transform((v) => v ?? '');
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).min(min, message).max(max, message).refine(Number.isFinite, message),
  );
/** A data: URL of an image (checked again from its bytes by the service), or blank for none. */
const imageDataUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(1_500_000, MESSAGES.imageTooLarge)
    .refine((v) => v === '' || /^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]+$/.test(v), message);

/** The Personalization dialog's app-wide settings; absent fields stay as they are. */
export const appSettingsInput = z.object({
  appName: requiredText('App name', 60).optional(),
  companyName: blankIsEmpty('Company name', 100).optional(),
  contactEmail: z
    .string()
    .trim()
    .max(200, tooLong('Email', 200))
    .refine((v) => v === '' || z.email().safeParse(v).success, MESSAGES.emailInvalid)
    .optional(),
  primaryColor: updateDesignInput.shape.primaryColor,
  secondaryColor: updateDesignInput.shape.secondaryColor,
  footerText: blankIsEmpty('Footer text', 200).optional(),
  companyLogo: imageDataUrl(MESSAGES.logoType).optional(),
  vehicleImage: imageDataUrl(MESSAGES.vehicleType).optional(),
  weatherRegion: requiredText('Weather region', 100).optional(),
  weatherLat: coordinate(-90, 90, MESSAGES.latitude).optional(),
  weatherLng: coordinate(-180, 180, MESSAGES.longitude).optional(),
  enableRegistration: z.boolean(MESSAGES.registrationFlag).optional(),
  requireSecondFactor: z.boolean(MESSAGES.secondFactorFlag).optional(),
  householderRetentionMonths: z
    .int(MESSAGES.retentionMonths)
    .min(MIN_RETENTION_MONTHS, MESSAGES.retentionMonths)
    .max(MAX_RETENTION_MONTHS, MESSAGES.retentionMonths)
    .optional(),
  checkInGraceMinutes: z.int(MESSAGES.checkInGrace).min(1, MESSAGES.checkInGrace).max(120, MESSAGES.checkInGrace).optional(),
  checkInEscalationMinutes: z.int(MESSAGES.checkInEscalation).min(1, MESSAGES.checkInEscalation).max(240, MESSAGES.checkInEscalation).optional(),
});
export type AppSettingsInput = z.infer<typeof appSettingsInput>;

export const congregationVideoInput = z.object({
  title: requiredText('Title', 200, MESSAGES.videoRequired),
  url: requiredText('URL', 2000, MESSAGES.videoRequired).refine(isWebAddress, MESSAGES.webAddress),
  description: optionalText('Description', 2000),
});
export type CongregationVideoInput = z.infer<typeof congregationVideoInput>;

export const congregationScriptureInput = z.object({
  reference: requiredText('Reference', 200, MESSAGES.scriptureRequired),
  text: requiredText('Text', 5000, MESSAGES.scriptureRequired),
  notes: optionalText('Notes', 2000),
});
export type CongregationScriptureInput = z.infer<typeof congregationScriptureInput>;

export const userSearchArgs = z.object({ search: optionalText('Search', 100) });
