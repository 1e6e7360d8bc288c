// The kinds of record on the local-first write path (docs/product/offline.md): for each, the
// fields a device may write, how its global id is made, and the module service functions that
// create, change and delete it, so every write keeps its module's own rules and messages.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { RECORD_TYPENAME, RECORD_TYPES, type RecordType } from '@ministry/shared/records.ts';
import { z } from 'zod';
import type { Context } from '../../access/context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { inMemberLanguage, labelIn } from '../../lib/server-words.ts';
import { requireViewer } from '../../access/viewer.ts';
import { parseInput, parseRowId } from '../../lib/validate.ts';
import * as calendar from '../calendar/index.ts';
import * as gps from '../gps/index.ts';
import * as contacts from '../contacts/index.ts';
import * as conventionNotes from '../convention-notes/index.ts';
import * as experiences from '../experiences/index.ts';
import * as report from '../report/index.ts';
import * as notes from '../notes/index.ts';
import * as returnVisits from '../return-visits/index.ts';
import * as scriptures from '../scriptures/index.ts';
import * as serviceGroup from '../service-group/index.ts';
import * as shepherding from '../shepherding/index.ts';
import * as checkIns from '../check-ins/index.ts';
import * as territories from '../territories/index.ts';
import * as videos from '../videos/index.ts';

export const KIND_MESSAGES = {
  /** Before a conflict copy's title, or the losing words kept in a record's notes (in the member's language). */
  conflictCopy: 'Conflict copy: ',
  notChangeable: 'A video cannot be changed: delete it and add it again',
  alertSent: 'A status sent to the group cannot be changed or taken back: send a new one',
  responseSent: 'A response sent to the group cannot be changed or taken back',
  alert: 'alertId must name an alert of your group',
  territory: 'territoryId must name one of your territories',
  noFile: 'Only a territory or an experience carries an image',
  pointSent: 'A recorded GPS point cannot be changed or deleted: delete its route',
  routeFixed: 'A recorded route cannot be changed: its figures come from its points',
  checkInSent: 'A check-in is extended or ended with its own buttons once the server has it',
  requestSent: 'A request sent to the elders cannot be changed or taken back: the elders update it',
} as const;

export const CONFLICT_PREFIX = KIND_MESSAGES.conflictCopy;

export { RECORD_TYPES, type RecordType };

/** The contact lists number their rows apart, so a contact's global id carries its list ("hlc:5"). */
const CONTACT_LIST: Partial<Record<RecordType, contacts.ContactKind>> = { hlcContact: 'hlc', pvgContact: 'pvg' };

/** The inside of a record's global id: its row id, or for a contact its list and row id. */
export function globalIdOf(type: RecordType, rowId: number): { type: string; id: string } {
  const list = CONTACT_LIST[type];
  return { type: RECORD_TYPENAME[type], id: list ? `${list}:${rowId}` : String(rowId) };
}

/** The row id inside a global id of `type`; undefined when the id names another kind of record. */
export function rowIdOf(type: RecordType, typename: string, id: string): number | undefined {
  if (typename !== RECORD_TYPENAME[type]) return undefined;
  const list = CONTACT_LIST[type];
  if (!list) return parseRowId(id);
  const [prefix, row] = id.split(':');
  return prefix === list && row !== undefined ? parseRowId(row) : undefined;
}

/**
 * An alert sent from a device without a connection carries the time it was sent there. A time
 * ahead of the server's clock, or more than a week back (a device whose clock is wrong), is not
 * believed: the alert then carries the time it arrived.
 */
const BELIEVED_MS = 7 * 24 * 60 * 60 * 1000;
export function sentAtOf(madeAt: Date | null | undefined, now = new Date()): Date | undefined {
  if (!madeAt) return undefined;
  const age = now.getTime() - madeAt.getTime();
  return age >= 0 && age <= BELIEVED_MS ? madeAt : undefined;
}

/** A record; one kept without a change time (a scripture) loses every conflict to the incoming write. */
export type Row = { id: number; updatedAt?: Date } & Record<string, unknown>;

export interface Kind {
  notFound: string;
  /** The fields a device may change, for the merge and the conflict copy. */
  fields: readonly string[];
  /** The field that names a record to its owner; a conflict copy's starts with CONFLICT_PREFIX. */
  titleField: string;
  /** The longest that field may be (200 when not given). */
  titleLimit?: number;
  find(ctx: Context, id: number): Promise<Row | null>;
  /** `madeAt`: when the member made the write on the device (null for a conflict copy). */
  create(ctx: Context, fields: Record<string, unknown>, clientId: string | null, madeAt?: Date | null): Promise<Row>;
  /** Absent for a record that is only ever added and deleted (a video) or only added (an alert). */
  update?(ctx: Context, id: number, current: Row, changed: Record<string, unknown>): Promise<Row>;
  /**
   * Sets the row's change time (updatedAt) to when the member made the change on their device,
   * not when it arrived: a conflict is won by the change made later (service.ts, merge). Absent
   * for a record kept without a change time.
   */
  stamp?(ctx: Context, id: number, at: Date): Promise<unknown>;
  remove(ctx: Context, id: number): Promise<unknown>;
  validateUpdate(fields: Record<string, unknown>): Record<string, unknown>;
  /** The fields holding a closed list, with the list's stored strings. */
  closedLists: Readonly<Record<string, readonly string[]>>;
  /**
   * For a record that must not be copied (a house: a copy would be a second house in the
   * territory), what keeps the losing side's words in the record itself, given the losing version
   * and the record as it will be; without it, a conflict makes a conflict copy.
   */
  keepInRecord?(loser: Record<string, unknown>, winner: Record<string, unknown>, language?: string): Record<string, unknown>;
  /** A record that carries a file (a territory's image) takes the change's file as this field. */
  fileField?: string;
}

const NOTE_FIELDS = ['title', 'content', 'category', 'householderName', 'address', 'timeContacted', 'literatureLeft'] as const;
const CONVENTION_FIELDS = ['title', 'speaker', 'content', 'scriptures', 'date', 'session'] as const;
const CALENDAR_FIELDS = ['title', 'date', 'time', 'type', 'location', 'description', 'attendees', 'priority', 'alarmEnabled'] as const;
/** Not a column: the device's time zone at the event, from which the server computes the alarm. */
const CALENDAR_INPUT_FIELDS = [...CALENDAR_FIELDS, 'timezoneOffset'] as const;
const SCRIPTURE_FIELDS = ['reference', 'text', 'notes', 'favorite'] as const;
const CONTACT_FIELDS = ['name', 'phoneNumber', 'email', 'position', 'hospital', 'notes'] as const;
const VIDEO_FIELDS = ['title', 'url', 'description', 'duration', 'category'] as const;
const ALERT_FIELDS = ['status', 'message', 'comment', 'location'] as const;
const HOUSE_FIELDS = ['address', 'status', 'nextVisitDate', 'notes'] as const;
/** Not a column: the device's calendar date, the date of the call a change of status records. */
const HOUSE_INPUT_FIELDS = [...HOUSE_FIELDS, 'today'] as const;
const houseUpdateFields = territories.updateHouseInput.omit({ id: true }).partial();
const HOUSE_NOTES_LIMIT = 2000;

const RESPONSE_FIELDS = ['status', 'message'] as const;
const SHEPHERDING_FIELDS = ['requestType', 'priority', 'preferredElders', 'description', 'notes'] as const;
const CHECK_IN_FIELDS = ['minutes', 'note', 'location', 'drill'] as const;
const TERRITORY_FIELDS = [
  'territoryNumber',
  'name',
  'description',
  'assignedDate',
  'dueDate',
  'status',
  'type',
  'progress',
  'houses',
  'contactedHouses',
  'boundaries',
  'notes',
] as const;
const TERRITORY_NOTES_LIMIT = 5000;
const EXPERIENCE_FIELDS = ['title', 'content'] as const;
const GPS_POINT_FIELDS = ['sessionId', 'latitude', 'longitude', 'accuracy', 'altitude', 'speed', 'heading', 'timestamp'] as const;
/** A time entry as stored: its length in minutes (the form's hours and minutes, added up on the device). */
const SERVICE_ENTRY_FIELDS = ['date', 'minutes', 'kind', 'credit', 'note'] as const;
const SERVICE_NOTE_LIMIT = 1000;
const serviceEntryChange = z
  .object({
    date: z.string({ error: report.MESSAGES.date }),
    minutes: z
      .number({ error: report.MESSAGES.duration })
      .int(report.MESSAGES.duration)
      .min(1, report.MESSAGES.duration)
      .max(report.MAX_ENTRY_MINUTES, report.MESSAGES.duration),
    kind: z.enum(report.KINDS, report.MESSAGES.kind),
    credit: z.boolean(report.MESSAGES.credit),
    note: z.string().nullable(),
  })
  .partial();
/** The module's input (hours and minutes) for an entry written as minutes; a bad length is left for its rules to name. */
function serviceEntryInput(fields: Record<string, unknown>): Record<string, unknown> {
  const { minutes, ...rest } = pick(fields, SERVICE_ENTRY_FIELDS);
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0) return { ...rest, minutes };
  return { ...rest, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
/**
 * A return visit's links travel as global ids, and are compared and merged as such; the module's
 * rules turn them into rows and check they are the member's own.
 */
const VISIT_LINKS = { noteId: 'Note', houseId: 'TerritoryHouse' } as const;
function visitAsWritten(row: Row | null): Row | null {
  if (!row) return null;
  const linked = Object.fromEntries(
    Object.entries(VISIT_LINKS).map(([field, type]) => [field, row[field] == null ? null : encodeGlobalID(type, String(row[field]))]),
  );
  return { ...row, ...linked };
}
/** A call writes its date, notes and what was left; its visit and the next visit it sets are input only. */
const CALL_INPUT_FIELDS = [...returnVisits.CALL_FIELDS, 'returnVisitId', 'nextVisitDate'] as const;
const CALL_NOTES_LIMIT = returnVisits.LIMITS.notes;

/** What a device sends to finish a recording; the figures it shows meanwhile are the server's to compute. */
const GPS_ROUTE_FIELDS = ['sessionId', 'name'] as const;

/**
 * Keeps the losing side's words in a record's notes after "Conflict copy: ", for a record that
 * must not be copied: the losing notes themselves, or for `described` fields, each losing value
 * that differs from the one kept, by the name its form gives it; in the member's language.
 */
function keepInNotes(limit: number, described: Readonly<Record<string, string>> = {}, field = 'notes') {
  return (loser: Record<string, unknown>, winner: Record<string, unknown>, language?: string): Record<string, unknown> => {
    const text = (value: unknown) => (value == null ? '' : String(value).trim());
    const kept = text(winner[field]);
    const lostNotes = text(loser[field]);
    const lost = [
      ...Object.entries(described)
        .filter(([name]) => text(loser[name]) !== text(winner[name]) && text(loser[name]))
        .map(([name, label]) => `${labelIn(label, language)}: ${text(loser[name])}`),
      ...(lostNotes && lostNotes !== kept ? [lostNotes] : []),
    ];
    if (lost.length === 0) return {};
    return { [field]: [kept, `${inMemberLanguage(CONFLICT_PREFIX, language)}${lost.join('\n')}`].filter(Boolean).join('\n\n').slice(0, limit) };
  };
}

/** What a record that is only ever sent (an alert, a response) or never changed (a video) answers instead. */
const refuseWith =
  (message: string) =>
  (..._args: unknown[]): never => {
    throw new ValidationError(message);
  };

/** A record's global id as the device sends it (a string), as the modules' inputs take it. */
function globalIdIn(value: unknown, path: string, message: string): { typename: string; id: string } {
  try {
    return decodeGlobalID(String(value));
  } catch {
    throw new ValidationError(message, [{ path, message }]);
  }
}
const calendarUpdateFields = calendar.updateCalendarEventInput.omit({ id: true, alarmTime: true });

/** The tables whose rows keep the time of their last change. */
type ChangeTimed =
  | 'note'
  | 'hlcContact'
  | 'pvgContact'
  | 'calendarEvent'
  | 'conventionNote'
  | 'territory'
  | 'territoryHouse'
  | 'returnVisit'
  | 'serviceEntry'
  | 'ministryExperience';
type Stampable = { update(args: { where: { id: number }; data: { updatedAt: Date } }): Promise<unknown> };
const stampOn = (table: ChangeTimed) => (ctx: Context, id: number, at: Date) =>
  (ctx.db[table] as unknown as Stampable).update({ where: { id }, data: { updatedAt: at } });

export const pick = (row: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((n) => n in row).map((n) => [n, row[n]]));

/** One contact list's rules, the same for both lists (contacts/service.ts). */
function contactKind(list: contacts.ContactKind): Kind {
  return {
    notFound: contacts.MESSAGES.notFound(list),
    fields: CONTACT_FIELDS,
    titleField: 'name',
    titleLimit: contacts.LIMITS.name,
    find: async (ctx, id) => (await contacts.contactsByIds(ctx, [{ kind: list, id }])).get(`${list}:${id}`) ?? null,
    create: (ctx, fields) =>
      contacts.createContact(ctx, list, parseInput(contacts.createContactFields(list), pick(fields, CONTACT_FIELDS))) as Promise<Row>,
    update: (ctx, id, _current, changed) => contacts.updateContact(ctx, { kind: list, id }, changed) as Promise<Row>,
    stamp: stampOn(list === 'hlc' ? 'hlcContact' : 'pvgContact'),
    remove: (ctx, id) => contacts.deleteContact(ctx, { kind: list, id }),
    validateUpdate: (fields) =>
      parseInput(contacts.updateContactFields(list), pick(fields, CONTACT_FIELDS)) as Record<string, unknown>,
    closedLists: { position: contacts.CONTACT_KINDS[list].positions },
  };
}

export const KINDS: Record<RecordType, Kind> = {
  note: {
    notFound: notes.MESSAGES.notFound,
    fields: NOTE_FIELDS,
    titleField: 'title',
    find: (ctx, id) => ctx.db.note.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: async (ctx, fields, clientId) =>
      (await notes.createNote(ctx, parseInput(notes.createNoteInput, { ...pick(fields, NOTE_FIELDS), clientId }))).note as Row,
    update: (ctx, id, _current, changed) => notes.updateNote(ctx, id, changed) as Promise<Row>,
    stamp: stampOn('note'),
    remove: (ctx, id) => notes.deleteNote(ctx, id),
    validateUpdate: (fields) => parseInput(notes.updateNoteRestInput, pick(fields, NOTE_FIELDS)) as Record<string, unknown>,
    closedLists: { category: notes.CATEGORIES },
  },
  conventionNote: {
    notFound: conventionNotes.MESSAGES.notFound,
    fields: CONVENTION_FIELDS,
    titleField: 'title',
    find: (ctx, id) =>
      ctx.db.conventionNote.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: async (ctx, fields, clientId) =>
      (await conventionNotes.createConventionNote(
        ctx,
        parseInput(conventionNotes.createConventionNoteInput, { ...pick(fields, CONVENTION_FIELDS), clientId }),
      )) as Row,
    // The module's update takes the whole note (the legacy PUT does): unchanged fields are the row's.
    update: (ctx, id, current, changed) =>
      conventionNotes.updateConventionNote(
        ctx,
        id,
        parseInput(conventionNotes.updateConventionNoteFields, { ...pick(current, CONVENTION_FIELDS), ...changed }),
      ) as Promise<Row>,
    stamp: stampOn('conventionNote'),
    remove: (ctx, id) => conventionNotes.deleteConventionNote(ctx, id),
    validateUpdate: (fields) =>
      parseInput(conventionNotes.updateConventionNoteFields.partial(), pick(fields, CONVENTION_FIELDS)) as Record<string, unknown>,
    closedLists: {},
  },
  calendarEvent: {
    notFound: calendar.MESSAGES.notFound,
    fields: CALENDAR_FIELDS,
    titleField: 'title',
    find: (ctx, id) => ctx.db.calendarEvent.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    // The alarm is the server's to compute (24 hours before, in the device's time zone).
    create: (ctx, fields) =>
      calendar.createEvent(ctx, parseInput(calendar.createCalendarEventInput, pick(fields, CALENDAR_INPUT_FIELDS))) as Promise<Row>,
    update: (ctx, id, _current, changed) => calendar.updateEvent(ctx, { id, ...changed }) as Promise<Row>,
    stamp: stampOn('calendarEvent'),
    remove: (ctx, id) => calendar.deleteEvent(ctx, id),
    validateUpdate: (fields) => parseInput(calendarUpdateFields, pick(fields, CALENDAR_INPUT_FIELDS)) as Record<string, unknown>,
    closedLists: { type: calendar.EVENT_TYPES, priority: calendar.PRIORITIES },
  },
  scripture: {
    notFound: scriptures.MESSAGES.notFound,
    fields: SCRIPTURE_FIELDS,
    titleField: 'reference',
    find: (ctx, id) => ctx.db.scripture.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields) =>
      scriptures.createScripture(ctx, parseInput(scriptures.createScriptureInput, pick(fields, SCRIPTURE_FIELDS))) as Promise<Row>,
    update: (ctx, id, _current, changed) => scriptures.updateScripture(ctx, id, changed) as Promise<Row>,
    remove: (ctx, id) => scriptures.deleteScripture(ctx, id),
    validateUpdate: (fields) => parseInput(scriptures.updateScriptureFields, pick(fields, SCRIPTURE_FIELDS)) as Record<string, unknown>,
    closedLists: {},
  },
  hlcContact: contactKind('hlc'),
  pvgContact: contactKind('pvg'),
  video: {
    notFound: videos.MESSAGES.notFound,
    fields: VIDEO_FIELDS,
    titleField: 'title',
    find: (ctx, id) => ctx.db.video.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields) => videos.createVideo(ctx, parseInput(videos.createVideoInput, pick(fields, VIDEO_FIELDS))) as Promise<Row>,
    remove: (ctx, id) => videos.deleteVideo(ctx, id),
    validateUpdate: refuseWith(KIND_MESSAGES.notChangeable),
    closedLists: {},
  },
  statusAlert: {
    notFound: serviceGroup.MESSAGES.alertNotFound,
    fields: ALERT_FIELDS,
    titleField: 'status',
    find: (ctx, id) => ctx.db.emergencyAlert.findFirst({ where: { id, senderId: requireViewer(ctx).id, kind: 'status' } }) as Promise<Row | null>,
    create: (ctx, fields, _clientId, madeAt) =>
      serviceGroup.sendStatusAlert(ctx, parseInput(serviceGroup.sendStatusAlertInput, pick(fields, ALERT_FIELDS)), sentAtOf(madeAt)) as Promise<Row>,
    remove: refuseWith(KIND_MESSAGES.alertSent),
    validateUpdate: refuseWith(KIND_MESSAGES.alertSent),
    closedLists: { status: serviceGroup.ALERT_STATUSES },
  },
  alertResponse: {
    notFound: serviceGroup.MESSAGES.alertNotFound,
    fields: RESPONSE_FIELDS,
    titleField: 'message',
    find: (ctx, id) => ctx.db.alertResponse.findFirst({ where: { id, responderId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: async (ctx, fields) => {
      const input = { ...pick(fields, RESPONSE_FIELDS), alertId: globalIdIn(fields.alertId, 'alertId', KIND_MESSAGES.alert) };
      return (await serviceGroup.respondToAlert(ctx, parseInput(serviceGroup.respondToAlertInput, input))).response as Row;
    },
    remove: refuseWith(KIND_MESSAGES.responseSent),
    validateUpdate: refuseWith(KIND_MESSAGES.responseSent),
    closedLists: { status: serviceGroup.RESPONSE_KINDS },
  },
  // A check-in started with no signal is not running until it arrives: it is due `minutes` after
  // the server has it, not after the time it was made on the device (docs/product/check-ins.md).
  checkIn: {
    notFound: checkIns.MESSAGES.notFound,
    fields: CHECK_IN_FIELDS,
    titleField: 'note',
    find: (ctx, id) => ctx.db.checkIn.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields, clientId) =>
      checkIns.startCheckIn(ctx, parseInput(checkIns.startCheckInInput, pick(fields, CHECK_IN_FIELDS)), clientId) as Promise<Row>,
    remove: refuseWith(KIND_MESSAGES.checkInSent),
    validateUpdate: refuseWith(KIND_MESSAGES.checkInSent),
    closedLists: {},
  },
  // Only ever sent by the member; the elders move it on (updateShepherdingRequestStatus).
  shepherdingRequest: {
    notFound: shepherding.MESSAGES.notFound,
    fields: SHEPHERDING_FIELDS,
    titleField: 'requestType',
    find: (ctx, id) => ctx.db.shepherdingCallRequest.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields) =>
      shepherding.createRequest(ctx, parseInput(shepherding.createShepherdingRequestInput, pick(fields, SHEPHERDING_FIELDS))) as Promise<Row>,
    remove: refuseWith(KIND_MESSAGES.requestSent),
    validateUpdate: refuseWith(KIND_MESSAGES.requestSent),
    closedLists: { priority: shepherding.PRIORITIES },
  },
  territoryHouse: {
    notFound: territories.MESSAGES.houseNotFound,
    fields: HOUSE_FIELDS,
    titleField: 'address',
    find: (ctx, id) =>
      ctx.db.territoryHouse.findFirst({
        where: { id, territory: { userId: requireViewer(ctx).id } },
        include: { territory: { select: { userId: true } } },
      }) as Promise<Row | null>,
    create: async (ctx, fields) => {
      const input = { ...pick(fields, HOUSE_INPUT_FIELDS), territoryId: globalIdIn(fields.territoryId, 'territoryId', KIND_MESSAGES.territory) };
      return (await territories.addHouse(ctx, parseInput(territories.addHouseInput, input))).house as Row;
    },
    // The service takes the whole house: the fields not changed keep the stored values.
    update: async (ctx, id, current, changed) => {
      const input = { ...pick(current, HOUSE_FIELDS), ...changed, id: { typename: 'TerritoryHouse', id: String(id) } };
      return (await territories.updateHouse(ctx, parseInput(territories.updateHouseInput, input))).house as Row;
    },
    stamp: stampOn('territoryHouse'),
    remove: (ctx, id) => territories.deleteHouse(ctx, id),
    validateUpdate: (fields) => parseInput(houseUpdateFields, pick(fields, HOUSE_INPUT_FIELDS)) as Record<string, unknown>,
    closedLists: { status: territories.HOUSE_STATUSES },
    keepInRecord: keepInNotes(HOUSE_NOTES_LIMIT),
  },
  territory: {
    notFound: territories.MESSAGES.notFound,
    fields: TERRITORY_FIELDS,
    titleField: 'name',
    find: (ctx, id) => ctx.db.territory.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields) =>
      territories.createTerritory(ctx, parseInput(territories.createTerritoryInput, pick(fields, [...TERRITORY_FIELDS, 'image']))) as Promise<Row>,
    // The service takes the whole territory: the fields not changed keep the stored values.
    update: (ctx, id, current, changed) => {
      const input = { ...pick(current, TERRITORY_FIELDS), ...changed, id: { typename: 'Territory', id: String(id) } };
      return territories.updateTerritory(ctx, parseInput(territories.updateTerritoryInput, input)) as Promise<Row>;
    },
    stamp: stampOn('territory'),
    remove: (ctx, id) => territories.deleteTerritory(ctx, id),
    validateUpdate: (fields) => parseInput(territories.territoryChangeFields, pick(fields, TERRITORY_FIELDS)) as Record<string, unknown>,
    closedLists: { status: territories.TERRITORY_STATUSES, type: territories.TERRITORY_TYPES },
    // A copy would be a second territory in the member's figures: what lost is kept in the notes.
    keepInRecord: keepInNotes(TERRITORY_NOTES_LIMIT, {
      territoryNumber: 'Territory number',
      name: 'Territory name',
      description: 'Description',
      assignedDate: 'Assigned date',
      dueDate: 'Due date',
      boundaries: 'Boundaries',
    }),
    fileField: 'image',
  },
  // A point names its recording; the client id of its write is the point's own, so a point sent
  // before by the older GPS queue (REST, the same id) is not stored twice.
  gpsPoint: {
    notFound: gps.MESSAGES.routeNotFound,
    fields: GPS_POINT_FIELDS,
    titleField: 'sessionId',
    find: (ctx, id) => ctx.db.gpsTracking.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: async (ctx, fields, clientId) =>
      (await gps.recordPoint(ctx, parseInput(gps.recordPointInput, { ...pick(fields, GPS_POINT_FIELDS), clientId }))).point as Row,
    remove: refuseWith(KIND_MESSAGES.pointSent),
    validateUpdate: refuseWith(KIND_MESSAGES.pointSent),
    closedLists: {},
  },
  // Finishing a recording: the route is computed from its stored points (finishing again recomputes it).
  gpsRoute: {
    notFound: gps.MESSAGES.routeNotFound,
    fields: GPS_ROUTE_FIELDS,
    titleField: 'name',
    find: (ctx, id) => ctx.db.gpsRoute.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields) => gps.finishRoute(ctx, parseInput(gps.finishRouteInput, pick(fields, GPS_ROUTE_FIELDS))) as Promise<Row>,
    remove: (ctx, id) => gps.deleteRoute(ctx, id),
    validateUpdate: refuseWith(KIND_MESSAGES.routeFixed),
    closedLists: {},
  },
  returnVisit: {
    notFound: returnVisits.MESSAGES.notFound,
    fields: returnVisits.VISIT_FIELDS,
    titleField: 'name',
    titleLimit: returnVisits.LIMITS.name,
    find: async (ctx, id) => visitAsWritten(await ctx.db.returnVisit.findFirst({ where: { id, userId: requireViewer(ctx).id } })),
    create: (ctx, fields, clientId) =>
      returnVisits.createReturnVisit(
        ctx,
        parseInput(returnVisits.createReturnVisitInput, { ...pick(fields, returnVisits.VISIT_FIELDS), clientId }),
      ) as Promise<Row>,
    update: async (ctx, id, _current, changed) =>
      visitAsWritten(
        await returnVisits.updateReturnVisit(ctx, id, parseInput(returnVisits.updateReturnVisitFields, changed)),
      ) as Row,
    stamp: stampOn('returnVisit'),
    remove: (ctx, id) => returnVisits.deleteReturnVisit(ctx, id),
    // Checked here; the links stay global ids until the module's rules read them.
    validateUpdate: (fields) => {
      const written = pick(fields, returnVisits.VISIT_FIELDS);
      const checked = parseInput(returnVisits.updateReturnVisitFields, written) as Record<string, unknown>;
      for (const field of Object.keys(VISIT_LINKS)) if (field in written) checked[field] = written[field] || null;
      return checked;
    },
    closedLists: {},
  },
  // A copy of a call would be a second call: what lost is kept in the call's notes.
  returnVisitCall: {
    notFound: returnVisits.MESSAGES.callNotFound,
    fields: returnVisits.CALL_FIELDS,
    titleField: 'notes',
    find: (ctx, id) => returnVisits.findCall(ctx, id) as Promise<Row | null>,
    create: (ctx, fields, clientId) =>
      returnVisits.recordCall(ctx, parseInput(returnVisits.recordCallInput, { ...pick(fields, CALL_INPUT_FIELDS), clientId })) as Promise<Row>,
    update: (ctx, id, _current, changed) => returnVisits.updateCall(ctx, id, changed) as Promise<Row>,
    remove: (ctx, id) => returnVisits.deleteCall(ctx, id),
    validateUpdate: (fields) =>
      parseInput(returnVisits.updateCallFields, pick(fields, returnVisits.CALL_FIELDS)) as Record<string, unknown>,
    closedLists: {},
    keepInRecord: keepInNotes(CALL_NOTES_LIMIT, { date: 'Date', publication: 'Publication' }),
  },
  serviceEntry: {
    notFound: report.MESSAGES.entryNotFound,
    fields: SERVICE_ENTRY_FIELDS,
    titleField: 'note',
    find: (ctx, id) => ctx.db.serviceEntry.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    // A timer stopped on the device writes its time as an entry marked "timer" (docs/product/report.md).
    create: (ctx, fields) =>
      report.createEntry(ctx, parseInput(report.createEntryInput, serviceEntryInput(fields)), fields.source === 'timer' ? 'timer' : null) as Promise<Row>,
    // The module takes the whole entry: the fields not changed keep the stored values.
    update: (ctx, id, current, changed) => {
      const input = { ...serviceEntryInput({ ...pick(current, SERVICE_ENTRY_FIELDS), ...changed }), id: { typename: 'ServiceEntry', id: String(id) } };
      return report.updateEntry(ctx, parseInput(report.updateEntryInput, input)) as Promise<Row>;
    },
    stamp: stampOn('serviceEntry'),
    remove: (ctx, id) => report.deleteEntry(ctx, id),
    validateUpdate: (fields) => parseInput(serviceEntryChange, pick(fields, SERVICE_ENTRY_FIELDS)) as Record<string, unknown>,
    closedLists: { kind: report.KINDS },
    // A copy would count its time twice in the month: what lost is kept in the entry's note.
    keepInRecord: keepInNotes(SERVICE_NOTE_LIMIT, { date: 'Date', minutes: 'Minutes', kind: 'Kind of service', credit: 'Credit' }, 'note'),
  },
  // Written private, with its image if it has one; sharing and likes are live actions of their own
  // (docs/product/experiences.md). A conflict keeps the other version as a private conflict copy.
  experience: {
    notFound: experiences.MESSAGES.notFound,
    fields: EXPERIENCE_FIELDS,
    titleField: 'title',
    find: (ctx, id) => ctx.db.ministryExperience.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields) =>
      experiences.createExperience(
        ctx,
        parseInput(experiences.createExperienceInput, { ...pick(fields, EXPERIENCE_FIELDS), image: fields.image }),
      ) as Promise<Row>,
    // The module takes the whole experience: the field not changed keeps the stored value.
    update: (ctx, id, current, changed) =>
      experiences.updateExperience(ctx, {
        ...(parseInput(experiences.experienceFields, { ...pick(current, EXPERIENCE_FIELDS), ...changed }) as { title: string; content: string }),
        id,
      }) as Promise<Row>,
    stamp: stampOn('ministryExperience'),
    remove: (ctx, id) => experiences.deleteExperience(ctx, id),
    validateUpdate: (fields) => parseInput(experiences.experienceFields.partial(), pick(fields, EXPERIENCE_FIELDS)) as Record<string, unknown>,
    closedLists: {},
    fileField: 'image',
  },
};
