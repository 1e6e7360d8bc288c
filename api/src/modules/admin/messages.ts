// The admin area's messages, shown to the user as they are (docs/product/admin.md lists them).
// Kept apart from inputs.ts so that builder.ts can name the second-factor refusal without
// loading the module's schemas.
export const SECOND_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app to continue';
export const SECOND_FACTOR_SETUP_REQUIRED = 'Your congregation requires an authenticator app: set it up to continue';

export const MESSAGES = {
  loginRequired: 'Please enter both username and password',
  invalidAdmin: 'Invalid admin credentials',
  adminOnly: 'Only an admin can do that',
  codeRequired: 'Please enter the 6-digit code or a recovery code',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  replayedCode: 'That code was already used. Wait for the next code and try again.',
  usedRecoveryCode: 'That recovery code was already used',
  noEnrolment: 'Start setting up the authenticator app first',
  alreadyOn: 'The authenticator app is already on. Turn it off first to set it up again.',
  notOn: 'The authenticator app is not on',
  lastAdmin: 'The last admin cannot be removed or made a member. Make another account an admin first.',
  videoRequired: 'Please enter both a title and a URL for the video',
  scriptureRequired: 'Please enter both a reference and the text of the scripture',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  logoType: 'The logo must be a PNG, JPEG, GIF or WebP image',
  vehicleType: 'The vehicle image must be a PNG, JPEG or GIF image',
  noVehicleImage: 'No vehicle image is set',
  imageTooLarge: 'The image must be smaller than 1 MB',
  accountNotFound: 'Account not found',
  contentNotFound: 'That item was not found',
  passwordConfirmationRequired: 'Confirm your password to continue',
  passwordRequired: 'Please enter your password',
  wrongPassword: 'That password is not right',
  retentionMonths: 'Keep householder records for 1 to 120 months',
  checkInGrace: 'The grace period of a check-in must be 1 to 120 minutes',
  checkInEscalation: 'The time before a check-in reaches the overseer and the admins must be 1 to 240 minutes',
  resetRequired: 'Please enter your username, the reset code and a new password',
  resetCodeInvalid:
    'That reset code does not work for this username: it may be mistyped, already used or expired. Ask your congregation’s administrator for a new one.',
  ownResetCode: 'Change your own password in the Account tab',
  adminPasswordLength: 'An admin password must be at least 12 characters',
  ownFactorReset: 'Another admin must reset your own authenticator app',
  factorNotOnFor: 'The authenticator app is not on for that account',
  ownFactorFirst: 'Turn on your own authenticator app first (Account tab)',
  factorRequired: 'Your congregation requires the authenticator app, so it cannot be turned off. If you lose your phone and your recovery codes, an admin can reset it.',
} as const;
