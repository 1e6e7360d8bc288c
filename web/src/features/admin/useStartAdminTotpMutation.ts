import { graphql, useMutation } from 'react-relay';
import type { useStartAdminTotpMutation as Mutation } from '../../__generated__/useStartAdminTotpMutation.graphql';

export function useStartAdminTotpMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStartAdminTotpMutation {
      startAdminTotp {
        __typename
        ... on AdminTotpEnrolment {
          secret
          qrCodeDataUrl
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
