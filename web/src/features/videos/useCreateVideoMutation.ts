import { graphql, useMutation } from 'react-relay';
import type { useCreateVideoMutation as Mutation } from '../../__generated__/useCreateVideoMutation.graphql';

export function useCreateVideoMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateVideoMutation($input: CreateVideoInput!, $connections: [ID!]!) {
      createVideo(input: $input) {
        __typename
        ... on VideoCreated {
          video @prependNode(connections: $connections, edgeTypeName: "UserVideosConnectionEdge") {
            id
            ...VideoCard_video
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
