import { graphql, useMutation } from 'react-relay';
import type { useEndSessionMutation as Mutation } from '../../__generated__/useEndSessionMutation.graphql';

/** Signs out another device; the payload's viewer brings the list without it. */
export function useEndSessionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEndSessionMutation($input: EndSessionInput!) {
      endSession(input: $input) {
        __typename
        ... on SessionEnded {
          endedSessionId @deleteRecord
          viewer {
            id
            ...SignedInDevices_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
