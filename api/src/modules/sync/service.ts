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
import { CHANGE_ACTIONS, MAX_CHANGES, type ChangeAction, type ChangeStatus } from '@ministry/shared/records.ts';
import { z } from 'zod';
import type { Context } from '../../access/context.ts';
import type { Db } from '../../db.ts';
import { storedValueOf } from '../../lib/enums.ts';
import { AppError, AuthenticationError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { inMemberLanguage } from '../../lib/server-words.ts';
import { CONFLICT_PREFIX, KIND_MESSAGES, KINDS, pick, RECORD_TYPES, rowIdOf, sentAtOf, type Kind, type RecordType, type Row } from './kinds.ts';
import { log } from '../../lib/log.ts';
import { containsNul, NUL_MESSAGE } from '../../lib/text.ts';

export { CONFLICT_PREFIX, globalIdOf, RECORD_TYPES, type RecordType } from './kinds.ts';

export { MAX_CHANGES };

export const SYNC_MESSAGES = {
  tooMany: `At most ${MAX_CHANGES} changes per request`,
  parentRefused: 'The record this change belongs to was not saved',
  parentUnknown: 'The record this change belongs to has not reached the server yet',
  target: 'A change to an existing record needs its id',
  badJson: 'fields and base must be JSON objects',
  ...KIND_MESSAGES,
  wrongId: 'id must name a record of the change’s type',
  otherAccount: 'These changes were saved on this device for another account: sign in as that account to send them',
  clientId: 'clientId must be 1 to 100 letters, digits, dashes or underscores',
  type: `type must be one of: ${RECORD_TYPES.join(', ')}`,
  action: 'action must be create, update or delete',
} as const;

export type Action = ChangeAction;

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
  /** A file the change carries (a territory's image), checked by its module. */
  file?: unknown;
}

/** applied and refused are stored and final; retry is not stored: the device sends it again. */
export type OutcomeStatus = ChangeStatus;

export interface Outcome {
  clientId: string;
  type: RecordType;
  status: OutcomeStatus;
  recordId: number | null;
  copyId: number | null;
  message: string | null;
  code: string | null;
}

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

/**
 * Runs `work` with a context whose db is the transaction, so the write and its outcome commit
 * together. What the write must set off once it is committed (a live event, a push) waits for the
 * commit and is dropped with a rollback, so nobody hears of a write that did not happen.
 */
export async function inTransaction<T>(ctx: Context, work: (tx: Context) => Promise<T>): Promise<T> {
  const effects: ((ctx: Context) => unknown)[] = [];
  const afterCommit = (effect: (ctx: Context) => unknown) => void effects.push(effect);
  const result = await ctx.db.$transaction((db) => work({ ...ctx, db: db as unknown as Db, afterCommit }), { timeout: 20_000, maxWait: 20_000 });
  for (const effect of effects) {
    Promise.resolve()
      .then(() => effect(ctx))
      .catch((error: unknown) => log.error({ event: 'after-commit-failed', message: 'An effect of a committed write failed', userId: ctx.viewer?.id ?? null, error }));
  }
  return result;
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
  const file = withFile(kind, change);
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
    // A time ahead of the server's clock counts as now.
    const madeTime = Math.min(change.madeAt?.getTime() ?? Date.now(), Date.now());
    const deviceIsLater = !current.updatedAt || madeTime >= current.updatedAt.getTime();
    const serverVersion = pick(current, kind.fields);
    const deviceVersion = { ...serverVersion, ...changed };
    if (deviceIsLater) for (const field of conflicts) apply[field] = changed[field];
    const loser = deviceIsLater ? serverVersion : deviceVersion;
    if (kind.keepInRecord) Object.assign(apply, kind.keepInRecord(loser, { ...serverVersion, ...apply }, ctx.language));
    else {
      const title = `${inMemberLanguage(CONFLICT_PREFIX, ctx.language)}${String(loser[kind.titleField] ?? '')}`.slice(0, kind.titleLimit ?? 200);
      copyId = (await kind.create(ctx, { ...loser, [kind.titleField]: title }, null)).id;
    }
  }
  Object.assign(apply, file);
  const row = Object.keys(apply).length > 0 && kind.update ? await kind.update(ctx, id, current, apply) : current;
  // The record's change time is when the newest change it holds was made on a device, not when
  // it arrived: an edit made offline in the morning and delivered at noon does not win against
  // one made at ten on another device and delivered later (docs/product/offline.md).
  const madeAt = sentAtOf(change.madeAt);
  if (row !== current && kind.stamp && madeAt && current.updatedAt) {
    const at = new Date(Math.max(madeAt.getTime(), current.updatedAt.getTime()));
    await kind.stamp(ctx, id, at);
    row.updatedAt = at;
  }
  return { row, copyId };
}

/** The change's file as its record's field; refused for a record that carries none. */
function withFile(kind: Kind, change: Change): Record<string, unknown> {
  if (change.file == null) return {};
  if (!kind.fileField) throw new ValidationError(SYNC_MESSAGES.noFile, [{ path: 'file', message: SYNC_MESSAGES.noFile }]);
  return { [kind.fileField]: change.file };
}

async function run(ctx: Context, userId: number, change: Change): Promise<Omit<Outcome, 'clientId' | 'type' | 'status' | 'message' | 'code'>> {
  const kind = KINDS[change.type];
  switch (change.action) {
    case 'create':
      return { recordId: (await kind.create(ctx, { ...storedFields(kind, change.fields), ...withFile(kind, change) }, change.clientId, change.madeAt)).id, copyId: null };
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
    // The JSON text holds no NUL (the request's guard saw to that), but `\u0000` in it parses to
    // one, which the databases refuse: that change alone is refused, the rest of the batch goes on.
    if (containsNul(change.fields) || containsNul(change.base)) throw new ValidationError(NUL_MESSAGE);
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
export async function applyChanges(ctx: Context, changes: Change[], owner?: number | null): Promise<Outcome[]> {
  const viewer = requireViewer(ctx);
  // A request kept and sent again later (by the browser's Background Sync, say) goes with whatever
  // session the browser has then: writes queued for one account never land in another's.
  if (owner != null && owner !== viewer.id) throw new AuthenticationError(SYNC_MESSAGES.otherAccount);
  if (changes.length > MAX_CHANGES) throw new ValidationError(SYNC_MESSAGES.tooMany, [{ path: 'changes', message: SYNC_MESSAGES.tooMany }]);
  const outcomes: Outcome[] = [];
  for (const change of changes) outcomes.push(await applyOne(ctx, viewer.id, change));
  return outcomes;
}

// ---- the wire form of a change
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
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, SYNC_MESSAGES.clientId),
  type: z.enum(RECORD_TYPES, SYNC_MESSAGES.type),
  action: z.enum(CHANGE_ACTIONS, SYNC_MESSAGES.action),
  id: z.object({ typename: z.string(), id: z.string().max(100) }).nullish(),
  createdBy: z.string().max(100).nullish(),
  fields: jsonObject,
  base: jsonObject,
  madeAt: z.date().nullish(),
  /** An uploaded file (GraphQL multipart); its module checks it by its bytes. */
  file: z.unknown().optional(),
});

export const applyChangesInput = z.object({
  changes: z.array(changeInput).max(MAX_CHANGES, SYNC_MESSAGES.tooMany),
  owner: globalIdOf('User').nullish(),
});

export function toChange(input: z.infer<typeof changeInput>): Change {
  if (!input.id) return { ...input, id: null };
  const id = rowIdOf(input.type, input.id.typename, input.id.id);
  if (id === undefined) throw new ValidationError(SYNC_MESSAGES.wrongId, [{ path: 'id', message: SYNC_MESSAGES.wrongId }]);
  return { ...input, id };
}
