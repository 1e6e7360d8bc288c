// The song rules of docs/product/music.md as zod schemas: the upload form's title and date, the
// library's search, and the GraphQL inputs. The file itself is checked by its bytes in service.ts.
import { z } from 'zod';
import { worded } from '../../lib/server-words.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { MESSAGES as SHARING } from '../sharing/index.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const MESSAGES = {
  noFile: 'No Files Selected: Please select one or more audio files.',
  oneFile: 'Send one audio file per upload',
  wrongType: 'Invalid File Type: this file is not an MP3, WAV or M4A audio file',
  tooLarge: worded('This file is too large: each song must be at most {{size}}', (maxBytes: number) => ({ size: megabytes(maxBytes) })),
  quota: worded('Not enough storage left: your songs may use {{quota}} in all and {{used}} is used', (quotaBytes: number, usedBytes: number) => ({
    quota: megabytes(quotaBytes),
    used: megabytes(usedBytes),
  })),
  notMultipart: 'Send the song as multipart/form-data (file, title, date)',
  unreadable: 'The upload could not be read',
  date: 'The date must be written YYYY-MM-DD',
  notFound: 'Music not found',
} as const;

/** A real calendar day written YYYY-MM-DD; it never moves with a time zone. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const calendarDate = z.string({ error: MESSAGES.date }).trim().refine(isCalendarDate, MESSAGES.date);

/** Today's date in UTC, for an upload that names none (the app always sends the member's own). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A file's name without its extension: the title of a song uploaded without one. */
export function titleFromFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/** The form fields of POST /api/music/upload; a blank title or date takes its default. */
export const uploadFields = z.object({
  title: z
    .string()
    .trim()
    .max(200, 'Title must be at most 200 characters')
    .optional()
    .transform((v) => v || null),
  date: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isCalendarDate(v), MESSAGES.date),
});
export type UploadFields = z.infer<typeof uploadFields>;

/** The library's search: title contains (any case), date exact. */
export const songFilter = z.object({
  title: z
    .string()
    .trim()
    .max(200, 'Title must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  date: calendarDate.nullish().or(z.literal('').transform(() => null)).transform((v) => v || null),
});
export type SongFilter = z.infer<typeof songFilter>;

export const deleteMusicFileInput = z.object({ id: globalIdOf('MusicFile') });

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const shareMusicFileInput = z.object({
  musicFileId: z.unknown().refine((v) => !isBlank(v), MESSAGES.notFound).pipe(globalIdOf('MusicFile')),
  targetUserId: z.unknown().refine((v) => !isBlank(v), SHARING.selectUser).pipe(globalIdOf('User')),
});
