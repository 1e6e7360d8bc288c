import { graphql, useMutation } from 'react-relay';
import type { useAdminLoginMutation as Mutation } from '../../__generated__/useAdminLoginMutation.graphql';

export function useAdminLoginMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAdminLoginMutation($input: AdminLoginInput!) {
      adminLogin(input: $input) {
        __typename
        ... on AdminSignedIn {
          secondFactorRequired
          secondFactorSetupRequired
          user {
            id
            username
            ...fragments_shellViewer
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
