import { graphql, useMutation } from 'react-relay';
import type { useUpdateCustomAppRequestMutation as Mutation } from '../../__generated__/useUpdateCustomAppRequestMutation.graphql';

export function useUpdateCustomAppRequestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateCustomAppRequestMutation($input: UpdateCustomAppRequestInput!) {
      updateCustomAppRequest(input: $input) {
        __typename
        ... on CustomAppRequestUpdated {
          request {
            ...InboxCustomAppRequest_request
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
