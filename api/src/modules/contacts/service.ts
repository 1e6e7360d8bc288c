// Contacts of both lists (HLC and PVG): one implementation, parameterised by the kind. GraphQL
// (schema.ts) and the REST shim (rest.ts) both call these functions. Every contact is its owner's
// alone: another member's id is answered exactly like an id with no row, and changes are made with
// the owner in the WHERE clause so nothing can slip between a check and a write.
import type { Context } from '../../access/context.ts';
import type { HlcContact } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { isRecordNotFound } from '../../lib/prisma-errors.ts';
import { parseRowId } from '../../lib/validate.ts';
import { MESSAGES, type ContactFields, type ContactId } from './inputs.ts';
import { CONTACT_KINDS, type ContactKind, type Position } from './kinds.ts';
import type { RowWindow } from '../../lib/rest-page.ts';

/** A stored row of either list (the two tables have the same columns), with its kind. */
export type ContactRow = HlcContact;
export type Contact = Omit<ContactRow, 'position'> & { kind: ContactKind; position: Position };

type ContactTable = Context['db']['hlcContact'];

// The two tables have identical columns and so identical delegates; the PVG one is typed as the
// HLC one so that every query below is written once.
function table(ctx: Context, kind: ContactKind): ContactTable {
  return kind === 'hlc' ? ctx.db.hlcContact : (ctx.db.pvgContact as unknown as ContactTable);
}

/** Stored positions were checked against the kind's list when written. */
const withKind = (kind: ContactKind) => (row: ContactRow): Contact => ({ ...row, kind, position: row.position as Position });

const orderFor = (inverted: boolean) =>
  inverted ? NEWEST_FIRST.map((o) => Object.fromEntries(Object.entries(o).map(([k]) => [k, 'asc' as const]))) : NEWEST_FIRST;

export async function listContacts(ctx: Context, kind: ContactKind, window?: RowWindow): Promise<Contact[]> {
  const viewer = requireViewer(ctx);
  const rows = await table(ctx, kind).findMany({ where: { userId: viewer.id }, orderBy: NEWEST_FIRST, ...window });
  return rows.map(withKind(kind));
}

/**
 * One page of the viewer's contacts of a kind, newest first, for a Relay connection: `after` and
 * `before` are row ids as cursors, `limit` includes the one extra row that tells a next page.
 */
export async function contactsPage(
  ctx: Context,
  kind: ContactKind,
  page: { after?: string; before?: string; limit: number; inverted: boolean },
): Promise<Contact[]> {
  const viewer = requireViewer(ctx);
  const cursorText = page.inverted ? page.before : page.after;
  const cursor = cursorText === undefined ? undefined : parseRowId(cursorText);
  if (cursorText !== undefined && cursor === undefined) throw new ValidationError(MESSAGES.cursor);
  const rows = await table(ctx, kind).findMany({
    where: { userId: viewer.id },
    orderBy: orderFor(page.inverted),
    ...(cursor === undefined ? {} : { cursor: { id: cursor }, skip: 1 }),
    take: page.limit,
  });
  return rows.map(withKind(kind));
}

export async function countContacts(ctx: Context, kind: ContactKind): Promise<number> {
  const viewer = requireViewer(ctx);
  return table(ctx, kind).count({ where: { userId: viewer.id } });
}

/** The viewer's contacts among `ids`; another member's, or none, is left out. */
export async function contactsByIds(ctx: Context, ids: readonly ContactId[]): Promise<Map<string, Contact>> {
  const viewer = ctx.viewer;
  const found = new Map<string, Contact>();
  if (!viewer) return found;
  for (const kind of Object.keys(CONTACT_KINDS) as ContactKind[]) {
    const wanted = ids.filter((id) => id.kind === kind).map((id) => id.id);
    if (wanted.length === 0) continue;
    const rows = await table(ctx, kind).findMany({ where: { id: { in: wanted }, userId: viewer.id } });
    for (const contact of rows.map(withKind(kind))) found.set(contactKey(contact), contact);
  }
  return found;
}

/** The id inside a contact's Relay id: its kind and row id. */
export const contactKey = (contact: Pick<Contact, 'kind' | 'id'>) => `${contact.kind}:${contact.id}`;

export async function createContact(ctx: Context, kind: ContactKind, input: ContactFields): Promise<Contact> {
  const viewer = requireViewer(ctx);
  return withKind(kind)(await table(ctx, kind).create({ data: { ...input, userId: viewer.id } }));
}

export async function updateContact(ctx: Context, { kind, id }: ContactId, input: Partial<ContactFields>): Promise<Contact> {
  const viewer = requireViewer(ctx);
  try {
    return withKind(kind)(await table(ctx, kind).update({ where: { id, userId: viewer.id }, data: input }));
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(MESSAGES.notFound(kind));
    throw error;
  }
}

/** Deletes the viewer's contact; answers its id. */
export async function deleteContact(ctx: Context, { kind, id }: ContactId): Promise<ContactId> {
  const viewer = requireViewer(ctx);
  const { count } = await table(ctx, kind).deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound(kind));
  return { kind, id };
}

/** What the REST shim answers: the stored row as the spec lists its fields (no kind). */
export const restContact = ({ kind: _kind, ...row }: Contact) => row;
