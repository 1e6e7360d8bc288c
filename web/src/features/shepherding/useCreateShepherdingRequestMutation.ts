import { graphql, useMutation } from 'react-relay';
import type { useCreateShepherdingRequestMutation as Mutation } from '../../__generated__/useCreateShepherdingRequestMutation.graphql';

export function useCreateShepherdingRequestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateShepherdingRequestMutation($input: CreateShepherdingRequestInput!) {
      createShepherdingRequest(input: $input) {
        __typename
        ... on ShepherdingRequestCreated {
          request {
            id
            ...ShepherdingRequestItem_request
            ...GroupRequestCard_request
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
