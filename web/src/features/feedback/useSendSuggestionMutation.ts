import { graphql, useMutation } from 'react-relay';
import type { useSendSuggestionMutation as Mutation } from '../../__generated__/useSendSuggestionMutation.graphql';

export function useSendSuggestionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendSuggestionMutation($input: SendSuggestionInput!) {
      sendSuggestion(input: $input) {
        __typename
        ... on SuggestionSent {
          ok
          suggestion {
            id
            status
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
