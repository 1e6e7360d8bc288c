// What the router needs before the Bible Verses screen's code arrives: the size of the first page
// of verses and how long a fetched list is kept (docs/product/scriptures.md, "Caching"). Kept
// apart from the screen so the router's own chunk stays small.
import type { FetchPolicy } from 'relay-runtime';

export const PAGE_SIZE = 20;
export const LIST_CACHE_MS = 10_000;

/**
 * A fetch policy that asks the server at most once per `ms`: a later visit within that time shows
 * the list already on the device; after it, the list is shown and fetched again behind it.
 */
export function cachedFor(ms: number): () => FetchPolicy {
  let fetchedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - fetchedAt < ms) return 'store-or-network';
    fetchedAt = now;
    return 'store-and-network';
  };
}

export const scripturesFetchPolicy = cachedFor(LIST_CACHE_MS);
