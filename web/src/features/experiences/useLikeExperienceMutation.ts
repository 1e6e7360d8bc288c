import { graphql, useMutation } from 'react-relay';
import type { useLikeExperienceMutation as Mutation } from '../../__generated__/useLikeExperienceMutation.graphql';

export function useLikeExperienceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useLikeExperienceMutation($input: LikeExperienceInput!) {
      likeExperience(input: $input) {
        __typename
        ... on ExperienceLiked {
          counted
          experience {
            id
            likes
            likedByViewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
