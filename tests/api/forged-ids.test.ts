// A global id the client made up is never a server error (docs/security.md, "Forged ids"): for
// every type that implements Node, read from the executable schema so a new one is covered without
// an edit here, generated ids (the type's name with a row part of any shape: numbers past the
// integer range, negatives, other types' formats, text, nothing) are asked through `node(id:)` and
// in one `nodes(ids:)` batch by a signed-in member. Each answers without an error: null, or a row
// of the asked type the member may read; one such id never fails the batch it is in. A string that
// is no global id at all (no `Type:` and a rest) is refused as the client's mistake, never as an
// unexpected error.
import fc from 'fast-check';
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { schema } from '../../api/src/schema.ts';
import { createTestApp, signedInMember, type Client, type TestApp } from './harness.ts';

const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
  .map((type) => type.name)
  .sort();

/** The part after `Type:` of a global id: the shapes the app makes, and everything else. */
const rowPart = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.constantFrom('', '0', '-1', '1.5', '1e3', '0x10', ' 1', '1 ', '01', 'NaN', 'Infinity', 'null'),
  fc.tuple(fc.constantFrom('hlc', 'pvg', 'HLC', 'x', ''), fc.oneof(fc.integer().map(String), fc.string())).map(([kind, id]) => `${kind}:${id}`),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);
const forgedId = fc.tuple(fc.constantFrom(...NODE_TYPES), rowPart).map(([type, row]) => Buffer.from(`${type}:${row}`).toString('base64'));

const NODE = 'query ($id: ID!) { node(id: $id) { __typename id } }';
const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }';

let t: TestApp;
let member: Client;

beforeAll(async () => {
  t = await createTestApp();
  member = (await signedInMember(t)).client;
});
afterAll(async () => t.close());

test('the schema has Node types to forge ids of', () => {
  expect(NODE_TYPES).toContain('Contact');
  expect(NODE_TYPES.length).toBeGreaterThan(10);
});

test('a forged Contact id of each reported shape answers null, alone and in a batch', async () => {
  const ids = ['Contact:1', 'Contact:HLC:1', 'Contact:hlc:-1', 'Contact:hlc:99999999999999999999', 'Contact:pvg:'].map((raw) => Buffer.from(raw).toString('base64'));
  for (const id of ids) {
    const answer = await member.graphql(NODE, { id });
    expect(answer.errors, id).toBeUndefined();
    expect(answer.data?.node).toBeNull();
  }
  const batch = await member.graphql(NODES, { ids });
  expect(batch.errors).toBeUndefined();
  expect(batch.data?.nodes).toEqual(ids.map(() => null));
});

/** Pothos reads a global id as `Type:rest`: without a type or a rest it is no id at all. */
const decodable = (id: string) => {
  const [, row = ''] = /^[^:]*:(.*)$/s.exec(Buffer.from(id, 'base64').toString()) ?? [];
  return row !== '' && !row.startsWith(':');
};
const typeOf = (id: string) => Buffer.from(id, 'base64').toString().split(':')[0];

test('every generated id of every Node type answers without a server error, through node and nodes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(forgedId, { minLength: 1, maxLength: 5 }), async (ids) => {
      for (const id of ids) {
        const answer = await member.graphql(NODE, { id });
        expect(answer.status).toBe(200);
        if (decodable(id)) {
          // An id of the type's shape or not, of a row or not: null, or a row of that type.
          expect(answer.errors).toBeUndefined();
          if (answer.data?.node) expect(answer.data.node.__typename).toBe(typeOf(id));
        } else {
          // Not an id at all: the client's mistake, named as such.
          expect(answer.errors?.map((e) => e.message)).toEqual([expect.stringMatching(/^Invalid global ID/)]);
        }
      }
      const wellFormed = ids.filter(decodable);
      if (wellFormed.length === 0) return;
      const batch = await member.graphql(NODES, { ids: wellFormed });
      expect(batch.status).toBe(200);
      expect(batch.errors).toBeUndefined();
      expect(batch.data?.nodes).toHaveLength(wellFormed.length);
    }),
    { numRuns: 150 },
  );
});
