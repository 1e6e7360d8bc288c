// What the API offers, read from the app itself rather than from a list kept by hand: the root
// fields of the executable GraphQL schema, the routes Hono has registered, and which of them are
// the admin area's. The access tests walk these, so a new operation cannot be missed.
import { isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { createRestHandler } from '../../api/src/rest/index.ts';
import { schema } from '../../api/src/schema.ts';
import type { TestApp } from './harness.ts';

export const rootFields = (type: GraphQLObjectType | null | undefined): GraphQLField<unknown, unknown>[] => Object.values(type?.getFields() ?? {});

/** The root types with the operation that reaches each. */
export const ROOT_TYPES = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
] as const;

/** `Query.viewer`, `Mutation.createNote`, … of every root field. */
export const rootFieldNames = (): string[] => ROOT_TYPES.flatMap(([, type]) => rootFields(type).map((f) => `${type!.name}.${f.name}`));

/** Every method and path Hono has registered, middleware left out. */
export function registeredRoutes(t: TestApp): { method: string; path: string }[] {
  const routes = createRestHandler(t.app.deps).routes.filter((r) => r.method !== 'ALL');
  const unique = new Map(routes.map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]));
  return [...unique.values()];
}

/** `Type.field` of every field whose own scopes are `{ admin: true }`, read from the schema. */
export function adminFieldsOfSchema(): string[] {
  const names: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions?.authScopes;
      if (scopes && typeof scopes === 'object' && (scopes as { admin?: boolean }).admin === true) names.push(`${type.name}.${field.name}`);
    }
  }
  return names.sort();
}

/**
 * Routes under /api/admin that are not admin operations: the public sign-in, and the code step
 * itself (POST /api/admin/second-factor), which is what an admin owing the code must be able to
 * call; admin.second-factor.test.ts covers both.
 */
export const ADMIN_SIGN_IN_ROUTES = ['POST /api/admin/login', 'POST /api/admin/second-factor'];

/** Registered admin REST routes, sign-in steps left out; GET /api/users is admin-only outside /api/admin. */
export function adminRoutesOfApp(t: TestApp): string[] {
  const routes = registeredRoutes(t)
    .map((r) => `${r.method} ${r.path}`)
    .filter((r) => r.split(' ')[1]!.startsWith('/api/admin/') && !ADMIN_SIGN_IN_ROUTES.includes(r));
  return [...new Set([...routes, 'GET /api/users'])].sort();
}
