// Writes per account over GraphQL (docs/decisions.md, "Writes per account"): before a mutation runs,
// its root fields are counted against the signed-in account, `applyChanges` as the number of
// changes it carries. Past the limit the operation does not run: one error with
// `code: RATE_LIMITED` and status 429. The public mutations (sign-in, sign-out, sign-up, the
// footer forms: those with `skipTypeScopes` and no scope of their own) are not counted; they have limits per address of
// their own. The REST shim counts its writes in rest/index.ts.
import {
  getArgumentValues,
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AppDeps, Context } from './context.ts';
import { throttleRedis } from '../pubsub.ts';
import { RateLimitError } from '../lib/errors.ts';
import { writeLimiter } from '../lib/rate-limit.ts';

/** The one batch write path: it carries up to 50 queued writes of a device. */
const BATCH_FIELD = 'applyChanges';

/** Skips the root type's sign-in scope and declares none of its own (a field's own scopes count it). */
function isPublic(type: GraphQLObjectType, name: string): boolean {
  const options = type.getFields()[name]?.extensions?.pothosOptions as { skipTypeScopes?: boolean; authScopes?: unknown } | undefined;
  return options?.skipTypeScopes === true && options.authScopes === undefined;
}

/** The writes a mutation makes: one per root field, a batch as its number of changes. */
export function countWrites(
  mutation: GraphQLObjectType,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const count = (selectionSet: SelectionSetNode): number => {
    let writes = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) writes += count(selection.selectionSet);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) writes += count(fragment.selectionSet);
      } else {
        const name = selection.name.value;
        const field = mutation.getFields()[name];
        if (!field || isPublic(mutation, name)) continue;
        if (name !== BATCH_FIELD) {
          writes += 1;
          continue;
        }
        try {
          const { input } = getArgumentValues(field, selection, variables ?? {}) as { input?: { changes?: unknown[] } };
          writes += Math.max(1, input?.changes?.length ?? 0);
        } catch {
          // Arguments that do not coerce fail in execution with their own error; count the field once.
          writes += 1;
        }
      }
    }
    return writes;
  };
  const operation = getOperationAST(document, operationName ?? undefined);
  return operation?.operation === 'mutation' ? count(operation.selectionSet) : 0;
}

export function useWriteLimit(deps: AppDeps): Plugin {
  const limiter = writeLimiter(deps.config, (url) => throttleRedis(deps.config, url));
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { viewer, session, secondFactorSetupPending } = args.contextValue as Partial<Pick<Context, 'viewer' | 'session' | 'secondFactorSetupPending'>>;
      // A session setting the authenticator app up has no viewer yet: its account is counted.
      const accountId = viewer?.id ?? (secondFactorSetupPending ? session?.userId : undefined);
      const mutation = args.schema.getMutationType();
      if (accountId === undefined || !mutation) return;
      const writes = countWrites(mutation, args.document, args.operationName, args.variableValues);
      if (writes === 0) return;
      try {
        await limiter.consume(accountId, writes);
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        const retryAfter = String(error.retryAfterSeconds);
        setResultAndStopExecution({
          errors: [
            new GraphQLError(error.message, {
              extensions: {
                code: error.code,
                retryAfterSeconds: error.retryAfterSeconds,
                http: { status: error.status, headers: { 'Retry-After': retryAfter } },
              },
            }),
          ],
        });
      }
    },
  };
}
