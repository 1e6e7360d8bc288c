// Local-first writes delivered exactly once (docs/product/offline.md, docs/decisions.md
// "Local-first writes"). A device sends the writes it queued, in order, each with an id it made
// itself (the client id). Each write runs through its module's own service function inside one
// transaction that also stores the write's outcome under (user, client id); a client id seen
// before answers its stored outcome and writes nothing. So duplicates, retries after a lost
// answer, and two tabs delivering the same queue all end with one write.
//
// An update carries the fields the device changed and the values it last saw for them: fields
// nobody else changed meanwhile are applied; a field changed on both sides goes to the later
// write, and the losing version of the record is kept as a "conflict copy" (a new record of the
// same kind, titled "Conflict copy: …") that the user can read and delete.
//
// Closed lists travel in a change's fields and base as the app's GraphQL enum names
// (RETURN_VISIT, FIELD_SERVICE); a write queued by an older version of the app holds the stored
// strings ("Return Visit", "field-service"). Both are taken, and turned into the stored string
// before the module's own rules see them (docs/decisions.md, "Enums and messages").
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Db } from '../../db.ts';
import { storedValueOf } from '../../lib/enums.ts';
import { AppError, AuthenticationError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { requireViewer } from '../../lib/auth.ts';
import { parseInput, parseRowId } from '../../lib/validate.ts';
import * as calendarInputs from '../calendar/inputs.ts';
import * as calendar from '../calendar/service.ts';
import * as conventionNoteInputs from '../convention-notes/inputs.ts';
import * as conventionNotes from '../convention-notes/service.ts';
import * as noteInputs from '../notes/inputs.ts';
import * as notes from '../notes/service.ts';
import * as scriptureInputs from '../scriptures/inputs.ts';
import * as scriptures from '../scriptures/service.ts';

/** Writes accepted in one request; the device sends more in the next. */
export const MAX_CHANGES = 50;
export const CONFLICT_PREFIX = 'Conflict copy: ';

export const SYNC_MESSAGES = {
  tooMany: `At most ${MAX_CHANGES} changes per request`,
  parentRefused: 'The record this change belongs to was not saved',
  parentUnknown: 'The record this change belongs to has not reached the server yet',
  target: 'A change to an existing record needs its id',
  badJson: 'fields and base must be JSON objects',
} as const;

export const RECORD_TYPES = ['note', 'conventionNote', 'calendarEvent', 'scripture'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
/** The GraphQL type of each kind of record, for its global ids. */
export const TYPENAME: Record<RecordType, string> = {
  note: 'Note',
  conventionNote: 'ConventionNote',
  calendarEvent: 'CalendarEvent',
  scripture: 'Scripture',
};
export type Action = 'create' | 'update' | 'delete';

export interface Change {
  clientId: string;
  type: RecordType;
  action: Action;
  /** The record's row id, when the device knows it. */
  id?: number | null;
  /** For a record made on the device: the client id of its create. */
  createdBy?: string | null;
  fields?: Record<string, unknown>;
  base?: Record<string, unknown>;
  /** When the user made the change on the device (decides a conflict). */
  madeAt?: Date | null;
}

/** applied and refused are stored and final; retry is not stored: the device sends it again. */
export type OutcomeStatus = 'applied' | 'refused' | 'retry';

export interface Outcome {
  clientId: string;
  type: RecordType;
  status: OutcomeStatus;
  recordId: number | null;
  copyId: number | null;
  message: string | null;
  code: string | null;
}

/** A record; one kept without a change time (a scripture) loses every conflict to the incoming write. */
type Row = { id: number; updatedAt?: Date } & Record<string, unknown>;

interface Kind {
  notFound: string;
  /** The fields a device may change, for the merge and the conflict copy. */
  fields: readonly string[];
  /** The field that names a record to its owner; a conflict copy's starts with CONFLICT_PREFIX. */
  titleField: string;
  find(ctx: Context, id: number): Promise<Row | null>;
  create(ctx: Context, fields: Record<string, unknown>, clientId: string | null): Promise<Row>;
  update(ctx: Context, id: number, current: Row, changed: Record<string, unknown>): Promise<Row>;
  remove(ctx: Context, id: number): Promise<unknown>;
  validateUpdate(fields: Record<string, unknown>): Record<string, unknown>;
  /** The fields holding a closed list, with the list's stored strings. */
  closedLists: Readonly<Record<string, readonly string[]>>;
}

const NOTE_FIELDS = ['title', 'content', 'category', 'householderName', 'address', 'timeContacted', 'literatureLeft'] as const;
const CONVENTION_FIELDS = ['title', 'speaker', 'content', 'scriptures', 'date', 'session'] as const;
const CALENDAR_FIELDS = ['title', 'date', 'time', 'type', 'location', 'description', 'attendees', 'priority', 'alarmEnabled'] as const;
/** Not a column: the device's time zone at the event, from which the server computes the alarm. */
const CALENDAR_INPUT_FIELDS = [...CALENDAR_FIELDS, 'timezoneOffset'] as const;
const SCRIPTURE_FIELDS = ['reference', 'text', 'notes', 'favorite'] as const;
const calendarUpdateFields = calendarInputs.updateCalendarEventInput.omit({ id: true, alarmTime: true });

const pick = (row: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((n) => n in row).map((n) => [n, row[n]]));

const KINDS: Record<RecordType, Kind> = {
  note: {
    notFound: noteInputs.MESSAGES.notFound,
    fields: NOTE_FIELDS,
    titleField: 'title',
    find: (ctx, id) => ctx.db.note.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: async (ctx, fields, clientId) =>
      (await notes.createNote(ctx, parseInput(noteInputs.createNoteInput, { ...pick(fields, NOTE_FIELDS), clientId }))).note as Row,
    update: (ctx, id, _current, changed) => notes.updateNote(ctx, id, changed) as Promise<Row>,
    remove: (ctx, id) => notes.deleteNote(ctx, id),
    validateUpdate: (fields) => parseInput(noteInputs.updateNoteRestInput, pick(fields, NOTE_FIELDS)) as Record<string, unknown>,
    closedLists: { category: noteInputs.CATEGORIES },
  },
  conventionNote: {
    notFound: conventionNoteInputs.MESSAGES.notFound,
    fields: CONVENTION_FIELDS,
    titleField: 'title',
    find: (ctx, id) =>
      ctx.db.conventionNote.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: async (ctx, fields, clientId) =>
      (await conventionNotes.createConventionNote(
        ctx,
        parseInput(conventionNoteInputs.createConventionNoteInput, { ...pick(fields, CONVENTION_FIELDS), clientId }),
      )) as Row,
    // The module's update takes the whole note (the legacy PUT does): unchanged fields are the row's.
    update: (ctx, id, current, changed) =>
      conventionNotes.updateConventionNote(
        ctx,
        id,
        parseInput(conventionNoteInputs.updateConventionNoteFields, { ...pick(current, CONVENTION_FIELDS), ...changed }),
      ) as Promise<Row>,
    remove: (ctx, id) => conventionNotes.deleteConventionNote(ctx, id),
    validateUpdate: (fields) =>
      parseInput(conventionNoteInputs.updateConventionNoteFields.partial(), pick(fields, CONVENTION_FIELDS)) as Record<string, unknown>,
    closedLists: {},
  },
  calendarEvent: {
    notFound: calendarInputs.MESSAGES.notFound,
    fields: CALENDAR_FIELDS,
    titleField: 'title',
    find: (ctx, id) => ctx.db.calendarEvent.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    // The alarm is the server's to compute (24 hours before, in the device's time zone).
    create: (ctx, fields) =>
      calendar.createEvent(ctx, parseInput(calendarInputs.createCalendarEventInput, pick(fields, CALENDAR_INPUT_FIELDS))) as Promise<Row>,
    update: (ctx, id, _current, changed) => calendar.updateEvent(ctx, { id, ...changed }) as Promise<Row>,
    remove: (ctx, id) => calendar.deleteEvent(ctx, id),
    validateUpdate: (fields) => parseInput(calendarUpdateFields, pick(fields, CALENDAR_INPUT_FIELDS)) as Record<string, unknown>,
    closedLists: { type: calendarInputs.EVENT_TYPES, priority: calendarInputs.PRIORITIES },
  },
  scripture: {
    notFound: scriptureInputs.MESSAGES.notFound,
    fields: SCRIPTURE_FIELDS,
    titleField: 'reference',
    find: (ctx, id) => ctx.db.scripture.findFirst({ where: { id, userId: requireViewer(ctx).id } }) as Promise<Row | null>,
    create: (ctx, fields) =>
      scriptures.createScripture(ctx, parseInput(scriptureInputs.createScriptureInput, pick(fields, SCRIPTURE_FIELDS))) as Promise<Row>,
    update: (ctx, id, _current, changed) => scriptures.updateScripture(ctx, id, changed) as Promise<Row>,
    remove: (ctx, id) => scriptures.deleteScripture(ctx, id),
    validateUpdate: (fields) => parseInput(scriptureInputs.updateScriptureFields, pick(fields, SCRIPTURE_FIELDS)) as Record<string, unknown>,
    closedLists: {},
  },
};

/** A change's fields or base with each closed-list value as its stored string (enum name or stored string in). */
function storedFields(kind: Kind, values: Record<string, unknown> | undefined): Record<string, unknown> {
  const copy = { ...values };
  for (const [field, stored] of Object.entries(kind.closedLists)) {
    if (field in copy) copy[field] = storedValueOf(stored, copy[field]);
  }
  return copy;
}

const same = (a: unknown, b: unknown) => (a === undefined || a === '' ? null : a) === (b === undefined || b === '' ? null : b);

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

class Retry extends Error {}

/** Runs `work` with a context whose db is the transaction, so the write and its outcome commit together. */
function inTransaction<T>(ctx: Context, work: (tx: Context) => Promise<T>): Promise<T> {
  return ctx.db.$transaction((db) => work({ ...ctx, db: db as unknown as Db }), { timeout: 20_000, maxWait: 20_000 });
}

async function storedOutcome(ctx: Context, userId: number, clientId: string): Promise<Outcome | null> {
  const row = await ctx.db.syncOutcome.findUnique({ where: { userId_clientId: { userId, clientId } } });
  if (!row) return null;
  return {
    clientId,
    type: row.type as RecordType,
    status: row.status as OutcomeStatus,
    recordId: row.recordId,
    copyId: row.copyId,
    message: row.message,
    code: row.code,
  };
}

/** The row a change targets: its id, or the row made by the create it names. */
async function targetOf(ctx: Context, userId: number, change: Change): Promise<number> {
  if (change.id != null) return change.id;
  if (!change.createdBy) throw new ValidationError(SYNC_MESSAGES.target);
  const parent = await storedOutcome(ctx, userId, change.createdBy);
  if (!parent) throw new Retry(SYNC_MESSAGES.parentUnknown);
  if (parent.status !== 'applied' || parent.recordId == null || parent.type !== change.type) {
    throw new ValidationError(SYNC_MESSAGES.parentRefused);
  }
  return parent.recordId;
}

/** The field-by-field merge of an update; makes the conflict copy when both sides changed a field. */
async function merge(ctx: Context, kind: Kind, id: number, change: Change): Promise<{ row: Row; copyId: number | null }> {
  const changed = kind.validateUpdate(storedFields(kind, change.fields));
  const current = await kind.find(ctx, id);
  if (!current) throw new NotFoundError(kind.notFound);
  const base = storedFields(kind, change.base);
  const apply: Record<string, unknown> = {};
  const conflicts: string[] = [];
  for (const [field, value] of Object.entries(changed)) {
    if (!(field in base) || same(current[field], base[field]) || same(current[field], value)) apply[field] = value;
    else conflicts.push(field);
  }
  let copyId: number | null = null;
  if (conflicts.length > 0) {
    const deviceIsLater = !current.updatedAt || (change.madeAt?.getTime() ?? Date.now()) >= current.updatedAt.getTime();
    const serverVersion = pick(current, kind.fields);
    const deviceVersion = { ...serverVersion, ...changed };
    if (deviceIsLater) for (const field of conflicts) apply[field] = changed[field];
    const loser = deviceIsLater ? serverVersion : deviceVersion;
    const title = `${CONFLICT_PREFIX}${String(loser[kind.titleField] ?? '')}`.slice(0, 200);
    copyId = (await kind.create(ctx, { ...loser, [kind.titleField]: title }, null)).id;
  }
  const row = Object.keys(apply).length > 0 ? await kind.update(ctx, id, current, apply) : current;
  return { row, copyId };
}

async function run(ctx: Context, userId: number, change: Change): Promise<Omit<Outcome, 'clientId' | 'type' | 'status' | 'message' | 'code'>> {
  const kind = KINDS[change.type];
  switch (change.action) {
    case 'create':
      return { recordId: (await kind.create(ctx, storedFields(kind, change.fields), change.clientId)).id, copyId: null };
    case 'update': {
      const id = await targetOf(ctx, userId, change);
      const { row, copyId } = await merge(ctx, kind, id, change);
      return { recordId: row.id, copyId };
    }
    case 'delete': {
      const id = await targetOf(ctx, userId, change);
      // Already gone (deleted on another device): what the user asked for is true.
      if (!(await kind.find(ctx, id))) return { recordId: id, copyId: null };
      await kind.remove(ctx, id);
      return { recordId: id, copyId: null };
    }
  }
}

async function applyOne(ctx: Context, userId: number, change: Change): Promise<Outcome> {
  const earlier = await storedOutcome(ctx, userId, change.clientId);
  if (earlier) return earlier;
  const key = { userId, clientId: change.clientId, type: change.type };
  try {
    return await inTransaction(ctx, async (tx) => {
      // Claimed first: a second delivery racing this one waits on the key, then finds it taken.
      await tx.db.syncOutcome.create({ data: { ...key, status: 'applied' } });
      const done = await run(tx, userId, change);
      await tx.db.syncOutcome.update({ where: { userId_clientId: { userId, clientId: change.clientId } }, data: done });
      return { ...key, status: 'applied' as const, ...done, message: null, code: null };
    });
  } catch (error) {
    if (errorCode(error) === 'P2002') {
      const winner = await storedOutcome(ctx, userId, change.clientId);
      if (winner) return winner;
    }
    if (error instanceof Retry) return { ...key, status: 'retry', recordId: null, copyId: null, message: error.message, code: 'RETRY' };
    if (error instanceof AppError && !(error instanceof AuthenticationError)) {
      const refused = { ...key, status: 'refused' as const, message: error.message, code: error.code };
      try {
        await ctx.db.syncOutcome.create({ data: refused });
      } catch (storeError) {
        if (errorCode(storeError) !== 'P2002') throw storeError;
        return (await storedOutcome(ctx, userId, change.clientId))!;
      }
      return { ...refused, recordId: null, copyId: null };
    }
    throw error;
  }
}

/** The record an outcome names, as it now is: null for another type, a deleted record or a visitor. */
export function recordOf(ctx: Context, outcome: Outcome, type: RecordType): Promise<Row | null> | null {
  if (outcome.type !== type || outcome.recordId == null || !ctx.viewer) return null;
  return KINDS[type].find(ctx, outcome.recordId);
}

/** Applies the changes in order; one outcome per change, in the same order. */
export async function applyChanges(ctx: Context, changes: Change[]): Promise<Outcome[]> {
  const viewer = requireViewer(ctx);
  if (changes.length > MAX_CHANGES) throw new ValidationError(SYNC_MESSAGES.tooMany, [{ path: 'changes', message: SYNC_MESSAGES.tooMany }]);
  const outcomes: Outcome[] = [];
  for (const change of changes) outcomes.push(await applyOne(ctx, viewer.id, change));
  return outcomes;
}

// ---- the wire form of a change, shared by GraphQL and REST
const jsonObject = z
  .string()
  .max(100_000)
  .nullish()
  .transform((text, zctx) => {
    if (!text) return {};
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    zctx.addIssue({ code: 'custom', message: SYNC_MESSAGES.badJson });
    return z.NEVER;
  });

export const changeInput = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'clientId must be 1 to 100 letters, digits, dashes or underscores'),
  type: z.enum(RECORD_TYPES, `type must be one of: ${RECORD_TYPES.join(', ')}`),
  action: z.enum(['create', 'update', 'delete'], 'action must be create, update or delete'),
  id: z
    .object({ typename: z.string(), id: z.string() })
    .nullish()
    .transform((g, zctx) => {
      if (!g) return null;
      const id = parseRowId(g.id);
      if (id === undefined || !Object.values(TYPENAME).includes(g.typename)) {
        zctx.addIssue({ code: 'custom', message: 'id must name a note, a convention note, a calendar event or a scripture' });
        return z.NEVER;
      }
      return { typename: g.typename, id };
    }),
  createdBy: z.string().max(100).nullish(),
  fields: jsonObject,
  base: jsonObject,
  madeAt: z.date().nullish(),
});

export const applyChangesInput = z.object({
  changes: z.array(changeInput).max(MAX_CHANGES, SYNC_MESSAGES.tooMany),
});

export function toChange(input: z.infer<typeof changeInput>): Change {
  if (input.id && input.id.typename !== TYPENAME[input.type]) {
    throw new ValidationError('id must name a record of the change’s type');
  }
  return { ...input, id: input.id?.id ?? null };
}
