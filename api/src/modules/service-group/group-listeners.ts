// The group's board events on this instance: one pubsub subscription per group, whatever the
// number of its open boards, each board a listener called in turn with the one event object
// (docs/decisions.md, "One live event, many open boards"). A subscription per board cost a
// listener, a queue and a loop per board and per event on the pubsub's event target.
import { log } from '../../lib/log.ts';
import type { PubSub } from '../../pubsub.ts';
import type { GroupStatusEvent } from './events.ts';

type Listener = (event: GroupStatusEvent) => void;

interface Group {
  listeners: Set<Listener>;
  stop: () => void;
}

const byPubSub = new WeakMap<PubSub, Map<number, Group>>();

/** How many pubsub subscriptions were opened for groups: the API test reads it. */
export const groupListenerStats = { subscriptions: 0 };

/** One pubsub subscription, calling each listener of the group with each event. */
function openGroup(pubsub: PubSub, groupNumber: number): Group {
  const listeners = new Set<Listener>();
  groupListenerStats.subscriptions += 1;
  const events = pubsub.subscribe('group:status', groupNumber);
  void (async () => {
    for await (const event of events) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // One board's failure is its own: the others still hear the event.
          log.error({ event: 'group-listener-failed', message: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  })();
  return { listeners, stop: () => void events.return?.() };
}

/**
 * Calls `listener` with each board event of `groupNumber` published on any instance, in order,
 * until the returned function is called.
 */
export function listenToGroup(pubsub: PubSub, groupNumber: number, listener: Listener): () => void {
  let groups = byPubSub.get(pubsub);
  if (!groups) byPubSub.set(pubsub, (groups = new Map()));
  let group = groups.get(groupNumber);
  if (!group) groups.set(groupNumber, (group = openGroup(pubsub, groupNumber)));
  const own = group;
  own.listeners.add(listener);
  return () => {
    if (!own.listeners.delete(listener) || own.listeners.size > 0) return;
    // The group's last board closed: its subscription ends, and the next board opens a new one.
    if (groups.get(groupNumber) === own) groups.delete(groupNumber);
    own.stop();
  };
}
