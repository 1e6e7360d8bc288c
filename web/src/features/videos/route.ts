// What the router needs before the Ministry Videos screen's code arrives: the size of the first
// page of videos and how long a fetched list is kept (docs/product/videos.md, "Caching").
import { cachedFor, LIST_CACHE_MS } from '../scriptures/index.ts';

export const PAGE_SIZE = 20;
export const videosFetchPolicy = cachedFor(LIST_CACHE_MS);
