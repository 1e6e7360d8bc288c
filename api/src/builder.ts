// The Pothos builder and its plugins. It defines no types: modules register theirs by import.
// Order: the root types' scopes first, before arguments are validated (lib/root-scopes-first.ts),
// then scope-auth so no other wrapper runs before the auth check; errors before prisma so
// `errors` works on prisma fields; validation turns zod failures into ValidationError results.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import type { Context } from './access/context.ts';
import type PrismaTypes from './generated/pothos-types.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import { isAdmin } from './access/viewer.ts';
import RootScopesFirstPlugin from './lib/root-scopes-first.ts';
import { MESSAGES as ERROR_MESSAGES, ValidationError } from './lib/errors.ts';
import type { UploadedFile } from './lib/storage.ts';
import { issuesToValidationError, logRefusedInput } from './lib/validate.ts';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_REQUIRED } from './access/messages.ts';
import { auditRefusal } from './access/refusals.ts';

/** The most ids one `nodes(ids:)` call resolves. */
export const MAX_NODES = 100;

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  // `authenticated` is declared once on the root types (modules/common/schema.ts); `self` is the
  // owner check of a field on a user: `authScopes: (user) => ({ self: user.id })`.
  AuthScopes: { authenticated: boolean; codeGiven: boolean; owingCode: boolean; settingUp: boolean; admin: boolean; self: number };
  Scalars: { DateTime: { Input: Date; Output: Date }; Upload: { Input: UploadedFile; Output: never } };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [RootScopesFirstPlugin, ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      authenticated: ctx.viewer !== null,
      // Signed in with the authenticator code given where one is owed: an admin owing it has a
      // viewer (as a member), but may not change their own sign-in (access/second-factor.ts).
      codeGiven: ctx.viewer !== null && !ctx.secondFactorPending,
      // A session that owes its authenticator code (it may have no viewer), or must set the app up
      // before anything else (it has none).
      owingCode: ctx.secondFactorPending,
      settingUp: ctx.secondFactorSetupPending,
      admin: isAdmin(ctx.viewer),
      self: (userId: number) => ctx.viewer !== null && ctx.viewer.id === userId,
    }),
    unauthorizedError: (_parent, ctx, info) => {
      if (ctx.secondFactorSetupPending) {
        return new GraphQLError(SECOND_FACTOR_SETUP_REQUIRED, { extensions: { code: 'SECOND_FACTOR_SETUP_REQUIRED', http: { status: 401 } } });
      }
      if (ctx.secondFactorPending) {
        return new GraphQLError(SECOND_FACTOR_REQUIRED, { extensions: { code: 'SECOND_FACTOR_REQUIRED', http: { status: 401 } } });
      }
      if (!ctx.viewer) return new GraphQLError(ERROR_MESSAGES.signIn, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
      auditRefusal(ctx, `${info.parentType.name}.${info.fieldName}`);
      return new GraphQLError(ERROR_MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
    },
  },
  errors: {
    defaultTypes: [ValidationError],
    // Validation messages carry no data of anyone's, so they may be returned before auth runs.
    unsafelyHandleInputErrors: true,
    onResolvedError: (error) => {
      if (error instanceof ValidationError) logRefusedInput(error);
    },
  },
  validation: {
    validationError: (failure) => issuesToValidationError(failure.issues),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    nodesQueryOptions: {
      description: `The nodes with these global ids, in their order (null where none); at most ${MAX_NODES} ids.`,
      resolve: (_root, { ids }, _ctx, _info, resolveNodes) => {
        if (ids.length > MAX_NODES) {
          throw new GraphQLError(`nodes accepts at most ${MAX_NODES} ids; ask for the others in another request.`, {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        }
        return resolveNodes(ids);
      },
    },
  },
});
