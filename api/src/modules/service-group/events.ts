// What the pubsub carries when a group's board changes. The changed rows travel with the event
// so that each subscriber resolves them without a database read (a group of a thousand open
// screens would otherwise make a thousand reads per alert). Dates travel as ISO strings, as they
// would through Redis anyway, and are revived on the way out.
//
// Every open board of the group on this instance is sent the same event object; it is revived
// once, and the rows its subscribers' answers need beyond it (the board as of the event) are read
// once and shared through `reads` (service.ts, `shared`).
import type { AlertResponse, EmergencyAlert } from '../../generated/sqlite/client.ts';

type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export const GROUP_STATUS_CHANGE_KINDS = ['alert', 'response', 'rollcall-ended'] as const;
export type GroupStatusChangeKind = (typeof GROUP_STATUS_CHANGE_KINDS)[number];

export interface GroupStatusEvent {
  change: GroupStatusChangeKind;
  groupNumber: number;
  alert: Wire<EmergencyAlert>;
  response: Wire<AlertResponse> | null;
}

export interface GroupStatusChange {
  change: GroupStatusChangeKind;
  groupNumber: number;
  alert: EmergencyAlert;
  response: AlertResponse | null;
  /** The reads the event's subscribers on this instance share, by what was read. */
  reads: Map<string, Promise<unknown>>;
}

const alertToWire = (a: EmergencyAlert): Wire<EmergencyAlert> => ({
  ...a,
  timestamp: a.timestamp.toISOString(),
  endedAt: a.endedAt?.toISOString() ?? null,
});

const responseToWire = (r: AlertResponse): Wire<AlertResponse> => ({ ...r, timestamp: r.timestamp.toISOString() });

export function toEvent(change: GroupStatusChangeKind, alert: EmergencyAlert, response: AlertResponse | null = null): GroupStatusEvent {
  return { change, groupNumber: alert.groupId, alert: alertToWire(alert), response: response && responseToWire(response) };
}

const revived = new WeakMap<GroupStatusEvent, GroupStatusChange>();

/** The change an event tells, the same object for every subscriber it reaches. */
export function fromEvent(event: GroupStatusEvent): GroupStatusChange {
  let change = revived.get(event);
  if (!change) revived.set(event, (change = revive(event)));
  return change;
}

function revive(event: GroupStatusEvent): GroupStatusChange {
  return {
    change: event.change,
    groupNumber: event.groupNumber,
    alert: {
      ...event.alert,
      timestamp: new Date(event.alert.timestamp),
      endedAt: event.alert.endedAt ? new Date(event.alert.endedAt) : null,
    },
    response: event.response && { ...event.response, timestamp: new Date(event.response.timestamp) },
    reads: new Map(),
  };
}
