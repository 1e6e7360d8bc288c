// The Relay connections that show calendar events, so a mutation can add or remove an edge in each
// list that shows its day without refetching: the visible grid (by its day range), Upcoming Events
// (from today) and the app-wide reminder list (from today), which arms a new event's alarm at once
// on any screen (docs/product/calendar.md).
import { ConnectionHandler } from 'relay-runtime';

export const GRID_CONNECTION = 'CalendarGrid_gridEvents';
export const UPCOMING_CONNECTION = 'UpcomingEvents_upcomingEvents';
export const REMINDERS_CONNECTION = 'AppReminders_reminderEvents';

export interface CalendarLists {
  viewerId: string;
  from: string;
  to: string;
  today: string;
}

/** Every list the event of `date` belongs in; every list when no date is given (a deletion). */
export function connectionsFor({ viewerId, from, to, today }: CalendarLists, date?: string): string[] {
  const grid = ConnectionHandler.getConnectionID(viewerId, GRID_CONNECTION, { from, to });
  const upcoming = ConnectionHandler.getConnectionID(viewerId, UPCOMING_CONNECTION, { from: today });
  const reminders = ConnectionHandler.getConnectionID(viewerId, REMINDERS_CONNECTION, { from: today });
  if (date === undefined) return [grid, upcoming, reminders];
  return [...(date >= from && date <= to ? [grid] : []), ...(date >= today ? [upcoming, reminders] : [])];
}
