import { graphql, useMutation } from 'react-relay';
import type { useCreatePvgContactMutation as Mutation } from '../../__generated__/useCreatePvgContactMutation.graphql';

export function useCreatePvgContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreatePvgContactMutation($input: CreatePvgContactInput!, $connections: [ID!]!) {
      result: createPvgContact(input: $input) {
        __typename
        ... on PvgContactCreated {
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
