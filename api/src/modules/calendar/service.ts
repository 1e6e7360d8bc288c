// My Calendar: a member's events. GraphQL (schema.ts) and /api/calendar-events (rest.ts) both
// call these functions, so every rule and ownership check lives here once. Every event is its
// owner's: another member's id is "not found" and nothing changes.
//
// Alarm time. An event's date and time are the member's wall-clock day and time (strings, as the
// spec stores them), but the alarm is an instant (docs/product/calendar.md: 24 hours before the event).
// The server computes it, so that every client (and a REST caller sending no alarmTime) gets the
// same rule; the client sends `timezoneOffset`, its Date#getTimezoneOffset() for the event's own
// date and time (so a daylight-saving change between now and the event is accounted for). With no
// offset the date and time are read as UTC. An explicit alarmTime (the spec's payload field) is
// kept as sent; alarmEnabled false stores no alarm.
import type { Context } from '../../access/context.ts';
import type { CalendarEvent, Prisma } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import {
  DEFAULTS,
  MESSAGES,
  type CreateCalendarEventInput,
  type DateRange,
  type UpdateCalendarEventInput,
} from './inputs.ts';
import type { RowWindow } from '../../lib/rest-page.ts';

export const ALARM_LEAD_MS = 24 * 60 * 60 * 1000;

/** Events in date-and-time order; the id keeps events at the same minute in a stable order. */
export const EVENT_ORDER: Prisma.CalendarEventOrderByWithRelationInput[] = [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }];

/** The instant of a local date (YYYY-MM-DD) and time (HH:MM) `offsetMinutes` behind UTC. */
export function eventInstant(date: string, time: string, offsetMinutes = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) + offsetMinutes * 60_000);
}

export function defaultAlarmTime(date: string, time: string, offsetMinutes?: number | null): Date {
  return new Date(eventInstant(date, time, offsetMinutes ?? 0).getTime() - ALARM_LEAD_MS);
}

/** Events on the days of `range`, both ends included: YYYY-MM-DD strings sort as the days do. */
export function onDays(range: DateRange = {}): Prisma.CalendarEventWhereInput {
  if (!range.from && !range.to) return {};
  return { date: { ...(range.from ? { gte: range.from } : {}), ...(range.to ? { lte: range.to } : {}) } };
}

/** The viewer's event `id`; another member's event, or none, is not found. */
async function ownEvent(ctx: Context, id: number): Promise<CalendarEvent> {
  const viewer = requireViewer(ctx);
  const event = await ctx.db.calendarEvent.findFirst({ where: { id, userId: viewer.id } });
  if (!event) throw new NotFoundError(MESSAGES.notFound);
  return event;
}

export async function listEvents(ctx: Context, range: DateRange = {}, window?: RowWindow): Promise<CalendarEvent[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.calendarEvent.findMany({ where: { userId: viewer.id, ...onDays(range) }, orderBy: EVENT_ORDER, ...window });
}

export async function createEvent(ctx: Context, input: CreateCalendarEventInput): Promise<CalendarEvent> {
  const viewer = requireViewer(ctx);
  const { timezoneOffset, alarmTime, ...fields } = input;
  return ctx.db.calendarEvent.create({
    data: {
      ...fields,
      attendees: fields.attendees ?? DEFAULTS.attendees,
      alarmTime: fields.alarmEnabled ? (alarmTime ?? defaultAlarmTime(fields.date, fields.time, timezoneOffset)) : null,
      userId: viewer.id,
    },
  });
}

export async function updateEvent(ctx: Context, input: UpdateCalendarEventInput): Promise<CalendarEvent> {
  const { id, timezoneOffset, alarmTime, ...fields } = input;
  const event = await ownEvent(ctx, id);
  const data: Prisma.CalendarEventUpdateInput = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const next = { ...event, ...data } as CalendarEvent;
  if (!next.alarmEnabled) data.alarmTime = null;
  else if (alarmTime) data.alarmTime = alarmTime;
  else if (
    fields.date !== undefined ||
    fields.time !== undefined ||
    fields.alarmEnabled !== undefined ||
    timezoneOffset != null ||
    !event.alarmTime
  ) {
    // The alarm follows the event when it moves (or is switched back on).
    data.alarmTime = defaultAlarmTime(next.date, next.time, timezoneOffset);
  }
  return ctx.db.calendarEvent.update({ where: { id: event.id, userId: event.userId }, data });
}

export async function deleteEvent(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.calendarEvent.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return id;
}
