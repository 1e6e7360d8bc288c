import { graphql, useMutation } from 'react-relay';
import type { useCreateHlcContactMutation as Mutation } from '../../__generated__/useCreateHlcContactMutation.graphql';

export function useCreateHlcContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateHlcContactMutation($input: CreateHlcContactInput!, $connections: [ID!]!) {
      result: createHlcContact(input: $input) {
        __typename
        ... on HlcContactCreated {
          edge @prependEdge(connections: $connections) {
            cursor
            node {
              id
              ...ContactCard_contact
            }
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
