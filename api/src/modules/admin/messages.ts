// The admin area's messages, shown to the admin as they are (docs/product/admin.md lists them):
// its own, with those of the access layer and the app settings it also answers with.
import { MESSAGES as ACCESS_MESSAGES } from '../../access/messages.ts';
import { SETTINGS_MESSAGES } from '../settings/index.ts';

export const MESSAGES = {
  ...ACCESS_MESSAGES,
  ...SETTINGS_MESSAGES,
  loginRequired: 'Please enter both username and password',
  invalidAdmin: 'Invalid admin credentials',
  videoRequired: 'Please enter both a title and a URL for the video',
  scriptureRequired: 'Please enter both a reference and the text of the scripture',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  noVehicleImage: 'No vehicle image is set',
  accountNotFound: 'Account not found',
  contentNotFound: 'That item was not found',
  retentionMonths: 'Keep householder records for 1 to 120 months',
  checkInGrace: 'The grace period of a check-in must be 1 to 120 minutes',
  checkInEscalation: 'The time before a check-in reaches the overseer and the admins must be 1 to 240 minutes',
  resetRequired: 'Please enter your username, the reset code and a new password',
  resetCodeInvalid:
    'That reset code does not work for this username: it may be mistyped, already used or expired. Ask your congregation’s administrator for a new one.',
  ownResetCode: 'Change your own password in the Account tab',
  ownFactorReset: 'Another admin must reset your own authenticator app',
  factorNotOnFor: 'The authenticator app is not on for that account',
  role: 'Role must be user or admin',
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter a new password',
  emailInvalid: 'Please enter a valid email address',
  webAddress: 'Please enter a web address starting with http:// or https://',
  registrationFlag: 'Open registration must be true or false',
  secondFactorFlag: 'Requiring the authenticator app must be true or false',
} as const;
