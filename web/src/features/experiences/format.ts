// Small display helpers of the experiences screens (docs/product/experiences.md): relative time
// ("5 minutes ago") in the reader's language, and the client-side image checks, with the size in
// MB to two decimals. The messages themselves are in the experiences catalogue.
import { relativeTimeFormat } from '../../i18n/format.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago" in the given locale; null under a minute (the catalogue's "less than a minute ago"). */
export function timeAgo(iso: string, locale: string, now = Date.now()): string | null {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const relative = relativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return null;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type ImageProblem = 'imageInvalid' | 'imageTooLarge';

/** A file's size in MB (shown with two decimals). */
export const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** Why a file cannot be an experience image (a key of form.*), or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'imageInvalid';
  if (file.size > MAX_IMAGE_BYTES) return 'imageTooLarge';
  return null;
}
