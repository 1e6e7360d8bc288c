// The convention-note rules of docs/product/convention-notes.md, as zod schemas: GraphQL input types and the
// REST routes both validate with these. Title, speaker, content, date and session are required
// ('<Field> is required'); scriptures are optional. A create may carry the client's own id so
// that an offline replay delivered twice makes one note.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { requiredText } from '../../lib/text.ts';

export const MESSAGES = {
  title: 'Title is required',
  speaker: 'Speaker is required',
  content: 'Content is required',
  date: 'Date is required',
  session: 'Session is required',
  dateFormat: 'Please enter the date as YYYY-MM-DD',
  clientId: 'The client id must be 1 to 100 letters, digits, dashes or underscores',
  notFound: 'Convention note not found',
} as const;


/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const fields = {
  title: requiredText('Title', 200, MESSAGES.title),
  speaker: requiredText('Speaker', 200, MESSAGES.speaker),
  content: requiredText('Content', 20_000, MESSAGES.content),
  scriptures: z
    .string({ error: 'Scriptures must be text' })
    .trim()
    .max(2000, 'Scriptures must be at most 2000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  date: z.string({ error: MESSAGES.date }).trim().min(1, MESSAGES.date).refine(isCalendarDate, MESSAGES.dateFormat),
  session: requiredText('Session', 100, MESSAGES.session),
};

export const createConventionNoteInput = z.object({
  ...fields,
  clientId: z
    .string({ error: MESSAGES.clientId })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, MESSAGES.clientId)
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateConventionNoteInput = z.infer<typeof createConventionNoteInput>;

/** PUT sends the whole note, as the spec's client does: every required field again. */
export const updateConventionNoteFields = z.object(fields);
export type UpdateConventionNoteFields = z.infer<typeof updateConventionNoteFields>;

export const conventionNoteId = globalIdOf('ConventionNote');
export const updateConventionNoteInput = updateConventionNoteFields.extend({ id: conventionNoteId });
export const deleteConventionNoteInput = z.object({ id: conventionNoteId });
