import { graphql, useMutation } from 'react-relay';
import type { useCreateCalendarEventMutation as Mutation } from '../../__generated__/useCreateCalendarEventMutation.graphql';

/** Adds the event to the lists showing its day (the visible grid, Upcoming Events) without a refetch. */
export function useCreateCalendarEventMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateCalendarEventMutation($input: CreateCalendarEventInput!, $connections: [ID!]!) {
      createCalendarEvent(input: $input) {
        __typename
        ... on CalendarEventCreated {
          edge @appendEdge(connections: $connections) {
            cursor
            node {
              id
              title
              date
              time
              type
              priority
              location
              description
              attendees
              alarmEnabled
              alarmTime
            }
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            path
            message
          }
        }
      }
    }
  `);
}
