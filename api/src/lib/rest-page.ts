// Bounded REST lists. Every GET list of the REST shim answers the plain JSON array the spec's
// client reads, but at most one page of it; `?page=` (from 1) and `?limit=` (at most the page
// size) choose another, and a `Link` header names the next and previous pages so the body stays
// an array. The rows are read a page at a time from the database, in each list's own stable order.
import type { Context } from 'hono';
import { z } from 'zod';
import { parseInput } from './validate.ts';

/** The rows of a page as Prisma reads them: `take` holds one extra row that tells a next page. */
export interface RowWindow {
  skip: number;
  take: number;
}

/** The largest page a REST list answers, and its default: 100, or REST_PAGE_SIZE. */
export const REST_PAGE_SIZE = pageSize(process.env.REST_PAGE_SIZE);

function pageSize(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 100;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1) throw new Error('REST_PAGE_SIZE must be a whole number of 1 or more');
  return size;
}

export const MESSAGES = {
  page: 'page must be a whole number of 1 or more',
  pageTooLarge: 'page is too large',
  limit: 'limit must be a whole number of 1 or more',
} as const;

const pageQuery = (maxSize: number) =>
  z.object({
    page: z.coerce
      .number({ message: MESSAGES.page })
      .int(MESSAGES.page)
      .min(1, MESSAGES.page)
      .max(1_000_000, MESSAGES.pageTooLarge)
      .default(1),
    limit: z.coerce
      .number({ message: MESSAGES.limit })
      .int(MESSAGES.limit)
      .min(1, MESSAGES.limit)
      .transform((limit) => Math.min(limit, maxSize))
      .default(maxSize),
  });

/** One schema per page size, built once: building a zod schema costs more than parsing with it. */
const pageQueries = new Map<number, ReturnType<typeof pageQuery>>();
function pageQueryOf(maxSize: number): ReturnType<typeof pageQuery> {
  let schema = pageQueries.get(maxSize);
  if (!schema) pageQueries.set(maxSize, (schema = pageQuery(maxSize)));
  return schema;
}

/** The page a request asks for; a larger `limit` than the page size is cut to it. */
export function requestedPage(c: Context, maxSize = REST_PAGE_SIZE): { page: number; limit: number; window: RowWindow } {
  const { page, limit } = parseInput(pageQueryOf(maxSize), { page: c.req.query('page'), limit: c.req.query('limit') });
  return { page, limit, window: { skip: (page - 1) * limit, take: limit + 1 } };
}

/** The same list at another page, as a path and query (relative to this host). */
function pageAddress(c: Context, page: number): string {
  const url = new URL(c.req.url);
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * Answers one page of a list: `load` reads the rows of a window (Prisma's skip and take), `toJson`
 * shapes each row as the list's REST answer.
 */
export async function pagedList<Row, Out>(
  c: Context,
  load: (window: RowWindow) => Promise<Row[]>,
  toJson: (row: Row) => Out,
  maxSize = REST_PAGE_SIZE,
): Promise<Response> {
  const { page, limit, window } = requestedPage(c, maxSize);
  const rows = await load(window);
  const links: string[] = [];
  if (rows.length > limit) links.push(`<${pageAddress(c, page + 1)}>; rel="next"`);
  if (page > 1) links.push(`<${pageAddress(c, page - 1)}>; rel="prev"`);
  if (links.length > 0) c.header('Link', links.join(', '));
  const body = JSON.stringify(rows.slice(0, limit).map(toJson));
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/** A window over a list already in memory (a cached one), for `pagedList`. */
export function sliceWindow<Row>(rows: readonly Row[], window: RowWindow): Row[] {
  return rows.slice(window.skip, window.skip + window.take);
}
