// What the scriptures offer the videos' route: the fetch policy that asks the server at most once
// per interval, and the interval the verses' list uses.
export { cachedFor, LIST_CACHE_MS } from './route.ts';
