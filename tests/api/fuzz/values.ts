// The values the fuzz test (tests/api/fuzz.test.ts) sends: arbitraries built from the GraphQL input
// types of the executable schema, and the junk shared by GraphQL variables and REST bodies.
//
// A GraphQL input is generated in one of three modes. `typed` values are of the declared GraphQL
// type (so the request reaches the resolvers and the zod schemas of the module); their contents
// are still hostile: blank, very long, unicode, NUL, out-of-range numbers, ids of other rows or of
// other types. `sparse` is typed with the required fields only (an update or delete naming a row
// and nothing else gets as far as the ownership check). `loose` values may also be of the wrong
// type, null where required, missing, with extra fields and nested junk, which GraphQL itself
// must refuse.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export type Mode = 'typed' | 'sparse' | 'loose';

const MAX_INT = 2_147_483_647;
const MIN_INT = -2_147_483_648;

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Text as people and scripts send it: plausible values of the app's fields, and hostile ones. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('General', 'Return Visit', 'Chairman', 'Member', 'hlc', 'pvg', 'all', 'en', 'light', 'high', 'medium', 'meeting', 'resolved', 'in_progress', 'admin', 'user', 'Psalm 83:18', 'Ana') },
  { weight: 3, arbitrary: fc.constantFrom('2024-05-01', '2024-02-30', '1999-12-31', '0000-00-00', '2024-13-01', '14:30', '25:61', '5:30', '1:02:03', '2024-05', '2024-05-01T10:00:00Z') },
  { weight: 2, arbitrary: fc.constantFrom('a@b.co', 'not-an-email', 'https://example.org/v', 'http://localhost/x', 'javascript:alert(1)', 'ftp://x', '+1 555 0100', '#ea580c', 'red', '123456', '000000') },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', '\t\n', '0', '-1', '1.5', 'null', 'undefined', 'true', '[]', '{}', "'; DROP TABLE \"User\"; --", '<script>x</script>', '%00', '../../etc/passwd') },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', 'a\uDFFFb', '\u202Eevil', '\uFEFF', 'e\u0301', '👩‍👩‍👧‍👦', 'ＡＢＣ', 'İ', '\u0085', '\u2028') },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`) },
  // JSON text that parses to a NUL (a queued change's fields, a territory form's data).
  { weight: 1, arbitrary: fc.constantFrom('{"title":"a\\u0000b","content":"c","name":"n\\u0000","territoryNumber":"T\\u0000"}', '{"content":"\\u0000"}') },
  { weight: 1, arbitrary: fc.constantFrom(256, 1_001, 10_001, 100_001).chain((n) => fc.constantFrom('x', 'é', '𝄞', ' ').map((c) => c.repeat(n))) },
);

/** Integers of every size a JSON number can carry, and numbers that are not integers. */
export const number: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(0, -1, MAX_INT, MIN_INT, MAX_INT + 1, MIN_INT - 1, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324, 0.5, -0.5, 1.5, 99.999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const int32: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(0, -1, 59, 60, 100, 101, 1440, 86_400, MAX_INT, MIN_INT),
  fc.integer({ min: MIN_INT, max: MAX_INT }),
);

const float: fc.Arbitrary<number> = fc.oneof(
  int32,
  fc.constantFrom(34.2154, -78.0158, 90.0001, -180.5, 1e308, -1e308, 5e-324, 0.1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const dateTime: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('2024-05-01T10:00:00.000Z', '2024-05-01', '2024-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', 'yesterday', ''),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(0, -1, 8.64e15, 8.64e15 + 1, 1.5),
);

/**
 * Global ids, for a field `hint` describes (the mutation's and the field's names): those of real
 * rows (the caller's, another member's), preferably of the type the names mention; the same row
 * ids under the wrong type; and ids that name nothing: not base64, a type without a row id,
 * negative, fractional, beyond an Int, and raw numbers.
 */
export function idArbitrary(realIds: readonly string[], nodeTypes: readonly string[]): (hint: string) => fc.Arbitrary<unknown> {
  const typeOf = (id: string) => Buffer.from(id, 'base64').toString().split(':')[0]!;
  const forged = fc
    .tuple(fc.constantFrom(...nodeTypes, 'Nope', '', 'User '), fc.constantFrom('1', '2', '3', '5', '8', '0', '-1', '1.5', '1e3', ' 1', '0x1', 'abc', '', '2147483648', '99999999999999999999', 'hlc:1', 'pvg:1', 'hlc:-1', '１'))
    .map(([type, id]) => b64(`${type}:${id}`));
  const malformed = fc.constantFrom<unknown>('not-a-global-id', '', '====', 'VXNlcjo5OTk5', '%00', b64('Note'), b64(':'), b64('Note:1:2'), '1', '-1', 1, 2, 0, -1, MAX_INT + 1);
  const longestFirst = [...nodeTypes].sort((a, b) => b.length - a.length);
  return (hint) => {
    const [mutation = '', ...fields] = hint.toLowerCase().split(' ');
    const named = (text: string) => longestFirst.find((type) => text.includes(type.toLowerCase()));
    const type = named(fields.at(-1) ?? '') ?? named(mutation);
    const preferred = realIds.filter((id) => typeOf(id) === type);
    return fc.oneof(
      { weight: preferred.length ? 4 : 0, arbitrary: preferred.length ? fc.constantFrom(...preferred) : forged },
      { weight: type ? 1 : 0, arbitrary: fc.constantFrom('1', '2', '3', '8', '-1', '0', 'hlc:1').map((id) => b64(`${type}:${id}`)) },
      { weight: realIds.length ? 2 : 0, arbitrary: realIds.length ? fc.constantFrom(...realIds) : forged },
      { weight: 2, arbitrary: forged },
      { weight: 1, arbitrary: malformed },
    );
  };
}

/** Any JSON value, nested a few levels, with keys that may mean something to the API. */
export function junk(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys) }, fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', ''), fc.string({ maxLength: 8 }));
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      number,
      text,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  }));
  return fc.oneof(value, fc.constantFrom('[]', '{}'), fc.integer({ min: 1, max: 3000 }).map(nest));
}

/**
 * An array nested `depth` times: deep enough to trouble a recursive reader. It prints itself as
 * `nest(<depth>)` in fast-check's reports, which would not reach its bottom otherwise.
 */
function nest(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = [value];
  return Object.defineProperty(value as object, fc.toStringMethod, { value: () => `nest(${depth})` });
}

interface BuildOptions {
  schema: GraphQLSchema;
  ids: (hint: string) => fc.Arbitrary<unknown>;
  junk: fc.Arbitrary<unknown>;
}

/**
 * The value of one GraphQL input type. `undefined` stands for a field left out of its object (a
 * missing required field in loose mode).
 */
export function inputValue(type: GraphQLInputType, mode: Mode, options: BuildOptions, hint: string, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(options.junk, text, number, fc.boolean());
  if (isNonNullType(type)) {
    const inner = inputValue(type.ofType, mode, options, hint, depth);
    if (mode !== 'loose') return inner;
    return fc.oneof({ weight: 6, arbitrary: inner }, fc.constant(null), fc.constant(undefined), wrong);
  }
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    mode !== 'loose'
      ? fc.oneof({ weight: 6, arbitrary }, fc.constant(null))
      : fc.oneof({ weight: 6, arbitrary }, fc.constant(null), wrong);
  if (isListType(type)) {
    const item = inputValue(type.ofType, mode, options, hint, depth + 1);
    const items = fc.oneof(
      { weight: 4, arbitrary: fc.array(item, { maxLength: depth > 2 ? 1 : 4 }) },
      // GraphQL takes one value where a list is expected; large lists test the limits.
      item,
      // One item many times, past the lists' limits (50 changes, 100 ids), kept under a few MB.
      fc.tuple(fc.constantFrom(51, 101, 1_000), item).map(([n, v]) => Array<unknown>(JSON.stringify(v ?? null).length > 2_000 ? 2 : n).fill(v)),
    );
    return nullable(items);
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant(null);
    const isRequired = (f: { type: GraphQLInputType; defaultValue?: unknown }) => isNonNullType(f.type) && f.defaultValue === undefined;
    const fields = Object.values(type.getFields()).filter((f) => mode !== 'sparse' || isRequired(f));
    const model = Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, mode, options, `${hint} ${f.name}`, depth + 1)]));
    const required = fields.filter(isRequired).map((f) => f.name);
    // Typed modes keep the required fields; optional ones come and go.
    const record = fc.record(model, { requiredKeys: mode === 'loose' ? [] : required });
    const object =
      mode !== 'loose'
        ? record
        : fc.tuple(record, fc.dictionary(fc.string({ maxLength: 10 }), options.junk, { maxKeys: 2 })).map(([r, extra]) => ({ ...extra, ...r }));
    return nullable(object.map(withoutUndefined));
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    const enumValue: fc.Arbitrary<unknown> =
      mode !== 'loose'
        ? fc.constantFrom(...values)
        : fc.oneof(fc.constantFrom(...values), fc.constantFrom(...values).map((v) => v.toLowerCase()), text);
    return nullable(enumValue);
  }
  if (isScalarType(type)) return nullable(scalar(type.name, mode, options, hint));
  return fc.constant(null);
}

function scalar(name: string, mode: Mode, options: BuildOptions, hint: string): fc.Arbitrary<unknown> {
  if (mode === 'sparse') return scalar(name, 'typed', options, hint);
  switch (name) {
    case 'String':
      return mode === 'typed' ? text : fc.oneof({ weight: 4, arbitrary: text }, number, fc.boolean(), options.junk);
    case 'Int':
      return mode === 'typed' ? int32 : fc.oneof({ weight: 3, arbitrary: int32 }, number, text, options.junk);
    case 'Float':
      return mode === 'typed' ? float : fc.oneof({ weight: 3, arbitrary: float }, text, options.junk);
    case 'Boolean':
      return mode === 'typed' ? fc.boolean() : fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1, 'yes'), options.junk);
    case 'ID':
      return mode === 'typed' ? options.ids(hint).filter((id) => typeof id === 'string' || Number.isInteger(id)) : fc.oneof(options.ids(hint), options.junk);
    case 'DateTime':
      return mode === 'typed' ? dateTime.filter((d) => typeof d === 'string') : fc.oneof(dateTime, options.junk);
    // A file can only come in a multipart request; in JSON variables it is junk.
    case 'Upload':
      return mode === 'typed' ? fc.constant(null) : fc.oneof(fc.constantFrom('file', { name: 'x.png', size: 1 }), options.junk);
    default:
      return fc.oneof(text, number, options.junk);
  }
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** Every field name of every input object of the schema: the vocabulary of REST bodies too. */
export function inputFieldNames(schema: GraphQLSchema): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type) && !type.name.startsWith('__')) for (const name of Object.keys(type.getFields())) names.add(name);
  }
  return [...names].sort();
}

/** The GraphQL literal of a JSON value, or undefined when it has none (a key that is not a name). */
export function literal(value: unknown, type: GraphQLInputType): string | undefined {
  const named = getNamedType(type);
  if (value === null) return 'null';
  if (typeof value === 'string') return isEnumType(named) && /^[_A-Za-z]\w*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  const itemType = isNonNullType(type) ? type.ofType : type;
  const nested = nesting(value);
  if (nested) return `${'['.repeat(nested.depth)}${JSON.stringify(nested.bottom)}${']'.repeat(nested.depth)}`;
  if (Array.isArray(value)) {
    const inner = isListType(itemType) ? itemType.ofType : itemType;
    const items = value.map((v) => literal(v, inner));
    return items.every((i) => i !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (typeof value === 'object') {
    const fields = isInputObjectType(named) ? named.getFields() : {};
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value)) {
      if (!/^[_A-Za-z]\w*$/.test(k)) return undefined;
      const part = literal(v, fields[k]?.type ?? named);
      if (part === undefined) return undefined;
      parts.push(`${k}: ${part}`);
    }
    return `{ ${parts.join(', ')} }`;
  }
  return undefined;
}

/** The depth and the bottom of a chain of one-item arrays (as `nest` makes), read without recursion. */
function nesting(value: unknown): { depth: number; bottom: unknown } | undefined {
  let depth = 0;
  let bottom = value;
  while (Array.isArray(bottom) && bottom.length === 1) {
    bottom = bottom[0];
    depth += 1;
  }
  return depth > 10 && typeof bottom === 'string' ? { depth, bottom } : undefined;
}
