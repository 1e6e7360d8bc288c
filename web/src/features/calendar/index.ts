// What the calendar offers the other areas: adding an event (the report's sending day is one), the
// list its reminders live in, and an alarm's time from a day and a time of day.
export { REMINDERS_CONNECTION } from './connections.ts';
export { alarmTimeOf, timezoneOffsetAt } from './dates.ts';
export { useCreateCalendarEventMutation } from './useCreateCalendarEventMutation.ts';
