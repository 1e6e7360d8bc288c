import { graphql, useMutation } from 'react-relay';
import type { useDeleteVideoMutation as Mutation } from '../../__generated__/useDeleteVideoMutation.graphql';

export function useDeleteVideoMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteVideoMutation($input: DeleteVideoInput!, $connections: [ID!]!) {
      deleteVideo(input: $input) {
        __typename
        ... on VideoDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
