// The experience rules of docs/product/experiences.md, as zod schemas: GraphQL input types and the REST
// routes both validate with these. The image itself is checked from its bytes in service.ts.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { requiredText } from '../../lib/text.ts';

export const MESSAGES = {
  required: 'Please fill in both title and content fields.',
  invalidImage: 'Please select a valid image file.',
  imageTooLarge: 'Image file size must be less than 10MB.',
  shareTarget: 'Share with all group members or with one member of your service group',
  notFound: 'Experience not found',
  alreadyShared: 'This experience has already been shared',
  likeUnshared: 'Share this experience before it can be liked',
  imageNotFound: 'Image not found',
  multipartOnly: 'Send the experience as multipart/form-data',
} as const;

const TITLE_MAX = 200;
const CONTENT_MAX = 10_000;


/** 'all', or a member's user id written in digits (as the spec's client sends it). */
export const shareWithValue = z
  .union([z.string(), z.number()], { error: MESSAGES.shareTarget })
  .transform((v) => String(v).trim())
  .refine((v) => v === 'all' || /^\d{1,10}$/.test(v), MESSAGES.shareTarget)
  .transform((v): 'all' | number => (v === 'all' ? 'all' : Number(v)));
export type ShareTarget = z.infer<typeof shareWithValue>;

export const experienceFields = z.object({
  title: requiredText('Title', TITLE_MAX, MESSAGES.required),
  content: requiredText('Content', CONTENT_MAX, MESSAGES.required),
});

/**
 * Creation: title and content, the share choice (kept for the share dialog) and the spec's
 * isShared flag, which is read and ignored: an experience is always created private.
 */
export const createExperienceInput = experienceFields.extend({
  shareWith: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? 'all' : v))
    .pipe(shareWithValue),
  isShared: z.unknown().optional().transform(() => false as const),
  /** Checked from its bytes by the storage module, after the text fields. */
  image: z.unknown().optional(),
});
export type CreateExperienceInput = z.infer<typeof createExperienceInput>;

export const updateExperienceInput = experienceFields.extend({ id: globalIdOf('MinistryExperience') });
export type UpdateExperienceInput = z.infer<typeof updateExperienceInput>;

/** GraphQL share input: a group member's global user id, or none for all group members. */
export const shareExperienceInput = z.object({
  id: globalIdOf('MinistryExperience'),
  shareWith: globalIdOf('User')
    .nullish()
    .transform((v): ShareTarget => v ?? 'all'),
});

/** REST share body: { shareWith: 'all' | '<member id>' }; a missing value means all. */
export const shareExperienceBody = z.object({
  shareWith: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => v ?? 'all')
    .pipe(shareWithValue),
});

export const experienceIdInput = z.object({ id: globalIdOf('MinistryExperience') });
