// The access layer's messages, shown to the user as they are: the second factor, password
// confirmation, admin-only refusals and the last admin kept (docs/product/accounts.md and
// docs/product/admin.md list them).
// Kept apart so builder.ts and lib can name a refusal without loading any feature.
export const SECOND_FACTOR_MESSAGES = {
  required: 'Enter the 6-digit code from your authenticator app to continue',
  setupRequired: 'Your congregation requires an authenticator app: set it up to continue',
} as const;
export const SECOND_FACTOR_REQUIRED = SECOND_FACTOR_MESSAGES.required;
export const SECOND_FACTOR_SETUP_REQUIRED = SECOND_FACTOR_MESSAGES.setupRequired;

export const MESSAGES = {
  adminOnly: 'Only an admin can do that',
  lastAdmin: 'The last admin cannot be removed or made a member. Make another account an admin first.',
  codeRequired: 'Please enter the 6-digit code or a recovery code',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  replayedCode: 'That code was already used. Wait for the next code and try again.',
  usedRecoveryCode: 'That recovery code was already used',
  noEnrolment: 'Start setting up the authenticator app first',
  alreadyOn: 'The authenticator app is already on. Turn it off first to set it up again.',
  notOn: 'The authenticator app is not on',
  passwordConfirmationRequired: 'Confirm your password to continue',
  passwordRequired: 'Please enter your password',
  wrongPassword: 'That password is not right',
  adminPasswordLength: 'An admin password must be at least 12 characters',
  factorRequired: 'Your congregation requires the authenticator app, so it cannot be turned off. If you lose your phone and your recovery codes, an admin can reset it.',
} as const;
