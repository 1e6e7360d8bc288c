import { graphql, useMutation } from 'react-relay';
import type { useAddEntryFromRouteMutation as Mutation } from '../../__generated__/useAddEntryFromRouteMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useAddEntryFromRouteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAddEntryFromRouteMutation($input: AddEntryFromRouteInput!) {
      addEntryFromRoute(input: $input) {
        __typename
        ... on ServiceEntryFromRouteAdded { serviceEntry { id } }
        ... on Error {
          message
        }
      }
    }
  `);
}
