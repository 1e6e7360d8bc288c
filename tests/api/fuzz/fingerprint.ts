// A cheap fingerprint of everything stored: for every table of the test database, its row count,
// its largest id and, where it has one, its latest updatedAt, read in one query. A refused call
// that created, deleted or updated a row (through Prisma, which sets updatedAt) changes it.
import type { TestDatabase } from '../harness.ts';

type Column = { table: string; column: string };

/**
 * Reads the tables and columns of the database once, and answers a function that fingerprints it.
 * `only` narrows a table to the rows a condition (raw SQL) keeps.
 */
export async function fingerprinter(database: TestDatabase, only: Record<string, string> = {}): Promise<() => Promise<string>> {
  const columns =
    database.provider === 'sqlite'
      ? await database.db.$queryRawUnsafe<Column[]>(
          `SELECT m.name AS "table", p.name AS "column" FROM sqlite_master m JOIN pragma_table_info(m.name) p
           WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`,
        )
      : await database.db.$queryRawUnsafe<Column[]>(
          'SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = $1',
          schemaOf(database),
        );
  const tables = new Map<string, Set<string>>();
  for (const { table, column } of columns) tables.set(table, (tables.get(table) ?? new Set()).add(column));
  if (tables.size < 10) throw new Error(`expected the app's tables, found ${[...tables.keys()].join(', ')}`);
  const maxOf = (table: string, column: string) =>
    tables.get(table)!.has(column) ? `CAST(MAX("${column}") AS TEXT)` : 'CAST(NULL AS TEXT)';
  const sql = [...tables.keys()]
    .sort()
    .map((table) => `SELECT '${table}' AS t, CAST(COUNT(*) AS TEXT) AS n, ${maxOf(table, 'id')} AS i, ${maxOf(table, 'updatedAt')} AS u FROM ${database.table(table)}${only[table] ? ` WHERE ${only[table]}` : ''}`)
    .join(' UNION ALL ');
  return async () => {
    const rows = await database.db.$queryRawUnsafe<{ t: string; n: string; i: string | null; u: string | null }[]>(sql);
    return rows
      .sort((a, b) => a.t.localeCompare(b.t))
      .map((r) => `${r.t}=${r.n}/${r.i ?? ''}/${r.u ?? ''}`)
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
