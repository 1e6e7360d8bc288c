// The activity log's writer, for the services where something happens (a sign-in, a new account,
// an alert sent, a report filed), and its kinds, which the admin dashboard lists.
export { ACTIVITY_KINDS, recordActivity } from './activity.ts';
