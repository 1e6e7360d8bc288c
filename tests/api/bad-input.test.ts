// No input gives a 5xx (docs/decisions.md): every REST route and every GraphQL mutation is fed
// malformed bodies, wrong types and odd ids by a signed-in member and by a visitor, and must
// answer with a 4xx (REST) or a typed error / request error (GraphQL), never a server error.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getNamedType, isInputObjectType, isNonNullType, type GraphQLInputType } from 'graphql';
import { createRestHandler } from '../../api/src/rest/index.ts';
import { schema } from '../../api/src/schema.ts';
import { createTestApp, signedUpClient, type Client, type TestApp } from './harness.ts';

let t: TestApp;
let member: Client;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: member } = await signedUpClient(t, { groupNumber: 4 }));
});
afterAll(() => t.close());

function restRoutes(): { method: string; path: string }[] {
  const app = createRestHandler(t.app.deps);
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

const ODD_IDS = ['abc', '0', '99999999999999999999', '-1', '1.5', '%00'];
const BODIES: { label: string; body: string; type: string }[] = [
  { label: 'not JSON', body: '{"title": ', type: 'application/json' },
  { label: 'a JSON array', body: '[1,2,3]', type: 'application/json' },
  { label: 'JSON null', body: 'null', type: 'application/json' },
  { label: 'wrong types', body: JSON.stringify({ title: 1, content: [], date: {}, groupNumber: 'x', id: { a: 1 }, shareWith: 5, status: 7, file: 'x' }), type: 'application/json' },
  { label: 'huge strings', body: JSON.stringify({ title: 'x'.repeat(100_000), content: 'y'.repeat(100_000), username: 'z'.repeat(5000) }), type: 'application/json' },
  { label: 'a form', body: 'title=a&content=b', type: 'application/x-www-form-urlencoded' },
  { label: 'text', body: 'hello', type: 'text/plain' },
];

describe('REST: no route answers a 5xx', () => {
  test('every route, with odd ids and malformed bodies, as a member and as a visitor', async () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path } of routes) {
      const ids = path.includes(':') ? ODD_IDS : [''];
      for (const id of ids) {
        const url = path.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
        const bodies = method === 'GET' || method === 'DELETE' ? [{ label: 'none', body: '', type: '' }] : BODIES;
        for (const { label, body, type } of bodies) {
          for (const [who, client] of [['member', member], ['visitor', t.client()]] as const) {
            const response = await t.app.fetch(
              new Request(`http://localhost${url}`, {
                method,
                headers: { ...(type ? { 'content-type': type } : {}), ...(client.cookie ? { cookie: client.cookie } : {}) },
                body: body || undefined,
              }),
            );
            sent += 1;
            if (response.status >= 500) failures.push(`${who} ${method} ${url} (${label}) → ${response.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 120_000);
});

/** A value of the wrong kind for every argument of an input type. */
function wrongInput(type: GraphQLInputType): Record<string, unknown> {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return {};
  return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, isNonNullType(f.type) && getNamedType(f.type).name === 'ID' ? 'VXNlcjo5OTk5' : '']));
}

describe('GraphQL: no mutation answers an unexpected error', () => {
  test('every mutation with empty, blank and wrong-kind input, as a member and as a visitor', async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const field of mutations) {
      const inputArg = field.args.find((a) => a.name === 'input');
      const inputs = inputArg ? [{}, wrongInput(inputArg.type), { id: 'not-a-global-id' }] : [undefined];
      for (const input of inputs) {
        for (const [who, client] of [['member', member], ['visitor', t.client()]] as const) {
          const query = inputArg
            ? `mutation ($input: ${inputArg.type.toString()}) { ${field.name}(input: $input) { __typename } }`
            : `mutation { ${field.name} { __typename } }`;
          const answer = await client.graphql(query, inputArg ? { input } : undefined);
          sent += 1;
          const unexpected = (answer.errors ?? []).filter((e) => /Unexpected error/.test(e.message));
          if (answer.status >= 500 || unexpected.length) {
            failures.push(`${who} ${field.name}(${JSON.stringify(input)}) → ${answer.status} ${JSON.stringify(answer.errors)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(150);
  }, 120_000);
});
