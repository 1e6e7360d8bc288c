// GraphQL mutations for the fuzz test (tests/api/fuzz.test.ts), read from the executable schema:
// for each mutation, the document that calls it with its arguments as variables (or, now and
// then, written into the document as literals), and how to read its answer.
import fc from 'fast-check';
import { getNamedType, isAbstractType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { GraphQLAnswer } from '../harness.ts';
import { literal, inputValue, type Mode } from './values.ts';

export interface MutationCase {
  mode: Mode;
  /** Arguments written into the document rather than sent as variables. */
  inline: boolean;
  args: Record<string, unknown>;
}

export interface Mutation {
  name: string;
  /** Declared `authScopes: { admin: true }`: a member must be refused. */
  adminOnly: boolean;
  cases: fc.Arbitrary<MutationCase>;
  /** The request body's query and variables for a case. */
  request(c: MutationCase): { query: string; variables: Record<string, unknown> };
}

type Field = GraphQLField<unknown, unknown>;

const isAdminOnly = (field: Field) => {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions?.authScopes;
  return typeof scopes === 'object' && scopes !== null && (scopes as { admin?: boolean }).admin === true;
};

/** Every mutation of the schema, each with the arbitrary of its arguments. */
export function mutationsOf(schema: GraphQLSchema, options: Parameters<typeof inputValue>[2]): Mutation[] {
  const errorType = schema.getType('Error');
  return Object.values(schema.getMutationType()!.getFields()).map((field) => {
    const argsOf = (mode: Mode) =>
      fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputValue(a.type, mode, options, `${field.name} ${a.name}`)]))) as fc.Arbitrary<Record<string, unknown>>;
    const inline = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true));
    const casesOf = (mode: Mode) => fc.record({ mode: fc.constant(mode), inline, args: argsOf(mode) });
    const cases = fc.oneof({ weight: 2, arbitrary: casesOf('typed') }, casesOf('sparse'), casesOf('loose'));
    const returned = getNamedType(field.type);
    // The failures' messages too, where the result can be one.
    const canFail = errorType && isAbstractType(returned) && isAbstractType(errorType)
      ? schema.getPossibleTypes(returned).some((t) => schema.isSubType(errorType, t))
      : false;
    const selection = isObjectType(returned) || isAbstractType(returned) ? `{ __typename${canFail ? ' ... on Error { message }' : ''} }` : '';
    return {
      name: field.name,
      adminOnly: isAdminOnly(field),
      cases,
      request: (c: MutationCase) => request(field, selection, c),
    };
  });
}

function request(field: Field, selection: string, c: MutationCase): { query: string; variables: Record<string, unknown> } {
  const declared: string[] = [];
  const passed: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    const value = c.args[arg.name];
    if (value === undefined) continue;
    const written = c.inline ? literal(value, arg.type) : undefined;
    if (written !== undefined) {
      passed.push(`${arg.name}: ${written}`);
    } else {
      declared.push(`$${arg.name}: ${arg.type.toString()}`);
      passed.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = value;
    }
  }
  const head = declared.length ? `mutation Fuzz(${declared.join(', ')})` : 'mutation Fuzz';
  const call = passed.length ? `${field.name}(${passed.join(', ')})` : field.name;
  return { query: `${head} { ${call} ${selection} }`, variables };
}

/**
 * What the answer says. `refused`: the request was turned down (an HTTP error, a GraphQL error) or
 * the mutation answered one of its failures (a type implementing Error). `unexpected`: an error the
 * server did not mean (masked, INTERNAL_SERVER_ERROR) or a 5xx.
 */
export function verdict(schema: GraphQLSchema, name: string, answer: GraphQLAnswer): { refused: boolean; unexpected: string | undefined } {
  const errors = answer.errors ?? [];
  const masked = errors.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || /unexpected error/i.test(e.message));
  const unexpected =
    answer.status >= 500 ? `HTTP ${answer.status}` : masked ? `masked error ${JSON.stringify(masked)}` : undefined;
  const result = (answer.data as Record<string, { __typename?: string } | null> | undefined)?.[name];
  const errorType = schema.getType('Error');
  const typename = result?.__typename;
  const failed =
    typename !== undefined && errorType !== undefined && isAbstractType(errorType)
      ? schema.getPossibleTypes(errorType).some((t) => t.name === typename)
      : false;
  return { refused: answer.status >= 400 || errors.length > 0 || result == null || failed, unexpected };
}
