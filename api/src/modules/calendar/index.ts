// The calendar's event rules, inputs and node, for the offline write path, the export and the
// assistant; and the calendar-date check the other areas' inputs share.
export {
  createCalendarEventInput,
  EVENT_TYPES,
  isCalendarDate,
  MESSAGES,
  PRIORITIES,
  updateCalendarEventInput,
} from './inputs.ts';
export { CalendarEventNode } from './schema.ts';
export { createEvent, deleteEvent, updateEvent } from './service.ts';
