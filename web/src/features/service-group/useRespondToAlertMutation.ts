import { graphql, useMutation } from 'react-relay';
import type { useRespondToAlertMutation as Mutation } from '../../__generated__/useRespondToAlertMutation.graphql';

export function useRespondToAlertMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRespondToAlertMutation($input: RespondToAlertInput!) {
      respondToAlert(input: $input) {
        __typename
        ... on AlertResponded {
          alert {
            id
            responses {
              id
              status
              message
              responderName
              isMine
              respondedAt
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
