import { graphql, useMutation } from 'react-relay';
import type { useRemoveCongregationVideoMutation as Mutation } from '../../__generated__/useRemoveCongregationVideoMutation.graphql';

export function useRemoveCongregationVideoMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRemoveCongregationVideoMutation($input: RemoveCongregationVideoInput!) {
      removeCongregationVideo(input: $input) {
        __typename
        ... on CongregationVideoRemoved {
          deletedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
