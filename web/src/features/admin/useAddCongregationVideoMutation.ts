import { graphql, useMutation } from 'react-relay';
import type { useAddCongregationVideoMutation as Mutation } from '../../__generated__/useAddCongregationVideoMutation.graphql';

export function useAddCongregationVideoMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAddCongregationVideoMutation($input: AddCongregationVideoInput!) {
      addCongregationVideo(input: $input) {
        __typename
        ... on CongregationVideoAdded {
          video {
            id
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
