import { graphql, useMutation } from 'react-relay';
import type { useCreateContactMutation as Mutation } from '../../__generated__/useCreateContactMutation.graphql';

export function useCreateContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateContactMutation($input: CreateContactInput!, $connections: [ID!]!) {
      result: createContact(input: $input) {
        __typename
        ... on ContactCreated {
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
