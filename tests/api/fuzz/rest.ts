// REST requests for the fuzz test (tests/api/fuzz.test.ts): a route of the shim's table with junk
// in its path parameters and query string, and a body of a junk shape: JSON of any kind, text
// that is not JSON, the wrong content type, a multipart form.
import fc from 'fast-check';
import type { App } from '../../../api/src/server.ts';
import { junk as junkOf, text } from './values.ts';

export interface Route {
  method: string;
  path: string;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; text: string }
  | { kind: 'form'; fields: [string, string | { name: string; type: string; bytes: number[] }][] };

export interface RestCase {
  method: string;
  url: string;
  body: Body;
}

/** One path segment, as it appears in the URL (already percent-encoded, or deliberately not). */
const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', '4', '5', '8') },
  {
    weight: 3,
    arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '0x1F', 'abc', '2147483648', '99999999999999999999', 'null', '%20', '%00', '%ZZ', '%E0%A4%A', '%C0%AF', '..', '%2e%2e', '%2F', '%5C', '.', 'a%2Fb', encodeURIComponent('１'), 'x.png', '..%2F..%2Fsession-secret'),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000).map((n) => 'a'.repeat(n)) },
);

const QUERY_KEYS = ['limit', 'page', 'category', 'search', 'from', 'to', 'today', 'kind', 'month', 'id', 'q'];
const query: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 5 })), fc.oneof(text, fc.constantFrom('1', '0', '-1', '1.5', '1e9', '100', '%', '%00'))), { maxLength: 3 })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v === '%' || v === '%00' ? v : encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '?'))}`).join('&')}`,
  );

/** Bodies of every shape, with keys drawn from the app's own field names. */
export function body(keys: readonly string[], method: string): fc.Arbitrary<Body> {
  const junk = junkOf(keys);
  const value = fc.oneof({ weight: 3, arbitrary: text }, fc.integer({ min: -1, max: 10 }), fc.boolean(), fc.constant(null), junk);
  const object = fc.dictionary(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...keys) }, fc.constantFrom('__proto__', 'constructor', 'data')), value, { maxKeys: 8 });
  const json: fc.Arbitrary<Body> = fc.oneof({ weight: 4, arbitrary: object }, junk).map((v) => ({ kind: 'json', value: v }));
  const raw: fc.Arbitrary<Body> = fc
    .constantFrom(
      { type: 'application/json', text: '' },
      { type: 'application/json', text: '{"title": ' },
      { type: 'application/json', text: '{"title": "a\\u0000b"}' },
      { type: 'application/json', text: 'NaN' },
      { type: 'application/json', text: '\uFEFF{}' },
      { type: 'application/json', text: '['.repeat(100_000) },
      { type: 'application/json; charset=latin1', text: '{"title": "caf\u00e9"}' },
      { type: 'application/x-www-form-urlencoded', text: 'title=a&content=b' },
      { type: 'text/plain', text: 'hello' },
      { type: 'multipart/form-data', text: '--x\r\nnot a form' },
      { type: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"name":\r\n--x--\r\n' },
    )
    .map((r) => ({ kind: 'raw', ...r }));
  const file = fc.record({
    name: fc.constantFrom('a.png', 'a.mp3', '', '../../x', 'a'.repeat(300), 'a\u0000.png'),
    type: fc.constantFrom('image/png', 'audio/mpeg', 'text/plain', ''),
    // A PNG signature followed by junk, or junk alone.
    bytes: fc.oneof(fc.array(fc.nat({ max: 255 }), { maxLength: 64 }), fc.array(fc.nat({ max: 255 }), { maxLength: 16 }).map((b) => [137, 80, 78, 71, 13, 10, 26, 10, ...b])),
  });
  const formField = fc.tuple(
    fc.oneof(fc.constantFrom('data', 'image', 'file', 'audio', 'title', 'content', 'shareWith', 'isShared'), fc.constantFrom(...keys)),
    fc.oneof({ weight: 3, arbitrary: text }, junk.map((v) => JSON.stringify(v) ?? 'null'), file),
  );
  const form: fc.Arbitrary<Body> = fc.array(formField, { maxLength: 5 }).map((fields) => ({ kind: 'form', fields }));
  if (method === 'GET') return fc.constant({ kind: 'none' });
  return fc.oneof({ weight: 6, arbitrary: json }, { weight: 2, arbitrary: raw }, { weight: 2, arbitrary: form }, fc.constant({ kind: 'none' } as const));
}

/** Requests to one route: its parameters filled with junk, a query string, a body. */
export function restCase(route: Route, keys: readonly string[]): fc.Arbitrary<RestCase> {
  const params = route.path.match(/:[A-Za-z]\w*(\{[^}]*\})?|\*/g) ?? [];
  return fc.record({
    segments: fc.array(segment, { minLength: params.length, maxLength: params.length }),
    query,
    body: body(keys, route.method),
  }).map(({ segments, query, body }) => {
    let i = 0;
    const path = route.path.replace(/:[A-Za-z]\w*(\{[^}]*\})?|\*/g, () => segments[i++]!);
    return { method: route.method, url: `${path}${query}`, body };
  });
}

/** Sends one case; the answer's body is read whole, except a stream's, which is only opened. */
export async function send(app: App, cookie: string, request: RestCase): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let payload: BodyInit | undefined;
  const { body } = request;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.type;
    payload = body.text;
  } else if (body.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of body.fields) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
    }
    payload = form;
  }
  const response = await app.fetch(new Request(`http://localhost${request.url}`, { method: request.method, headers, body: payload }));
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '(a stream)' };
  }
  return { status: response.status, text: await response.text() };
}
