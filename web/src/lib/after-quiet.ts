// "The first screen is done": the page has fetched nothing for a while. What the first screen does
// not need (the field pages fetched ahead, the header's menus) waits for it, so it never competes
// with the first screen (docs/product/architecture.md, "The first screen carries only what its
// first paint shows").

/** How long the page must have fetched nothing for the first screen to count as done. */
export const QUIET_MS = 3000;

/** The page has been quiet once: the first screen is done for this page's life. */
let seen = false;

/** The performance mark set when the first screen is done: what was fetched before it is the first screen's. */
export const FIRST_SCREEN_DONE = 'first-screen-done';

/**
 * Runs `run` once the page has fetched nothing for QUIET_MS (read from the browser's resource
 * timings), at once when that was already seen; answers a function that cancels it.
 */
export function afterQuiet(run: () => void): () => void {
  if (seen) {
    let cancelled = false;
    queueMicrotask(() => cancelled || run());
    return () => {
      cancelled = true;
    };
  }
  let last = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(() => (last = performance.now()));
  observer?.observe({ type: 'resource' });
  const check = () => {
    const quiet = performance.now() - last;
    if (quiet < QUIET_MS) {
      timer = setTimeout(check, QUIET_MS - quiet);
      return;
    }
    observer?.disconnect();
    if (!seen) performance.mark(FIRST_SCREEN_DONE);
    seen = true;
    run();
  };
  timer = setTimeout(check, QUIET_MS);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
  };
}

/** The performance mark set once what was fetched ahead (fetchAhead) has arrived or failed. */
export const FETCHED_AHEAD = 'fetched-ahead';

const ahead: Array<() => Promise<unknown>> = [];
let flushing = false;
/** What else code fetched ahead waits for (holdAheadWhile). */
let busy: () => Promise<void> = () => Promise.resolve();

/**
 * Code fetched ahead also waits for `idle` to settle: a layer above says when the link is taken by
 * something that matters more (the member's own writes being sent, offline/deliveries.ts).
 */
export function holdAheadWhile(idle: () => Promise<void>) {
  busy = idle;
}

/**
 * Runs `run` once the first screen is done and nothing holds code fetched ahead back (the member's
 * writes being sent): a part the first screen does not show (the header's menus) loads then.
 * Answers a function that cancels it.
 */
export function afterQuietAndFree(run: () => void): () => void {
  let cancelled = false;
  const cancel = afterQuiet(() => void busy().then(() => cancelled || run()));
  return () => {
    cancelled = true;
    cancel();
  };
}

/**
 * Fetches `load` (a part's code: a dialog, a popover) once the first screen is done, at once if it
 * already is: what the member has not opened stays off the first screen, yet is on the device when
 * the signal goes later. Failures are left for the part to ask again when it opens.
 */
export function fetchAhead(load: () => Promise<unknown>) {
  ahead.push(load);
  if (flushing) return;
  flushing = true;
  afterQuiet(() => {
    flushing = false;
    void busy().then(() => {
      const loads = ahead.splice(0);
      return Promise.allSettled(loads.map((each) => each())).then(() => performance.mark(FETCHED_AHEAD));
    });
  });
}
