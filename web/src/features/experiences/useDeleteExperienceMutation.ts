import { graphql, useMutation } from 'react-relay';
import type { useDeleteExperienceMutation as Mutation } from '../../__generated__/useDeleteExperienceMutation.graphql';

export function useDeleteExperienceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteExperienceMutation($input: DeleteExperienceInput!) {
      deleteExperience(input: $input) {
        __typename
        ... on ExperienceDeleted {
          deletedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
