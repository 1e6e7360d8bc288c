import { graphql, useMutation } from 'react-relay';
import type { useUpdateShepherdingRequestStatusMutation as Mutation } from '../../__generated__/useUpdateShepherdingRequestStatusMutation.graphql';

export function useUpdateShepherdingRequestStatusMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateShepherdingRequestStatusMutation($input: UpdateShepherdingRequestStatusInput!) {
      updateShepherdingRequestStatus(input: $input) {
        __typename
        ... on ShepherdingRequestStatusUpdated {
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
