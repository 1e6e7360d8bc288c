import { graphql, useMutation } from 'react-relay';
import type { useMarkReleasesSeenMutation as Mutation } from '../../__generated__/useMarkReleasesSeenMutation.graphql';

export function useMarkReleasesSeenMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMarkReleasesSeenMutation($input: MarkReleasesSeenInput!) {
      markReleasesSeen(input: $input) {
        __typename
        ... on ReleasesSeen {
          seenReleases
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
