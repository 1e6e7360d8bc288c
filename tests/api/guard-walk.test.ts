// "Sign in first", proven for everything the API has, not for a hand-picked list: every route the
// REST shim registered and every root field of the executable GraphQL schema is called as a
// visitor, with minimal arguments built from its own signature. Everything but the public list
// must answer 401 { message } (REST, before the body is looked at: the bodies sent here are empty)
// or UNAUTHENTICATED (GraphQL). A new route or field without the guard fails here.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  subscribe,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createContext } from '../../api/src/request-context.ts';
import { PUBLIC_ROUTES } from '../../api/src/rest/index.ts';
import { schema } from '../../api/src/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { globalId } from './ids.ts';
import { registeredRoutes, ROOT_TYPES, rootFieldNames, rootFields } from './schema-walk.ts';

/** What a visitor may use. Adding to either list is a product decision: say why in docs/api.md. */
const EXPECTED_PUBLIC_ROUTES = ['POST /api/login', 'POST /api/login/second-factor', 'POST /api/admin/second-factor', 'POST /api/logout', 'POST /api/users', 'GET /api/health', 'GET /api/sample-data', 'POST /api/contact', 'POST /api/problem-report', 'POST /api/suggestions', 'POST /api/admin/login', 'GET /api/app-settings', 'GET /api/vehicle-image'];
const PUBLIC_FIELDS = ['Query.viewer', 'Query.sampleData', 'Query.webPushPublicKey', 'Mutation.createAccount', 'Mutation.login', 'Mutation.verifySignInCode', 'Mutation.logout', 'Mutation.sendCustomAppRequest', 'Mutation.sendSuggestion', 'Mutation.sendProblemReport', 'Query.adminAccess', 'Query.appSettings', 'Mutation.adminLogin', 'Mutation.resetPassword', 'Query.weather', 'Query.congregationVideos', 'Query.congregationScriptures'];

const SIGN_IN_FIRST = { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concretePath = (path: string) => path.replace(/:[A-Za-z]+/g, (p) => (p === ':imageFilename' ? 'x.png' : '1'));

describe('REST: every registered route', () => {
  test('the public list is the expected one', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual([...EXPECTED_PUBLIC_ROUTES].sort());
  });

  test('the walk sees the routes of every area (it reads the app, not a list)', () => {
    const paths = registeredRoutes(t).map((r) => `${r.method} ${r.path}`);
    expect(paths.length).toBeGreaterThan(40);
    for (const known of ['GET /api/notes', 'DELETE /api/hlc-contacts/:id', 'POST /api/shepherding-calls', 'GET /api/videos']) {
      expect(paths).toContain(known);
    }
  });

  test('a visitor gets 401 { message } from every protected route, before the body is read', async () => {
    const visitor = t.client();
    const protectedRoutes = registeredRoutes(t).filter((r) => !PUBLIC_ROUTES.includes(`${r.method} ${r.path}`));
    expect(protectedRoutes.length).toBeGreaterThan(30);
    for (const { method, path } of protectedRoutes) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : {};
      const answer = await visitor.rest(method, concretePath(path), body);
      expect({ route: `${method} ${path}`, status: answer.status, body: answer.body }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        body: SIGN_IN_FIRST,
      });
    }
  });

  test('an unknown path asks a visitor to sign in too (default deny)', async () => {
    expect(await t.client().rest('GET', '/api/not-a-route')).toMatchObject({ status: 401, body: SIGN_IN_FIRST });
  });

  test('the public routes answer a visitor without asking to sign in', async () => {
    const visitor = t.client();
    for (const route of PUBLIC_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const answer = await visitor.rest(method, path, method === 'GET' ? undefined : {});
      expect({ route, status: answer.status }).toEqual({ route, status: expect.toSatisfy((s: number) => s < 500 && s !== 401) });
    }
  });
});

// ---- GraphQL

/** A value of `type` that parses, built from the schema: required fields only, first enum value. */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sampleValue(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return globalId('User', 1);
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTime':
        return '2026-01-01T00:00:00.000Z';
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** `field(arg: $arg …) { __typename }` with a variable of each required argument. */
function documentFor(operation: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const variables = Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)]));
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const query = `${operation}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { query, variables };
}

describe('GraphQL: every root field', () => {
  test('the walk sees every area (it reads the schema, not a list)', () => {
    const names = rootFieldNames();
    expect(names.length).toBeGreaterThan(45);
    for (const known of ['Query.node', 'Mutation.createContact', 'Mutation.sendStatusAlert', 'Subscription.groupStatusChanged']) {
      expect(names).toContain(known);
    }
    for (const field of PUBLIC_FIELDS) expect(names).toContain(field);
  });

  test('a visitor gets UNAUTHENTICATED from every protected query and mutation', async () => {
    const visitor = t.client();
    for (const [operation, type] of ROOT_TYPES.filter(([op]) => op !== 'subscription')) {
      for (const field of rootFields(type)) {
        const name = `${type!.name}.${field.name}`;
        if (PUBLIC_FIELDS.includes(name)) continue;
        const { query, variables } = documentFor(operation, field);
        const answer = await visitor.graphql(query, variables);
        expect({ name, codes: (answer.errors ?? []).map((e) => e.extensions?.code) }).toEqual({ name, codes: ['UNAUTHENTICATED'] });
      }
    }
  });

  test('a visitor cannot subscribe to any subscription', async () => {
    const contextValue = await createContext(t.app.deps, { cookieHeader: undefined, clientAddress: 'test' });
    for (const field of rootFields(schema.getSubscriptionType())) {
      const { query, variables } = documentFor('subscription', field);
      const result = await subscribe({ schema, document: parse(query), variableValues: variables, contextValue });
      expect(Symbol.asyncIterator in result).toBe(false);
      const codes = ('errors' in result ? (result.errors ?? []) : []).map((e) => e.extensions?.code);
      expect({ name: field.name, codes }).toEqual({ name: field.name, codes: ['UNAUTHENTICATED'] });
    }
  });

  test('the public fields answer a visitor', async () => {
    const visitor = t.client();
    for (const name of PUBLIC_FIELDS) {
      const [typeName, fieldName] = name.split('.') as [string, string];
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(typeName);
      const { query, variables } = documentFor(typeName === 'Query' ? 'query' : 'mutation', type.getFields()[fieldName]!);
      const answer = await visitor.graphql(query, variables);
      expect({ name, errors: answer.errors }).toEqual({ name, errors: undefined });
    }
  });
});
