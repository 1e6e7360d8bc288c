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
