// What "Download my data" holds (docs/product/export.md): one area per kind of record a member
// owns, each with its columns in a fixed order, so the JSON file and the CSV of an area hold the
// same fields in the same order (the CSV's header row names them in words, headings.ts) and an
// empty area still has its header. Every query is by the member's own id;
// shared records of other members are not areas. Left out on purpose: the password hash,
// sessions, push keys, the second factor, delivery bookkeeping and the files' bytes.
import { EXPORT_AREAS, type ExportArea } from '@ministry/shared/data-exchange.ts';
import type { Db } from '../../db.ts';
import { IDEAS_CATEGORY } from '../notes/index.ts';

export type Row = Record<string, unknown>;

export interface Area {
  columns: readonly string[];
  /** One record at most (the profile, the preferences …): JSON holds it as an object or null. */
  single?: boolean;
  rows(db: Db, userId: number): Promise<Row[]>;
}

/** A Prisma `select` of exactly these columns, checked against the model by the compiler. */
const pick = <const K extends string>(columns: readonly K[]) => Object.fromEntries(columns.map((c) => [c, true])) as { [P in K]: true };

const oneRow = (row: Row | null): Row[] => (row ? [row] : []);

const PROFILE = ['id', 'username', 'email', 'fullName', 'phoneNumber', 'address', 'groupNumber', 'role', 'isConductor', 'isElder', 'isGroupOverseer', 'appName', 'backgroundImageUrl', 'primaryColor', 'secondaryColor', 'isFirstLogin', 'setupCompleted', 'lastLoginAt', 'createdAt', 'updatedAt'] as const;
const PREFERENCES = ['theme', 'fontSize', 'language', 'notifications', 'autoSync', 'ministryReminders', 'weatherAlerts', 'gpsTracking', 'offlineMode', 'seenReleases', 'updatedAt'] as const;
const NOTE = ['id', 'title', 'content', 'category', 'householderName', 'address', 'timeContacted', 'literatureLeft', 'createdAt', 'updatedAt'] as const;
const CONTACT = ['id', 'name', 'phoneNumber', 'email', 'position', 'hospital', 'notes', 'createdAt', 'updatedAt'] as const;
const CALENDAR_EVENT = ['id', 'title', 'date', 'time', 'type', 'location', 'description', 'attendees', 'priority', 'alarmEnabled', 'alarmTime', 'createdAt', 'updatedAt'] as const;
const SCRIPTURE = ['id', 'reference', 'text', 'notes', 'favorite', 'createdAt'] as const;
const VIDEO = ['id', 'title', 'description', 'url', 'duration', 'category', 'createdAt'] as const;
const PUBLICATION = ['id', 'title', 'description', 'url', 'createdAt'] as const;
const CONVENTION_NOTE = ['id', 'title', 'speaker', 'content', 'scriptures', 'date', 'session', 'createdAt', 'updatedAt'] as const;
const EXPERIENCE = ['id', 'title', 'content', 'groupNumber', 'shareWith', 'isShared', 'sharedAt', 'imageOriginalName', 'likes', 'createdAt', 'updatedAt'] as const;
const EXPERIENCE_LIKE = ['experienceId', 'likedAt'] as const;
const TRANSCRIPT = ['id', 'text', 'duration', 'language', 'createdAt'] as const;
const REPORT_ENTRY = ['id', 'date', 'minutes', 'kind', 'credit', 'note', 'source', 'createdAt', 'updatedAt'] as const;
const REPORT_MONTH = ['month', 'bibleStudies', 'participated', 'sentAt', 'updatedAt'] as const;
const REPORT_SETTINGS = ['role', 'monthlyGoalHours', 'annualGoalHours', 'creditCapHours', 'rounding', 'updatedAt'] as const;
const SERVICE_TIMER = ['startedAt', 'elapsedSeconds', 'updatedAt'] as const;
const TERRITORY = ['id', 'territoryNumber', 'name', 'description', 'assignedDate', 'dueDate', 'status', 'progress', 'houses', 'contactedHouses', 'type', 'boundaries', 'notes', 'imageOriginalName', 'createdAt', 'updatedAt'] as const;
const TERRITORY_HOUSE = ['id', 'territoryId', 'address', 'status', 'lastCallDate', 'nextVisitDate', 'notes', 'createdAt', 'updatedAt'] as const;
const TERRITORY_CALL = ['id', 'territoryId', 'houseId', 'status', 'date', 'createdAt'] as const;
const RETURN_VISIT = ['id', 'name', 'address', 'phoneNumber', 'latitude', 'longitude', 'language', 'topic', 'publication', 'nextVisitDate', 'noteId', 'houseId', 'createdAt', 'updatedAt'] as const;
const RETURN_VISIT_CALL = ['id', 'returnVisitId', 'date', 'notes', 'publication', 'createdAt'] as const;
const GPS_ROUTE = ['id', 'sessionId', 'name', 'startedAt', 'endedAt', 'distanceMeters', 'durationSeconds', 'pointCount', 'createdAt', 'updatedAt'] as const;
const GPS_POINT = ['id', 'sessionId', 'latitude', 'longitude', 'accuracy', 'altitude', 'speed', 'heading', 'timestamp', 'createdAt'] as const;
const SONG = ['id', 'title', 'date', 'originalName', 'mimeType', 'fileSize', 'durationSeconds', 'artist', 'album', 'shareLink', 'createdAt'] as const;
const SHARED_FILE = ['id', 'title', 'originalName', 'mimeType', 'fileSize', 'shareLink', 'groupNumber', 'targetUserId', 'videoId', 'musicFileId', 'createdAt'] as const;
const SHEPHERDING = ['id', 'requestorName', 'requestorPhone', 'requestorEmail', 'groupNumber', 'requestType', 'priority', 'preferredElders', 'description', 'notes', 'status', 'assignedElder', 'scheduledDate', 'completionNotes', 'createdAt', 'updatedAt'] as const;
const PROBLEM_REPORT = ['id', 'name', 'email', 'subject', 'problemType', 'description', 'stepsToReproduce', 'browserInfo', 'url', 'priority', 'status', 'answer', 'answeredAt', 'createdAt', 'updatedAt'] as const;
const SUGGESTION = ['id', 'name', 'email', 'suggestion', 'status', 'answer', 'answeredAt', 'createdAt'] as const;
const APP_REQUEST = ['id', 'name', 'email', 'phone', 'projectType', 'description', 'budget', 'timeline', 'status', 'answer', 'answeredAt', 'createdAt'] as const;
const ALERT = ['id', 'groupId', 'kind', 'status', 'message', 'comment', 'location', 'endedAt', 'timestamp'] as const;
const ALERT_RESPONSE = ['id', 'alertId', 'status', 'message', 'timestamp'] as const;
const GROUP_MEMBERSHIP = ['groupId', 'name', 'email', 'phone', 'role', 'joinedAt'] as const;
const ASSISTANT_USE = ['day', 'requests', 'tokens'] as const;

const byId = { id: 'asc' } as const;

export const AREAS = {
  profile: { columns: PROFILE, single: true, rows: async (db, id) => oneRow(await db.user.findUnique({ where: { id }, select: pick(PROFILE) })) },
  preferences: {
    columns: PREFERENCES,
    single: true,
    rows: async (db, userId) => oneRow(await db.userPreferences.findUnique({ where: { userId }, select: pick(PREFERENCES) })),
  },
  notes: { columns: NOTE, rows: (db, userId) => db.note.findMany({ where: { userId, category: { not: IDEAS_CATEGORY } }, select: pick(NOTE), orderBy: byId }) },
  ideas: { columns: NOTE, rows: (db, userId) => db.note.findMany({ where: { userId, category: IDEAS_CATEGORY }, select: pick(NOTE), orderBy: byId }) },
  contacts: {
    columns: ['kind', ...CONTACT],
    rows: async (db, userId) => {
      const [hlc, pvg] = await Promise.all([
        db.hlcContact.findMany({ where: { userId }, select: pick(CONTACT), orderBy: byId }),
        db.pvgContact.findMany({ where: { userId }, select: pick(CONTACT), orderBy: byId }),
      ]);
      return [...hlc.map((c) => ({ kind: 'HLC', ...c })), ...pvg.map((c) => ({ kind: 'PVG', ...c }))];
    },
  },
  calendarEvents: { columns: CALENDAR_EVENT, rows: (db, userId) => db.calendarEvent.findMany({ where: { userId }, select: pick(CALENDAR_EVENT), orderBy: byId }) },
  scriptures: { columns: SCRIPTURE, rows: (db, userId) => db.scripture.findMany({ where: { userId }, select: pick(SCRIPTURE), orderBy: byId }) },
  videos: { columns: VIDEO, rows: (db, userId) => db.video.findMany({ where: { userId }, select: pick(VIDEO), orderBy: byId }) },
  publications: { columns: PUBLICATION, rows: (db, userId) => db.publication.findMany({ where: { userId }, select: pick(PUBLICATION), orderBy: byId }) },
  conventionNotes: { columns: CONVENTION_NOTE, rows: (db, userId) => db.conventionNote.findMany({ where: { userId }, select: pick(CONVENTION_NOTE), orderBy: byId }) },
  experiences: { columns: EXPERIENCE, rows: (db, userId) => db.ministryExperience.findMany({ where: { userId }, select: pick(EXPERIENCE), orderBy: byId }) },
  experienceLikes: { columns: EXPERIENCE_LIKE, rows: (db, userId) => db.experienceLike.findMany({ where: { userId }, select: pick(EXPERIENCE_LIKE), orderBy: byId }) },
  transcripts: { columns: TRANSCRIPT, rows: (db, userId) => db.transcript.findMany({ where: { userId }, select: pick(TRANSCRIPT), orderBy: byId }) },
  reportEntries: { columns: REPORT_ENTRY, rows: (db, userId) => db.serviceEntry.findMany({ where: { userId }, select: pick(REPORT_ENTRY), orderBy: [{ date: 'asc' }, byId] }) },
  reportMonths: { columns: REPORT_MONTH, rows: (db, userId) => db.serviceMonth.findMany({ where: { userId }, select: pick(REPORT_MONTH), orderBy: { month: 'asc' } }) },
  reportSettings: {
    columns: REPORT_SETTINGS,
    single: true,
    rows: async (db, userId) => oneRow(await db.reportSettings.findUnique({ where: { userId }, select: pick(REPORT_SETTINGS) })),
  },
  serviceTimer: {
    columns: SERVICE_TIMER,
    single: true,
    rows: async (db, userId) => oneRow(await db.serviceTimer.findUnique({ where: { userId }, select: pick(SERVICE_TIMER) })),
  },
  territories: { columns: TERRITORY, rows: (db, userId) => db.territory.findMany({ where: { userId }, select: pick(TERRITORY), orderBy: byId }) },
  territoryHouses: {
    columns: TERRITORY_HOUSE,
    rows: (db, userId) => db.territoryHouse.findMany({ where: { territory: { userId } }, select: pick(TERRITORY_HOUSE), orderBy: byId }),
  },
  territoryCalls: {
    columns: TERRITORY_CALL,
    rows: (db, userId) => db.territoryCall.findMany({ where: { territory: { userId } }, select: pick(TERRITORY_CALL), orderBy: byId }),
  },
  returnVisits: { columns: RETURN_VISIT, rows: (db, userId) => db.returnVisit.findMany({ where: { userId }, select: pick(RETURN_VISIT), orderBy: byId }) },
  returnVisitCalls: {
    columns: RETURN_VISIT_CALL,
    rows: (db, userId) => db.returnVisitCall.findMany({ where: { returnVisit: { userId } }, select: pick(RETURN_VISIT_CALL), orderBy: byId }),
  },
  gpsRoutes: { columns: GPS_ROUTE, rows: (db, userId) => db.gpsRoute.findMany({ where: { userId }, select: pick(GPS_ROUTE), orderBy: byId }) },
  gpsPoints: {
    columns: GPS_POINT,
    rows: (db, userId) => db.gpsTracking.findMany({ where: { userId }, select: pick(GPS_POINT), orderBy: [{ sessionId: 'asc' }, { timestamp: 'asc' }, byId] }),
  },
  songs: { columns: SONG, rows: (db, userId) => db.musicFile.findMany({ where: { userId }, select: pick(SONG), orderBy: byId }) },
  sharedFiles: { columns: SHARED_FILE, rows: (db, userId) => db.sharedFile.findMany({ where: { userId }, select: pick(SHARED_FILE), orderBy: byId }) },
  shepherdingRequests: {
    columns: SHEPHERDING,
    rows: (db, userId) => db.shepherdingCallRequest.findMany({ where: { userId }, select: pick(SHEPHERDING), orderBy: byId }),
  },
  problemReports: { columns: PROBLEM_REPORT, rows: (db, userId) => db.problemReport.findMany({ where: { userId }, select: pick(PROBLEM_REPORT), orderBy: byId }) },
  suggestions: { columns: SUGGESTION, rows: (db, userId) => db.suggestion.findMany({ where: { userId }, select: pick(SUGGESTION), orderBy: byId }) },
  customAppRequests: { columns: APP_REQUEST, rows: (db, userId) => db.customAppRequest.findMany({ where: { userId }, select: pick(APP_REQUEST), orderBy: byId }) },
  emergencyAlerts: { columns: ALERT, rows: (db, senderId) => db.emergencyAlert.findMany({ where: { senderId }, select: pick(ALERT), orderBy: byId }) },
  alertResponses: {
    columns: ALERT_RESPONSE,
    rows: (db, responderId) => db.alertResponse.findMany({ where: { responderId }, select: pick(ALERT_RESPONSE), orderBy: byId }),
  },
  groupMemberships: {
    columns: GROUP_MEMBERSHIP,
    rows: (db, userId) => db.serviceGroupMember.findMany({ where: { userId }, select: pick(GROUP_MEMBERSHIP), orderBy: byId }),
  },
  assistantUse: { columns: ASSISTANT_USE, rows: (db, userId) => db.aiUsage.findMany({ where: { userId }, select: pick(ASSISTANT_USE), orderBy: { day: 'asc' } }) },
} as const satisfies Record<ExportArea, Area>;

/** The contract's areas (shared/src/data-exchange.ts), in the export's order. */
export type AreaName = ExportArea;
export const AREA_NAMES: readonly AreaName[] = EXPORT_AREAS;
export const isAreaName = (value: string): value is AreaName => Object.hasOwn(AREAS, value);
