import { graphql, useMutation } from 'react-relay';
import type { useAcceptHandoverMutation as Mutation } from '../../__generated__/useAcceptHandoverMutation.graphql';

/** Takes an offered visit: the page reads its list and offers again. */
export function useAcceptHandoverMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAcceptHandoverMutation($input: ReturnVisitHandoverIdInput!) {
      acceptReturnVisitHandover(input: $input) {
        __typename
        ... on ReturnVisitHandoverAccepted {
          deletedId
          returnVisit {
            id
            name
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
