// Small display helpers of the experiences screens: relative time ("5 minutes ago") and the
// client-side image checks of spec 02 section 5, with the size in MB to two decimals.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'less than a minute ago';
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  invalid: 'Please select a valid image file.',
  tooLarge: 'Image file size must be less than 10MB.',
  required: 'Please fill in both title and content fields.',
} as const;

export const sizeInMB = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** The spec's message for a file that cannot be an experience image, or null when it can. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.invalid;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
