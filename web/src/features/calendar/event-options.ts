// The event types and priorities (docs/product/calendar.md) are the GraphQL enums'
// (web/src/generated/enums.ts, in the order the form lists them), with the form defaults. Their
// labels come from the `calendar` catalogue, keyed by value (labels.ts).
import { CalendarEventPriority, CalendarEventType } from '../../generated/enums.ts';

export type EventType = CalendarEventType;
export type Priority = CalendarEventPriority;

export const EVENT_TYPES = CalendarEventType;
export const PRIORITIES = CalendarEventPriority;

export const DEFAULT_TYPE: EventType = 'FIELD_SERVICE';
export const DEFAULT_PRIORITY: Priority = 'MEDIUM';

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);
export const isPriority = (value: string): value is Priority => (PRIORITIES as readonly string[]).includes(value);

/** Attendees are read as a whole number, and an empty or unreadable entry counts as 0. */
export function parseAttendees(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
