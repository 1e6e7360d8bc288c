import { graphql, useMutation } from 'react-relay';
import type { useShareMusicFileMutation as Mutation } from '../../__generated__/useShareMusicFileMutation.graphql';

export function useShareMusicFileMutation() {
  return useMutation<Mutation>(graphql`
    mutation useShareMusicFileMutation($input: ShareMusicFileInput!) {
      shareMusicFile(input: $input) {
        __typename
        ... on MusicFileShared {
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
