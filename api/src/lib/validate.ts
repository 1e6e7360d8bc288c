// One way to run a zod schema over input, for the REST shim and GraphQL alike: a failure becomes
// a ValidationError whose message is the first issue's (the spec's wording) and whose fields
// list every issue.
import type { StandardSchemaV1 } from '@pothos/plugin-validation';
import { z, type ZodType } from 'zod';
import { ValidationError } from './errors.ts';
import { log } from './log.ts';
import { worded } from './server-words.ts';

export const MESSAGES = {
  invalidInput: 'Invalid input',
  /** An id that names no row of its type: forged, or of another type. */
  notAnId: worded('Not a {{typename}} id', (typename: string) => ({ typename })),
} as const;

export function issuesToValidationError(issues: readonly StandardSchemaV1.Issue[]): ValidationError {
  const fields = issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p));
    // GraphQL arguments arrive as `input.<field>`; the field name alone is what a form shows.
    if (path[0] === 'input' && path.length > 1) path.shift();
    return { path: path.join('.'), message: issue.message };
  });
  return new ValidationError(fields[0]?.message ?? MESSAGES.invalidInput, fields);
}

/**
 * A refused input as a line of the log, at info: refusals of bad input are frequent and normal (a
 * form's mistake), yet a run of them from one address is a probe worth seeing. Names the fields,
 * never their values or the messages, which may quote them.
 */
export function logRefusedInput(error: ValidationError): void {
  log.info({ event: 'input-refused', code: error.code, fields: [...new Set(error.fields.map((field) => field.path))] });
}

export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw issuesToValidationError(result.error.issues);
  return result.data;
}

/** The largest value of an Int column (PostgreSQL's integer); a larger id names no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id written in digits, or undefined when it cannot name a row. */
export function parseRowId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : undefined;
}

/**
 * A Relay global id as the relay plugin parses it ({ typename, id }) that names a `typename`
 * row; gives the numeric row id.
 */
export const globalIdOf = (typename: string) =>
  z
    .object({ typename: z.string(), id: z.string() })
    .refine((g) => g.typename === typename && parseRowId(g.id) !== undefined, MESSAGES.notAnId(typename))
    .transform((g) => parseRowId(g.id)!);
