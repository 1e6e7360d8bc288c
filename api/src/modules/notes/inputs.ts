// The note rules of docs/product/notes.md, as zod schemas: GraphQL input types and the REST
// routes both validate with these. Ministry ideas are notes in a category of their own, so one
// set of schemas serves both screens; only the message for a blank idea differs.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';

/** The eight categories of the Personal Notes screen; General is the default. */
export const NOTE_CATEGORIES = [
  'General',
  'Return Visit',
  'Bible Study',
  'Territory',
  'HLC',
  'PVG',
  'Meeting',
  'Assembly',
] as const;
export const DEFAULT_CATEGORY = 'General';
/** Ministry ideas (/ministry-conductor) are notes in this category, for conductors only. */
export const IDEAS_CATEGORY = 'Ministry Conductor Ideas';
export const CATEGORIES = [...NOTE_CATEGORIES, IDEAS_CATEGORY] as const;
export type Category = (typeof CATEGORIES)[number];

export const LIMITS = { title: 200, content: 20_000, householderField: 200, clientId: 100, search: 200 } as const;

export const MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  ideaRequired: 'Please fill in both title and description.',
  category: `Category must be one of: ${CATEGORIES.join(', ')}`,
  timeContacted: 'Time contacted must be a time such as 14:30',
  notFound: 'Note not found',
  ideasForConductor: 'Ministry ideas are for the ministry conductor only',
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Title and content: blank counts as missing; the length check only applies to what is there. */
const text = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, tooLong(label, max));

const category = z.enum(CATEGORIES, MESSAGES.category);

/** An optional householder field: blank or null is "none" (null in the row). */
const householderField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.householderField, tooLong(label, LIMITS.householderField))
    .nullish()
    .transform((v) => (v ? v : null));

const timeContacted = z
  .string({ error: MESSAGES.timeContacted })
  .trim()
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), MESSAGES.timeContacted)
  .nullish()
  .transform((v) => (v ? v : null));

const householder = {
  householderName: householderField('Householder name'),
  address: householderField('Address'),
  timeContacted,
  literatureLeft: householderField('Literature left'),
};

type RequiredTextIssue = { title?: string | null; content?: string | null; category?: string | null };

/** A blank title or content: the ideas screen has its own message for it (docs/product/notes.md). */
function requireTitleAndContent(note: RequiredTextIssue, ctx: z.RefinementCtx, present: { title: boolean; content: boolean }) {
  const idea = note.category === IDEAS_CATEGORY;
  if (present.title && !note.title) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: idea ? MESSAGES.ideaRequired : MESSAGES.titleRequired });
  }
  if (present.content && !note.content) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: idea ? MESSAGES.ideaRequired : MESSAGES.contentRequired });
  }
}

export const createNoteInput = z
  .object({
    title: text('Title', LIMITS.title).nullish(),
    content: text('Content', LIMITS.content).nullish(),
    category: category.nullish().transform((v) => v ?? DEFAULT_CATEGORY),
    ...householder,
    /** Set by the offline queue: a create replayed twice with the same id makes one note. */
    clientId: z
      .string({ error: 'clientId must be text' })
      .trim()
      .max(LIMITS.clientId, tooLong('clientId', LIMITS.clientId))
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((note, ctx) => requireTitleAndContent(note, ctx, { title: true, content: true }))
  .transform(({ title, content, ...rest }) => ({ ...rest, title: title!, content: content! }));
export type CreateNoteInput = z.infer<typeof createNoteInput>;

/** Every field optional: what is absent stays as it is; a householder field sent null or blank is cleared. */
const updateFields = {
  title: text('Title', LIMITS.title).optional(),
  content: text('Content', LIMITS.content).optional(),
  category: category.optional(),
  householderName: householder.householderName.optional(),
  address: householder.address.optional(),
  timeContacted: householder.timeContacted.optional(),
  literatureLeft: householder.literatureLeft.optional(),
};

/** GraphQL sends null for an absent title, content or category: the same as leaving it out. */
const nullAsAbsent = (v: unknown) => {
  if (typeof v !== 'object' || v === null) return v;
  const copy: Record<string, unknown> = { ...v };
  for (const key of ['title', 'content', 'category'] as const) if (copy[key] === null) delete copy[key];
  return copy;
};

const updateSchema = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    nullAsAbsent,
    z
      .object(shape)
      .superRefine((note, ctx) => {
        const n = note as RequiredTextIssue;
        requireTitleAndContent(n, ctx, { title: n.title !== undefined, content: n.content !== undefined });
      }),
  );

export const updateNoteInput = updateSchema({ ...updateFields, id: globalIdOf('Note') });
export type UpdateNoteInput = z.infer<typeof updateNoteInput>;
export const updateNoteRestInput = updateSchema(updateFields);
export type UpdateNoteFields = z.infer<typeof updateNoteRestInput>;

export const deleteNoteInput = z.object({ id: globalIdOf('Note') });

export const listNotesArgs = z.object({
  category: category.nullish().transform((v) => v ?? null),
  search: z
    .string()
    .trim()
    .max(LIMITS.search, tooLong('Search', LIMITS.search))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ListNotesArgs = z.infer<typeof listNotesArgs>;
