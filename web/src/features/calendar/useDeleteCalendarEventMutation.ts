import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ deleteCalendarEvent: { __typename: 'CalendarEventDeleted' } as LocalResult<'CalendarEventDeleted'> });

/**
 * Takes the event out of every list at once and queues the deletion (offline/sync.ts); the
 * deletion waits on the device when there is no connection, so it is "deleted" either way.
 */
export function useDeleteCalendarEventMutation() {
  return useLocalMutation('calendarEvent', 'delete', answer, { waitingIsError: false });
}
