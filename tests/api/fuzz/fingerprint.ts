// A fingerprint of everything stored: for every table of the test database, its row count and a
// digest of every value of every row, read in one query. A refused call that created, deleted or
// changed any value of any row, with or without an updatedAt, changes it.
import { createHash } from 'node:crypto';
import type { TestDatabase } from '../harness.ts';

type Column = { table: string; column: string };

/**
 * Reads the tables and columns of the database once, and answers a function that fingerprints it.
 * `only` narrows a table to the rows a condition (raw SQL) keeps; `ignore` leaves out columns
 * (`Table.column`) a request may write on its own account, such as a session's last use.
 */
export async function fingerprinter(
  database: TestDatabase,
  only: Record<string, string> = {},
  ignore: readonly string[] = [],
): Promise<() => Promise<string>> {
  const columns =
    database.provider === 'sqlite'
      ? await database.db.$queryRawUnsafe<Column[]>(
          `SELECT m.name AS "table", p.name AS "column" FROM sqlite_master m JOIN pragma_table_info(m.name) p
           WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, p.cid`,
        )
      : await database.db.$queryRawUnsafe<Column[]>(
          'SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, ordinal_position',
          schemaOf(database),
        );
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (!ignore.includes(`${table}.${column}`)) tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  if (tables.size < 10) throw new Error(`expected the app's tables, found ${[...tables.keys()].join(', ')}`);
  // Each row as one text of its quoted values, the rows sorted by that text: the same rows give the
  // same text whatever order the database returns them in.
  const rowText = (names: string[]) =>
    database.provider === 'sqlite'
      ? names.map((c) => `quote("${c}")`).join(` || ',' || `)
      : `concat_ws(',', ${names.map((c) => `quote_nullable("${c}"::text)`).join(', ')})`;
  const sql = [...tables.keys()]
    .sort()
    .map((table) => {
      const rows = `SELECT ${rowText(tables.get(table)!)} AS r FROM ${database.table(table)}${only[table] ? ` WHERE ${only[table]}` : ''}`;
      // PostgreSQL digests the text itself (md5), so only a short value crosses the connection.
      return database.provider === 'sqlite'
        ? `SELECT '${table}' AS t, CAST(COUNT(*) AS TEXT) AS n, group_concat(r, char(10) ORDER BY r) AS v FROM (${rows})`
        : `SELECT '${table}' AS t, CAST(COUNT(*) AS TEXT) AS n, md5(string_agg(r, chr(10) ORDER BY r)) AS v FROM (${rows}) rows`;
    })
    .join(' UNION ALL ');
  type Digest = { t: string; n: string; v: string | null }[];
  // PostgreSQL plans the union of every table as a parallel query once its estimated cost passes
  // the threshold for one, and starting the workers costs more than reading these small tables:
  // 13 ms a fingerprint against 2 ms without them, over thousands of fingerprints a run.
  const read =
    database.provider === 'sqlite'
      ? () => database.db.$queryRawUnsafe<Digest>(sql)
      : async () => (await database.db.$transaction([database.db.$executeRawUnsafe('SET LOCAL max_parallel_workers_per_gather = 0'), database.db.$queryRawUnsafe<Digest>(sql)]))[1];
  return async () => {
    const rows = await read();
    return rows
      .sort((a, b) => a.t.localeCompare(b.t))
      .map((r) => `${r.t}=${r.n}/${createHash('sha256').update(r.v ?? '').digest('base64url').slice(0, 16)}`)
      .join('\n');
  };
}

/** The PostgreSQL schema the test database lives in, as harness.ts names its tables. */
function schemaOf(database: TestDatabase): string {
  const match = /^"([^"]+)"\./.exec(database.table('x'));
  if (!match) throw new Error(`no schema in ${database.table('x')}`);
  return match[1]!;
}

/** The lines of two fingerprints that differ, as `before → after`: which tables a call changed. */
export function changes(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  const now = after.split('\n');
  const gone = before.split('\n').filter((line) => !now.includes(line));
  const added = now.filter((line) => !old.has(line));
  return gone.map((line, i) => `${line} → ${added[i] ?? '?'}`);
}
