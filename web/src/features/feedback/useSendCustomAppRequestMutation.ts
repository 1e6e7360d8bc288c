import { graphql, useMutation } from 'react-relay';
import type { useSendCustomAppRequestMutation as Mutation } from '../../__generated__/useSendCustomAppRequestMutation.graphql';

export function useSendCustomAppRequestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendCustomAppRequestMutation($input: SendCustomAppRequestInput!) {
      sendCustomAppRequest(input: $input) {
        __typename
        ... on CustomAppRequestSent {
          ok
          request {
            id
            status
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
