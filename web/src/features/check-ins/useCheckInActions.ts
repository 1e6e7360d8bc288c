// Extend, end and take: online actions (a check-in is the server's to move on). Each answers the
// check-in as it now is, which the store takes; the bar then reads the list again.
import { useTranslation } from 'react-i18next';
import { graphql, useMutation } from 'react-relay';
import type { useCheckInActionsExtendMutation } from '../../__generated__/useCheckInActionsExtendMutation.graphql';
import type { useCheckInActionsEndMutation } from '../../__generated__/useCheckInActionsEndMutation.graphql';
import type { useCheckInActionsTakeMutation } from '../../__generated__/useCheckInActionsTakeMutation.graphql';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { errorToast, toast } from '../../ui/toast.tsx';

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

/**
 * Ends a check-in (with what came of it, for one taken from another member): told in a toast, then
 * `onChanged`; a refusal or no signal is told as `failed` tells it.
 */
export function useEndCheckIn(onChanged: () => void) {
  const { t } = useTranslation('checkIns');
  const [end, ending] = useEndCheckInMutation();
  const endCheckIn = (id: string, outcome?: string) =>
    end({
      variables: { input: { id, ...(outcome === undefined ? {} : { outcome }) } },
      onCompleted: ({ endCheckIn: result }) => {
        if (result.__typename !== 'CheckInEnded') {
          errorToast(result.message ?? t('card.failed'));
          return;
        }
        toast({ title: t('card.endedTitle') });
        onChanged();
      },
      onError: (error) => failed(t, error),
    });
  return [endCheckIn, ending] as const;
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
