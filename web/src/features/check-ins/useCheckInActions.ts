// Extend, end and take: online actions (a check-in is the server's to move on). Each answers the
// check-in as it now is, which the store takes; the bar then reads the list again.
import { graphql, useMutation } from 'react-relay';
import type { useCheckInActionsExtendMutation } from '../../__generated__/useCheckInActionsExtendMutation.graphql';
import type { useCheckInActionsEndMutation } from '../../__generated__/useCheckInActionsEndMutation.graphql';
import type { useCheckInActionsTakeMutation } from '../../__generated__/useCheckInActionsTakeMutation.graphql';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { errorToast } from '../../ui/toast.tsx';

/** What a failed action tells the member: the server's own message, or to find a signal. */
export function failed(t: (key: 'card.offline' | 'card.failed') => string, error: unknown) {
  errorToast(isNetworkUnavailable(error) ? t('card.offline') : t('card.failed'));
}

export function useExtendCheckInMutation() {
  return useMutation<useCheckInActionsExtendMutation>(graphql`
    mutation useCheckInActionsExtendMutation($input: ExtendCheckInInput!) {
      extendCheckIn(input: $input) {
        __typename
        ... on CheckInExtended {
          checkIn {
            ...CheckInCard_checkIn
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

export function useEndCheckInMutation() {
  return useMutation<useCheckInActionsEndMutation>(graphql`
    mutation useCheckInActionsEndMutation($input: EndCheckInInput!) {
      endCheckIn(input: $input) {
        __typename
        ... on CheckInEnded {
          checkIn {
            ...CheckInCard_checkIn
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

export function useTakeCheckInMutation() {
  return useMutation<useCheckInActionsTakeMutation>(graphql`
    mutation useCheckInActionsTakeMutation($input: AcknowledgeCheckInInput!) {
      acknowledgeCheckIn(input: $input) {
        __typename
        ... on CheckInTaken {
          checkIn {
            ...CheckInCard_checkIn
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
