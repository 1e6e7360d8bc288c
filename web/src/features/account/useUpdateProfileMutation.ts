import { graphql, useMutation } from 'react-relay';
import type { useUpdateProfileMutation as Mutation } from '../../__generated__/useUpdateProfileMutation.graphql';

export function useUpdateProfileMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on ProfileUpdated {
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
