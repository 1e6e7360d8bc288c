import { graphql, useMutation } from 'react-relay';
import type { useDisableAdminTotpMutation as Mutation } from '../../__generated__/useDisableAdminTotpMutation.graphql';

export function useDisableAdminTotpMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDisableAdminTotpMutation($input: AdminCodeInput!) {
      disableAdminTotp(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
