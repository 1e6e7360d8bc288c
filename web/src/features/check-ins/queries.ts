// The check-ins the viewer sees that have not ended: one query, read by the bar at the top of the
// app and by the start card on /service-group (the same store records), read again whenever one
// of them moves on, so every screen shows the server's state.
import { useCallback, useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { queriesCheckInsQuery } from '../../__generated__/queriesCheckInsQuery.graphql';
import type { queriesCheckInChangedSubscription } from '../../__generated__/queriesCheckInChangedSubscription.graphql';
import { OFFLINE_REPLAYED_EVENT, type ReplayedEvent } from '../../offline/queue.ts';
import { SUBSCRIPTIONS_RESUMED_EVENT } from '../../relay/environment.ts';

export const checkInsQuery = graphql`
  query queriesCheckInsQuery {
    viewer {
      id
      groupNumber
      groupPending
      openCheckIns(first: 20) {
        edges {
          node {
            id
            fullName
            status
            dueAt
            isMine
            ...CheckInCard_checkIn
          }
        }
      }
    }
  }
`;

/** Reads the list again from the server; every screen showing it takes the answer. */
export function useRefreshCheckIns(): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<queriesCheckInsQuery>(environment, checkInsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
}

/**
 * Keeps the list current: each step of a check-in the viewer sees (from any member, any
 * instance), a check-in the device has just delivered, and a return online or to the foreground
 * (events sent meanwhile were missed).
 */
export function useLiveCheckIns(refresh: () => void) {
  const config = useMemo(
    () => ({
      subscription: graphql`
        subscription queriesCheckInChangedSubscription {
          checkInChanged {
            step
            checkIn {
              id
              ...CheckInCard_checkIn
            }
          }
        }
      `,
      variables: {},
      onNext: () => refresh(),
    }),
    [refresh],
  );
  useSubscription<queriesCheckInChangedSubscription>(config);
  useEffect(() => {
    const onReturn = () => document.visibilityState === 'visible' && refresh();
    const onDelivered = (event: Event) => (event as ReplayedEvent).detail?.types.includes('checkIn') && refresh();
    window.addEventListener('online', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener(OFFLINE_REPLAYED_EVENT, onDelivered);
    window.addEventListener(SUBSCRIPTIONS_RESUMED_EVENT, refresh);
    return () => {
      window.removeEventListener('online', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener(OFFLINE_REPLAYED_EVENT, onDelivered);
      window.removeEventListener(SUBSCRIPTIONS_RESUMED_EVENT, refresh);
    };
  }, [refresh]);
}
