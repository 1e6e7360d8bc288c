// What the other areas use of the accounts: the User node and its types, the account rules and
// inputs an admin's edit goes through, the device a sign-in records, and a service group's
// membership (who manages it, who waits to join it, its invitation codes).
export { trustDevice } from './device-cookies.ts';
export { userAgentOf } from './devices.ts';
export { createUserInput, newPassword, updateDesignInput, updateUserInput } from './inputs.ts';
export { GroupInvitationNode, GroupJoinRequest } from './membership-schema.ts';
export { activeInvitations, managesGroup, pendingMembers } from './membership.ts';
export { Preferences, SignedIn, UserNode } from './schema.ts';
export {
  createAccount,
  deleteAccount,
  login,
  preferencesOf,
  publicUser,
  updateMemberRoles,
  updateUser,
} from './service.ts';
export { recordDevice } from './sessions.ts';
