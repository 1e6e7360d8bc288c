// The video rules of docs/product/videos.md, as zod schemas: GraphQL input types and the REST routes
// both validate with these. Title and URL are required; the URL must be a web address (http or
// https, so a stored link can never run script when opened); a duration reads m:ss or h:mm:ss.
import { DURATION_PATTERN, isWebAddress } from '@ministry/shared/videos.ts';
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { optionalText } from '../../lib/text.ts';

export const MESSAGES = {
  required: 'Please fill in both title and URL fields',
  url: 'Please enter a web address starting with http:// or https://',
  duration: 'Please write the duration as m:ss or h:mm:ss (such as 5:30)',
  notFound: 'Video not found',
  urlTooLong: 'The URL must be at most 2000 characters',
} as const;



export const createVideoInput = z.object({
  title: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(200, 'Title must be at most 200 characters'),
  url: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(2000, MESSAGES.urlTooLong)
    .refine(isWebAddress, MESSAGES.url),
  description: optionalText('Description', 2000),
  duration: z
    .string({ error: MESSAGES.duration })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || DURATION_PATTERN.test(v), MESSAGES.duration),
  category: optionalText('Category', 100),
});
export type CreateVideoInput = z.infer<typeof createVideoInput>;

export const deleteVideoInput = z.object({ id: globalIdOf('Video') });
