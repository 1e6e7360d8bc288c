// Work a server does on its own, on a clock: first a while after it starts, then at a fixed
// interval (the retention schedule, the report reminders). A run that fails is reported and the
// next one comes as usual; the timers never keep the process alive.

/** Runs `work` after `firstMs`, then every `everyMs` after each run ends; answers the function that stops it. */
export function repeat(work: () => Promise<unknown>, options: { firstMs: number; everyMs: number; onError: (error: unknown) => void }): () => void {
  let timer: NodeJS.Timeout;
  let stopped = false;
  const run = async () => {
    try {
      await work();
    } catch (error) {
      options.onError(error);
    }
    if (!stopped) timer = setTimeout(run, options.everyMs).unref();
  };
  timer = setTimeout(run, options.firstMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
