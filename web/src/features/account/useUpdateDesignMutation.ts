import { graphql, useMutation } from 'react-relay';
import type { useUpdateDesignMutation as Mutation } from '../../__generated__/useUpdateDesignMutation.graphql';

export function useUpdateDesignMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateDesignMutation($input: UpdateDesignInput!) {
      updateDesign(input: $input) {
        __typename
        ... on DesignUpdated {
          user {
            ...fragments_shellViewer
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
