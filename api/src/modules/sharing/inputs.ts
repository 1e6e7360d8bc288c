// Sharing a video (or a file) with one member of the sender's service group: docs/product/sharing.md,
// 5 and 8. The sender and the group come from the session, never from the payload.
import { z } from 'zod';
import { globalIdOf, parseRowId } from '../../lib/validate.ts';

export const MESSAGES = {
  selectUser: 'Please select a user to share with',
  videoNotFound: 'Video not found',
  memberNotInGroup: 'You can only share with members of your own service group',
  noGroup: 'You are not in a service group here yet, so there is no one to share with',
  notYourself: 'Choose another member of your service group, not yourself',
  shareLink: 'The share link must be an http(s) address or a path of this app',
  shareLinkTooLong: 'The share link must be at most 2000 characters',
  originalNameTooLong: 'The original name must be at most 255 characters',
  fileTypeRequired: 'The type of file is required',
  fileType: 'The type of file must be written as type/subtype',
  fileSize: 'The file size must be a whole number of bytes',
  fileTooLarge: 'The file size is too large',
} as const;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const shareVideoInput = z.object({
  videoId: z.unknown().refine((v) => !isBlank(v), MESSAGES.videoNotFound).pipe(globalIdOf('Video')),
  targetUserId: z.unknown().refine((v) => !isBlank(v), MESSAGES.selectUser).pipe(globalIdOf('User')),
});
export type ShareVideoInput = z.infer<typeof shareVideoInput>;

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** A link a recipient may open: an http(s) address, or a path on this app (never javascript: and the like). */
const shareLink = z
  .string()
  .trim()
  .max(2000, MESSAGES.shareLinkTooLong)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), MESSAGES.shareLink);

/** POST /api/share-file: the spec's payload. userId and groupNumber are read and ignored. */
export const shareFileBody = z.object({
  userId: z.unknown().optional(),
  groupNumber: z.unknown().optional(),
  title: text('Title', 200),
  filename: text('File name', 255),
  originalName: z.string().trim().max(255, MESSAGES.originalNameTooLong).nullish(),
  mimeType: z
    .string({ error: MESSAGES.fileTypeRequired })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/, MESSAGES.fileType),
  fileSize: z.coerce
    .number({ error: MESSAGES.fileSize })
    .int(MESSAGES.fileSize)
    .min(0, MESSAGES.fileSize)
    .max(2_147_483_647, MESSAGES.fileTooLarge)
    .default(0),
  shareLink: shareLink.nullish(),
  targetUserId: z
    .union([z.string(), z.number()], { error: MESSAGES.selectUser })
    .refine((v) => !isBlank(v), MESSAGES.selectUser)
    .transform((v) => parseRowId(String(v).trim()))
    // An id that cannot name a row names no member of the group.
    .transform((v) => v ?? 0),
});
export type ShareFileBody = z.infer<typeof shareFileBody>;
