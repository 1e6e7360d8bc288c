// How each area of an export file comes back in (docs/product/export.md, "Import"): every record
// is checked with its module's own zod input, so a record the screens would refuse is refused here
// with the same message, and each record gets the marks it is recognised by when it is already
// there. A mark is `id:<row id>` (a record exported from this same account), `client:<client id>`
// (the tables the device's sync writes carry a client id, so an imported record gets
// `import:<member id>:<area>:<row id>` of the file) or `key:<natural key>` (the other tables).
// The territory areas hang together (a house names its territory, a call its house) and are
// planned in import.ts; the areas here stand alone.
import { z, type ZodType } from 'zod';
import type { Prisma, User } from '../../generated/sqlite/client.ts';
import { createCalendarEventInput } from '../calendar/index.ts';
import { createContactFields } from '../contacts/index.ts';
import { createConventionNoteInput } from '../convention-notes/index.ts';
import { createNoteInput, IDEAS_CATEGORY, MESSAGES as NOTE_MESSAGES } from '../notes/index.ts';
import { entryFields, updateMonthInput } from '../report/index.ts';
import { createScriptureInput } from '../scriptures/index.ts';
import { createTranscriptInput } from '../transcripts/index.ts';
import { createVideoInput } from '../videos/index.ts';
import type { Row } from './areas.ts';

export type Tx = Prisma.TransactionClient;

export const IMPORT_MESSAGES = {
  notARecord: 'This is not a record as the export writes it',
  noId: 'The record has no id as the export writes it (a whole number)',
  instant: 'The date and time must be written as the export writes them (ISO 8601)',
  territoryRefused: 'Its territory is refused',
  territoryMissing: 'Its territory is not in the file',
  houseRefused: 'Its house is refused',
  houseMissing: 'Its house is not in the file',
  visitRefused: 'Its return visit is refused',
  visitMissing: 'Its return visit is not in the file',
} as const;

/**
 * The rules' own sentences that the screen's catalogue names by no key: the summary gives them in
 * the member's language (import-messages.ts).
 */
export const RECORD_MESSAGES = {
  contactKind: 'Kind must be HLC or PVG',
} as const;

/** A record read from the file: what the module would store, or the reason it is refused. */
export type Read<T> = { data: T } | { refused: string };

/** The first issue's message, as the screens show it. */
export function check<T>(schema: ZodType<T>, input: unknown): Read<T> {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { refused: result.error.issues[0]?.message ?? IMPORT_MESSAGES.notARecord };
}

export const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record's own row id in the file. */
export const sourceIdOf = (record: Row): number | null =>
  typeof record.id === 'number' && Number.isSafeInteger(record.id) && record.id > 0 ? record.id : null;

/** An instant of the file (createdAt, sentAt, alarmTime): ISO 8601, or absent. */
const instant = z.iso.datetime({ offset: true, error: IMPORT_MESSAGES.instant }).nullish();

/** When the record was first written, kept so the lists keep their order; never a future time. */
export function createdAtOf(record: Row, now: Date): Date | undefined {
  if (!instant.safeParse(record.createdAt).success || typeof record.createdAt !== 'string') return undefined;
  const at = new Date(record.createdAt);
  return at.getTime() <= now.getTime() ? at : undefined;
}

/** A record to write: its checked fields, the client id it gets (synced tables) and its first date. */
export interface NewRecord<T> {
  data: T;
  clientId: string | null;
  createdAt: Date | undefined;
}

/** A row of the member's table, by the marks a record of the file may match. */
export interface Existing {
  id: number;
  marks: string[];
}

export interface AreaRule<T> {
  /** Recognised by its client id (a synced table) or by a natural key. */
  match: 'clientId' | 'key';
  existing(tx: Tx, userId: number): Promise<Existing[]>;
  read(record: Row, viewer: User): Read<T>;
  /** The natural key (match 'key'). */
  key?(data: T): string;
  /** The row a record of this same account names, when its id alone does not (contacts: `HLC:5`). */
  ref?(record: Row): string;
  write(tx: Tx, userId: number, records: NewRecord<T>[]): Promise<unknown>;
}

const rule = <T>(r: AreaRule<T>) => r as AreaRule<unknown>;
const joinKey = (...parts: (string | number | null | undefined)[]) => JSON.stringify(parts.map((p) => p ?? null));
const withClientId = (row: { id: number; clientId: string | null }) => [`id:${row.id}`, ...(row.clientId ? [`client:${row.clientId}`] : [])];

/** Notes and ministry ideas: one table, one rule; ideas only for a ministry conductor, as on the screen. */
const noteRule = rule({
  match: 'clientId',
  existing: async (tx, userId) => (await tx.note.findMany({ where: { userId }, select: { id: true, clientId: true } })).map((n) => ({ id: n.id, marks: withClientId(n) })),
  read: (record, viewer) => {
    const read = check(createNoteInput, { ...record, clientId: null });
    if ('data' in read && read.data.category === IDEAS_CATEGORY && !viewer.isConductor) return { refused: NOTE_MESSAGES.ideasForConductor };
    return read;
  },
  write: (tx, userId, records) =>
    tx.note.createMany({ data: records.map(({ data, clientId, createdAt }) => ({ ...data, clientId, userId, createdAt })) }),
});

const contactKind = z.enum(['HLC', 'PVG'], RECORD_MESSAGES.contactKind);
type ContactRecord = { kind: 'HLC' | 'PVG' } & z.infer<ReturnType<typeof createContactFields>>;

const contactRule = rule<ContactRecord>({
  match: 'key',
  existing: async (tx, userId) => {
    const select = { id: true, name: true, phoneNumber: true, email: true } as const;
    const [hlc, pvg] = await Promise.all([tx.hlcContact.findMany({ where: { userId }, select }), tx.pvgContact.findMany({ where: { userId }, select })]);
    const marks = (kind: 'HLC' | 'PVG') => (c: (typeof hlc)[number]) => ({
      id: c.id,
      marks: [`id:${kind}:${c.id}`, `key:${joinKey(kind, c.name, c.phoneNumber, c.email)}`],
    });
    return [...hlc.map(marks('HLC')), ...pvg.map(marks('PVG'))];
  },
  read: (record) => {
    const kind = check(contactKind, record.kind);
    if ('refused' in kind) return kind;
    const fields = check(createContactFields(kind.data === 'HLC' ? 'hlc' : 'pvg'), record);
    return 'refused' in fields ? fields : { data: { kind: kind.data, ...fields.data } };
  },
  key: (c) => joinKey(c.kind, c.name, c.phoneNumber, c.email),
  ref: (record) => `${String(record.kind)}:${String(record.id)}`,
  write: async (tx, userId, records) => {
    const rows = (kind: 'HLC' | 'PVG') =>
      records.filter((r) => r.data.kind === kind).map(({ data: { kind: _, ...fields }, createdAt }) => ({ ...fields, userId, createdAt }));
    await tx.hlcContact.createMany({ data: rows('HLC') });
    await tx.pvgContact.createMany({ data: rows('PVG') });
  },
});

const calendarRule = rule({
  match: 'key',
  existing: async (tx, userId) =>
    (await tx.calendarEvent.findMany({ where: { userId }, select: { id: true, title: true, date: true, time: true } })).map((e) => ({
      id: e.id,
      marks: [`id:${e.id}`, `key:${joinKey(e.title, e.date, e.time)}`],
    })),
  read: (record) => check(createCalendarEventInput, { ...record, timezoneOffset: null }),
  key: (e) => joinKey(e.title, e.date, e.time),
  write: (tx, userId, records) =>
    tx.calendarEvent.createMany({
      data: records.map(({ data: { timezoneOffset: _, alarmTime, ...fields }, createdAt }) => ({
        ...fields,
        alarmTime: fields.alarmEnabled ? (alarmTime ?? null) : null,
        userId,
        createdAt,
      })),
    }),
});

const scriptureRule = rule({
  match: 'key',
  existing: async (tx, userId) =>
    (await tx.scripture.findMany({ where: { userId }, select: { id: true, reference: true, text: true } })).map((s) => ({
      id: s.id,
      marks: [`id:${s.id}`, `key:${joinKey(s.reference, s.text)}`],
    })),
  read: (record) => check(createScriptureInput, record),
  key: (s) => joinKey(s.reference, s.text),
  write: (tx, userId, records) => tx.scripture.createMany({ data: records.map(({ data, createdAt }) => ({ ...data, userId, createdAt })) }),
});

const videoRule = rule({
  match: 'key',
  existing: async (tx, userId) =>
    (await tx.video.findMany({ where: { userId }, select: { id: true, title: true, url: true } })).map((v) => ({
      id: v.id,
      marks: [`id:${v.id}`, `key:${joinKey(v.title, v.url)}`],
    })),
  read: (record) => check(createVideoInput, record),
  key: (v) => joinKey(v.title, v.url),
  write: (tx, userId, records) => tx.video.createMany({ data: records.map(({ data, createdAt }) => ({ ...data, userId, createdAt })) }),
});

const conventionNoteRule = rule({
  match: 'clientId',
  existing: async (tx, userId) =>
    (await tx.conventionNote.findMany({ where: { userId }, select: { id: true, clientId: true } })).map((n) => ({ id: n.id, marks: withClientId(n) })),
  read: (record) => check(createConventionNoteInput, { ...record, clientId: null }),
  write: (tx, userId, records) =>
    tx.conventionNote.createMany({ data: records.map(({ data, clientId, createdAt }) => ({ ...data, clientId, userId, createdAt })) }),
});

const transcriptRule = rule({
  match: 'clientId',
  existing: async (tx, userId) =>
    (await tx.transcript.findMany({ where: { userId }, select: { id: true, clientId: true } })).map((n) => ({ id: n.id, marks: withClientId(n) })),
  read: (record) => check(createTranscriptInput, { ...record, clientId: null }),
  write: (tx, userId, records) =>
    tx.transcript.createMany({ data: records.map(({ data, clientId, createdAt }) => ({ ...data, clientId, userId, createdAt })) }),
});

/**
 * A time entry is written in hours and minutes on the screen and kept in minutes: the file's
 * minutes are read back as the screen's two fields. Where it came from (a GPS route of the other
 * account, the timer) is not carried over: that route is not this account's.
 */
const reportEntryRule = rule({
  match: 'clientId',
  existing: async (tx, userId) =>
    (await tx.serviceEntry.findMany({ where: { userId }, select: { id: true, clientId: true } })).map((n) => ({ id: n.id, marks: withClientId(n) })),
  read: (record) => {
    const total = record.minutes;
    const split = typeof total === 'number' && Number.isInteger(total) && total >= 0 ? { hours: Math.floor(total / 60), minutes: total % 60 } : { minutes: total };
    // An hour count past 24 is the screen's "from 1 minute to 24 hours" refusal, not an hours one.
    const hours = split.hours !== undefined && split.hours > 24 ? { hours: 0, minutes: 0 } : split;
    return check(entryFields, { date: record.date, kind: record.kind, credit: record.credit, note: record.note, ...hours });
  },
  write: (tx, userId, records) =>
    tx.serviceEntry.createMany({
      data: records.map(({ data: { hours, minutes, ...fields }, clientId, createdAt }) => ({
        ...fields,
        minutes: (hours ?? 0) * 60 + (minutes ?? 0),
        clientId,
        userId,
        createdAt,
      })),
    }),
});

const reportMonth = updateMonthInput.extend({ sentAt: instant });

const reportMonthRule = rule({
  match: 'key',
  existing: async (tx, userId) =>
    (await tx.serviceMonth.findMany({ where: { userId }, select: { id: true, month: true } })).map((m) => ({ id: m.id, marks: [`key:${joinKey(m.month)}`] })),
  read: (record) => check(reportMonth, record),
  key: (m) => joinKey(m.month),
  write: (tx, userId, records) =>
    tx.serviceMonth.createMany({
      data: records.map(({ data }) => ({
        userId,
        month: data.month,
        bibleStudies: data.bibleStudies ?? 0,
        participated: data.participated ?? false,
        sentAt: data.sentAt ? new Date(data.sentAt) : null,
      })),
    }),
});

/** The areas that stand alone, in the order of the export. */
export const FLAT_RULES = {
  notes: noteRule,
  ideas: noteRule,
  contacts: contactRule,
  calendarEvents: calendarRule,
  scriptures: scriptureRule,
  videos: videoRule,
  conventionNotes: conventionNoteRule,
  transcripts: transcriptRule,
  reportEntries: reportEntryRule,
  reportMonths: reportMonthRule,
} as const satisfies Record<string, AreaRule<unknown>>;
export type FlatArea = keyof typeof FLAT_RULES;

export { joinKey };
