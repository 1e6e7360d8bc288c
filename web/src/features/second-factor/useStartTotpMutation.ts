import { graphql, useMutation } from 'react-relay';
import type { useStartTotpMutation as Mutation } from '../../__generated__/useStartTotpMutation.graphql';

export function useStartTotpMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStartTotpMutation {
      startTotp {
        __typename
        ... on TotpEnrolment {
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
