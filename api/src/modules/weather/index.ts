// The weather's fetch of an outside service (one time limit, no redirect followed), which the
// official site's framing check uses too.
export { fetchOutside } from './outside-fetch.ts';
