import { graphql, useMutation } from 'react-relay';
import type { useShareExperienceMutation as Mutation } from '../../__generated__/useShareExperienceMutation.graphql';

export function useShareExperienceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useShareExperienceMutation($input: ShareExperienceInput!) {
      shareExperience(input: $input) {
        __typename
        ... on ExperienceShared {
          experience {
            id
            ...OwnExperienceCard_experience
            ...SharedExperienceCard_experience
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
