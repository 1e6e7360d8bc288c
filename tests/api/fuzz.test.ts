// Property-based fuzzing of every way to change data: each mutation of the executable schema and
// each route of the REST shim's table, read from the app itself, so a new one is fuzzed without an
// edit here. Their arguments and bodies are generated (tests/api/fuzz/): of the declared types
// and of wrong ones, missing and extra fields, long, unicode and NUL text, numbers out of range,
// ids of other members' rows, of other types and of nothing, junk path parameters and bodies of
// any shape. A signed-in member makes most calls, a visitor the others; admin-only operations are
// called as a member.
//
// For every call (docs/api.md: errors are typed and shown as they are; no input gives a 5xx):
// - it answers, within CALL_LIMIT_MS (a call that never answers fails; the speed is not judged);
// - no 5xx and no masked GraphQL error (INTERNAL_SERVER_ERROR, "Unexpected error");
// - an admin-only operation is refused to a member and to a visitor;
// - a refused call (4xx, a GraphQL error, a failure result) leaves the stored data as it was:
//   every value of every row of every table (fuzz/fingerprint.ts), but for the refusals the audit
//   log records and a session's time of last use.
//
// The seed is fixed and printed; each target draws from its own seed made from it and its name.
// fast-check shrinks a failure to a small input and reports it with a `replay:` line:
//   FUZZ_SEED=<seed> FUZZ_TARGET='<mutation, or METHOD /api/path>' FUZZ_PATH=<path> npx vitest run --project api tests/api/fuzz.test.ts
// FUZZ_RUNS sets the cases per mutation and per route (8 by default: over 1200 in all; 3 on
// PostgreSQL, from a seed of its own).
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import fc from 'fast-check';
import { isObjectType, isUnionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { usePushSender } from '../../api/src/modules/push/sender.ts';
import { createRestHandler, PUBLIC_ROUTES } from '../../api/src/rest/index.ts';
import { schema } from '../../api/src/schema.ts';
import { changes, fingerprinter } from './fuzz/fingerprint.ts';
import { mutationsOf, verdict } from './fuzz/graphql.ts';
import { restCase, send, type Route } from './fuzz/rest.ts';
import { idArbitrary, inputFieldNames, junk } from './fuzz/values.ts';
import { createTestApp, signedInMember, type GraphQLAnswer, type TestApp } from './harness.ts';

// The PostgreSQL pass draws other cases than the SQLite pass, fewer of them (each case there reads
// every table twice over the network): together the two passes try more inputs than either alone.
const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? '');
const SEED = Number(process.env.FUZZ_SEED ?? (onPostgres ? 20_261_206 : 20_240_611));
const RUNS = Number(process.env.FUZZ_RUNS ?? (onPostgres ? 3 : 8));
const ONLY = process.env.FUZZ_TARGET;
const PATH = process.env.FUZZ_PATH;
/** Far beyond any answer of this app; reached only by a call that hangs. */
const CALL_LIMIT_MS = 15_000;

type Who = 'member' | 'visitor';
const callers = fc.constantFrom<Who>('member', 'member', 'member', 'visitor');

let t: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
let fingerprint: () => Promise<string>;
const realIds: string[] = [];
const counts = { graphql: 0, rest: 0 };
/** What the calls answered, by kind: shows the cases reach past the request checks. */
const outcomes = { graphql: new Map<string, number>(), rest: new Map<string, number>() };
const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const summary = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`).join(', ');

/** A few rows of each main kind, made through the API as `client`, whose global ids the fuzzer uses. */
async function seedRows(client: { graphql: (q: string, v?: Record<string, unknown>) => Promise<GraphQLAnswer> }) {
  const create = async (name: string, input: Record<string, unknown>) => {
    const field = schema.getMutationType()!.getFields()[name]!;
    const answer = await client.graphql(
      `mutation ($input: ${field.args[0]!.type.toString()}) { ${name}(input: $input) { __typename ... on Error { message } ${successSelection(name)} } }`,
      { input },
    );
    const ids = idsIn(answer.data);
    if (ids.length === 0) throw new Error(`seeding ${name} failed: ${JSON.stringify(answer)}`);
    realIds.push(...ids);
    return ids[0]!;
  };
  await create('createNote', { title: 'Seed', content: 'Kept' });
  await create('createContact', { kind: 'HLC', name: 'Seed', phoneNumber: '+1 555 0100', email: 'seed@example.org' });
  await create('createScripture', { reference: 'Psalm 83:18', text: 'Kept' });
  await create('createCalendarEvent', { title: 'Seed', date: '2030-05-01', time: '10:00' });
  await create('createVideo', { title: 'Seed', url: 'https://example.org/v' });
  await create('createTranscript', { text: 'Seed', language: 'EN_US' });
  const territory = await create('createTerritory', { territoryNumber: 'T-1', name: 'Seed' });
  await create('addTerritoryHouse', { territoryId: territory, address: '1 Main Street' });
}

/** `... on <Success> { <node> { id } }` for each object the result can be that has an object field. */
function successSelection(name: string): string {
  const field = schema.getMutationType()!.getFields()[name]!;
  const result = schema.getType(field.type.toString().replace(/!$/, ''));
  if (!isUnionType(result)) return '';
  return result
    .getTypes()
    .map((type) => {
      const nodes = Object.values(type.getFields()).filter((f) => {
        const named = f.type.toString().replace(/!$/, '');
        const t = schema.getType(named);
        return isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node');
      });
      return nodes.length ? `... on ${type.name} { ${nodes.map((n) => `${n.name} { id }`).join(' ')} }` : '';
    })
    .join(' ');
}

function idsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'id' && typeof v === 'string' ? [v] : idsIn(v)));
  }
  return [];
}

beforeAll(async () => {
  t = await createTestApp();
  // Nothing leaves the machine, whatever a fuzzed subscription names.
  usePushSender(t.app.deps, async () => undefined);
  const other = await signedInMember(t, { groupNumber: 3 });
  await seedRows(graphqlClient(other.client.cookie));
  member = await signedInMember(t, { groupNumber: 3 });
  await seedRows(graphqlClient(member.client.cookie));
  // A refused sign-in, code or password confirmation, and a refused authorization, are recorded in
  // the audit log on purpose (docs/product/admin.md, "Audit log"): those rows are the one change a
  // refusal may make.
  // A session's last use is written by any request of it, refused or not (at most once an hour).
  fingerprint = await fingerprinter(t.database, { AuditEvent: `"action" NOT LIKE '%-failed' AND "action" <> 'access-refused'` }, ['Session.lastSeenAt']);
  console.log(`fuzz: seed ${SEED}, ${RUNS} cases per mutation and route (replay: FUZZ_SEED=${SEED})`);
}, 60_000);
afterAll(() => t.close());

/** The member's cookie; a member who signed out or deleted the account is replaced by a new one. */
async function callerCookie(who: Who): Promise<string> {
  if (who === 'visitor') return '';
  if ((await t.db.session.count({ where: { userId: member.user.id } })) === 0) member = await signedInMember(t, { groupNumber: 3 });
  return member.client.cookie;
}

function graphqlClient(cookie: string) {
  return {
    async graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer> {
      const response = await t.app.fetch(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const text = await response.text();
      try {
        return { ...(JSON.parse(text) as object), status: response.status };
      } catch {
        return { status: response.status, errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
      }
    },
  };
}

function unchanged(before: string, after: string, call: string) {
  if (after !== before) throw new Error(`${call} was refused but changed stored data: ${changes(before, after).join('; ')}`);
}

/** The answer, or a failure of the property when there is none within CALL_LIMIT_MS. */
async function answered<T>(what: string, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${CALL_LIMIT_MS} ms`)), CALL_LIMIT_MS);
  });
  try {
    return await Promise.race([call, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each target's own seed, from the run's seed and its name: the targets do not all draw alike. */
const seedOf = (name: string) => [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, SEED >>> 0) | 0;

/** Runs one property per target and collects every failure, each with what replays it. */
async function fuzzEach<T>(targets: { name: string; property: fc.IAsyncProperty<T> }[], count: (n: number) => void) {
  const failures: string[] = [];
  for (const { name, property } of targets) {
    if (ONLY && name !== ONLY) continue;
    const seed = seedOf(name);
    const details = await fc.check(property, {
      seed,
      numRuns: RUNS,
      ...(PATH && ONLY ? { path: PATH } : {}),
      // Shrinking stops after this long and reports the smallest input found so far.
      interruptAfterTimeLimit: 60_000,
    });
    count(details.numRuns);
    if (details.failed) {
      const error = details.errorInstance instanceof Error ? (details.errorInstance.stack ?? '').split('\n').slice(0, 6).join('\n') : String(details.errorInstance);
      failures.push(`${name}\n${fc.defaultReportMessage(details)}\n${error}\nreplay: FUZZ_SEED=${SEED} FUZZ_TARGET='${name}' FUZZ_PATH=${details.counterexamplePath}`);
    }
  }
  return failures;
}

describe('fuzzing every mutation and every REST route', () => {
  test('GraphQL: no mutation answers a server error, and a refused one changes nothing', async () => {
    const options = { schema, ids: idArbitrary(realIds, nodeTypes()), junk: junk(inputFieldNames(schema)) };
    const mutations = mutationsOf(schema, options);
    expect(mutations.length).toBeGreaterThan(50);
    expect(mutations.filter((m) => m.adminOnly).length).toBeGreaterThan(5);
    const targets = mutations.map((m) => ({
      name: m.name,
      property: fc.asyncProperty(callers, m.cases, async (who, c) => {
        const cookie = await callerCookie(who);
        const before = await fingerprint();
        const { query, variables } = m.request(c);
        const answer = await answered(m.name, graphqlClient(cookie).graphql(query, variables));
        const { refused, unexpected } = verdict(schema, m.name, answer);
        const result = (answer.data as Record<string, { __typename?: string } | null> | undefined)?.[m.name];
        tally(outcomes.graphql, answer.errors?.length ? `error ${answer.errors[0]!.extensions?.code ?? answer.status}` : (result?.__typename ?? 'null'));
        if (unexpected) throw new Error(`${m.name} as a ${who}: ${unexpected}`);
        if (m.adminOnly && !refused) throw new Error(`${m.name} let a ${who} through: ${JSON.stringify(answer)}`);
        if (refused) unchanged(before, await fingerprint(), `${m.name} refused a ${who} (${JSON.stringify(answer).slice(0, 300)})`);
      }),
    }));
    const failures = await fuzzEach(targets, (n) => (counts.graphql += n));
    console.log(`fuzz: ${mutations.length} mutations, ${counts.graphql} cases; answers: ${summary(outcomes.graphql)}`);
    expect(failures).toEqual([]);
  }, 600_000);

  test('REST: no route answers a 5xx, and a refused request changes nothing', async () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const keys = inputFieldNames(schema);
    const targets = routes.map((route) => {
      const name = `${route.method} ${route.path}`;
      // Admin paths other than the sign-in steps are for admins only (docs/api.md, admin area).
      const adminOnly = (route.path.startsWith('/api/admin/') && !name.endsWith('/second-factor')) || name === 'GET /api/users';
      return {
        name,
        property: fc.asyncProperty(callers, restCase(route, keys), async (who, c) => {
          const cookie = await callerCookie(who);
          const before = await fingerprint();
          const answer = await answered(name, send(t.app, cookie, c));
          const said = `${c.method} ${c.url.slice(0, 200)} as a ${who} → ${answer.status} ${answer.text.slice(0, 300)}`;
          tally(outcomes.rest, String(answer.status));
          if (answer.status >= 500) throw new Error(said);
          if (adminOnly && !PUBLIC_ROUTES.includes(name) && answer.status < 400) throw new Error(`let through: ${said}`);
          if (answer.status >= 400) unchanged(before, await fingerprint(), said);
        }),
      };
    });
    const failures = await fuzzEach(targets, (n) => (counts.rest += n));
    console.log(`fuzz: ${routes.length} routes, ${counts.rest} cases; statuses: ${summary(outcomes.rest)}`);
    expect(failures).toEqual([]);
  }, 600_000);

  test('the fingerprint sees a changed value in a table without updatedAt, and not a session’s last use', async () => {
    const row = await t.db.session.findFirstOrThrow({ where: { userId: member.user.id } });
    const before = await fingerprint();
    await t.db.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(row.lastSeenAt.getTime() + 1000) } });
    expect(await fingerprint()).toBe(before);
    await t.db.session.update({ where: { id: row.id }, data: { device: `${row.device ?? ''} changed` } });
    expect(changes(before, await fingerprint())).toEqual([expect.stringMatching(/^Session=/)]);
    await t.db.session.update({ where: { id: row.id }, data: { device: row.device, lastSeenAt: row.lastSeenAt } });
    expect(await fingerprint()).toBe(before);
  });

  test.skipIf(ONLY !== undefined)('at least 500 cases ran', () => {
    expect(counts.graphql + counts.rest).toBeGreaterThanOrEqual(500);
  });
});

/** The names of the types with global ids (`implements Node`). */
function nodeTypes(): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
    .map((type) => type.name);
}

/** Every route Hono has registered under /api, once per method and path. */
function restRoutes(): Route[] {
  const seen = new Set<string>();
  return createRestHandler(t.app.deps)
    .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}
