import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ createCalendarEvent: { __typename: 'CalendarEventCreated' } as LocalResult<'CalendarEventCreated'> });

/**
 * Adds the event on the device at once, to the lists showing its day (`connections`: the visible
 * grid, Upcoming Events, the app-wide reminders), and queues it for delivery (offline/sync.ts).
 */
export function useCreateCalendarEventMutation() {
  return useLocalMutation('calendarEvent', 'create', answer);
}
