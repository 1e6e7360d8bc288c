import { graphql, useMutation } from 'react-relay';
import type { useDeleteCalendarEventMutation as Mutation } from '../../__generated__/useDeleteCalendarEventMutation.graphql';

/** Removes the event from every list at once (optimistically); a refusal puts it back. */
export function useDeleteCalendarEventMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteCalendarEventMutation($input: DeleteCalendarEventInput!, $connections: [ID!]!) {
      deleteCalendarEvent(input: $input) {
        __typename
        ... on CalendarEventDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
