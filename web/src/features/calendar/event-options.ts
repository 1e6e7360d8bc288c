// The event types and priorities (docs/product/calendar.md) as the values the API stores, and the
// form defaults. Their labels come from the `calendar` catalogue, keyed by value (labels.ts).

export const EVENT_TYPES = ['field-service', 'meeting', 'assembly', 'special-day', 'activity', 'study', 'memorial', 'convention'] as const;
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;

export type EventType = (typeof EVENT_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];

export const DEFAULT_TYPE: EventType = 'field-service';
export const DEFAULT_PRIORITY: Priority = 'medium';

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);
export const isPriority = (value: string): value is Priority => (PRIORITIES as readonly string[]).includes(value);

/** Attendees are read as a whole number, and an empty or unreadable entry counts as 0. */
export function parseAttendees(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
