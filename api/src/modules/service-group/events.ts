// What the pubsub carries when a group's board changes. The changed rows travel with the event
// so that each subscriber resolves them without a database read (a group of a thousand open
// screens would otherwise make a thousand reads per alert). Dates travel as ISO strings, as they
// would through Redis anyway, and are revived on the way out.
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

export function fromEvent(event: GroupStatusEvent): GroupStatusChange {
  return {
    change: event.change,
    groupNumber: event.groupNumber,
    alert: {
      ...event.alert,
      timestamp: new Date(event.alert.timestamp),
      endedAt: event.alert.endedAt ? new Date(event.alert.endedAt) : null,
    },
    response: event.response && { ...event.response, timestamp: new Date(event.response.timestamp) },
  };
}
