import { graphql, useMutation } from 'react-relay';
import type { useAddCongregationScriptureMutation as Mutation } from '../../__generated__/useAddCongregationScriptureMutation.graphql';

export function useAddCongregationScriptureMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAddCongregationScriptureMutation($input: AddCongregationScriptureInput!) {
      addCongregationScripture(input: $input) {
        __typename
        ... on CongregationScriptureAdded {
          scripture {
            id
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
