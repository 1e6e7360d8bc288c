// Types every module shares: the root types, the DateTime scalar, and the typed errors that
// mutation result unions are made of (failures implement the `Error` interface).
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { builder } from '../../builder.ts';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ValidationError,
  type FieldIssue,
} from '../../lib/errors.ts';
import { inMemberLanguage } from '../../lib/server-words.ts';
import { NO_GROUP, FAMILY_AND_FRIENDS, SERVICE_GROUP_NUMBERS, serviceGroupNameOf } from '../../lib/group-membership.ts';

// "Sign in first", declared once: every root field needs a signed-in viewer unless it opts out
// with `skipTypeScopes: true` (sign-in, create account, the viewer, sample data, the push key).
// A visitor gets UNAUTHENTICATED from every other field; tests/api/guard-walk.test.ts proves it.
builder.queryType({ authScopes: { authenticated: true } });
builder.mutationType({ authScopes: { authenticated: true } });
builder.subscriptionType({ authScopes: { authenticated: true } });

/** The refusals of a date and time given in a request. */
export const MESSAGES = {
  invalidDateTime: 'Invalid date and time',
  dateTimeText: 'A date and time must be written as text',
} as const;

function parseDate(value: unknown): Date {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError(MESSAGES.invalidDateTime);
  return date;
}

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType({
    name: 'DateTime',
    description: 'An ISO-8601 date and time in UTC',
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
    parseValue: parseDate,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(MESSAGES.dateTimeText);
      return parseDate(ast.value);
    },
  }),
);

/**
 * A service group, as a closed list: the number the database keeps is the enum's value, so
 * resolvers and inputs keep reading and writing numbers, and GraphQL names them.
 */
export const ServiceGroupNumberEnum = builder.enumType('ServiceGroupNumber', {
  description: 'A service group: NONE is no group here (another congregation), GROUP_1 to GROUP_8 the groups, FAMILY_AND_FRIENDS group 9',
  values: Object.fromEntries(
    SERVICE_GROUP_NUMBERS.map((n) => [
      serviceGroupNameOf(n),
      { value: n, description: n === NO_GROUP ? 'No group here: another congregation' : n === FAMILY_AND_FRIENDS ? 'Family and friends' : `Group ${n}` },
    ]),
  ) as Record<string, { value: number; description: string }>,
});

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'A failure the user can be shown: its message is meant to be read as it is.',
  fields: (t) => ({
    message: t.string({
      description: 'In the language of the request (its language cookie, else Accept-Language), else English',
      resolve: (error, _args, ctx) => inMemberLanguage(error.message, ctx.language),
    }),
  }),
});

const FieldIssueRef = builder.objectRef<FieldIssue>('FieldIssue').implement({
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The input field, dot-separated' }),
    message: t.string({ resolve: (issue, _args, ctx) => inMemberLanguage(issue.message, ctx.language) }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fields: t.field({ type: [FieldIssueRef], resolve: (e) => e.fields }) }),
});

builder.objectType(AuthenticationError, { name: 'AuthenticationError', interfaces: [ErrorInterface] });
builder.objectType(ForbiddenError, { name: 'ForbiddenError', interfaces: [ErrorInterface] });
builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface] });
builder.objectType(ConflictError, {
  name: 'ConflictError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});
builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
