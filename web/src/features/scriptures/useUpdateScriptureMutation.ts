import { graphql, useMutation } from 'react-relay';
import type { useUpdateScriptureMutation as Mutation } from '../../__generated__/useUpdateScriptureMutation.graphql';

export function useUpdateScriptureMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateScriptureMutation($input: UpdateScriptureInput!) {
      updateScripture(input: $input) {
        __typename
        ... on ScriptureUpdated {
          scripture {
            id
            ...ScriptureItem_scripture
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
