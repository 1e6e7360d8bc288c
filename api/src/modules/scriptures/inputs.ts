// The scripture rules of docs/product/scriptures.md, as zod schemas: GraphQL input types and the REST
// routes both validate with these.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { requiredText } from '../../lib/text.ts';

export const MESSAGES = {
  required: 'Please fill in both reference and text fields.',
  notFound: 'Scripture not found',
  favorite: 'Favorite must be true or false',
} as const;


const optionalNotes = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(5000, 'Notes must be at most 5000 characters')
  .nullish()
  .transform((v) => (v ? v : null));

const favorite = z.boolean({ error: MESSAGES.favorite });

export const createScriptureInput = z.object({
  reference: requiredText('Reference', 200, MESSAGES.required),
  text: requiredText('Text', 5000, MESSAGES.required),
  notes: optionalNotes,
  favorite: favorite.nullish().transform((v) => v ?? false),
});
export type CreateScriptureInput = z.infer<typeof createScriptureInput>;

/** A change names only the fields it changes; a field it names must still be filled in. */
export const updateScriptureFields = z.object({
  reference: requiredText('Reference', 200, MESSAGES.required).optional(),
  text: requiredText('Text', 5000, MESSAGES.required).optional(),
  notes: optionalNotes.optional(),
  favorite: favorite.optional(),
});
export type UpdateScriptureFields = z.infer<typeof updateScriptureFields>;

export const scriptureId = globalIdOf('Scripture');
export const updateScriptureInput = updateScriptureFields.extend({ id: scriptureId });
export const deleteScriptureInput = z.object({ id: scriptureId });
