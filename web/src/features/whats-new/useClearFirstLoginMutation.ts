import { graphql, useMutation } from 'react-relay';
import type { useClearFirstLoginMutation as Mutation } from '../../__generated__/useClearFirstLoginMutation.graphql';

/** Clears the account's first-login flag (the accounts module's setup flags, through updateDesign). */
export function useClearFirstLoginMutation() {
  return useMutation<Mutation>(graphql`
    mutation useClearFirstLoginMutation {
      updateDesign(input: { isFirstLogin: false }) {
        __typename
        ... on DesignUpdated {
          user {
            id
            isFirstLogin
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
