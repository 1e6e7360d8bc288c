import { graphql, useMutation } from 'react-relay';
import type { useDeleteMusicFileMutation as Mutation } from '../../__generated__/useDeleteMusicFileMutation.graphql';

export function useDeleteMusicFileMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteMusicFileMutation($input: DeleteMusicFileInput!, $connections: [ID!]!) {
      deleteMusicFile(input: $input) {
        __typename
        ... on MusicFileDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
