// Personal notes and ministry ideas: listing with the spec's search, create (idempotent by the
// offline queue's client id), update and delete. GraphQL (schema.ts) and the REST shim (rest.ts)
// both call these, so the ownership check and the conductor rule live here once.
//
// Every note is its owner's: another user's id is "not found", exactly like an id with no row.
// Ideas (category IDEAS_CATEGORY) are for users with the conductor flag only.
import type { Context } from '../../access/context.ts';
import type { Note, Prisma, User } from '../../generated/sqlite/client.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { IDEAS_CATEGORY, MESSAGES, type CreateNoteInput, type ListNotesArgs, type UpdateNoteFields } from './inputs.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { isRecordNotFound, isUniqueViolation } from '../../lib/prisma-errors.ts';
import type { RowWindow } from '../../lib/rest-page.ts';

export const NOTE_ORDER = NEWEST_FIRST;

function assertMayUseCategory(viewer: User, category: string | null | undefined) {
  if (category === IDEAS_CATEGORY && !viewer.isConductor) throw new ForbiddenError(MESSAGES.ideasForConductor);
}

/** The viewer's note `id`; another user's note, or none, is not found. */
async function ownNote(ctx: Context, id: number): Promise<{ viewer: User; note: Note }> {
  const viewer = requireViewer(ctx);
  const note = await ctx.db.note.findFirst({ where: { id, userId: viewer.id } });
  if (!note) throw new NotFoundError(MESSAGES.notFound);
  assertMayUseCategory(viewer, note.category);
  return { viewer, note };
}

const lower = (value: string | null) => (value ?? '').toLowerCase();

/**
 * The ids of the notes matching `where` whose title, content or householder name contains
 * `search`, ignoring case. Filtered here rather than in SQL because SQLite's LIKE and lower()
 * fold ASCII letters only while PostgreSQL's ILIKE folds every letter; JavaScript's
 * toLowerCase gives one answer on both. The query reads only one owner's rows through the
 * (userId, createdAt) index, and only the searched columns.
 */
async function idsMatching(ctx: Context, where: Prisma.NoteWhereInput, search: string): Promise<number[]> {
  const needle = search.toLowerCase();
  const rows = await ctx.db.note.findMany({
    where,
    select: { id: true, title: true, content: true, householderName: true },
  });
  return rows
    .filter((n) => lower(n.title).includes(needle) || lower(n.content).includes(needle) || lower(n.householderName).includes(needle))
    .map((n) => n.id);
}

/**
 * Which of the viewer's notes a list shows. With a category: that category only (ideas need the
 * conductor flag). Without one: the Personal Notes list, which leaves the ideas to their own
 * screen, unless `includeIdeas` (the legacy GET /api/notes, whose client filters the ideas out
 * itself) and the viewer is a conductor.
 */
export async function notesWhere(
  ctx: Context,
  args: ListNotesArgs,
  options: { includeIdeas?: boolean } = {},
): Promise<Prisma.NoteWhereInput> {
  const viewer = requireViewer(ctx);
  assertMayUseCategory(viewer, args.category);
  const where: Prisma.NoteWhereInput = { userId: viewer.id };
  if (args.category) where.category = args.category;
  else if (!(options.includeIdeas && viewer.isConductor)) where.category = { not: IDEAS_CATEGORY };
  if (args.search) where.id = { in: await idsMatching(ctx, where, args.search) };
  return where;
}

export async function listNotes(
  ctx: Context,
  args: ListNotesArgs,
  options: { includeIdeas?: boolean } = {},
  window?: RowWindow,
): Promise<Note[]> {
  return ctx.db.note.findMany({ where: await notesWhere(ctx, args, options), orderBy: NOTE_ORDER, ...window });
}

/**
 * One `notes(category, search)` list within a request: its filter, worked out once (a page and its
 * total count share the search's scan of the owner's notes), and its total when the page showed it.
 */
interface ListState {
  where: Promise<Prisma.NoteWhereInput>;
  /** Known without a COUNT when a first page held every row the filter matches. */
  total?: number;
}
const lists = new WeakMap<object, Map<string, ListState>>();
function listState(ctx: Context, args: ListNotesArgs): ListState {
  const key = JSON.stringify(args);
  let cache = lists.get(ctx);
  if (!cache) lists.set(ctx, (cache = new Map()));
  let state = cache.get(key);
  if (!state) cache.set(key, (state = { where: notesWhere(ctx, args) }));
  return state;
}

/**
 * A page of the list: `query` is the GraphQL selection (fields, cursor, take) for the rows. A first
 * page (no cursor, no skip) that came back shorter than it asked for holds every matching row, so
 * its length is the list's total and countNotes need not ask the database.
 */
export async function notesPage<Q extends { take?: number; skip?: number; cursor?: Prisma.NoteWhereUniqueInput }>(
  ctx: Context,
  args: ListNotesArgs,
  query: Q,
): Promise<Note[]> {
  const state = listState(ctx, args);
  const rows = await ctx.db.note.findMany({ ...query, where: await state.where, orderBy: NOTE_ORDER });
  const { take, skip, cursor } = query;
  if (cursor === undefined && !skip && take !== undefined && take > 0 && rows.length < take) state.total = rows.length;
  return rows;
}

export async function countNotes(ctx: Context, args: ListNotesArgs): Promise<number> {
  const state = listState(ctx, args);
  return state.total ?? ctx.db.note.count({ where: await state.where });
}

/**
 * Which row `node(id)` may answer: the viewer's own note, and an idea only for a conductor; any
 * other id looks up row 0, which no note has.
 */
export function visibleNoteWhere(ctx: Context, id: number | undefined): Prisma.NoteWhereUniqueInput {
  const viewer = ctx.viewer;
  return {
    id: viewer && id !== undefined ? id : 0,
    userId: viewer?.id ?? 0,
    ...(viewer?.isConductor ? {} : { category: { not: IDEAS_CATEGORY } }),
  };
}

/**
 * Creates a note. With a client id already used by this user (a replay of a create the server
 * has seen), answers the note made the first time instead of making a second one.
 */
export async function createNote(ctx: Context, input: CreateNoteInput): Promise<{ note: Note; created: boolean }> {
  const viewer = requireViewer(ctx);
  assertMayUseCategory(viewer, input.category);
  const { clientId } = input;
  const existing = () =>
    clientId ? ctx.db.note.findUnique({ where: { userId_clientId: { userId: viewer.id, clientId } } }) : null;
  const earlier = await existing();
  if (earlier) return { note: earlier, created: false };
  try {
    return { note: await ctx.db.note.create({ data: { ...input, userId: viewer.id } }), created: true };
  } catch (error) {
    // Two deliveries of the same create raced past the check above: the first one won.
    const winner = isUniqueViolation(error) ? await existing() : null;
    if (winner) return { note: winner, created: false };
    throw error;
  }
}

export async function updateNote(ctx: Context, id: number, fields: UpdateNoteFields): Promise<Note> {
  const { viewer } = await ownNote(ctx, id);
  assertMayUseCategory(viewer, fields.category);
  try {
    return await ctx.db.note.update({ where: { id, userId: viewer.id }, data: fields });
  } catch (error) {
    // Deleted on another device between the check and the update.
    if (isRecordNotFound(error)) throw new NotFoundError(MESSAGES.notFound);
    throw error;
  }
}

export async function deleteNote(ctx: Context, id: number): Promise<number> {
  const { viewer } = await ownNote(ctx, id);
  const { count } = await ctx.db.note.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return id;
}
