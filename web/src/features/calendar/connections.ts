// The Relay connections that show calendar events, so a mutation can add or remove an edge in each
// list that shows its day without refetching: the visible grid (by its day range) and Upcoming
// Events (from today).
import { ConnectionHandler } from 'relay-runtime';

export const GRID_CONNECTION = 'CalendarGrid_gridEvents';
export const UPCOMING_CONNECTION = 'UpcomingEvents_upcomingEvents';

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
  if (date === undefined) return [grid, upcoming];
  return [...(date >= from && date <= to ? [grid] : []), ...(date >= today ? [upcoming] : [])];
}
