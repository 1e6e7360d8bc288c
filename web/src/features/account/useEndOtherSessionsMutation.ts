import { graphql, useMutation } from 'react-relay';
import type { useEndOtherSessionsMutation as Mutation } from '../../__generated__/useEndOtherSessionsMutation.graphql';

/** Signs out every device but this one; the payload's viewer brings the list with this one only. */
export function useEndOtherSessionsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEndOtherSessionsMutation {
      endOtherSessions {
        __typename
        ... on OtherSessionsEnded {
          endedSessionIds @deleteRecord
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
