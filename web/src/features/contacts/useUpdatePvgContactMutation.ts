import { graphql, useMutation } from 'react-relay';
import type { useUpdatePvgContactMutation as Mutation } from '../../__generated__/useUpdatePvgContactMutation.graphql';

export function useUpdatePvgContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdatePvgContactMutation($input: UpdatePvgContactInput!) {
      result: updatePvgContact(input: $input) {
        __typename
        ... on PvgContactUpdated {
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
