// Reading request bodies with a bound (docs/api.md, "Request bodies"): the REST shim's JSON and
// forms and GraphQL's JSON operations and uploads stop reading at the limit, whether or not the
// client declared a Content-Length, so a 30 MB body costs the server no more than the limit.
import { PayloadTooLargeError } from './errors.ts';

/** Largest JSON body read, REST and GraphQL alike. */
export const MAX_JSON_BYTES = 4_000_000;

/** What a REST route answers a body it cannot read. */
export const MESSAGES = {
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json)',
  notJson: 'The request body is not valid JSON',
  formUnreadable: 'The form data could not be read',
} as const;

/** The answer (400) to a client that went away before its body had arrived (clientWentAway). */
export const CUT_OFF_MESSAGE = 'The request was cut off before its end';

/** Largest multipart GraphQL request read: one 10 MB image plus the operation. */
export const MAX_GRAPHQL_UPLOAD_BYTES = 10 * 1024 * 1024 + 256 * 1024;

/** The answer to a GraphQL upload past MAX_GRAPHQL_UPLOAD_BYTES. */
export const UPLOAD_TOO_LARGE = 'The upload is too large: images must be smaller than 10MB.';

/**
 * The body's bytes, read no further than `limit`: a body sent without Content-Length (chunked) is
 * cut off and refused as soon as it passes the limit, not read whole first.
 */
export async function readBoundedBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new PayloadTooLargeError();
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, read no further than `limit` bytes (see readBoundedBytes). */
export async function readBoundedText(request: Request, limit = MAX_JSON_BYTES): Promise<string> {
  return Buffer.from(await readBoundedBytes(request, limit)).toString('utf8');
}

/**
 * The client went away before its request was read to the end (a phone losing its signal, a
 * tab closed): there is nobody left to answer, and nothing went wrong on the server's side.
 */
export function clientWentAway(request: Request, error: unknown): boolean {
  return request.signal?.aborted === true || (error as { code?: unknown } | null)?.code === 'ECONNRESET';
}
