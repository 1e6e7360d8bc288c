// The REST shim's shared pieces: the Hono app type with the request context, JSON body reading,
// id parameters, and the one place where errors become HTTP answers ({ message } and a status).
import { Hono, type Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context } from '../context.ts';
import { clientWentAway, readBoundedText } from '../lib/body.ts';
import { AppError, NotFoundError, RateLimitError, ValidationError } from '../lib/errors.ts';
import { containsNul, NUL_MESSAGE } from '../lib/text.ts';
import { parseRowId } from '../lib/validate.ts';

export type RestEnv = { Variables: { ctx: Context } };
export type RestApp = Hono<RestEnv>;

export async function readJson(c: HonoContext<RestEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new ValidationError('Send the request body as JSON (Content-Type: application/json)');
  }
  const text = await readBoundedText(c.req.raw);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON');
  }
  // No database stores U+0000 in text (PostgreSQL refuses it): one answer for every route.
  if (containsNul(body)) throw new ValidationError(NUL_MESSAGE);
  return body;
}

/** The numeric `:id` path parameter; anything else is a 404 as no such row can exist. */
export function idParam(c: HonoContext<RestEnv>, name = 'id'): number {
  const id = parseRowId(c.req.param(name) ?? '');
  if (id === undefined) throw new NotFoundError();
  return id;
}

export function errorResponse(c: HonoContext<RestEnv>, error: unknown): Response {
  if (error instanceof AppError) {
    if (error instanceof RateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
    const body: Record<string, unknown> = { message: error.message, code: error.code };
    if (error instanceof ValidationError) body.fields = error.fields;
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (clientWentAway(c.req.raw, error)) return c.json({ message: 'The request was cut off before its end' }, 400);
  console.error('Unexpected error in', c.req.method, c.req.path, error);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}

export function createRestApp(): RestApp {
  return new Hono<RestEnv>();
}
