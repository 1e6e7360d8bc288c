import { graphql, useMutation } from 'react-relay';
import type { useCloseHandoverMutationDeclineMutation as Decline } from '../../__generated__/useCloseHandoverMutationDeclineMutation.graphql';
import type { useCloseHandoverMutationWithdrawMutation as Withdraw } from '../../__generated__/useCloseHandoverMutationWithdrawMutation.graphql';

/** The receiver turns an offer down; the page reads the offers again. */
export function useDeclineHandoverMutation() {
  return useMutation<Decline>(graphql`
    mutation useCloseHandoverMutationDeclineMutation($input: ReturnVisitHandoverIdInput!) {
      declineReturnVisitHandover(input: $input) {
        __typename
        ... on ReturnVisitHandoverClosed {
          deletedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

/** The giver takes an offer back; the page reads the offers again. */
export function useWithdrawHandoverMutation() {
  return useMutation<Withdraw>(graphql`
    mutation useCloseHandoverMutationWithdrawMutation($input: ReturnVisitHandoverIdInput!) {
      withdrawReturnVisitHandover(input: $input) {
        __typename
        ... on ReturnVisitHandoverClosed {
          deletedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
