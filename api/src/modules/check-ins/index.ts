// A check-in's start, its input and its node, for the offline write path; and the steps its audit
// keeps, which the admin dashboard counts.
export { CHECK_IN_STEPS, MESSAGES, startCheckInInput } from './inputs.ts';
export { CheckInNode } from './schema.ts';
export { startCheckIn } from './service.ts';
