import { graphql, useMutation } from 'react-relay';
import type { useUpdateHlcContactMutation as Mutation } from '../../__generated__/useUpdateHlcContactMutation.graphql';

export function useUpdateHlcContactMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateHlcContactMutation($input: UpdateHlcContactInput!) {
      result: updateHlcContact(input: $input) {
        __typename
        ... on HlcContactUpdated {
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
