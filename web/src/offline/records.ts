// How each kind of record a member writes is shown on the device before the server answers
// (docs/product/offline.md): the Relay type and list edge it appears as, the fields a new one
// shows, what follows from a write as the server will compute it, and the optimistic update of the
// Relay store that one outbox entry makes. sync.ts keeps one such update per entry.
import { RECORD_TYPENAME } from '@ministry/shared/records.ts';
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';
import type { CalendarEventPriority, CalendarEventType, ContactPosition, NoteCategory, ServiceKind, TerritoryStatus, TerritoryType } from '../generated/enums.ts';
import { localIdOf, type QueuedChange, type RecordType } from './engine.ts';

export const TYPENAME = RECORD_TYPENAME;
export const EDGE_TYPE: Record<RecordType, string> = {
  note: 'NoteEdge',
  conventionNote: 'UserConventionNotesConnectionEdge',
  calendarEvent: 'CalendarEventEdge',
  scripture: 'UserScripturesConnectionEdge',
  hlcContact: 'ContactEdge',
  pvgContact: 'ContactEdge',
  video: 'UserVideosConnectionEdge',
  statusAlert: 'EmergencyAlertEdge',
  // Shown in its alert's list of responses (IN_PARENT_LIST), never in a connection.
  alertResponse: 'AlertResponseEdge',
  territory: 'TerritoryEdge',
  territoryHouse: 'TerritoryHouseEdge',
  // Shown nowhere (NOT_SHOWN): the recording's path is the page's own.
  gpsPoint: 'GpsPointEdge',
  gpsRoute: 'UserGpsRoutesConnectionEdge',
  serviceEntry: 'ServiceEntryEdge',
  returnVisit: 'ReturnVisitConnectionEdge',
  returnVisitCall: 'ReturnVisitCallsConnectionEdge',
  // Shown nowhere from the store (NOT_SHOWN): the check-in card reads the outbox itself until the server has it.
  checkIn: 'UserOpenCheckInsConnectionEdge',
  shepherdingRequest: 'UserShepherdingRequestsConnectionEdge',
  experience: 'UserExperiencesConnectionEdge',
};
const CONTACT_DEFAULTS = { name: '', phoneNumber: '', email: '', position: 'MEMBER' satisfies ContactPosition, hospital: null, notes: null };
/** Every field a screen reads, with what a new record shows before the server answers. */
const DEFAULTS: Record<RecordType, Record<string, unknown>> = {
  note: { title: '', content: '', category: 'GENERAL' satisfies NoteCategory, householderName: null, address: null, timeContacted: null, literatureLeft: null },
  conventionNote: { title: '', speaker: '', content: '', scriptures: null, date: '', session: '' },
  // The alarm is computed by the server; an event made offline is armed once it is delivered.
  calendarEvent: {
    title: '',
    date: '',
    time: '',
    type: 'FIELD_SERVICE' satisfies CalendarEventType,
    priority: 'MEDIUM' satisfies CalendarEventPriority,
    location: null,
    description: null,
    attendees: 0,
    alarmEnabled: true,
    alarmTime: null,
  },
  scripture: { reference: '', text: '', notes: null, favorite: false },
  hlcContact: CONTACT_DEFAULTS,
  pvgContact: CONTACT_DEFAULTS,
  video: { title: '', url: '', description: null, duration: null, category: null },
  // Shown as the member's own ("You") until the server's record, with their name, replaces it.
  statusAlert: { kind: 'STATUS', status: 'GREEN', message: null, comment: null, location: null, senderName: '', isMine: true, endedAt: null, isDrill: false },
  alertResponse: { status: 'MESSAGE', message: null, responderName: '', isMine: true },
  territory: {
    territoryNumber: '',
    name: '',
    description: null,
    assignedDate: null,
    dueDate: null,
    status: 'ACTIVE' satisfies TerritoryStatus,
    type: 'RESIDENTIAL' satisfies TerritoryType,
    progress: 0,
    houses: 0,
    contactedHouses: 0,
    boundaries: null,
    notes: null,
    imageUrl: null,
  },
  territoryHouse: { address: '', status: 'NOT_VISITED', doNotCall: false, lastCallDate: null, nextVisitDate: null, notes: null },
  gpsPoint: {},
  // With the figures the device computed from its points, until the server's replace them.
  gpsRoute: { name: '', sessionId: '', startedAt: null, endedAt: null, distanceMeters: 0, durationSeconds: 0, pointCount: 0 },
  serviceEntry: { date: '', minutes: 0, kind: 'HOUSE_TO_HOUSE' satisfies ServiceKind, credit: false, note: null, source: null },
  returnVisit: {
    name: '',
    address: '',
    phoneNumber: null,
    latitude: null,
    longitude: null,
    language: null,
    topic: null,
    publication: null,
    nextVisitDate: null,
    lastCallDate: null,
  },
  returnVisitCall: { date: '', notes: null, publication: null },
  checkIn: {},
  // Pending until the server has it and the elders move it on.
  shepherdingRequest: {
    requestType: '',
    priority: 'normal',
    description: '',
    preferredElders: null,
    notes: null,
    status: 'pending',
    assignedElder: null,
    scheduledDate: null,
    completionNotes: null,
    requestorName: '',
  },
  // Private until the member shares it; the author's name and group are the viewer's (MADE_WITH).
  experience: {
    title: '',
    content: '',
    userName: '',
    groupNumber: 'NONE',
    isShared: false,
    sharedWithEveryone: true,
    likes: 0,
    imageUrl: null,
    imageOriginalName: null,
  },
};
/** Records shown in a list field of another record, named by one of the write's fields. */
const IN_PARENT_LIST: Partial<Record<RecordType, { parent: string; list: string }>> = {
  alertResponse: { parent: 'alertId', list: 'responses' },
};
/** Fields of a record that follow from what was written, as the server will set them. */
const DERIVED: Partial<Record<RecordType, (fields: Record<string, unknown>) => Record<string, unknown>>> = {
  // A change of status is a call, dated the device's day; do-not-call follows the status.
  territoryHouse: (fields) =>
    'status' in fields ? { doNotCall: fields.status === 'DO_NOT_CALL', ...(fields.today ? { lastCallDate: fields.today } : {}) } : {},
  // The form reads the status as stored; the card reads it as of the member's day (FOLLOWS).
  territory: (fields) => ('status' in fields ? { storedStatus: fields.status } : {}),
};
/** What a write carries for the server only, never a field of the record shown. */
const INPUT_ONLY = new Set(['today', 'territoryId', 'timezoneOffset', 'alertId', 'returnVisitId', 'noteId', 'houseId']);
/** Links a write names by global id (input field → the record's field): shown as the linked record the device holds. */
const LINKS: Partial<Record<RecordType, Record<string, string>>> = { returnVisit: { noteId: 'note', houseId: 'house' } };
const LINK_INPUTS: ReadonlySet<string> = new Set(Object.values(LINKS).flatMap((links) => Object.keys(links)));
/** Whether a field alone changes nothing worth sending: a link is no field of its own, but it is a change. */
export const isInputOnly = (field: string) => INPUT_ONLY.has(field) && !LINK_INPUTS.has(field);
/** The fields that hold when a record was made: an alert's is the time it was sent. */
const MADE_AT_FIELDS: Partial<Record<RecordType, readonly string[]>> = { statusAlert: ['sentAt'], alertResponse: ['respondedAt'] };
/** Lists kept oldest first (a territory's houses, in the order they were walked) take a new record last. */
const OLDEST_FIRST: ReadonlySet<RecordType> = new Set(['territoryHouse', 'serviceEntry']);
/** Writes no screen shows from the store (a GPS point: the recording page draws its own path). */
const NOT_SHOWN: ReadonlySet<RecordType> = new Set(['gpsPoint', 'checkIn']);
/** The field a record shows its file in (a territory's or an experience's image), read from the device's copy. */
const FILE_FIELD: Partial<Record<RecordType, string>> = { territory: 'imageUrl', experience: 'imageUrl' };

/** What a new record holds besides its fields: the lists a screen reads in it, empty. */
const MADE_WITH: Partial<Record<RecordType, (store: RecordSourceProxy, record: RecordProxy) => void>> = {
  statusAlert: (_store, record) => record.setLinkedRecords([], 'responses'),
  territory: (store, record) => {
    const addresses = store.create(`${record.getDataID()}:addresses(first:1)`, 'TerritoryAddressesConnection');
    addresses.setValue(0, 'totalCount');
    addresses.setLinkedRecords([], 'edges');
    record.setLinkedRecord(addresses, 'addresses', { first: 1 });
  },
  // Written by the member: their name and group, as the server will store them (no group while
  // the member still waits to be let into the one they asked for).
  experience: (store, record) => {
    const viewer = store.getRoot().getLinkedRecord('viewer');
    const name = viewer?.getValue('fullName');
    const group = viewer?.getValue('groupPending') === true ? 'NONE' : viewer?.getValue('groupNumber');
    if (typeof name === 'string') record.setValue(name, 'userName');
    if (typeof group === 'string') record.setValue(group, 'groupNumber');
  },
};

/**
 * What a new record changes in the record it belongs to, as the server will: a call on a return
 * visit moves the visit's last call (never back) and sets its next visit when the call names one.
 */
const ON_PARENT: Partial<Record<RecordType, { parent: string; apply: (parent: RecordProxy, fields: Record<string, unknown>) => void }>> = {
  returnVisitCall: {
    parent: 'returnVisitId',
    apply: (visit, fields) => {
      const last = visit.getValue('lastCallDate');
      if (typeof fields.date === 'string' && (typeof last !== 'string' || fields.date > last)) visit.setValue(fields.date, 'lastCallDate');
      if ('nextVisitDate' in fields) visit.setValue((fields.nextVisitDate as string | null) || null, 'nextVisitDate');
    },
  },
};

/** Fields that follow from the record as it now is, after every write (a field with arguments). */
const FOLLOWS: Partial<Record<RecordType, (record: RecordProxy, fields: Record<string, unknown>) => void>> = {
  // A territory past its due date is overdue as of the member's day, unless it is completed.
  territory: (record, fields) => {
    const today = fields.today;
    if (typeof today !== 'string') return;
    const stored = record.getValue('storedStatus');
    const due = record.getValue('dueDate');
    const status = stored === 'COMPLETED' ? 'COMPLETED' : typeof due === 'string' && due !== '' && due < today ? 'OVERDUE' : stored === 'OVERDUE' ? 'OVERDUE' : 'ACTIVE';
    record.setValue(status, 'status', { today });
  },
};

function showLinks(store: RecordSourceProxy, record: RecordProxy, type: RecordType, fields: Record<string, unknown>, isNew: boolean) {
  for (const [input, field] of Object.entries(LINKS[type] ?? {})) {
    if (!isNew && !(input in fields)) continue;
    const value = fields[input];
    const linked = typeof value === 'string' && value !== '' ? store.get(value) : null;
    if (linked) record.setLinkedRecord(linked, field);
    else record.setValue(null, field);
  }
}

const objectUrls = new WeakMap<Blob, string>();
/** An address the page can show a file kept on the device at, one per file. */
function objectUrlOf(file: Blob): string | null {
  if (typeof URL.createObjectURL !== 'function') return null;
  let url = objectUrls.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    objectUrls.set(file, url);
  }
  return url;
}

export function targetOf(change: QueuedChange): string {
  return change.recordId ?? localIdOf(change.createdBy ?? change.clientId);
}

/**
 * Shows one outbox entry in the store: a new record in its lists, an edit on the record, a delete
 * out of its lists. `adopted` maps records made on this device to the ids the server gave them.
 */
export function applyChange(store: RecordSourceProxy, change: QueuedChange, adopted: ReadonlyMap<string, string>) {
  if (NOT_SHOWN.has(change.type)) return;
  const typename = TYPENAME[change.type];
  const fileField = FILE_FIELD[change.type];
  if (change.action === 'create') {
    const id = localIdOf(change.clientId);
    if (adopted.has(id) || madeOnServer(store, change, id)) return;
    const record = store.get(id) ?? store.create(id, typename);
    // Screens read the record's `id` field (keys, labels, the next edit's target), not its data id.
    record.setValue(id, 'id');
    const made = new Date(change.madeAt).toISOString();
    for (const [field, value] of Object.entries(shownFields(change.type, { ...DEFAULTS[change.type], ...change.fields }))) {
      record.setValue((value ?? null) as string | null, field);
    }
    for (const field of MADE_AT_FIELDS[change.type] ?? ['createdAt', 'updatedAt']) record.setValue(made, field);
    if (fileField && change.file) record.setValue(objectUrlOf(change.file), fileField);
    MADE_WITH[change.type]?.(store, record);
    showLinks(store, record, change.type, change.fields, true);
    FOLLOWS[change.type]?.(record, change.fields);
    const inList = IN_PARENT_LIST[change.type];
    const parent = inList ? store.get(String(change.fields[inList.parent])) : null;
    if (inList && parent) {
      const shown = parent.getLinkedRecords(inList.list) ?? [];
      if (!shown.some((r) => r?.getDataID() === id)) parent.setLinkedRecords([...shown, record], inList.list);
    }
    const onParent = ON_PARENT[change.type];
    const owner = onParent ? store.get(String(change.fields[onParent.parent])) : null;
    if (onParent && owner) onParent.apply(owner, change.fields);
    record.setValue(change.clientId, 'clientId');
    for (const connectionId of change.connections ?? []) {
      const connection = store.get(connectionId);
      if (!connection || hasNode(connection, id)) continue;
      const edge = ConnectionHandler.createEdge(store, connection, record, EDGE_TYPE[change.type]);
      placeEdge(connection, edge, change.type);
      countBy(connection, 1);
    }
    return;
  }
  const target = targetOf(change);
  const id = adopted.get(target) ?? target;
  if (change.action === 'update') {
    const record = store.get(id);
    if (!record) return;
    for (const [field, value] of Object.entries(shownFields(change.type, change.fields))) record.setValue((value ?? null) as string | null, field);
    if (fileField && change.file) record.setValue(objectUrlOf(change.file), fileField);
    showLinks(store, record, change.type, change.fields, false);
    FOLLOWS[change.type]?.(record, change.fields);
    return;
  }
  for (const connectionId of change.connections ?? []) {
    const connection = store.get(connectionId);
    if (!connection || !hasNode(connection, id)) continue;
    ConnectionHandler.deleteNode(connection, id);
    countBy(connection, -1);
  }
}

/**
 * Whether a list already holds the server's record of this create: its answer was lost, and a
 * later read of the list brought the record, which carries the create's client id (notes and
 * convention notes). It is shown once, as the server has it.
 */
function madeOnServer(store: RecordSourceProxy, change: QueuedChange, localId: string): boolean {
  return (change.connections ?? []).some((connectionId) =>
    (store.get(connectionId)?.getLinkedRecords('edges') ?? []).some((edge) => {
      const node = edge?.getLinkedRecord('node');
      return node != null && node.getDataID() !== localId && node.getValue('clientId') === change.clientId;
    }),
  );
}

/** Puts a new edge where its list keeps new records: first, or last for a list kept oldest first. */
export function placeEdge(connection: RecordProxy, edge: RecordProxy, type: RecordType) {
  if (OLDEST_FIRST.has(type)) ConnectionHandler.insertEdgeAfter(connection, edge);
  else ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** A write's fields as the record shows them: its own, and what follows from them. */
function shownFields(type: RecordType, fields: Record<string, unknown>): Record<string, unknown> {
  const own = Object.fromEntries(Object.entries(fields).filter(([field]) => !INPUT_ONLY.has(field)));
  return { ...own, ...DERIVED[type]?.(fields) };
}

/** Keeps a list's totalCount in step with an added (+1) or removed (-1) record. */
export function countBy(connection: RecordProxy, by: number) {
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total + by), 'totalCount');
}

export function hasNode(connection: RecordProxy, id: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
}
