// Keeps the open board live: each change of the group (a status, a response, a roll-call started
// or ended, by any member on any device) arrives over graphql-ws. The payload re-selects the
// board's fragments, so Relay updates the board in place; a new alert is prepended to the history.
import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type {
  useGroupStatusSubscription as Subscription,
  useGroupStatusSubscription$data as Data,
} from '../../__generated__/useGroupStatusSubscription.graphql';

export type GroupStatusEvent = NonNullable<Data['groupStatusChanged']>;

export function useGroupStatusSubscription(connectionId: string, onEvent: (event: GroupStatusEvent) => void) {
  const latestOnEvent = useRef(onEvent);
  latestOnEvent.current = onEvent;
  const config = useMemo(
    () => ({
      subscription: graphql`
        subscription useGroupStatusSubscription($connections: [ID!]!) {
          groupStatusChanged {
            change
            alert {
              id
              kind
              status
              senderName
              isMine
              isDrill
              endedAt
              ...StatusUpdate_alert
            }
            alertEdge @prependEdge(connections: $connections) {
              cursor
              node {
                ...AlertHistory_item
              }
            }
            response {
              responderName
              status
              isMine
            }
            serviceGroup {
              ...StatusBoard_group
              ...RollCallCard_group
            }
          }
        }
      `,
      variables: { connections: [connectionId] },
      onNext: (response: Data | null | undefined) => {
        if (response?.groupStatusChanged) latestOnEvent.current(response.groupStatusChanged);
      },
    }),
    [connectionId],
  );
  useSubscription<Subscription>(config);
}
