// What the device kept from before closed lists became GraphQL enums: queued writes, the saved
// store and note drafts hold the strings the server stores ("Return Visit", "field-service",
// "in_progress"), where the app now reads and writes the enum names (RETURN_VISIT, FIELD_SERVICE,
// IN_PROGRESS). The database upgrade of db.ts rewrites them once with these functions, so a note
// queued offline before the update is shown with its category and its list, and the saved store
// shows what it showed before. The server names every value by one rule (api/src/lib/enums.ts),
// so no table of values is needed here: a string becomes the name the rule gives it when that
// name is one of the enum's values, and stays as it is otherwise. The server takes both shapes in
// a queued write (docs/decisions.md, "Enums and messages").
//
// Service group numbers became an enum later (version 5): the saved store holds them as numbers
// (3), the app now reads names (GROUP_3), found by their value in the schema's enum.
import {
  AlertKind,
  AlertResponseKind,
  AlertStatus,
  CalendarEventPriority,
  CalendarEventType,
  GroupStatusChangeKind,
  NoteCategory,
  ReportPriority,
  ReportStatus,
  RollCallKind,
  ServiceGroupNumber,
  ServiceGroupNumberValues,
} from '../generated/enums.ts';
import type { QueuedChange, RecordType } from './engine.ts';

type Values = readonly string[];
/** How one field's old value becomes the current one; a value it does not know stays as it is. */
type Upgrade = (value: unknown) => unknown;

/** The GraphQL name of a stored value: "Return Visit" → RETURN_VISIT (the server's rule). */
export const enumNameOf = (stored: string) => stored.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** A value as the enum's name when it is a stored string of that enum; anything else as it is. */
export function enumValueOf(values: Values, value: unknown): unknown {
  if (typeof value !== 'string' || values.includes(value)) return value;
  const name = enumNameOf(value);
  return values.includes(name) ? name : value;
}

/** A group number as its enum name: 3 → GROUP_3, 0 → NONE. */
export function groupNameOf(value: unknown): unknown {
  if (typeof value !== 'number') return value;
  return ServiceGroupNumber.find((name) => ServiceGroupNumberValues[name] === value) ?? value;
}

const list =
  (values: Values): Upgrade =>
  (value) =>
    enumValueOf(values, value);

/** The fields of each record type (in the Relay store) that became enums. */
const STORE_FIELDS: Record<string, Record<string, Upgrade>> = {
  Note: { category: list(NoteCategory) },
  CalendarEvent: { type: list(CalendarEventType), priority: list(CalendarEventPriority) },
  EmergencyAlert: { kind: list(AlertKind), status: list(AlertStatus) },
  AlertResponse: { status: list(AlertResponseKind) },
  RollCall: { kind: list(RollCallKind) },
  GroupStatusChanged: { change: list(GroupStatusChangeKind) },
  ProblemReport: { status: list(ReportStatus), priority: list(ReportPriority) },
  Suggestion: { status: list(ReportStatus) },
  CustomAppRequest: { status: list(ReportStatus) },
  User: { groupNumber: groupNameOf },
  ServiceGroup: { number: groupNameOf },
  MinistryExperience: { groupNumber: groupNameOf },
  SharedFile: { groupNumber: groupNameOf },
  ShepherdingRequest: { groupNumber: groupNameOf },
  GroupReportTotals: { groupNumber: groupNameOf },
  GroupJoinRequest: { groupNumber: groupNameOf },
  GroupInvitation: { groupNumber: groupNameOf },
  GroupMemberDecided: { groupNumber: groupNameOf },
};

/** The fields of each kind of queued write that became enums. */
const OUTBOX_FIELDS: Record<RecordType, Record<string, Upgrade>> = {
  note: STORE_FIELDS.Note!,
  calendarEvent: STORE_FIELDS.CalendarEvent!,
  conventionNote: {},
  scripture: {},
  // Queued only since the enums: nothing older to upgrade.
  hlcContact: {},
  pvgContact: {},
  video: {},
  statusAlert: {},
  alertResponse: {},
  territory: {},
  territoryHouse: {},
  gpsPoint: {},
  gpsRoute: {},
  serviceEntry: {},
  returnVisit: {},
  returnVisitCall: {},
  checkIn: {},
  shepherdingRequest: {},
  experience: {},
};

/** Arguments of enum type inside the store's keys: `notes(category:"Ministry Conductor Ideas")`. */
const KEY_ARGUMENTS: Record<string, Values> = { category: NoteCategory, status: ReportStatus };

/** A store key or connection id with its enum arguments as names. */
export function upgradeKey(key: string): string {
  return key.replace(/\b(category|status):"((?:[^"\\]|\\.)*)"/g, (whole, argument: string, value: string) => {
    const upgraded = enumValueOf(KEY_ARGUMENTS[argument]!, value);
    return upgraded === value ? whole : `${argument}:"${upgraded as string}"`;
  });
}

function upgradeFields(values: Record<string, unknown>, fields: Record<string, Upgrade> | undefined): Record<string, unknown> {
  if (!fields) return values;
  const copy = { ...values };
  for (const [field, upgrade] of Object.entries(fields)) if (field in copy) copy[field] = upgrade(copy[field]);
  return copy;
}

/** A queued write with its closed-list values and its lists' ids in the app's current shape. */
export function upgradeChange(change: QueuedChange): QueuedChange {
  const fields = OUTBOX_FIELDS[change.type];
  return {
    ...change,
    fields: upgradeFields(change.fields ?? {}, fields),
    base: upgradeFields(change.base ?? {}, fields),
    ...(change.connections ? { connections: change.connections.map(upgradeKey) } : {}),
  };
}

type StoredRecord = Record<string, unknown> & { __typename?: string };

function upgradeLinks(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const link = value as { __ref?: unknown; __refs?: unknown };
  if (typeof link.__ref === 'string') return { ...link, __ref: upgradeKey(link.__ref) };
  if (Array.isArray(link.__refs)) return { ...link, __refs: link.__refs.map((ref) => (typeof ref === 'string' ? upgradeKey(ref) : ref)) };
  return value;
}

/** A saved Relay store (records by id) in the app's current shape: values, ids, keys and links. */
export function upgradeRecords(records: Record<string, unknown>): Record<string, unknown> {
  const upgraded: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(records)) {
    if (typeof value !== 'object' || value === null) {
      upgraded[upgradeKey(id)] = value;
      continue;
    }
    const record = value as StoredRecord;
    const fields = upgradeFields(record, record.__typename ? STORE_FIELDS[record.__typename] : undefined);
    const next: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      next[upgradeKey(key)] = key === '__id' && typeof field === 'string' ? upgradeKey(field) : upgradeLinks(field);
    }
    upgraded[upgradeKey(id)] = next;
  }
  return upgraded;
}

/** A note form's draft with its category as the enum's name. */
export function upgradeNoteDraft<T extends Record<string, unknown>>(data: T): T {
  return upgradeFields(data, STORE_FIELDS.Note) as T;
}
