import { graphql, useMutation } from 'react-relay';
import type { useUpdateSuggestionMutation as Mutation } from '../../__generated__/useUpdateSuggestionMutation.graphql';

export function useUpdateSuggestionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateSuggestionMutation($input: UpdateSuggestionInput!) {
      updateSuggestion(input: $input) {
        __typename
        ... on SuggestionUpdated {
          suggestion {
            ...InboxSuggestion_suggestion
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
