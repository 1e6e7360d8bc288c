import { graphql, useMutation } from 'react-relay';
import type { useUpdateContactMutation as Mutation } from '../../__generated__/useUpdateContactMutation.graphql';

export function useUpdateContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateContactMutation($input: UpdateContactInput!) {
      result: updateContact(input: $input) {
        __typename
        ... on ContactUpdated {
          contact {
            id
            ...ContactCard_contact
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
