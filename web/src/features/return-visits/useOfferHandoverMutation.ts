import { graphql, useMutation } from 'react-relay';
import type { useOfferHandoverMutation as Mutation } from '../../__generated__/useOfferHandoverMutation.graphql';

/** Offers a visit to a groupmate; online only (docs/product/return-visits.md, "Handing a visit over"). */
export function useOfferHandoverMutation() {
  return useMutation<Mutation>(graphql`
    mutation useOfferHandoverMutation($input: OfferReturnVisitHandoverInput!) {
      offerReturnVisitHandover(input: $input) {
        __typename
        ... on ReturnVisitHandoverOffered {
          handover {
            id
            receiverName
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
