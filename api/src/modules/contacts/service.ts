// HLC and PVG contacts: one implementation for both kinds (their tables have the same columns).
// GraphQL (schema.ts) and the REST shim (rest.ts) both call these functions. Every contact is its
// owner's alone: another user's id is answered exactly like an id with no row, and changes are
// made with the owner in the WHERE clause so nothing can slip between a check and a write.
import type { Context } from '../../context.ts';
import type { HlcContact } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../accounts/service.ts';
import { MESSAGES, type ContactFields } from './inputs.ts';
import type { ContactKind } from './kinds.ts';

/** A row of either table: the two models are identical column for column. */
export type Contact = HlcContact;

type ContactTable = Context['db']['hlcContact'];

function table(ctx: Context, kind: ContactKind): ContactTable {
  return kind === 'hlc' ? ctx.db.hlcContact : (ctx.db.pvgContact as unknown as ContactTable);
}

function isRecordNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2025';
}

export const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export async function listContacts(ctx: Context, kind: ContactKind): Promise<Contact[]> {
  const viewer = requireViewer(ctx);
  return table(ctx, kind).findMany({ where: { userId: viewer.id }, orderBy: NEWEST_FIRST });
}

export async function createContact(ctx: Context, kind: ContactKind, input: ContactFields): Promise<Contact> {
  const viewer = requireViewer(ctx);
  return table(ctx, kind).create({ data: { ...input, userId: viewer.id } });
}

export async function updateContact(
  ctx: Context,
  kind: ContactKind,
  id: number,
  input: Partial<ContactFields>,
): Promise<Contact> {
  const viewer = requireViewer(ctx);
  try {
    return await table(ctx, kind).update({ where: { id, userId: viewer.id }, data: input });
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(MESSAGES.notFound(kind));
    throw error;
  }
}

/** Deletes the viewer's contact `id`; answers its id. */
export async function deleteContact(ctx: Context, kind: ContactKind, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await table(ctx, kind).deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound(kind));
  return id;
}
