import { graphql, useMutation } from 'react-relay';
import type { useUpdateExperienceMutation as Mutation } from '../../__generated__/useUpdateExperienceMutation.graphql';

export function useUpdateExperienceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateExperienceMutation($input: UpdateExperienceInput!) {
      updateExperience(input: $input) {
        __typename
        ... on ExperienceUpdated {
          experience {
            id
            title
            content
            updatedAt
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
