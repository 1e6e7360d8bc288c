import { graphql, useMutation } from 'react-relay';
import type { useRemoveCongregationScriptureMutation as Mutation } from '../../__generated__/useRemoveCongregationScriptureMutation.graphql';

export function useRemoveCongregationScriptureMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRemoveCongregationScriptureMutation($input: RemoveCongregationScriptureInput!) {
      removeCongregationScripture(input: $input) {
        __typename
        ... on CongregationScriptureRemoved {
          deletedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
