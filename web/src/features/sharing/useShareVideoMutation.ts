import { graphql, useMutation } from 'react-relay';
import type { useShareVideoMutation as Mutation } from '../../__generated__/useShareVideoMutation.graphql';

export function useShareVideoMutation() {
  return useMutation<Mutation>(graphql`
    mutation useShareVideoMutation($input: ShareVideoInput!) {
      shareVideo(input: $input) {
        __typename
        ... on VideoShared {
          sharedFile {
            id
            title
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
