// The check-in rules as zod schemas (docs/product/check-ins.md): GraphQL's input types, the REST
// shim and the offline write path all parse with these, so a bad value gets the same message
// everywhere.
import { z } from 'zod';
import { worded } from '../../lib/server-words.ts';
import { optionalText } from '../../lib/text.ts';
import { globalIdOf } from '../../lib/validate.ts';

/** Back in 15 minutes at the soonest, 12 hours at the latest. */
export const MIN_MINUTES = 15;
export const MAX_MINUTES = 12 * 60;
/** What "Extend 15 min" adds; an extension may be as short as that. */
export const EXTEND_MINUTES = 15;
export const MAX_NOTE = 200;
export const MAX_OUTCOME = 500;
export const MAX_LOCATION = 120;

/** Where a check-in is: stored as these strings, GraphQL's CheckInStatus names them in upper case. */
export const CHECK_IN_STATUSES = ['active', 'due', 'overdue', 'acknowledged', 'ended'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];
/** Not ended: what the lists show. */
export const OPEN_STATUSES: CheckInStatus[] = ['active', 'due', 'overdue', 'acknowledged'];

/** The steps kept for the audit (CheckInEvent.kind). */
export const CHECK_IN_STEPS = ['started', 'extended', 'due', 'overdue', 'escalated', 'taken', 'ended'] as const;
export type CheckInStep = (typeof CHECK_IN_STEPS)[number];

export const MESSAGES = {
  minutes: `Choose a time from ${MIN_MINUTES} minutes to 12 hours`,
  extendMinutes: `Extend by ${EXTEND_MINUTES} minutes to 12 hours`,
  notFound: 'Check-in not found',
  ownerOnly: 'Only the member who started this check-in can change it',
  takerOrOwner: 'Only the member who started this check-in, or whoever took it, can end it',
  alreadyEnded: 'This check-in has already ended',
  ownCheckIn: 'You cannot take your own check-in',
  notOverdue: 'This check-in is not overdue: nobody needs to go yet',
  takenBy: worded('{{name}} has already taken this check-in', (name: string) => ({ name })),
  oneOpen: 'You already have a check-in running: end or extend it',
  tooLate: 'A check-in can run 12 hours at most',
  drill: 'Drill must be true or false',
} as const;

const minutesOf = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(MAX_MINUTES, message);

export const startCheckInInput = z.object({
  minutes: minutesOf(MESSAGES.minutes, MIN_MINUTES),
  note: optionalText('Note', MAX_NOTE),
  location: optionalText('Location', MAX_LOCATION),
  drill: z.boolean(MESSAGES.drill).nullish().transform((v) => v === true),
});
export type StartCheckInInput = z.infer<typeof startCheckInInput>;

export const extendFields = z.object({
  minutes: minutesOf(MESSAGES.extendMinutes, EXTEND_MINUTES),
  location: optionalText('Location', MAX_LOCATION),
});
export type ExtendFields = z.infer<typeof extendFields>;

export const endFields = z.object({ outcome: optionalText('Outcome', MAX_OUTCOME) });
export type EndFields = z.infer<typeof endFields>;

const checkInId = { id: globalIdOf('CheckIn') };
export const extendCheckInInput = extendFields.extend(checkInId);
export const endCheckInInput = endFields.extend(checkInId);
export const acknowledgeCheckInInput = z.object(checkInId);
