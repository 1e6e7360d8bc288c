// The field service report's input rules (docs/product/report.md) as zod schemas: the GraphQL
// input types and the /api/report routes both validate with these.
import { z } from 'zod';
import { optionalText } from '../../lib/text.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { isCalendarDate } from '../calendar/index.ts';
import { TIME_ZONE_MESSAGE, timeZone } from '../../lib/time-zone.ts';
import { KINDS, ROLES, ROUNDINGS } from './arithmetic.ts';

export const MESSAGES = {
  date: 'Date must be a real calendar date written as YYYY-MM-DD',
  month: 'Month must be written as YYYY-MM',
  timeZone: TIME_ZONE_MESSAGE,
  duration: 'Time must be from 1 minute to 24 hours',
  hours: 'Hours must be a whole number from 0 to 24',
  minutes: 'Minutes must be a whole number from 0 to 59',
  kind: `Kind must be one of: ${KINDS.join(', ')}`,
  role: `Role must be one of: ${ROLES.join(', ')}`,
  rounding: `Rounding must be one of: ${ROUNDINGS.join(', ')}`,
  studies: 'Bible studies must be a whole number from 0 to 999',
  goal: 'A goal must be a number of hours from 0 to 10000',
  cap: 'The credit cap must be a number of hours from 0 to 10000',
  entryNotFound: 'Service entry not found',
  routeNotFound: 'GPS recording not found',
  routeUsed: 'This GPS recording is already a time entry',
  routeTooShort: 'This GPS recording is shorter than a minute',
  timerNotRunning: 'The timer is not running',
  userNotFound: 'User not found',
  credit: 'Credit must be true or false',
  participated: 'Took part must be true or false',
} as const;

/** The longest single entry: one day. */
export const MAX_ENTRY_MINUTES = 24 * 60;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const month = z.string({ error: MESSAGES.month }).regex(MONTH_PATTERN, MESSAGES.month);
const date = z.string({ error: MESSAGES.date }).refine(isCalendarDate, MESSAGES.date);
const hours = z.number(MESSAGES.hours).int(MESSAGES.hours).min(0, MESSAGES.hours).max(24, MESSAGES.hours);
const minutes = z.number(MESSAGES.minutes).int(MESSAGES.minutes).min(0, MESSAGES.minutes).max(59, MESSAGES.minutes);
const kind = z.enum(KINDS, MESSAGES.kind);
const note = optionalText('Note', 1000);
const goal = z.number(MESSAGES.goal).min(0, MESSAGES.goal).max(10_000, MESSAGES.goal).nullish();

const withDuration = <T extends { hours?: number | null; minutes?: number | null }>(value: T, ctx: z.RefinementCtx) => {
  const total = (value.hours ?? 0) * 60 + (value.minutes ?? 0);
  if (total < 1 || total > MAX_ENTRY_MINUTES) ctx.addIssue({ code: 'custom', message: MESSAGES.duration, path: ['minutes'] });
};

export const entryFields = z
  .object({
    date,
    hours: hours.nullish(),
    minutes: minutes.nullish(),
    kind: kind.nullish().transform((v) => v ?? 'house_to_house'),
    credit: z.boolean(MESSAGES.credit).nullish().transform((v) => v ?? false),
    note,
  })
  .superRefine(withDuration);
export type EntryFields = z.infer<typeof entryFields>;

export const createEntryInput = entryFields;
export const updateEntryInput = z.intersection(z.object({ id: globalIdOf('ServiceEntry') }), entryFields);
export type UpdateEntryInput = z.infer<typeof updateEntryInput>;
export const deleteEntryInput = z.object({ id: globalIdOf('ServiceEntry') });

/** `today`, when sent, is the device's own date; without it the server reads the day in `timeZone`. */
export const monthInput = z.object({ month, timeZone, today: date.nullish() });
export type MonthInput = z.infer<typeof monthInput>;

export const updateMonthInput = z.object({
  month,
  bibleStudies: z.number(MESSAGES.studies).int(MESSAGES.studies).min(0, MESSAGES.studies).max(999, MESSAGES.studies).nullish(),
  participated: z.boolean(MESSAGES.participated).nullish(),
});
export type UpdateMonthInput = z.infer<typeof updateMonthInput>;

export const settingsInput = z.object({
  role: z.enum(ROLES, MESSAGES.role),
  monthlyGoalHours: goal,
  annualGoalHours: goal,
  creditCapHours: z.number(MESSAGES.cap).min(0, MESSAGES.cap).max(10_000, MESSAGES.cap).nullish(),
  rounding: z.enum(ROUNDINGS, MESSAGES.rounding).nullish(),
});
export type SettingsInput = z.infer<typeof settingsInput>;

export const stopTimerInput = z.object({ timeZone, kind: kind.nullish().transform((v) => v ?? 'house_to_house') });
export type StopTimerInput = z.infer<typeof stopTimerInput>;

export const entryFromRouteInput = z.object({ routeId: globalIdOf('GpsRoute'), timeZone });
export type EntryFromRouteInput = z.infer<typeof entryFromRouteInput>;

