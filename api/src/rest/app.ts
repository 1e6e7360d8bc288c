// The REST shim's shared pieces: the Hono app type with the request context, JSON body reading,
// id parameters, and the one place where errors become HTTP answers ({ message } and a status).
import { Hono, type Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context } from '../access/context.ts';
import { clientWentAway, CUT_OFF_MESSAGE, MESSAGES as BODY_MESSAGES, readBoundedBytes, readBoundedText } from '../lib/body.ts';
import { inMemberLanguage } from '../lib/server-words.ts';
import { AppError, MESSAGES as ERROR_MESSAGES, NotFoundError, PayloadTooLargeError, RateLimitError, ServiceUnavailableError, ValidationError } from '../lib/errors.ts';
import { containsNul, NUL_MESSAGE } from '../lib/text.ts';
import { logRefusedInput, parseRowId } from '../lib/validate.ts';
import { log } from '../lib/log.ts';

export type RestEnv = { Variables: { ctx: Context } };
export type RestApp = Hono<RestEnv>;

export async function readJson(c: HonoContext<RestEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new ValidationError(BODY_MESSAGES.jsonOnly);
  }
  const text = await readBoundedText(c.req.raw);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError(BODY_MESSAGES.notJson);
  }
  // No database stores U+0000 in text (PostgreSQL refuses it): one answer for every route.
  if (containsNul(body)) throw new ValidationError(NUL_MESSAGE);
  return body;
}

/**
 * A multipart or URL-encoded form, read no further than `limit` bytes, declared or chunked (an
 * upload's limit plus room for the other fields): past it the answer is 413 with `tooLarge`, the
 * message the form's own size check gives. Fields as Hono's parseBody gives them, a repeated name
 * keeping its last value.
 */
export async function readBoundedForm(c: HonoContext<RestEnv>, limit: number, tooLarge: string): Promise<Record<string, unknown>> {
  const bytes = await readBoundedBytes(c.req.raw, limit).catch((error: unknown) => {
    throw error instanceof PayloadTooLargeError ? new PayloadTooLargeError(tooLarge) : error;
  });
  let form: FormData;
  try {
    form = await new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: bytes as Uint8Array<ArrayBuffer> }).formData();
  } catch {
    throw new ValidationError(BODY_MESSAGES.formUnreadable);
  }
  const fields: Record<string, unknown> = {};
  form.forEach((value, name) => {
    fields[name] = value;
  });
  // A text field with U+0000 is refused as a JSON body's is: the databases refuse it.
  if (containsNul(fields)) throw new ValidationError(NUL_MESSAGE);
  return fields;
}

/** The numeric `:id` path parameter; anything else is a 404 as no such row can exist. */
export function idParam(c: HonoContext<RestEnv>, name = 'id'): number {
  const id = parseRowId(c.req.param(name) ?? '');
  if (id === undefined) throw new NotFoundError();
  return id;
}

export function errorResponse(c: HonoContext<RestEnv>, error: unknown): Response {
  // In the request's language, once its context is made (lib/server-words.ts).
  const language = (c.get('ctx') as Context | undefined)?.language;
  if (error instanceof AppError) {
    if (error instanceof RateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
    const body: Record<string, unknown> = { message: inMemberLanguage(error.message, language), code: error.code };
    if (error instanceof ValidationError) {
      body.fields = error.fields.map((issue) => ({ ...issue, message: inMemberLanguage(issue.message, language) }));
      logRefusedInput(error);
    }
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (error instanceof ServiceUnavailableError) {
    c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ message: inMemberLanguage(error.message, language), code: error.code }, 503);
  }
  if (clientWentAway(c.req.raw, error)) return c.json({ message: CUT_OFF_MESSAGE }, 400);
  const ctx = c.get('ctx') as Context | undefined;
  log.error({ event: 'unexpected-error', method: c.req.method, path: c.req.path, userId: ctx?.viewer?.id ?? null, address: ctx?.clientAddress, error });
  return c.json({ message: inMemberLanguage(ERROR_MESSAGES.unexpected, language) }, 500);
}

export function createRestApp(): RestApp {
  return new Hono<RestEnv>();
}
