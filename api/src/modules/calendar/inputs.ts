// The calendar rules of docs/product/calendar.md as zod schemas: the
// GraphQL input types and the /api/calendar-events routes both validate with these.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { optionalText } from '../../lib/text.ts';

export const MESSAGES = {
  missingInformation: 'Please fill in title, date, and time',
  date: 'Date must be a real calendar date written as YYYY-MM-DD',
  time: 'Time must be written as HH:MM on a 24-hour clock',
  type: 'Type must be one of: field-service, meeting, assembly, special-day, activity, study, memorial, convention',
  priority: 'Priority must be low, medium, high or critical',
  attendees: 'Attendees must be a whole number from 0 to 100000',
  alarmTime: 'Alarm time must be a date and time',
  timezoneOffset: 'The time zone offset must be a whole number of minutes from -840 to 840',
  range: 'From and to must be dates written as YYYY-MM-DD',
  visitDays: 'From and to must be dates written as YYYY-MM-DD, from first, at most 120 days apart',
  notFound: 'Calendar event not found',
  alarmEnabled: 'Alarm enabled must be true or false',
} as const;

/** The event types of docs/product/calendar.md, in the order the form lists them. */
export const EVENT_TYPES = ['field-service', 'meeting', 'assembly', 'special-day', 'activity', 'study', 'memorial', 'convention'] as const;
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];
export const MAX_ATTENDEES = 100_000;

/** A new event's defaults (docs/product/calendar.md). */
export const DEFAULTS = { type: 'field-service', priority: 'medium', attendees: 0, alarmEnabled: true } as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A YYYY-MM-DD string naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "Attendees parsed as an integer, falling back to 0" (docs/product/calendar.md): parseInt's reading. */
export function parseAttendees(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value === 'string') {
    const parsed = Number.parseInt(value, 10);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

const required = (extra: z.ZodString) =>
  z.string({ error: MESSAGES.missingInformation }).trim().min(1, MESSAGES.missingInformation).pipe(extra);

const title = required(z.string().max(200, 'Title must be at most 200 characters'));
const date = required(z.string().refine(isCalendarDate, MESSAGES.date));
const time = required(z.string().regex(TIME_PATTERN, MESSAGES.time));


const attendees = z.preprocess(
  parseAttendees,
  z.number().int(MESSAGES.attendees).min(0, MESSAGES.attendees).max(MAX_ATTENDEES, MESSAGES.attendees),
);

const alarmTime = z
  .union([z.date(), z.string()], MESSAGES.alarmTime)
  .transform((v, ctx) => {
    const instant = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.alarmTime });
      return z.NEVER;
    }
    return instant;
  })
  .nullish();

// Date#getTimezoneOffset's convention: minutes to add to local time to reach UTC (UTC-5 is 300).
const timezoneOffset = z
  .number(MESSAGES.timezoneOffset)
  .int(MESSAGES.timezoneOffset)
  .min(-840, MESSAGES.timezoneOffset)
  .max(840, MESSAGES.timezoneOffset)
  .nullish();

const eventType = z.enum(EVENT_TYPES, MESSAGES.type);
const priority = z.enum(PRIORITIES, MESSAGES.priority);

export const createCalendarEventInput = z.object({
  title,
  date,
  time,
  type: eventType.nullish().transform((v) => v ?? DEFAULTS.type),
  location: optionalText('Location', 200),
  description: optionalText('Description', 2000),
  // Absent, blank or not a number: 0, by the same parseInt fallback.
  attendees,
  priority: priority.nullish().transform((v) => v ?? DEFAULTS.priority),
  alarmEnabled: z.boolean(MESSAGES.alarmEnabled).nullish().transform((v) => v ?? DEFAULTS.alarmEnabled),
  alarmTime,
  timezoneOffset,
});
export type CreateCalendarEventInput = z.infer<typeof createCalendarEventInput>;

/** Only the fields sent change; a field sent must be as valid as on creation. */
export const updateCalendarEventInput = z.object({
  id: globalIdOf('CalendarEvent'),
  title: title.optional(),
  date: date.optional(),
  time: time.optional(),
  type: eventType.optional(),
  location: optionalText('Location', 200).optional(),
  description: optionalText('Description', 2000).optional(),
  attendees: attendees.optional(),
  priority: priority.optional(),
  alarmEnabled: z.boolean(MESSAGES.alarmEnabled).optional(),
  alarmTime,
  timezoneOffset,
});
export type UpdateCalendarEventInput = z.infer<typeof updateCalendarEventInput>;

export const deleteCalendarEventInput = z.object({ id: globalIdOf('CalendarEvent') });

/** A day range, both ends included; either end may be left open. */
export const dateRangeInput = z.object({
  from: z.string().refine(isCalendarDate, MESSAGES.range).nullish(),
  to: z.string().refine(isCalendarDate, MESSAGES.range).nullish(),
});
export type DateRange = z.infer<typeof dateRangeInput>;
