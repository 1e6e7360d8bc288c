import { graphql, useMutation } from 'react-relay';
import type { useCreateScriptureMutation as Mutation } from '../../__generated__/useCreateScriptureMutation.graphql';

export function useCreateScriptureMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateScriptureMutation($input: CreateScriptureInput!, $connections: [ID!]!) {
      createScripture(input: $input) {
        __typename
        ... on ScriptureCreated {
          scripture @prependNode(connections: $connections, edgeTypeName: "UserScripturesConnectionEdge") {
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
