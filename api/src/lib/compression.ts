// Compressed API answers: a JSON or text answer of GraphQL or the REST shim larger than
// COMPRESS_MIN_BYTES is sent as Brotli when the client accepts it, else gzip, else as it is.
// Small answers stay as they are (compression would not pay for itself), and so do streams
// (server-sent events, multipart incremental delivery), images and anything already encoded.
// The same rules pick the precompressed copy of a static file (server.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Answers at least this large (uncompressed bytes) are compressed. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The q-value of each token an Accept-Encoding or Accept-Language header names (`*` included), lower-cased. */
export function qualities(header: string | null | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(value) ? value : 0);
  }
  return accepted;
}

/** The codings the client accepts, best first: Brotli before gzip; none means identity. */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  const q = qualities(header);
  const allows = (name: string) => (q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allows);
}

const COMPRESSIBLE = /^(application\/([\w.+-]*json|javascript|xml|graphql-response\+json)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)/i;

function appendVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * The answer to send for `request`: compressed when it is large enough, of a compressible type,
 * and the client accepts Brotli or gzip; otherwise the same answer.
 */
export async function compressResponse(
  request: Request,
  response: Response,
  ResponseClass: typeof Response = Response,
): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 206 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type)
  ) {
    return response;
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared < COMPRESS_MIN_BYTES) return response;

  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.append(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (bytes.byteLength < COMPRESS_MIN_BYTES) return new ResponseClass(bytes, init);

  appendVary(headers);
  const encoding = acceptedEncodings(request.headers.get('accept-encoding'))[0];
  if (!encoding) return new ResponseClass(bytes, init);
  // Quality 5 for Brotli: answers are compressed on every request, so speed matters more
  // than the last few percent.
  const compressed =
    encoding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : await gzipAsync(bytes, { level: 6 });
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  return new ResponseClass(new Uint8Array(compressed), init);
}

/** The server-adapter plugin (graphql-yoga and the REST adapter) that compresses answers. */
export function useCompression() {
  return {
    async onResponse({
      request,
      response,
      setResponse,
      fetchAPI,
    }: {
      request: Request;
      response: Response;
      setResponse: (response: Response) => void;
      fetchAPI: { Response: typeof Response };
    }) {
      const answer = await compressResponse(request, response, fetchAPI.Response);
      if (answer !== response) setResponse(answer);
    },
  };
}
