// A small Pothos plugin: the auth scopes declared on the root types (Query, Mutation,
// Subscription) run before a field's arguments are mapped and validated, not after. Without it a
// visitor sending a blank input would be told what is wrong with it (a ValidationError result)
// before being told to sign in. It declares no rule of its own: it evaluates the root type's
// `authScopes` through scope-auth's own request cache and answers with scope-auth's own
// `unauthorizedError`. A field with `skipTypeScopes` is left alone, unless it declares a scope map
// of its own: that map runs first instead.
import SchemaBuilder, { BasePlugin, isThenable, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { RequestCache } from '@pothos/plugin-scope-auth';
import type { GraphQLFieldResolver } from 'graphql';

const ROOT_KINDS = new Set(['Query', 'Mutation', 'Subscription']);

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      rootScopesFirst: RootScopesFirstPlugin<Types>;
    }
  }
}

export class RootScopesFirstPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!ROOT_KINDS.has(fieldConfig.kind) || !resolver) return resolver;
    const options = fieldConfig.pothosOptions as { skipTypeScopes?: boolean; authScopes?: unknown };
    // A field that skips the root type's scopes and declares its own: those, first, instead.
    const typeScopes = options.skipTypeScopes
      ? options.authScopes
      : (this.buildCache.getTypeConfig(fieldConfig.parentType).pothosOptions as { authScopes?: unknown }).authScopes;
    if (!typeScopes || typeof typeScopes !== 'object') return resolver;
    const scopeAuth = (this.builder.options as { scopeAuth?: { unauthorizedError?: (...args: unknown[]) => Error | string } }).scopeAuth;
    const refuse = (parent: unknown, context: object, info: unknown, failure: unknown): never => {
      const error = scopeAuth?.unauthorizedError?.(parent, context, info, failure) ?? 'Not authorized';
      throw typeof error === 'string' ? new Error(error) : error;
    };
    return (parent, args, context, info) => {
      const cache = RequestCache.fromContext(context, this.builder as never);
      const failure = cache.evaluateScopeMap(typeScopes as never, info);
      if (isThenable(failure)) {
        return failure.then((f) => (f ? refuse(parent, context, info, f) : resolver(parent, args, context, info)));
      }
      return failure ? refuse(parent, context, info, failure) : resolver(parent, args, context, info);
    };
  }
}

const pluginName = 'rootScopesFirst';
SchemaBuilder.registerPlugin(pluginName, RootScopesFirstPlugin);
export default pluginName;
