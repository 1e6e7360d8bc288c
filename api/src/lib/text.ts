// The two shapes of a text field in every module's inputs: required (trimmed, not blank, at most
// `max` characters) and optional (trimmed; blank, null or absent is null). A change that must tell
// "absent: keep it" from "blank: clear it" writes `optionalText(…).optional()`.
// The messages are the product's own, written in docs/product/*.md.
import { z } from 'zod';

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Trimmed text that must not be blank; `message` answers a missing, blank or non-text value. */
export const requiredText = (label: string, max: number, message = `${label} is required`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, tooLong(label, max));

/** Trimmed text; blank, null or absent gives null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

export const MESSAGES = {
  /** What a request with a NUL character (U+0000) in any of its text is answered. */
  nul: 'Text must not contain the NUL character (\\u0000)',
} as const;
export const NUL_MESSAGE = MESSAGES.nul;

/** Whether any string in `value` (a parsed JSON body or GraphQL variables, keys included) holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // Uploaded files (Blob) carry bytes, not text.
  if (typeof Blob !== 'undefined' && value instanceof Blob) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0') || containsNul(item, depth + 1)) return true;
  }
  return false;
}
