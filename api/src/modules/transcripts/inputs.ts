// The transcript rules of docs/product/transcriber.md, as zod schemas: the GraphQL input type
// validates with these.
import { z } from 'zod';
import { requiredText } from '../../lib/text.ts';
import { globalIdOf } from '../../lib/validate.ts';

/** The recognition languages the transcriber offers, as BCP 47 codes. */
export const LANGUAGES = [
  'en-US',
  'en-GB',
  'es-ES',
  'es-MX',
  'fr-FR',
  'de-DE',
  'it-IT',
  'pt-BR',
  'zh-CN',
  'ja-JP',
  'ko-KR',
  'ar-SA',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** About an hour of fast speech; more is not a recording this screen makes. */
export const LIMITS = { text: 50_000, durationSeconds: 24 * 60 * 60, clientId: 100 } as const;

export const MESSAGES = {
  textRequired: 'Nothing to Save, Please record some speech first',
  notFound: 'Transcript not found',
  language: `Language must be one of: ${LANGUAGES.join(', ')}`,
  durationNumber: 'Duration must be a number of seconds',
  durationWhole: 'Duration must be a whole number of seconds',
  durationNegative: 'Duration cannot be negative',
  durationTooLong: 'Duration is too long',
} as const;

export const createTranscriptInput = z.object({
  text: requiredText('Text', LIMITS.text, MESSAGES.textRequired),
  language: z.enum(LANGUAGES, MESSAGES.language),
  duration: z
    .number({ error: MESSAGES.durationNumber })
    .int(MESSAGES.durationWhole)
    .min(0, MESSAGES.durationNegative)
    .max(LIMITS.durationSeconds, MESSAGES.durationTooLong)
    .nullish()
    .transform((v) => v ?? 0),
  /** Given by the browser: a save sent twice with the same id makes one transcript. */
  clientId: z
    .string({ error: 'clientId must be text' })
    .trim()
    .max(LIMITS.clientId, `clientId must be at most ${LIMITS.clientId} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateTranscriptInput = z.infer<typeof createTranscriptInput>;

export const deleteTranscriptInput = z.object({ id: globalIdOf('Transcript') });
